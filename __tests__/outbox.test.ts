// The outbox and its one sender (lib/forms/outbox.ts, lib/forms/sender.ts): what a visitor relies on
// when a lead cannot go at once. The browser journeys are in e2e/delivery, lead-states, lead-gaps.
import {
  OUTBOX_MAX_AGE_MS,
  SETTLED_KEEP_MS,
  followEntry,
  markTold,
  outboxEntries,
  putEntry,
  readEntry,
  removeEntry,
  untoldOutcomes,
  type OutboxEntry,
} from "@/lib/forms/outbox";
import { RETRY_DELAYS_MS, SENDING_WINDOW_MS, sendDue, startSender, type Send } from "@/lib/forms/sender";
import type { Delivery, Submission } from "@/lib/forms/transport";

// The fake clock moves the device's date and the page's monotonic clock (performance.now) together;
// jest.setSystemTime moves the date alone, as a visitor changing the device's clock does.
const START = Date.parse("2026-11-25T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const wait = (ms: number) => jest.advanceTimersByTime(ms);

function submission(id: string): Submission {
  return {
    id,
    formType: "contact",
    payload: { name: "Ada Lovelace", email: "ada@example.com" },
    formShownAt: new Date(START - 60_000).toISOString(),
    honeypot: "",
  };
}

function waiting(id: string, change: Partial<OutboxEntry> = {}): OutboxEntry {
  return putEntry({ submission: submission(id), formId: "contact", savedAt: new Date().toISOString(), status: "sending", attempts: 0, ...change });
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
  jest.useFakeTimers({ now: START });
  localStorage.clear();
  for (const entry of outboxEntries()) removeEntry(entry.submission.id);
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

it("delivers a waiting submission under its own id, and keeps how it ended without what the visitor wrote", async () => {
  waiting("a");
  const { send, sent } = transport({ status: "stored", id: "a" });
  await sendDue(send);
  expect(sent).toEqual(["a"]);
  const entry = readEntry("a")!;
  expect(entry).toMatchObject({ status: "stored", attempts: 1 });
  expect(entry.submission.payload).toEqual({});
  expect(localStorage.getItem("lumenfold:outbox:a")).not.toContain("Ada Lovelace");
});

it("records a refusal with the endpoint's message and does not send it again", async () => {
  waiting("a");
  const { send, sent } = transport({ status: "refused", message: "Enter a valid email address" });
  await sendDue(send);
  await sendDue(send, { all: true });
  expect(sent).toEqual(["a"]);
  expect(readEntry("a")).toMatchObject({ status: "refused", message: "Enter a valid email address" });
});

it("backs off after each failed try, says 'sending' within the first window and 'waiting' after it, and keeps trying while the page is open", async () => {
  waiting("a");
  const { send, sent } = transport();
  const tries = RETRY_DELAYS_MS.length + 2;
  for (let i = 0; i < tries; i++) {
    const elapsed = Date.now() - START;
    await sendDue(send);
    const delay = RETRY_DELAYS_MS[Math.min(i, RETRY_DELAYS_MS.length - 1)]!;
    expect(readEntry("a")!.status).toBe(elapsed + delay < SENDING_WINDOW_MS ? "sending" : "waiting");
    wait(delay - 1);
    await sendDue(send);
    expect(sent).toHaveLength(i + 1);
    wait(1);
  }
  expect(readEntry("a")!.status).toBe("waiting");
});

it("sends nothing before its backoff is over, and everything at once when asked to (page load, online, focus, visible)", async () => {
  waiting("a", { status: "waiting" });
  const { send, sent } = transport({ status: "unreachable", message: "Failed to fetch" }, { status: "stored", id: "a" });
  await sendDue(send);
  await sendDue(send);
  expect(sent).toEqual(["a"]);
  await sendDue(send, { all: true });
  expect(sent).toEqual(["a", "a"]);
});

it("keeps the visitor's decision when the copy was discarded while its try ran", async () => {
  waiting("a");
  const send: Send = async () => {
    removeEntry("a");
    return { status: "unreachable", message: "Failed to fetch" };
  };
  await sendDue(send);
  expect(readEntry("a")).toBeUndefined();
});

it("tells a copy discarded while its try ran that arrived all the same, without what the visitor wrote", async () => {
  waiting("a");
  const send: Send = async ({ id }) => {
    removeEntry("a");
    return { status: "stored", id };
  };
  await sendDue(send);
  expect(readEntry("a")).toMatchObject({ status: "stored", submission: { id: "a", payload: {} } });
  expect(untoldOutcomes().map((entry) => entry.submission.id)).toEqual(["a"]);
});

it("where the device refuses an update, removes its stale copy once delivered, so no later visit posts it again", async () => {
  waiting("a");
  const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  });
  try {
    const { send, sent } = transport({ status: "stored", id: "a" });
    await sendDue(send);
    expect(sent).toEqual(["a"]);
    expect(localStorage.getItem("lumenfold:outbox:a")).toBeNull();
    expect(readEntry("a")).toMatchObject({ status: "stored", kept: false });
  } finally {
    setItem.mockRestore();
  }
});

it("gives up a submission after a week of tries the page saw, and forgets what it held", async () => {
  waiting("old", { status: "waiting" });
  const { send, sent } = transport();
  while (readEntry("old")!.status === "waiting") {
    await sendDue(send);
    wait(RETRY_DELAYS_MS.at(-1)!);
  }
  expect(Date.now() - START).toBeGreaterThanOrEqual(OUTBOX_MAX_AGE_MS);
  expect(sent.length).toBeGreaterThan(OUTBOX_MAX_AGE_MS / RETRY_DELAYS_MS.at(-1)! - 1);
  expect(readEntry("old")).toMatchObject({ status: "expired" });
  expect(readEntry("old")!.submission.payload).toEqual({});
});

it("does not give up a waiting copy when the device's clock jumps eight days ahead: it tries again", async () => {
  waiting("a", { status: "waiting", attempts: 3 });
  jest.setSystemTime(START + 8 * DAY);
  const { send, sent } = transport({ status: "stored", id: "a" });
  await sendDue(send, { all: true });
  expect(sent).toEqual(["a"]);
  expect(readEntry("a")).toMatchObject({ status: "stored" });
});

it("keeps its backoff when the device's clock goes back a day: the next try comes after the wait, not a day later", async () => {
  waiting("a");
  const { send, sent } = transport();
  await sendDue(send);
  jest.setSystemTime(START - DAY);
  wait(RETRY_DELAYS_MS[0]!);
  await sendDue(send);
  expect(sent).toEqual(["a", "a"]);
});

it("forgets a settled submission a day after it settled", async () => {
  waiting("a");
  await sendDue(transport({ status: "stored", id: "a" }).send);
  wait(SETTLED_KEEP_MS + 1);
  await sendDue(transport().send);
  expect(readEntry("a")).toBeUndefined();
});

it("where the device refuses storage, keeps the submission in the page's memory, says so, and still sends it", async () => {
  const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  });
  try {
    expect(waiting("a").kept).toBe(false);
    const { send, sent } = transport({ status: "stored", id: "a" });
    await sendDue(send);
    expect(sent).toEqual(["a"]);
    expect(readEntry("a")).toMatchObject({ status: "stored", kept: false });
  } finally {
    setItem.mockRestore();
  }
});

it("leaves an outcome to the form that follows it while it is on the page, and to a page notice otherwise, another tab's too", async () => {
  waiting("a");
  waiting("b");
  await sendDue(transport({ status: "stored", id: "a" }, { status: "stored", id: "b" }).send);
  // The form on this page sent "a"; "b" came from another tab's form of the same kind.
  const stop = followEntry("a");
  expect(untoldOutcomes().map((entry) => entry.submission.id)).toEqual(["b"]);
  stop();
  expect(untoldOutcomes().map((entry) => entry.submission.id)).toEqual(["a", "b"]);
});

it("tells each outcome once, to whichever of the form and the page notice asks first, and nothing still in flight", async () => {
  waiting("a");
  expect(markTold("a")).toBe(false);
  await sendDue(transport({ status: "stored", id: "a" }).send);
  expect(markTold("a")).toBe(true);
  expect(markTold("a")).toBe(false);
  expect(untoldOutcomes()).toEqual([]);
});

it("when the device stops storing updates (a full quota), keeps the backoff and the latest state in memory: no burst of posts", async () => {
  waiting("a");
  const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  });
  try {
    const { send, sent } = transport();
    for (let i = 0; i < 20; i++) await sendDue(send);
    expect(sent).toEqual(["a"]);
    expect(readEntry("a")).toMatchObject({ attempts: 1, kept: false });
    wait(RETRY_DELAYS_MS[0]!);
    await sendDue(send);
    expect(sent).toEqual(["a", "a"]);
  } finally {
    setItem.mockRestore();
  }
});

it("sends a copy another tab saved, on that tab's storage event, without waiting for focus", async () => {
  const sendOnce = jest.fn(async ({ id }: Submission): Promise<Delivery> => ({ status: "stored", id }));
  jest.doMock("@/lib/forms/transport", () => ({ sendOnce }));
  const stop = startSender();
  try {
    // Written by another tab: this page hears of it only through the storage event.
    const entry = { submission: submission("from-tab-b"), formId: "contact", savedAt: new Date().toISOString(), status: "waiting", attempts: 1, kept: true };
    localStorage.setItem("lumenfold:outbox:from-tab-b", JSON.stringify(entry));
    window.dispatchEvent(new StorageEvent("storage", { key: "lumenfold:outbox:from-tab-b" }));
    await jest.advanceTimersByTimeAsync(100);
    expect(sendOnce).toHaveBeenCalledWith(expect.objectContaining({ id: "from-tab-b" }));
  } finally {
    stop();
    jest.dontMock("@/lib/forms/transport");
  }
});
