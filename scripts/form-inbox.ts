// The local form inbox: the default form endpoint when none is configured. It accepts the site's
// multipart posts, validates them with the same schemas as the browser, neutralises spreadsheet
// formulas and appends each accepted submission as one JSON line.
//   npm run inbox            INBOX_PORT (3001), INBOX_HOST (127.0.0.1), INBOX_FILE (.data/form-inbox.jsonl)
import { appendFile, mkdir } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { dirname, resolve } from "node:path";
import { agentRequestPayloadSchema } from "../lib/forms/agent-request/schema";
import { contactPayloadSchema } from "../lib/forms/contact/schema";
import { LOCAL_INBOX_FILE, LOCAL_INBOX_HOST, LOCAL_INBOX_PATH, LOCAL_INBOX_PORT } from "../lib/forms/local-inbox";
import { neutraliseRecord } from "../lib/forms/spreadsheet-safety";
import { formTypes, type FormType } from "../lib/forms/contract";

/** Largest accepted body. A complete submission with every field at its limit is about 16 KB. */
export const MAX_BODY_BYTES = 64 * 1024;

export type StoredSubmission = Record<string, string> & { formType: FormType; timestamp: string; receivedAt: string };

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, `Body larger than ${MAX_BODY_BYTES} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `Body larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function parseMultipart(req: IncomingMessage, body: Buffer): Promise<Record<string, string>> {
  const contentType = req.headers["content-type"] ?? "";
  if (!contentType.startsWith("multipart/form-data")) throw new HttpError(400, "Expected multipart/form-data");
  let form: FormData;
  try {
    form = await new Request("http://inbox.local/", { method: "POST", headers: { "content-type": contentType }, body: new Uint8Array(body) }).formData();
  } catch {
    throw new HttpError(400, "Malformed multipart body");
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") throw new HttpError(400, `Unexpected file in field "${key}"`);
    if (key in fields) throw new HttpError(400, `Field "${key}" sent twice`);
    fields[key] = value;
  }
  return fields;
}

/** Checks a post against the schema of its formType; returns the fields to store or throws 400. */
export function validateSubmission(fields: Record<string, string>): Record<string, string> {
  const { formType, timestamp, ...payload } = fields;
  if (!formType || !formTypes.includes(formType as FormType)) throw new HttpError(400, `Unknown formType "${formType ?? ""}"`);
  if (!timestamp || Number.isNaN(Date.parse(timestamp))) throw new HttpError(400, "Missing or invalid timestamp");
  const schema = formType === "agent_request" ? agentRequestPayloadSchema : contactPayloadSchema;
  const result = schema.safeParse(payload);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`);
    throw new HttpError(400, `Invalid submission: ${problems.join("; ")}`);
  }
  // Store what was sent, not the schema's defaults: the site already applied them.
  return { ...payload, formType, timestamp };
}

function send(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    // The site posts in no-cors mode and never reads the answer; this lets other tools read it.
    "Access-Control-Allow-Origin": "*",
  });
  res.end(JSON.stringify(body));
}

export type FormInboxOptions = { port?: number; host?: string; file?: string; quiet?: boolean };

export function startFormInbox({ port = LOCAL_INBOX_PORT, host = LOCAL_INBOX_HOST, file = LOCAL_INBOX_FILE, quiet = false }: FormInboxOptions = {}): Promise<Server> {
  const path = resolve(file);
  // One write at a time, in arrival order: concurrent posts never interleave within the file.
  let writes: Promise<unknown> = mkdir(dirname(path), { recursive: true });
  const store = (record: StoredSubmission) => {
    const write = writes.then(() => appendFile(path, `${JSON.stringify(record)}\n`, "utf8"));
    writes = write.catch(() => undefined);
    return write;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://inbox.local");
    if (req.method === "OPTIONS") {
      res.writeHead(204, { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Methods": "POST" }).end();
      return;
    }
    if (url.pathname !== LOCAL_INBOX_PATH) return send(res, 404, { success: false, message: "Not found" });
    if (req.method !== "POST") return send(res, 405, { success: false, message: "Use POST" });
    try {
      const fields = validateSubmission(await parseMultipart(req, await readBody(req)));
      const record = { ...neutraliseRecord(fields), receivedAt: new Date().toISOString() } as StoredSubmission;
      await store(record);
      if (!quiet) console.log(`[inbox] ${record.formType} from ${record.email}`);
      send(res, 200, { success: true, message: "Stored" });
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : "Internal error";
      if (!quiet) console.warn(`[inbox] rejected (${status}): ${message}`);
      // Drain what is left of an oversized body so the client sees the answer.
      req.resume();
      send(res, status, { success: false, message });
    }
  });

  return new Promise((resolveServer, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      if (!quiet) console.log(`[inbox] listening on http://${host}:${port}${LOCAL_INBOX_PATH}, writing to ${path}`);
      resolveServer(server);
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) {
  void startFormInbox();
}
