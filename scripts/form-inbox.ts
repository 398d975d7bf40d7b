// The local form inbox: the default form endpoint when none is configured (`npm start`, `npm run
// dev` beside `npm run inbox`, the browser tests). It runs the Apps Script receiver's rules
// (lib/receiver/rules.ts: checks, marks, supersedes, id memory, retention) over a file instead of a
// sheet: each stored submission is one JSON line, stored ids are remembered beside it, and expired
// leads are deleted on start and every hour. It answers with honest HTTP statuses and sends no mail.
//   npm run inbox    INBOX_PORT (3001), INBOX_HOST (127.0.0.1), INBOX_FILE (.data/form-inbox.jsonl),
//                    INBOX_ALLOWED_ORIGINS (comma-separated), INBOX_MAX_PER_EMAIL_PER_HOUR
import { randomUUID } from "node:crypto";
import { appendFile, mkdir, open, readFile, rename, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { dirname, resolve } from "node:path";
import {
  ENDPOINT_MESSAGES,
  MAX_BODY_BYTES,
  THROTTLE,
  envelopeFields,
  storedFields,
  submissionReference,
  type EndpointAnswer,
  type FormType,
  type SpamMark,
} from "../lib/forms/contract";
import { LOCAL_INBOX_FILE, LOCAL_INBOX_HOST, LOCAL_INBOX_PATH, LOCAL_INBOX_PORT } from "../lib/forms/local-inbox";
import { EMAIL_FIELD } from "../lib/receiver/forms";
import { isExpired, isForgottenId, judgePost, readPosted, storeLead, withinHour, type StoredLeadRef, type Submission } from "../lib/receiver/rules";

export { MAX_BODY_BYTES };

/** One stored line: the trimmed, neutralized fields that were posted, when it arrived and the spam mark. */
export type StoredSubmission = Record<string, string> & {
  formType: FormType;
  timestamp: string;
  submissionId: string;
  formShownAt: string;
  receivedAt: string;
  /** One of SPAM_MARKS, or "" for a lead with no mark. */
  spam: SpamMark;
};

export type ThrottleLimits = { perEmailPerHour: number };

const HOUR_MS = 60 * 60 * 1000;

export type InboxLogger = Pick<Console, "log" | "warn" | "error">;
const silent: InboxLogger = { log: () => undefined, warn: () => undefined, error: () => undefined };

export type FormInboxOptions = {
  port?: number;
  host?: string;
  file?: string;
  /** No log at all; the same as logger: a silent one. */
  quiet?: boolean;
  /** Where the inbox logs (default console); failures are logged here in full, never sent to the client. */
  logger?: InboxLogger;
  /**
   * Origins whose pages may post and read the answers (CORS); a post from another origin is refused.
   * Default: inboxAllowedOrigins() for PORT.
   */
  allowedOrigins?: readonly string[];
  /** Default: INBOX_MAX_PER_EMAIL_PER_HOUR, else THROTTLE. */
  throttle?: Partial<ThrottleLimits>;
  /** Expired leads (lib/receiver/rules.ts) are deleted on start and every `retentionEveryMs` (default an hour). */
  retentionEveryMs?: number;
};

/** The origins a local site is served from: `npm start` and the tests on `port`, `next dev` on 3000. */
export function siteOrigins(port: number | string = process.env.PORT ?? 3000): string[] {
  return [...new Set([`http://localhost:${port}`, `http://127.0.0.1:${port}`, "http://localhost:3000", "http://127.0.0.1:3000"])];
}

/** The origins that may post to the inbox beside a site on `sitePort`: INBOX_ALLOWED_ORIGINS when set. */
export function inboxAllowedOrigins(sitePort: number | string = process.env.PORT ?? 3000): string[] {
  const listed = process.env.INBOX_ALLOWED_ORIGINS?.split(",")
    .map((origin) => origin.trim().replace(/\/$/, ""))
    .filter(Boolean);
  return listed?.length ? listed : siteOrigins(sitePort);
}

function limitFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`[inbox] ${name} must be a whole number of at least 1, not "${value}"`);
  return limit;
}

/** Refused or failed with this status and answer; never crosses the handler's boundary. */
class Outcome {
  constructor(
    readonly status: number,
    readonly answer: EndpointAnswer,
  ) {}
}

const refused = (status: number, message: string, field?: string) =>
  new Outcome(status, field ? { success: false, message, field } : { success: false, message });

function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_BODY_BYTES) return Promise.reject(refused(413, ENDPOINT_MESSAGES.tooLarge));
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        // The rest is drained and dropped (see send), so the client still gets the answer.
        chunks.length = 0;
        reject(refused(413, ENDPOINT_MESSAGES.tooLarge));
      } else {
        chunks.push(chunk);
      }
    });
    req.on("end", () => resolveBody(Buffer.concat(chunks)));
    // The client went away before the whole body arrived: nobody is left to answer.
    const ended = () => reject(refused(400, "The request ended before its body"));
    req.on("aborted", ended);
    req.on("error", ended);
  });
}

/** The posted fields (lib/receiver/rules.ts readPosted). */
async function readFields(req: IncomingMessage, body: Buffer) {
  const contentType = req.headers["content-type"] ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) throw refused(400, "Expected multipart/form-data");
  let form: FormData;
  try {
    form = await new Request("http://inbox.local/", { method: "POST", headers: { "content-type": contentType }, body: new Uint8Array(body) }).formData();
  } catch {
    throw refused(400, "Malformed form data");
  }
  const entries: [string, string][] = [];
  for (const [key, entry] of form.entries()) {
    if (typeof entry !== "string") throw refused(400, `Unexpected file in field "${key}"`);
    entries.push([key, entry]);
  }
  return readPosted(entries);
}

/** The times of unmarked leads per throttle key in the last hour (the receiver keeps them in its cache). */
class Throttle {
  private readonly byKey = new Map<string, number[]>();

  countedThisHour(key: string, now: number): number {
    return withinHour(this.byKey.get(key) ?? [], now).length;
  }

  /** Counts a lead being stored; the returned function takes it back if storing fails. */
  count(key: string, now: number): () => void {
    this.byKey.set(key, [...withinHour(this.byKey.get(key) ?? [], now), now]);
    if (this.byKey.size > 10_000) {
      for (const [other, times] of this.byKey) if (withinHour(times, now).length === 0) this.byKey.delete(other);
    }
    return () =>
      this.byKey.set(
        key,
        (this.byKey.get(key) ?? []).filter((time) => time !== now),
      );
  }
}

/** Makes sure the inbox file can be appended to, creating its folder; Node's error names the cause. */
async function openInboxFile(path: string): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await (await open(path, "a")).close();
  } catch (error) {
    throw new Error(`[inbox] cannot use INBOX_FILE ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * What the file already holds: each stored lead by id, so a retry of a submission stored before a
 * restart is not stored again, and each edit by the id it supersedes, so a late original is marked.
 */
async function readInboxIndex(path: string, warn: (line: string) => void) {
  const leads = new Map<string, StoredLeadRef>();
  const editOf = new Map<string, StoredLeadRef>();
  (await readFile(path, "utf8")).split("\n").forEach((line, i) => {
    if (!line.trim()) return;
    try {
      const record = JSON.parse(line) as Record<string, unknown>;
      const id = record[envelopeFields.submissionId];
      const older = record[envelopeFields.supersedes];
      const email = record[EMAIL_FIELD];
      if (typeof id !== "string") return;
      const lead = { id, email: typeof email === "string" ? email : "" };
      leads.set(id, lead);
      if (typeof older === "string") editOf.set(older, lead);
    } catch {
      warn(`[inbox] line ${i + 1} of ${path} is not JSON; left as it is`);
    }
  });
  return { leads, editOf };
}

export async function startFormInbox({
  port = LOCAL_INBOX_PORT,
  host = LOCAL_INBOX_HOST,
  file = LOCAL_INBOX_FILE,
  quiet = false,
  logger = quiet ? silent : console,
  allowedOrigins,
  throttle: throttleOptions = {},
  retentionEveryMs = HOUR_MS,
}: FormInboxOptions = {}): Promise<Server> {
  const log = (line: string) => logger.log(line);
  const warn = (line: string) => logger.warn(line);
  const path = resolve(file);
  const origins = new Set(allowedOrigins ?? inboxAllowedOrigins());
  const throttle = new Throttle();
  const throttleLimit = throttleOptions.perEmailPerHour ?? limitFromEnv("INBOX_MAX_PER_EMAIL_PER_HOUR", THROTTLE.perEmailPerHour);
  await openInboxFile(path);
  /** Writes under way, by submissionId: a repeat waits for the first instead of writing again. */
  const pending = new Map<string, Promise<void>>();
  // One write at a time, in arrival order: concurrent posts never interleave within the file.
  let writes: Promise<unknown> = Promise.resolve();
  const queue = (step: () => Promise<void>) => {
    const write = writes.then(step);
    writes = write.catch(() => undefined);
    return write;
  };
  const append = (line: string) => queue(() => appendFile(path, line, "utf8"));
  /**
   * Each stored id is also a line of `<file>.ids`, kept until isForgottenId (as the receiver's hidden
   * sheet): a retry a day late is not stored twice after its lead's line was deleted and the inbox
   * restarted. Gives the ids still remembered, and drops the older ones from the file.
   */
  const idsPath = `${path}.ids`;
  const forgetOldIds = async (): Promise<string[]> => {
    const now = Date.now();
    const text = await readFile(idsPath, "utf8").catch((error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? "" : Promise.reject(error)));
    const kept = text.split("\n").flatMap((line) => {
      try {
        const { submissionId, storedAt } = JSON.parse(line) as { submissionId?: unknown; storedAt?: unknown };
        return typeof submissionId === "string" && !isForgottenId(String(storedAt), now) ? [{ line, submissionId }] : [];
      } catch {
        return []; // Not an id line (or the empty last one).
      }
    });
    await writeFile(idsPath, kept.map(({ line }) => `${line}\n`).join(""), "utf8");
    return kept.map(({ submissionId }) => submissionId);
  };
  /**
   * Rewrites the file line by line: `change` gives a record's new line, or null to delete it. A line
   * that is not JSON, or that `wanted` rules out without parsing, stays as it is.
   */
  const rewrite = (change: (record: Record<string, string>) => Record<string, string> | null, wanted: (line: string) => boolean = () => true) =>
    queue(async () => {
      const lines = (await readFile(path, "utf8")).split("\n").flatMap((line) => {
        if (!line.trim() || !wanted(line)) return [line];
        try {
          const record = JSON.parse(line) as Record<string, string>;
          const changed = change(record);
          return changed === record ? [line] : changed ? [JSON.stringify(changed)] : [];
        } catch {
          return [line];
        }
      });
      // A new file renamed over the old one: a crash mid-write leaves the old file whole.
      const next = `${path}.${process.pid}.tmp`;
      await writeFile(next, lines.join("\n"), "utf8");
      await rename(next, path);
    });
  /** Marks the stored line of `oldId` as replaced by `newId` (storeLead decides when). */
  const markSuperseded = (oldId: string, newId: string) =>
    rewrite(
      (record) => (record[envelopeFields.submissionId] === oldId ? { ...record, [storedFields.supersededBy]: newId } : record),
      (line) => line.includes(oldId),
    );
  /** Deletes the expired leads (storage limitation: the privacy notice states the period). */
  const deleteExpiredLeads = async () => {
    const now = Date.now();
    const deleted: string[] = [];
    await rewrite((record) => {
      if (!isExpired(record[storedFields.receivedAt] ?? "", now)) return record;
      deleted.push(record[envelopeFields.submissionId] ?? "");
      return null;
    });
    for (const id of deleted) storedIds.delete(id);
    if (deleted.length) log(`[inbox] deleted ${deleted.length} expired lead(s)`);
  };
  /** The ids stored, each with its lead while the file holds its line (null when only the id is remembered). */
  const storedIds = new Map<string, StoredLeadRef | null>();
  await deleteExpiredLeads();
  (await forgetOldIds()).forEach((id) => storedIds.set(id, null));
  /** And each edit by the id it supersedes, for an original that arrives after its edit. */
  const { leads, editOf } = await readInboxIndex(path, warn);
  leads.forEach((lead, id) => storedIds.set(id, lead));

  async function store(submission: Submission): Promise<Outcome> {
    const { id } = submission;
    const stored = new Outcome(200, { success: true, id });
    const inFlight = pending.get(id);
    if (inFlight) {
      await inFlight;
      return stored;
    }
    const now = Date.now();
    let write: Promise<void> | undefined;
    let supersede: [string, string] | undefined;
    const lead = storeLead(
      {
        isStored: (storedId) => storedIds.has(storedId),
        countedThisHour: (key) => throttle.countedThisHour(key, now),
        leadWithId: (storedId) => storedIds.get(storedId) ?? undefined,
        editOf: (storedId) => editOf.get(storedId),
        append(record, countUnder) {
          const uncount = countUnder ? throttle.count(countUnder, now) : () => undefined;
          const added = { id, email: submission.email };
          const older = record[envelopeFields.supersedes];
          // The index learns of the lead once its line is written; a repeat meanwhile waits for it (pending).
          write = append(`${JSON.stringify(record)}\n`).then(
            () => {
              storedIds.set(id, added);
              if (older) editOf.set(older, added);
            },
            (error: unknown) => {
              uncount();
              throw error;
            },
          );
        },
        markSuperseded: (olderId, by) => void (supersede = [olderId, by]),
      },
      submission,
      new Date(now).toISOString(),
      throttleLimit,
    );
    if (!lead.stored || !write) {
      log(`[inbox] ${id} was already stored; answered as stored`);
      return stored;
    }
    pending.set(id, write);
    try {
      await write;
    } finally {
      pending.delete(id);
    }
    // The lead is stored either way; a failure here only shortens its id's memory to this run.
    await queue(() => appendFile(idsPath, `${JSON.stringify({ submissionId: id, storedAt: new Date().toISOString() })}\n`, "utf8")).catch((error: unknown) =>
      logger.error(`[inbox] could not remember ${id} in ${idsPath}:`, error),
    );
    // The new one is stored either way; a failed mark leaves the older line as it was, and says so.
    if (supersede) {
      const [olderId, by] = supersede;
      await markSuperseded(olderId, by).catch((error: unknown) => logger.error(`[inbox] could not mark ${olderId} as superseded by ${by}:`, error));
    }
    log(
      `[inbox] stored ${submission.values[envelopeFields.formType]} from ${submission.email} (reference ${submissionReference(id)}${lead.mark ? `, ${lead.mark}` : ""})`,
    );
    return stored;
  }

  async function receive(req: IncomingMessage): Promise<Outcome> {
    const verdict = judgePost(await readFields(req, await readBody(req)), randomUUID);
    if ("drop" in verdict) {
      log("[inbox] honeypot filled: answered as stored, not stored");
      return new Outcome(200, verdict.drop);
    }
    if ("refuse" in verdict) throw new Outcome(400, verdict.refuse);
    return store(verdict.store);
  }

  function send(req: IncomingMessage, res: ServerResponse, outcome: Outcome) {
    if (res.headersSent || res.destroyed) return;
    const origin = req.headers.origin;
    const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8", Vary: "Origin" };
    // A refusal is readable by any page, so a site on an origin the inbox does not know shows why
    // instead of retrying a post that can never pass; only a stored submission's answer is the site's alone.
    if (origin && (origins.has(origin) || !outcome.answer.success)) headers["Access-Control-Allow-Origin"] = origin;
    if (outcome.status === 405) headers.Allow = "POST, OPTIONS";
    // Whatever of the body was not read (too large, refused early) is drained, so the client reads the answer.
    if (!req.complete) req.resume();
    res.writeHead(outcome.status, headers);
    res.end(JSON.stringify(outcome.answer));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // No URL parsing: "//" and bad escapes are just paths that are not the inbox's.
    const pathname = (req.url ?? "").split("?")[0];
    const origin = req.headers.origin;
    if (req.method === "OPTIONS") {
      const headers: Record<string, string> = { Vary: "Origin", "Access-Control-Allow-Methods": "POST", "Access-Control-Max-Age": "600" };
      if (origin && origins.has(origin)) headers["Access-Control-Allow-Origin"] = origin;
      res.writeHead(204, headers).end();
      return;
    }
    if (pathname !== LOCAL_INBOX_PATH) return send(req, res, refused(404, "Not found"));
    if (req.method !== "POST") return send(req, res, refused(405, "Use POST"));
    if (origin && !origins.has(origin)) {
      warn(`[inbox] refused a post from ${origin}: not one of ${[...origins].join(", ")} (set INBOX_ALLOWED_ORIGINS)`);
      return send(req, res, refused(403, `Origin ${origin} may not post here`));
    }
    let outcome: Outcome;
    try {
      outcome = await receive(req);
    } catch (error) {
      if (error instanceof Outcome) {
        outcome = error;
        if (!error.answer.success) warn(`[inbox] refused (${error.status}): ${error.answer.message}`);
      } else {
        // The detail stays here; the client gets a generic, retryable answer.
        logger.error("[inbox] could not store a submission:", error);
        outcome = new Outcome(500, { success: false, message: ENDPOINT_MESSAGES.storageFailed, retryable: true });
      }
    }
    send(req, res, outcome);
  }

  const retention = setInterval(() => {
    deleteExpiredLeads().catch((error: unknown) => logger.error("[inbox] could not delete expired leads:", error));
    queue(async () => void (await forgetOldIds())).catch((error: unknown) => logger.error("[inbox] could not forget old ids:", error));
  }, retentionEveryMs);
  retention.unref();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      logger.error("[inbox] request failed:", error);
      send(req, res, new Outcome(500, { success: false, message: ENDPOINT_MESSAGES.storageFailed, retryable: true }));
    });
  });
  // Requests Node cannot parse (a broken request line, bad headers) get a 400, and the server goes on.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code !== "ECONNRESET") warn(`[inbox] malformed request: ${error.message}`);
    if (socket.writable && !socket.destroyed) {
      const body = JSON.stringify({ success: false, message: "Bad request" });
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    } else {
      socket.destroy();
    }
  });

  server.on("close", () => clearInterval(retention));

  return new Promise((resolveServer, reject) => {
    server.once("error", (error) => {
      clearInterval(retention);
      reject(error);
    });
    server.listen(port, host, () => {
      server.off("error", reject);
      server.on("error", (error) => logger.error("[inbox] server error:", error));
      log(`[inbox] listening on http://${host}:${port}${LOCAL_INBOX_PATH}, writing to ${path}; pages of ${[...origins].join(", ")} may post`);
      resolveServer(server);
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) {
  startFormInbox().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
