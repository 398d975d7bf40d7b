import { existsSync, readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { E2E_INBOX_FILE, E2E_INBOX_PORT } from "./ports";

/** The endpoint the test build posts to; tests intercept it to simulate failures. */
export const INBOX_URL = `http://127.0.0.1:${E2E_INBOX_PORT}/submit`;

/**
 * One stored submission: the trimmed, formula-neutralized fields that were posted (formType,
 * timestamp, submissionId, formShownAt, interactedAt and supersedes when sent, and the payload;
 * never the honeypot), receivedAt, spam ("suspected" when it was sent under 2 s after the form
 * appeared with no person's interaction, "" otherwise), and supersededBy once an edit replaced it.
 */
export type InboxRecord = Record<string, string>;

export function readInbox(): InboxRecord[] {
  if (!existsSync(E2E_INBOX_FILE)) return [];
  return readFileSync(E2E_INBOX_FILE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as InboxRecord);
}

export function recordsFor(email: string): InboxRecord[] {
  return readInbox().filter((record) => record.email === email);
}

export function recordsWithSubmissionId(submissionId: string): InboxRecord[] {
  return readInbox().filter((record) => record.submissionId === submissionId);
}

/** Waits until the inbox holds exactly one submission from this address, and returns it. */
export async function expectOneSubmission(email: string): Promise<InboxRecord> {
  await expect.poll(() => recordsFor(email).length, { message: `submissions from ${email}` }).toBe(1);
  return recordsFor(email)[0]!;
}

/** A unique address per test, so parallel tests never read each other's submissions. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
