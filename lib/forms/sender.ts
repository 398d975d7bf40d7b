// The one sender: delivers everything the outbox holds, from whichever page of the site is open.
// It tries at once when a form sends, then with backoff for as long as a page is open, and at once
// again on page load, `online`, focus and the page becoming visible. Its state lives in the outbox
// entries themselves, so a form that was left (an in-site link, a reload) does not stop delivery:
// the page the visitor lands on carries on, and says when it arrived. A lease on the entry keeps two
// tabs from posting the same submission at once (harmless anyway: the endpoint stores an id once).
import {
  OUTBOX_MAX_AGE_MS,
  SETTLED_KEEP_MS,
  isPending,
  outboxEntries,
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
/** An attempt takes at most 15 s (transport.ts); a lease a little longer covers it. */
const LEASE_MS = 20_000;

/** @internal Exported for the tests and the build's checks (knip --production). */
export type Send = (submission: Submission) => Promise<Delivery>;

const thisPage = Math.random().toString(36).slice(2);
const leasedElsewhere = (entry: OutboxEntry, now: number) => entry.lease !== undefined && entry.lease.page !== thisPage && entry.lease.until > now;

/** Records how it ended; what the visitor wrote leaves the device with it (the form keeps its own draft). */
function settle(id: string, at: number, status: "stored" | "refused" | "expired", message?: string) {
  updateEntry(id, (entry) => ({
    ...entry,
    lease: undefined,
    submission: { ...entry.submission, payload: {} },
    status,
    message,
    settledAt: new Date(at).toISOString(),
  }));
}

/**
 * Sends every entry that is due (`all`: every pending one, whatever its backoff), one at a time,
 * and drops what is past its age. Returns when nothing more is due.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export async function sendDue(send: Send, { all = false, now = Date.now }: { all?: boolean; now?: () => number } = {}): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const time = now();
    for (const entry of outboxEntries()) {
      if (!isPending(entry) && time - Date.parse(entry.settledAt ?? entry.savedAt) > SETTLED_KEEP_MS) removeEntry(entry.submission.id);
      else if (isPending(entry) && time - Date.parse(entry.savedAt) > OUTBOX_MAX_AGE_MS) settle(entry.submission.id, time, "expired");
    }
    const due = outboxEntries().find(
      (entry) =>
        isPending(entry) && !tried.has(entry.submission.id) && !leasedElsewhere(entry, time) && (all || entry.nextAttemptAt <= time),
    );
    if (!due) return;
    const { id } = due.submission;
    tried.add(id);
    updateEntry(id, (entry) => ({ ...entry, attempts: entry.attempts + 1, lease: { page: thisPage, until: time + LEASE_MS } }));
    const delivery = await send(due.submission);
    // Settled or discarded meanwhile, in another tab or by the visitor: that stands.
    const current = readEntry(id);
    if (!current || !isPending(current)) continue;
    if (delivery.status !== "unreachable") {
      settle(id, now(), delivery.status, delivery.status === "refused" ? delivery.message : undefined);
      continue;
    }
    const after = now();
    const delay = RETRY_DELAYS_MS[Math.min(current.attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
    // Offline, the browser knows the next tries wait for the connection: the form says so at once.
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    const stillSending = current.status === "sending" && !offline && after + delay - Date.parse(current.sentAt) < SENDING_WINDOW_MS;
    if (!stillSending && current.status === "sending") console.error("Form submission not delivered yet:", delivery.message);
    updateEntry(id, (entry) => ({ ...entry, lease: undefined, status: stillSending ? "sending" : "waiting", nextAttemptAt: after + delay }));
  }
}

let running: Promise<void> | undefined;
let runAgain: { all: boolean } | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let transport: Promise<Send> | undefined;

/** The transport loads only when something is due, so pages with an empty outbox ship almost nothing for this. */
const loadTransport = (): Promise<Send> =>
  (transport ??= import("@/lib/forms/transport").then(
    ({ sendOnce }) => (submission) => sendOnce(submission),
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
    const send = await loadTransport().catch(
      (error: unknown): Send =>
        async () => ({ status: "unreachable", message: `The form's code could not load: ${String(error)}` }),
    );
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
  const next = Math.min(...outboxEntries().filter(isPending).map((entry) => Math.max(entry.nextAttemptAt, entry.lease?.until ?? 0)));
  if (Number.isFinite(next)) timer = setTimeout(() => sendNow(), Math.max(next - Date.now(), 0));
}

/** Starts the sender on this page: now, and on `online`, focus and visibility; returns what stops it. */
export function startSender(): () => void {
  const retryAll = () => sendNow({ all: true });
  const onVisible = () => document.visibilityState === "visible" && retryAll();
  /** Leaving the page ends its posts; their leases go with it, so the next page need not wait. */
  const releaseLeases = () => {
    for (const entry of outboxEntries()) {
      if (entry.lease?.page === thisPage) updateEntry(entry.submission.id, (rest) => ({ ...rest, lease: undefined }));
    }
  };
  retryAll();
  window.addEventListener("online", retryAll);
  window.addEventListener("focus", retryAll);
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("pagehide", releaseLeases);
  return () => {
    clearTimeout(timer);
    window.removeEventListener("online", retryAll);
    window.removeEventListener("focus", retryAll);
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("pagehide", releaseLeases);
  };
}
