// The one sender: delivers everything the outbox holds, from whichever page of the site is open.
// It tries at once when a form sends, then with backoff for as long as a page is open, and at once
// again on page load, `online`, focus, the page becoming visible and another tab's change. What it
// delivers lives in the outbox, so a form that was left does not stop delivery: the page the visitor
// lands on carries on. Two tabs may post one submission at once: the receivers store a submissionId once.
import {
  OUTBOX_MAX_AGE_MS,
  SETTLED_KEEP_MS,
  isPending,
  outboxEntries,
  putEntry,
  readEntry,
  removeEntry,
  updateEntry,
  type OutboxEntry,
} from "@/lib/forms/outbox";
import type { Delivery, Submission } from "@/lib/forms/transport";

/**
 * How long after Send the form shows "Sending..." (fields locked) before it says the copy waits.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const SENDING_WINDOW_MS = 30_000;
/**
 * Waits after each failed attempt; the last one repeats while a page is open.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000, 120_000, 300_000];

/** @internal Exported for the tests and the build's checks (knip --production). */
export type Send = (submission: Submission) => Promise<Delivery>;

/** This page's backoff, on its monotonic clock (which the device's date cannot move) and in memory (which a full storage cannot refuse). */
const timings = new Map<string, { last: number; due: number }>();
/** An entry with no attempts yet (new, or sent again) is due at once, whatever this page tried before. */
const timingOf = (entry: OutboxEntry) => (entry.attempts ? timings.get(entry.submission.id) : undefined);

/** Records how it ended; what the visitor wrote leaves the device with it (the form keeps its own draft). */
function settle(id: string, status: "stored" | "refused" | "expired", message?: string) {
  const settledAt = new Date().toISOString();
  updateEntry(id, (entry) => ({ ...entry, submission: { ...entry.submission, payload: {} }, status, message, settledAt }));
}

/** Given up after many attempts over a week of trying that pages saw, never by the device's date alone. */
const givenUp = (entry: OutboxEntry) => entry.attempts >= RETRY_DELAYS_MS.length && (entry.triedMs ?? 0) >= OUTBOX_MAX_AGE_MS;

/**
 * Sends every entry that is due (`all`: every pending one, whatever its backoff), one at a time,
 * and drops what is settled long ago or given up. Returns when nothing more is due.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export async function sendDue(send: Send, { all = false }: { all?: boolean } = {}): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const date = Date.now();
    for (const entry of outboxEntries()) {
      if (!isPending(entry) && date - Date.parse(entry.settledAt ?? entry.savedAt) > SETTLED_KEEP_MS) removeEntry(entry.submission.id);
      else if (isPending(entry) && givenUp(entry)) settle(entry.submission.id, "expired");
    }
    const time = performance.now();
    const isDue = (entry: OutboxEntry) => all || (timingOf(entry)?.due ?? 0) <= time;
    const due = outboxEntries().find((entry) => isPending(entry) && !tried.has(entry.submission.id) && isDue(entry));
    if (!due) return;
    const { id } = due.submission;
    tried.add(id);
    const last = timingOf(due)?.last ?? time;
    updateEntry(id, (entry) => ({ ...entry, attempts: entry.attempts + 1 }));
    const delivery = await send(due.submission);
    // Settled or discarded meanwhile, in another tab or by the visitor: that stands. A copy discarded
    // while this try was on its way that arrived all the same is told, as any delivery is.
    const current = readEntry(id);
    if (!current && delivery.status === "stored") {
      putEntry({ ...due, submission: { ...due.submission, payload: {} }, status: "stored", settledAt: new Date().toISOString() });
      continue;
    }
    if (!current || !isPending(current)) continue;
    if (delivery.status !== "unreachable") {
      settle(id, delivery.status, delivery.status === "refused" ? delivery.message : undefined);
      continue;
    }
    const after = performance.now();
    const triedMs = (current.triedMs ?? 0) + after - last;
    const delay = RETRY_DELAYS_MS[Math.min(current.attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
    // Offline, the browser knows the next tries wait for the connection: the form says so at once.
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    const stillSending = current.status === "sending" && !offline && triedMs + delay < SENDING_WINDOW_MS;
    if (!stillSending && current.status === "sending") console.error("Form submission not delivered yet:", delivery.message);
    timings.set(id, { last: after, due: after + delay });
    updateEntry(id, (entry) => ({ ...entry, status: stillSending ? "sending" : "waiting", triedMs }));
  }
}

let running: Promise<void> | undefined;
let runAgain: { all: boolean } | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let transport: Promise<Send> | undefined;

/** The transport loads only when something is due, so pages with an empty outbox ship almost nothing for this. */
const loadTransport = (): Promise<Send> =>
  (transport ??= import("@/lib/forms/transport").then(
    ({ sendOnce }) =>
      (submission) =>
        sendOnce(submission),
    (error: unknown) => {
      transport = undefined;
      throw error;
    },
  ));

/** Delivers what is due now (`all`: every pending entry), then sets a timer for the next retry. */
export function sendNow({ all = false }: { all?: boolean } = {}): void {
  if (running) {
    runAgain = { all: all || Boolean(runAgain?.all) };
    return;
  }
  clearTimeout(timer);
  running = (async () => {
    if (!outboxEntries().some(isPending)) return;
    // Offline before the transport's code arrived: every attempt fails like a dropped connection, with backoff.
    const send = await loadTransport().catch((error: unknown): Send => async () => ({
      status: "unreachable",
      message: `The form's code could not load: ${String(error)}`,
    }));
    await sendDue(send, { all });
  })()
    .catch((error: unknown) => console.error("Saved submissions could not be sent:", error))
    .finally(() => {
      running = undefined;
      const again = runAgain;
      runAgain = undefined;
      if (again) sendNow(again);
      else scheduleNext();
    });
}

function scheduleNext() {
  const waits = outboxEntries()
    .filter(isPending)
    .map((entry) => Math.max((timingOf(entry)?.due ?? 0) - performance.now(), 0));
  if (waits.length) timer = setTimeout(() => sendNow(), Math.min(...waits));
}

/** Starts the sender on this page: now, on `online`, focus and visibility, and when another tab changes storage; returns what stops it. */
export function startSender(): () => void {
  const retryAll = () => sendNow({ all: true });
  const onVisible = () => document.visibilityState === "visible" && retryAll();
  // Another tab's change: a copy it saved is this page's to send too, should that tab close.
  const onStorage = () => sendNow();
  retryAll();
  window.addEventListener("storage", onStorage);
  window.addEventListener("online", retryAll);
  window.addEventListener("focus", retryAll);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    clearTimeout(timer);
    window.removeEventListener("storage", onStorage);
    window.removeEventListener("online", retryAll);
    window.removeEventListener("focus", retryAll);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
