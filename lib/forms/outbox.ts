// The on-device outbox: submissions that could not be delivered wait in localStorage and are sent
// again when the browser comes back online and on the next page the visitor opens, each under its
// own submission id, so the endpoint stores it once however often it arrives. Our own because no
// kept library queues fetches without a service worker, which the site's CSP (worker-src 'none')
// and static hosting rule out.
import type { Submission } from "@/lib/forms/transport";

const OUTBOX_KEY = "lumenfold:outbox";
/** Fired on window when a saved submission was stored (detail: its id) or refused. */
export const OUTBOX_EVENT = "lumenfold:outbox";
export type OutboxEventDetail = { id: string; status: "stored" | "refused"; message?: string };
/** A result of a flush; claimed when a form on the page took it over (it called preventDefault). */
export type OutboxResult = OutboxEventDetail & { claimed: boolean };

export type OutboxEntry = { submission: Submission; savedAt: string };

/** Whatever else the key holds (another version's format, a hand edit) is skipped, never sent. */
function isEntry(value: unknown): value is OutboxEntry {
  const submission = (value as Partial<OutboxEntry> | null)?.submission;
  return typeof submission?.id === "string" && typeof submission.formType === "string" && typeof submission.payload === "object";
}

function read(): OutboxEntry[] {
  try {
    const entries: unknown = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? "[]");
    return Array.isArray(entries) ? entries.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function write(entries: OutboxEntry[]): void {
  try {
    if (entries.length) localStorage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    else localStorage.removeItem(OUTBOX_KEY);
  } catch {
    // Storage full or blocked (private mode): the form stays filled, which is the fallback.
  }
}

export function outboxEntries(): OutboxEntry[] {
  return read();
}

/** Whether anything waits; a key holding nothing sendable is cleared, so later pages skip the transport. */
export function hasOutboxEntries(): boolean {
  try {
    if (localStorage.getItem(OUTBOX_KEY) === null) return false;
    const waiting = read();
    if (!waiting.length) localStorage.removeItem(OUTBOX_KEY);
    return waiting.length > 0;
  } catch {
    return false;
  }
}

/** Saves a submission, replacing an earlier copy with the same id. */
export function saveToOutbox(submission: Submission, savedAt = new Date()): void {
  write([...read().filter((entry) => entry.submission.id !== submission.id), { submission, savedAt: savedAt.toISOString() }]);
}

export function removeFromOutbox(id: string): void {
  write(read().filter((entry) => entry.submission.id !== id));
}

export function isInOutbox(id: string): boolean {
  return read().some((entry) => entry.submission.id === id);
}

let flushing: Promise<OutboxResult[]> | undefined;

/**
 * Sends every saved submission once, one after another; stored and refused ones leave the outbox
 * and are announced with OUTBOX_EVENT, unreachable ones stay for the next try. Calls made while a
 * flush runs share it, so no entry is sent twice at once.
 */
export function flushOutbox(send: (submission: Submission) => Promise<{ status: string; message?: string }>): Promise<OutboxResult[]> {
  flushing ??= (async () => {
    const results: OutboxResult[] = [];
    for (const { submission } of read()) {
      const delivery = await send(submission);
      if (delivery.status !== "stored" && delivery.status !== "refused") continue;
      removeFromOutbox(submission.id);
      const detail: OutboxEventDetail = { id: submission.id, status: delivery.status, message: delivery.message };
      const claimed = !window.dispatchEvent(new CustomEvent<OutboxEventDetail>(OUTBOX_EVENT, { detail, cancelable: true }));
      results.push({ ...detail, claimed });
    }
    return results;
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}
