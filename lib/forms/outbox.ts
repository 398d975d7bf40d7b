// The on-device outbox: every submission waits in localStorage from before its first attempt until
// the endpoint stored or refused it, so a closed tab or a lost connection loses nothing. What waits
// is sent again when the browser comes back online and on the next page the visitor opens, under
// its own submission id, so the endpoint stores it once however often it arrives. Each entry has a
// key of its own, so two tabs never overwrite each other's, and the `storage` event tells every
// tab when one of them settled an entry. Our own because no kept library queues fetches without a
// service worker, which the site's CSP (worker-src 'none') and static hosting rule out.
import type { Submission } from "@/lib/forms/transport";

const KEY_PREFIX = "lumenfold:outbox:";
/** Where an earlier version kept every entry in one array; read once and moved to one key each. */
const LEGACY_KEY = "lumenfold:outbox";
/** An entry older than this is dropped, and with it the name, address and message it held. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Sends (each with its own retries) after which an entry is given up. */
export const OUTBOX_MAX_ATTEMPTS = 20;

/** Fired on window when a saved submission was stored, refused or given up (detail: its id). */
export const OUTBOX_EVENT = "lumenfold:outbox";
export type OutboxEventDetail = { id: string; status: "stored" | "refused" | "expired"; message?: string };
/** A result of a flush; claimed when a form on the page took it over (it called preventDefault). */
export type OutboxResult = OutboxEventDetail & { claimed: boolean };

export type OutboxEntry = { submission: Submission; savedAt: string; attempts: number };
/** What a key holds for a moment before it is removed, so other tabs learn how an entry ended. */
type SettledRecord = { settled: OutboxEventDetail };

export const outboxKey = (id: string) => `${KEY_PREFIX}${id}`;

/** Whatever else a key holds (another version's format, a hand edit) is skipped, never sent. */
function isEntry(value: unknown): value is OutboxEntry {
  const submission = (value as Partial<OutboxEntry> | null)?.submission;
  return typeof submission?.id === "string" && typeof submission.formType === "string" && typeof submission.payload === "object";
}

function parse(raw: string | null): unknown {
  try {
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function write(entry: OutboxEntry): boolean {
  try {
    localStorage.setItem(outboxKey(entry.submission.id), JSON.stringify(entry));
    return true;
  } catch {
    return false; // Storage full or refused (private modes): the caller tells the visitor.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing can be stored either, so nothing is left behind.
  }
}

/** Moves what the legacy key holds to a key each; the legacy key goes only once all of it is moved. */
function moveLegacyEntries(): void {
  const legacy = parse(localStorage.getItem(LEGACY_KEY));
  const entries = Array.isArray(legacy) ? legacy.filter(isEntry) : [];
  const unmoved = entries.filter((entry) => !readEntry(entry.submission.id) && !write({ ...entry, attempts: entry.attempts ?? 0 }));
  if (unmoved.length === 0) localStorage.removeItem(LEGACY_KEY);
}

function readEntry(id: string): OutboxEntry | undefined {
  try {
    const value = parse(localStorage.getItem(outboxKey(id)));
    return isEntry(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Every waiting entry, oldest first; a key of ours holding anything else is skipped. */
export function outboxEntries(): OutboxEntry[] {
  try {
    if (localStorage.getItem(LEGACY_KEY) !== null) moveLegacyEntries();
    const entries: OutboxEntry[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(KEY_PREFIX)) continue;
      const value = parse(localStorage.getItem(key));
      if (isEntry(value)) entries.push(value);
    }
    return entries.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
  } catch {
    return [];
  }
}

/** Whether anything waits, so pages without a waiting submission skip loading the transport. */
export function hasOutboxEntries(): boolean {
  return outboxEntries().length > 0;
}

/** Keeps a submission (replacing an earlier copy with its id); false when the device refused to store it. */
export function saveToOutbox(submission: Submission, savedAt = new Date()): boolean {
  return write({ submission, savedAt: savedAt.toISOString(), attempts: 0 }) && isInOutbox(submission.id);
}

export function removeFromOutbox(id: string): void {
  remove(outboxKey(id));
}

export function isInOutbox(id: string): boolean {
  return readEntry(id) !== undefined;
}

/** Removes an entry, first leaving its outcome under its key so other tabs' forms can show it. */
export function settleInOutbox(detail: OutboxEventDetail): void {
  try {
    localStorage.setItem(outboxKey(detail.id), JSON.stringify({ settled: detail } satisfies SettledRecord));
  } catch {
    // Only the other tabs miss the outcome; the entry is removed below all the same.
  }
  removeFromOutbox(detail.id);
}

/**
 * What became of entry `id` when another tab changed it: its outcome when that tab settled it,
 * "removed" when it vanished without one (discarded there), or nothing while it still waits.
 */
export function outboxChange(event: StorageEvent, id: string): OutboxEventDetail | "removed" | undefined {
  if (event.storageArea !== localStorage || (event.key !== outboxKey(id) && event.key !== null)) return undefined;
  const value = parse(event.key === null ? null : event.newValue);
  if ((value as SettledRecord | undefined)?.settled) return (value as SettledRecord).settled;
  return value === undefined ? "removed" : undefined;
}

/** Submissions a form on this page is sending right now; a flush leaves them to it. */
const sendingHere = new Set<string>();
export function markSending(id: string, sending: boolean): void {
  if (sending) sendingHere.add(id);
  else sendingHere.delete(id);
}

let flushing: Promise<OutboxResult[]> | undefined;

/**
 * Sends every waiting submission once, one after another. Stored and refused ones leave the
 * outbox, as do those past OUTBOX_MAX_AGE_MS or OUTBOX_MAX_ATTEMPTS (announced as expired); each is
 * announced with OUTBOX_EVENT. Unreachable ones stay for the next try. Calls made while a flush
 * runs share it, so no entry is sent twice at once from one page.
 */
export function flushOutbox(
  send: (submission: Submission) => Promise<{ status: string; message?: string }>,
  now: () => number = Date.now,
): Promise<OutboxResult[]> {
  flushing ??= (async () => {
    const results: OutboxResult[] = [];
    const announce = (detail: OutboxEventDetail) => {
      settleInOutbox(detail);
      const claimed = !window.dispatchEvent(new CustomEvent<OutboxEventDetail>(OUTBOX_EVENT, { detail, cancelable: true }));
      results.push({ ...detail, claimed });
    };
    for (const listed of outboxEntries()) {
      const { id } = listed.submission;
      if (sendingHere.has(id)) continue;
      // Read again: another tab may have settled or discarded it while an earlier one was sent.
      const entry = readEntry(id);
      if (!entry) continue;
      if (now() - Date.parse(entry.savedAt) > OUTBOX_MAX_AGE_MS || entry.attempts >= OUTBOX_MAX_ATTEMPTS) {
        announce({ id, status: "expired" });
        continue;
      }
      write({ ...entry, attempts: entry.attempts + 1 });
      const delivery = await send(entry.submission);
      // Another tab may have settled it meanwhile; its outcome stands.
      if (!isInOutbox(id)) continue;
      if (delivery.status === "stored" || delivery.status === "refused") announce({ id, status: delivery.status, message: delivery.message });
    }
    return results;
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}
