/** @jest-environment node */
// The local inbox beyond the cases it shares with the Apps Script receiver (receivers.test.ts):
// it never dies on a request, refuses an unusable INBOX_FILE at start-up, names the site's origins
// in CORS, survives a restart without storing a repeat twice (for ID_MEMORY_HOURS even when its line
// was deleted), and stores concurrent posts whole.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import * as fsPromises from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { leadRetentionDays } from "@/content/company";
import { ENDPOINT_MESSAGES, ID_MEMORY_HOURS, SPAM_MARKS, envelopeFields } from "@/lib/forms/contract";
import { columnsOf, receiverFormFor } from "@/lib/receiver/forms";
import { inboxAllowedOrigins, siteOrigins, startFormInbox, type FormInboxOptions, type InboxLogger } from "../scripts/form-inbox";
import { agentRequestFields, contactFields, envelope, formData, type Fields } from "./support/submissions";

// open() passes through to the real one; a test makes it refuse once, as a file system does.
jest.mock("node:fs/promises", () => {
  const actual = jest.requireActual<typeof import("node:fs/promises")>("node:fs/promises");
  return { ...actual, open: jest.fn(actual.open) };
});

const dir = mkdtempSync(join(tmpdir(), "form-inbox-test-"));
chmodSync(dir, 0o755); // Other users may look inside: see the permission test.
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let inboxes = 0;

type Inbox = {
  server: Server;
  port: number;
  file: string;
  url: (path?: string) => string;
  records: () => Record<string, string>[];
  logged: string[];
  close: () => Promise<void>;
};

async function openInbox(options: FormInboxOptions = {}): Promise<Inbox> {
  const file = options.file ?? join(dir, `inbox-${++inboxes}`, "inbox.jsonl");
  const logged: string[] = [];
  const record = (...parts: unknown[]) => void logged.push(parts.map((part) => (part instanceof Error ? part.stack : String(part))).join(" "));
  const logger: InboxLogger = { log: record, warn: record, error: record };
  const server = await startFormInbox({ port: 0, host: "127.0.0.1", logger, ...options, file });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    file,
    logged,
    url: (path = "/submit") => `http://127.0.0.1:${port}${path}`,
    records() {
      try {
        return readFileSync(file, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, string>);
      } catch {
        return [];
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function post(inbox: Inbox, fields: Fields) {
  const response = await fetch(inbox.url(), { method: "POST", body: formData(fields) });
  return { status: response.status, contentType: response.headers.get("content-type"), answer: (await response.json()) as Record<string, unknown> };
}

type Reply = { status: number; headers: IncomingHttpHeaders; body: string };

/** A request with full control of its headers (fetch would not send Origin). */
function request(
  inbox: Inbox,
  { method = "POST", path = "/submit", headers = {}, body }: { method?: string; path?: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: inbox.port, method, path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The multipart body and content type fetch would send for these fields. */
async function multipart(fields: Fields): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Request("http://inbox.test/", { method: "POST", body: formData(fields) });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type") ?? "" };
}

/** Writes raw bytes on a fresh connection and returns whatever comes back before it closes. */
function rawExchange(inbox: Inbox, text: string | Buffer, { hangUp = false } = {}): Promise<string> {
  return new Promise((resolve) => {
    let received = "";
    const socket = connect(inbox.port, "127.0.0.1", () => {
      socket.write(text, () => {
        if (hangUp) setTimeout(() => socket.destroy(), 50);
      });
    });
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("close", () => resolve(received));
    socket.on("error", () => undefined);
    socket.setTimeout(5000, () => socket.destroy());
  });
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);

describe("the local inbox never dies on a request", () => {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await openInbox();
  });
  afterAll(() => inbox.close());

  /** After each malformed request, a normal one is still stored. */
  afterEach(async () => {
    const fields = contactFields({ email: `after-${Date.now()}@example.com` });
    expect(await post(inbox, fields)).toMatchObject({ status: 200, answer: { success: true, id: fields.submissionId } });
  });

  it.each([
    ["GET // (an unparseable URL)", "GET // HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 404],
    ["POST //", "POST // HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", 404],
    ["a bad percent escape", "GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 404],
    ["a bad percent escape on the inbox path", "POST /submit%ZZ?x=%% HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", 404],
    ["an absolute URL as the target", "GET http://[::1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 404],
    ["a request line that is not HTTP", "HELLO THERE\r\n\r\n", 400],
    ["an invalid Content-Length", "POST /submit HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\nConnection: close\r\n\r\n", 400],
    ["a header without a colon", "POST /submit HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n", 400],
  ])("answers %s and goes on", async (_name, raw, status) => {
    const response = await rawExchange(inbox, raw);
    expect(statusOf(response)).toBe(status);
    expect(response).toMatch(/"success":false/);
  });

  it("answers a truncated multipart body with 400", async () => {
    const { body, contentType } = await multipart(contactFields());
    const truncated = body.subarray(0, Math.floor(body.length / 2));
    const reply = await request(inbox, { headers: { "content-type": contentType }, body: truncated });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({ success: false, message: "Malformed form data" });
  });

  it("answers a body that is not form data with 400", async () => {
    const reply = await request(inbox, { headers: { "content-type": "text/plain" }, body: "name=Ada&email=ada@example.com" });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({ success: false, message: "Expected multipart/form-data" });
  });

  it("answers JSON with 400", async () => {
    const reply = await request(inbox, { headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Ada" }) });
    expect(reply.status).toBe(400);
  });

  it("answers a file upload with 400", async () => {
    const body = formData(contactFields());
    body.append("attachment", new Blob(["x"]), "x.txt");
    const response = await fetch(inbox.url(), { method: "POST", body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Unexpected file in field "attachment"' });
  });

  it("survives a client that hangs up in the middle of the body", async () => {
    const head = "POST /submit HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 1000\r\n\r\n--b\r\n";
    expect(await rawExchange(inbox, head, { hangUp: true })).toBe("");
    expect(inbox.logged.join("\n")).not.toContain("could not store");
  });

  it("answers a body over 64 KB sent without a Content-Length with 413", async () => {
    const big = Buffer.alloc(70 * 1024, "x");
    const chunked = `POST /submit HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`;
    const response = await rawExchange(inbox, chunked);
    expect(statusOf(response)).toBe(413);
    expect(response).toContain(ENDPOINT_MESSAGES.tooLarge);
  });

  it("answers 404 with JSON for another path and 405 for GET", async () => {
    const other = await request(inbox, { path: "/other", headers: { "content-type": "text/plain" }, body: "x" });
    expect(other.status).toBe(404);
    expect(JSON.parse(other.body)).toEqual({ success: false, message: "Not found" });
    const get = await request(inbox, { method: "GET" });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST, OPTIONS");
  });

  it("answers a storage failure with a generic retryable 500 and keeps the detail in its log", async () => {
    const broken = await openInbox();
    try {
      rmSync(broken.file);
      mkdirSync(broken.file);
      const { status, answer } = await post(broken, contactFields());
      expect(status).toBe(500);
      expect(answer).toEqual({ success: false, message: ENDPOINT_MESSAGES.storageFailed, retryable: true });
      expect(broken.logged.join("\n")).toMatch(/could not store a submission:.*EISDIR/s);
    } finally {
      await broken.close();
    }
  });
});

describe("the local inbox refuses an unusable INBOX_FILE at start-up", () => {
  it("when it is a directory", async () => {
    const folder = join(dir, "a-directory");
    mkdirSync(folder);
    await expect(startFormInbox({ port: 0, file: folder, quiet: true })).rejects.toThrow(/cannot use INBOX_FILE .*a-directory: .*EISDIR/);
  });

  it("when part of its path is a regular file", async () => {
    const file = join(dir, "a-file");
    writeFileSync(file, "");
    await expect(startFormInbox({ port: 0, file: join(file, "inbox.jsonl"), quiet: true })).rejects.toThrow(
      /cannot use INBOX_FILE .*a-file\/inbox\.jsonl: .*(ENOTDIR|EEXIST)/,
    );
  });

  it("when it may not be written, before it says it is listening", async () => {
    const readOnly = join(dir, "read-only");
    mkdirSync(readOnly, { mode: 0o555 });
    chmodSync(readOnly, 0o555);
    const file = join(readOnly, "inbox.jsonl");
    // root may write anywhere, so there the file system's refusal is played by open(). (Running the
    // inbox as another user instead needs the checkout readable by that user, which a clone into
    // a private temporary folder is not.)
    const permissionDenied = Object.assign(new Error(`EACCES: permission denied, open '${file}'`), { code: "EACCES" });
    if (process.getuid?.() === 0) jest.mocked(fsPromises.open).mockRejectedValueOnce(permissionDenied);
    const said: string[] = [];
    const logger = { log: (line: string) => said.push(line), warn: (line: string) => said.push(line), error: (line: string) => said.push(line) };
    await expect(startFormInbox({ port: 0, file, logger })).rejects.toThrow(/cannot use INBOX_FILE .*read-only\/inbox\.jsonl: .*EACCES/);
    expect(said.join("\n")).not.toContain("listening");
  });

  it("stops `npm start` with the reason and a non-zero exit, before building or serving", () => {
    const folder = join(dir, "start-directory");
    mkdirSync(folder);
    const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/start.ts"], {
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, INBOX_FILE: folder, INBOX_PORT: "0", PORT: "0", NEXT_PUBLIC_FORM_ENDPOINT: "" },
    });
    expect(result.stderr).toContain(`[inbox] cannot use INBOX_FILE ${folder}: EISDIR`);
    expect(result.stdout).not.toMatch(/listening|\[build\]|\[site\]/);
    expect(result.status).toBe(1);
  }, 60_000);

  it("refuses a throttle limit from the environment that is not a whole number", async () => {
    process.env.INBOX_MAX_PER_EMAIL_PER_HOUR = "lots";
    try {
      await expect(startFormInbox({ port: 0, file: join(dir, "env", "inbox.jsonl"), quiet: true })).rejects.toThrow(
        '[inbox] INBOX_MAX_PER_EMAIL_PER_HOUR must be a whole number of at least 1, not "lots"',
      );
    } finally {
      delete process.env.INBOX_MAX_PER_EMAIL_PER_HOUR;
    }
  });
});

describe("the local inbox's CORS", () => {
  const site = "http://localhost:3100";
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await openInbox({ allowedOrigins: siteOrigins(3100) });
  });
  afterAll(() => inbox.close());

  it("names the site's origin, never *, and varies by Origin", async () => {
    const { body, contentType } = await multipart(contactFields());
    const reply = await request(inbox, { headers: { "content-type": contentType, origin: site }, body });
    expect(reply.status).toBe(200);
    expect(reply.headers["access-control-allow-origin"]).toBe(site);
    expect(reply.headers.vary).toBe("Origin");
    expect(reply.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("allows the same port on 127.0.0.1 and the dev server on 3000", async () => {
    for (const origin of ["http://127.0.0.1:3100", "http://localhost:3000"]) {
      const { body, contentType } = await multipart(contactFields());
      const reply = await request(inbox, { headers: { "content-type": contentType, origin }, body });
      expect(reply.headers["access-control-allow-origin"]).toBe(origin);
    }
  });

  it("refuses a post from another origin with 403 that the page can read, stores nothing and says why in its log", async () => {
    const before = inbox.records().length;
    const { body, contentType } = await multipart(contactFields());
    const reply = await request(inbox, { headers: { "content-type": contentType, origin: "https://evil.example" }, body });
    expect(reply.status).toBe(403);
    // Readable, so a site on an unknown origin shows the refusal instead of retrying for ever.
    expect(reply.headers["access-control-allow-origin"]).toBe("https://evil.example");
    expect(inbox.records()).toHaveLength(before);
    expect(inbox.logged.join("\n")).toContain("refused a post from https://evil.example");
  });

  it("answers a preflight from the site with its origin", async () => {
    const reply = await request(inbox, { method: "OPTIONS", headers: { origin: site, "access-control-request-method": "POST" } });
    expect(reply.status).toBe(204);
    expect(reply.headers["access-control-allow-origin"]).toBe(site);
    expect(reply.headers["access-control-allow-methods"]).toBe("POST");
  });

  it("takes its origins from INBOX_ALLOWED_ORIGINS when set", () => {
    expect(inboxAllowedOrigins(3100)).toEqual(["http://localhost:3100", "http://127.0.0.1:3100", "http://localhost:3000", "http://127.0.0.1:3000"]);
    process.env.INBOX_ALLOWED_ORIGINS = "https://preview.example/, http://localhost:4000";
    try {
      expect(inboxAllowedOrigins(3100)).toEqual(["https://preview.example", "http://localhost:4000"]);
    } finally {
      delete process.env.INBOX_ALLOWED_ORIGINS;
    }
  });
});

describe("the local inbox's stored lines", () => {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await openInbox();
  });
  afterAll(() => inbox.close());

  it("holds the posted fields in the order of the sheet's columns, with receivedAt and the spam mark, without the honeypot", async () => {
    const fields = agentRequestFields({ timeline: undefined });
    expect((await post(inbox, fields)).answer).toEqual({ success: true, id: fields.submissionId });
    const stored = inbox.records().at(-1) ?? {};
    const columns = columnsOf(receiverFormFor("agent_request")!);
    // Only what was posted: no timeline was chosen, this one neither edits another nor was replaced,
    // and the inbox mails nobody.
    const notPosted = ["timeline", "interactedAt", "supersedes", "sentBy", "supersededBy", "notified"];
    expect(Object.keys(stored)).toEqual(columns.filter((column) => !notPosted.includes(column)));
    expect(stored).toMatchObject({ spam: "", formType: "agent_request", roiEstimate: "Saves about 12 hours a week" });
    expect(stored).not.toHaveProperty(envelopeFields.honeypot);
  });

  it("answers every concurrent repeat of one submissionId as stored, and stores it once", async () => {
    const fields = contactFields({ email: "impatient@example.com" });
    const replies = await Promise.all(Array.from({ length: 10 }, () => post(inbox, fields)));
    expect(replies.map((reply) => reply.answer)).toEqual(replies.map(() => ({ success: true, id: fields.submissionId })));
    expect(inbox.records().filter((record) => record.submissionId === fields.submissionId)).toHaveLength(1);
  });
});

describe("the local inbox across a restart", () => {
  it("remembers the submissionIds already in its file, and skips a line that is not JSON", async () => {
    const file = join(dir, "restart", "inbox.jsonl");
    const fields = contactFields();
    const first = await openInbox({ file });
    await post(first, fields);
    await first.close();
    writeFileSync(file, `${readFileSync(file, "utf8")}{"truncated\n`);

    const second = await openInbox({ file });
    try {
      expect(second.logged.join("\n")).toContain("line 2");
      expect((await post(second, fields)).answer).toEqual({ success: true, id: fields.submissionId });
      expect(
        readFileSync(file, "utf8")
          .split("\n")
          .filter((line) => line.includes(fields.submissionId!)),
      ).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it(`remembers a stored id for ${ID_MEMORY_HOURS} hours after its line was deleted, as the receiver does, and forgets older ones`, async () => {
    const file = join(dir, "id-memory", "inbox.jsonl");
    const [fields, old] = [contactFields(), contactFields()];
    const first = await openInbox({ file });
    await post(first, fields);
    await first.close();
    // The developer deletes the lead's line; an id stored two days and an hour ago is in the memory too.
    writeFileSync(file, "");
    const storedAt = new Date(Date.now() - (ID_MEMORY_HOURS + 1) * 60 * 60 * 1000).toISOString();
    writeFileSync(`${file}.ids`, `${readFileSync(`${file}.ids`, "utf8")}${JSON.stringify({ submissionId: old.submissionId, storedAt })}\n`);

    const second = await openInbox({ file });
    try {
      for (const sent of [fields, old]) expect((await post(second, sent)).answer).toEqual({ success: true, id: sent.submissionId });
      expect(second.records().map((record) => record.submissionId)).toEqual([old.submissionId]);
      const remembered = readFileSync(`${file}.ids`, "utf8")
        .trim()
        .split("\n")
        .map((line) => (JSON.parse(line) as { submissionId: string }).submissionId);
      expect(remembered).toEqual([fields.submissionId, old.submissionId]);
    } finally {
      await second.close();
    }
  });
});

describe("the local inbox's throttle", () => {
  it("takes its limit from INBOX_MAX_PER_EMAIL_PER_HOUR, and marks the lead over it instead of refusing it", async () => {
    process.env.INBOX_MAX_PER_EMAIL_PER_HOUR = "2";
    let inbox: Inbox | undefined;
    try {
      inbox = await openInbox();
      const same = () => contactFields({ ...envelope("contact"), email: "twice@example.com" });
      for (let i = 0; i < 3; i++) expect((await post(inbox, same())).status).toBe(200);
      expect((await post(inbox, contactFields({ email: "third@example.com" }))).status).toBe(200);
      expect(inbox.records().map((record) => record.spam)).toEqual(["", "", SPAM_MARKS.throttled, ""]);
    } finally {
      delete process.env.INBOX_MAX_PER_EMAIL_PER_HOUR;
      await inbox?.close();
    }
  });
});

describe("the local inbox's retention", () => {
  it("deletes expired leads every retentionEveryMs as well as on start, rewriting the file whole", async () => {
    const inbox = await openInbox({ retentionEveryMs: 50 });
    try {
      const fields = contactFields();
      await post(inbox, fields);
      // The lead grows old under the running inbox.
      const [record] = inbox.records();
      writeFileSync(
        inbox.file,
        `${JSON.stringify({ ...record, receivedAt: new Date(Date.now() - (leadRetentionDays + 1) * 24 * 60 * 60 * 1000).toISOString() })}\nnot json\n`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(readFileSync(inbox.file, "utf8")).toBe("not json\n");
      expect(inbox.logged.join("\n")).toContain("deleted 1 expired lead(s)");
    } finally {
      await inbox.close();
    }
  });
});

describe("the local inbox under load", () => {
  it("stores 300 concurrent posts, none lost and none interleaved", async () => {
    const inbox = await openInbox({ quiet: true, throttle: { perEmailPerHour: 1000 } });
    try {
      const posts = Array.from({ length: 300 }, (_, i) => contactFields({ email: `visitor-${i}@example.com`, message: `Message number ${i} `.repeat(20) }));
      const replies = await Promise.all(posts.map((fields) => post(inbox, fields)));
      expect(replies.map((reply) => reply.status)).toEqual(posts.map(() => 200));
      const records = inbox.records();
      expect(records).toHaveLength(300);
      expect(new Set(records.map((record) => record.submissionId))).toEqual(new Set(posts.map((fields) => fields.submissionId)));
      for (const record of records) {
        const i = Number(/^visitor-(\d+)@/.exec(record.email ?? "")?.[1]);
        expect(record.message).toBe(`Message number ${i} `.repeat(20).trim());
      }
    } finally {
      await inbox.close();
    }
  }, 30_000);
});
