// The outbox and its one sender (lib/forms/outbox.ts, lib/forms/sender.ts): what a visitor relies on
// when a lead cannot go at once. The browser journeys are in e2e/delivery, lead-states, lead-gaps.
import { OUTBOX_MAX_AGE_MS, SETTLED_KEEP_MS, markTold, mountForm, outboxEntries, putEntry, readEntry, removeEntry, untoldOutcomes, type OutboxEntry } from "@/lib/forms/outbox";
import { RETRY_DELAYS_MS, SENDING_WINDOW_MS, sendDue, type Send } from "@/lib/forms/sender";
import type { Delivery, Submission } from "@/lib/forms/transport";

const START = Date.parse("2026-11-25T10:00:00.000Z");
let time = START;
const now = () => time;

function submission(id: string): Submission {
  return { id, formType: "contact", payload: { name: "Ada Lovelace", email: "ada@example.com" }, formShownAt: new Date(START - 60_000).toISOString(), honeypot: "" };
}

function waiting(id: string, change: Partial<OutboxEntry> = {}): OutboxEntry {
  const at = new Date(time).toISOString();
  return putEntry({ submission: submission(id), formId: "contact", savedAt: at, sentAt: at, status: "sending", attempts: 0, nextAttemptAt: 0, ...change });
}

/** A transport that answers from a list, and records what it was sent. */
function transport(...answers: Delivery[]) {
  const sent: string[] = [];
  const send: Send = async (sub) => {
    sent.push(sub.id);
    return answers.shift() ?? { status: "unreachable", message: "Failed to fetch" };
  };
  return { send, sent };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  time = START;
  localStorage.clear();
  for (const entry of outboxEntries()) removeEntry(entry.submission.id);
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

it("delivers a waiting submission under its own id, and keeps how it ended without what the visitor wrote", async () => {
  waiting("a");
  const { send, sent } = transport({ status: "stored", id: "a" });
  await sendDue(send, { now });
  expect(sent).toEqual(["a"]);
  const entry = readEntry("a")!;
  expect(entry).toMatchObject({ status: "stored", attempts: 1 });
  expect(entry.submission.payload).toEqual({});
  expect(localStorage.getItem("lumenfold:outbox:a")).not.toContain("Ada Lovelace");
});

it("records a refusal with the endpoint's message and does not send it again", async () => {
  waiting("a");
  const { send, sent } = transport({ status: "refused", message: "Enter a valid email address" });
  await sendDue(send, { now });
  await sendDue(send, { now, all: true });
  expect(sent).toEqual(["a"]);
  expect(readEntry("a")).toMatchObject({ status: "refused", message: "Enter a valid email address" });
});

it("backs off after each failed try, says 'sending' within the first window and 'waiting' after it, and keeps trying while the page is open", async () => {
  waiting("a");
  const { send, sent } = transport();
  const waits: number[] = [];
  for (let i = 0; i < RETRY_DELAYS_MS.length + 2; i++) {
    await sendDue(send, { now });
    const entry = readEntry("a")!;
    const elapsed = time - START;
    expect(entry.status).toBe(elapsed + (entry.nextAttemptAt - time) < SENDING_WINDOW_MS ? "sending" : "waiting");
    waits.push(entry.nextAttemptAt - time);
    time = entry.nextAttemptAt;
  }
  expect(waits).toEqual([...RETRY_DELAYS_MS, RETRY_DELAYS_MS.at(-1), RETRY_DELAYS_MS.at(-1)]);
  expect(sent).toHaveLength(RETRY_DELAYS_MS.length + 2);
  expect(readEntry("a")!.status).toBe("waiting");
});

it("sends nothing before its backoff is over, and everything at once when asked to (page load, online, focus, visible)", async () => {
  waiting("a", { status: "waiting", nextAttemptAt: START + 60_000 });
  const { send, sent } = transport({ status: "stored", id: "a" });
  await sendDue(send, { now });
  expect(sent).toEqual([]);
  await sendDue(send, { now, all: true });
  expect(sent).toEqual(["a"]);
});

it("leaves a submission another tab is posting to that tab until its lease runs out", async () => {
  waiting("a", { lease: { page: "another-tab", until: START + 20_000 } });
  const { send, sent } = transport({ status: "stored", id: "a" });
  await sendDue(send, { now, all: true });
  expect(sent).toEqual([]);
  time = START + 20_001;
  await sendDue(send, { now, all: true });
  expect(sent).toEqual(["a"]);
});

it("keeps the visitor's decision when the copy was discarded while its try ran", async () => {
  waiting("a");
  const send: Send = async () => {
    removeEntry("a");
    return { status: "unreachable", message: "Failed to fetch" };
  };
  await sendDue(send, { now });
  expect(readEntry("a")).toBeUndefined();
});

it("gives up a submission older than seven days without sending it, and forgets what it held", async () => {
  waiting("old", { status: "waiting" });
  time = START + OUTBOX_MAX_AGE_MS + 1;
  const { send, sent } = transport();
  await sendDue(send, { now, all: true });
  expect(sent).toEqual([]);
  expect(readEntry("old")).toMatchObject({ status: "expired" });
  expect(readEntry("old")!.submission.payload).toEqual({});
});

it("forgets a settled submission a day after it settled", async () => {
  waiting("a");
  await sendDue(transport({ status: "stored", id: "a" }).send, { now });
  time += SETTLED_KEEP_MS + 1;
  await sendDue(transport().send, { now });
  expect(readEntry("a")).toBeUndefined();
});

it("where the device refuses storage, keeps the submission in the page's memory, says so, and still sends it", async () => {
  const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  });
  try {
    expect(waiting("a").kept).toBe(false);
    const { send, sent } = transport({ status: "stored", id: "a" });
    await sendDue(send, { now });
    expect(sent).toEqual(["a"]);
    expect(readEntry("a")).toMatchObject({ status: "stored", kept: false });
  } finally {
    setItem.mockRestore();
  }
});

it("leaves an outcome to its form while the form is on the page, and to a page notice otherwise", async () => {
  waiting("a");
  await sendDue(transport({ status: "stored", id: "a" }).send, { now });
  const unmount = mountForm("contact");
  expect(untoldOutcomes()).toEqual([]);
  unmount();
  expect(untoldOutcomes().map((entry) => entry.submission.id)).toEqual(["a"]);
});

it("tells each outcome once, to whichever of the form and the page notice asks first, and nothing still in flight", async () => {
  waiting("a");
  expect(markTold("a")).toBe(false);
  await sendDue(transport({ status: "stored", id: "a" }).send, { now });
  expect(markTold("a")).toBe(true);
  expect(markTold("a")).toBe(false);
  expect(untoldOutcomes()).toEqual([]);
});
