// The on-device outbox: the one record of every submission, from before its first attempt until the
// visitor has been told how it ended. Forms write submissions here and read their state from here;
// the one sender (sender.ts) delivers them. One localStorage key per entry, so tabs never overwrite
// each other, and the `storage` event tells every tab of a change. What the device will not store
// (storage refused, a full quota) lives in this page's memory, which reads prefer (`kept: false`).
// Our own: no kept library queues fetches without a service worker, which CSP (worker-src 'none') rules out.
import { RETRY_WINDOW_DAYS } from "@/lib/forms/contract";
import type { Submission } from "@/lib/forms/transport";

const KEY_PREFIX = "lumenfold:outbox:";
/** A submission pages have tried for this long (by their own clocks, not the device's date) is given up. */
export const OUTBOX_MAX_AGE_MS = RETRY_WINDOW_DAYS * 24 * 60 * 60 * 1000;
/** How long a settled entry stays, so the page the visitor lands on or returns to can say how it ended. */
export const SETTLED_KEEP_MS = 24 * 60 * 60 * 1000;

/** sending: the first tries after Send (the form's fields locked); waiting: retried with backoff; the rest are settled. */
type OutboxStatus = "sending" | "waiting" | "stored" | "refused" | "expired";

export type OutboxEntry = {
  submission: Submission;
  /** The form that sent it: its submissions are cleared together by 'Submit Another Response'. */
  formId: string;
  savedAt: string;
  status: OutboxStatus;
  attempts: number;
  /** How long pages have been trying it, by their monotonic clocks; the backoff itself lives in the page (sender.ts). */
  triedMs?: number;
  /** Why the endpoint refused it. */
  message?: string;
  settledAt?: string;
  /** The visitor has been shown the outcome, by its form or by a notice. */
  told?: boolean;
  /** False where the device refused storage: the entry is in this page's memory only. */
  kept: boolean;
  /**
   * What the form thanks for, kept when the visitor's words leave the device on delivery: the quote
   * sent, say. Never personal data: only what the page itself showed.
   */
  receipt?: Record<string, string>;
};

const outboxKey = (id: string) => `${KEY_PREFIX}${id}`;
export const isPending = (entry: OutboxEntry) => entry.status === "sending" || entry.status === "waiting";

/** Entries the device would not store, by key: sent while this page is open, lost with it. */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Whatever else a key holds (a hand edit, another version's format) is skipped, never sent. */
export function parseEntry(raw: string | null | undefined): OutboxEntry | undefined {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<OutboxEntry>) : undefined;
    const submission = value?.submission;
    const valid = typeof submission?.id === "string" && typeof submission.formType === "string" && typeof value?.status === "string";
    return valid ? (value as OutboxEntry) : undefined;
  } catch {
    return undefined;
  }
}

/** Memory first: it holds the latest state whenever the device refused to store it. */
function rawEntry(id: string): string | null {
  const key = outboxKey(id);
  try {
    return memory.get(key) ?? localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readEntry(id: string): OutboxEntry | undefined {
  return parseEntry(rawEntry(id));
}

/** The entry's stored text, for React's useSyncExternalStore (a string compares by value). */
export const entrySnapshot = (id: string | undefined) => (id ? rawEntry(id) : null);

/** Every entry, oldest first. */
export function outboxEntries(): OutboxEntry[] {
  const raws = new Map(memory);
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(KEY_PREFIX) && !raws.has(key)) raws.set(key, localStorage.getItem(key) ?? "");
    }
  } catch {
    // Storage refused: memory is all there is.
  }
  return (
    [...raws.values()]
      .map(parseEntry)
      .filter((entry): entry is OutboxEntry => entry !== undefined)
      // ISO timestamps sort as plain strings; localeCompare would load ICU collation data.
      .sort((a, b) => (a.savedAt < b.savedAt ? -1 : a.savedAt > b.savedAt ? 1 : 0))
  );
}

/** Writes an entry; `kept` says whether the device stored it (else it is in memory). */
export function putEntry(entry: Omit<OutboxEntry, "kept">): OutboxEntry {
  const key = outboxKey(entry.submission.id);
  let kept = false;
  try {
    localStorage.setItem(key, JSON.stringify({ ...entry, kept: true }));
    kept = localStorage.getItem(key) !== null;
  } catch {
    // Full or refused (private modes): kept in memory, and the form says so.
  }
  const written = { ...entry, kept };
  if (kept) memory.delete(key);
  else {
    memory.set(key, JSON.stringify(written));
    // The device kept an older copy but refuses this update: once settled, that copy is stale, and
    // left there it would be posted again on every visit. Removing frees room, so it is allowed.
    if (!isPending(written)) {
      try {
        localStorage.removeItem(key);
      } catch {
        // Storage refused altogether: nothing was kept.
      }
    }
  }
  emit();
  return written;
}

/** Changes an entry as it is now (another tab may have changed it); no entry, no change. */
export function updateEntry(id: string, change: (entry: OutboxEntry) => Omit<OutboxEntry, "kept">): OutboxEntry | undefined {
  const entry = readEntry(id);
  return entry && putEntry(change(entry));
}

export function removeEntry(id: string): void {
  const key = outboxKey(id);
  memory.delete(key);
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing could be stored either.
  }
  emit();
}

/** Calls `listener` on every change of the outbox, in this tab or another. */
export function subscribeToOutbox(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Submissions a form on this page follows, by id: their outcomes are the form's to tell, not a page notice. */
const followedHere = new Map<string, number>();
/** A form follows the submission it sent; returns the cleanup that stops following it. */
export function followEntry(id: string | undefined): () => void {
  if (!id) return () => {};
  followedHere.set(id, (followedHere.get(id) ?? 0) + 1);
  return () => {
    const count = (followedHere.get(id) ?? 1) - 1;
    if (count > 0) followedHere.set(id, count);
    else followedHere.delete(id);
  };
}

/**
 * Marks a settled entry's outcome as told. True only for the first caller, so the form on the page
 * and the page's notice (in this tab or another) never both tell it.
 */
export function markTold(id: string): boolean {
  const entry = readEntry(id);
  if (!entry || entry.told || isPending(entry)) return false;
  putEntry({ ...entry, told: true });
  return true;
}

/** Settled entries nobody has told the visitor about that no form on this page follows. */
export function untoldOutcomes(): OutboxEntry[] {
  return outboxEntries().filter((entry) => !isPending(entry) && !entry.told && !followedHere.has(entry.submission.id));
}
