// Runs Rules.gs (as `npm run receiver` builds it) and receiver/Code.gs in Node (node:vm) with stand-ins for the Apps Script
// services they use: SpreadsheetApp, LockService, CacheService, PropertiesService, MailApp,
// ScriptApp (triggers), ContentService and Utilities. Each stand-in does what the real one does for these calls only.
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";
import { rulesSource } from "../../scripts/build-receiver";

const RECEIVER_DIR = join(__dirname, "..", "..", "receiver");

export type Mail = {
  to: string;
  subject: string;
  body: string;
  replyTo?: string;
  name?: string;
  attachments?: { name: string; contentType: string; data: string }[];
};

export type AppsScriptOptions = {
  /** Script properties, e.g. NOTIFY_TO and CONFIRM_TO_VISITOR. */
  properties?: Record<string, string>;
  /** Sheets that exist before the first post: name -> rows, the first row being the headers. */
  sheets?: Record<string, string[][]>;
  /** Another execution holds the script lock for longer than the receiver waits. */
  lockBusy?: boolean;
  /** Every write to the spreadsheet throws, as when Sheets is unavailable. */
  failWrites?: boolean;
  /** MailApp.sendEmail throws (a passing fault) while its quota still says there is room; a spent quota is mailQuota: 0. */
  failMail?: boolean;
  /** MailApp's daily quota at the start (default 100, a consumer account's). */
  mailQuota?: number;
  /** Time-driven triggers already installed, by function name. */
  triggers?: string[];
  /** Code.gs pasted without Rules.gs. */
  withoutRules?: boolean;
};

/** The event object Apps Script gives doPost. */
export type PostEvent = {
  parameter: Record<string, string>;
  parameters: Record<string, string[]>;
  contentLength: number;
  postData: { length: number; type: string; contents: string; name: "postData" };
  queryString: string;
  contextPath: string;
};

class FakeRange {
  constructor(
    private readonly sheet: FakeSheet,
    private readonly row: number,
    private readonly column: number,
    private readonly rows: number,
    private readonly columns: number,
  ) {}

  getValues(): unknown[][] {
    return Array.from({ length: this.rows }, (_, r) =>
      Array.from({ length: this.columns }, (_, c) => this.sheet.cells[this.row - 1 + r]?.[this.column - 1 + c] ?? ""),
    );
  }

  setValues(values: unknown[][]): FakeRange {
    this.sheet.assertWritable();
    if (values.length !== this.rows || values.some((row) => row.length !== this.columns)) {
      throw new Error("The number of rows or columns in the data does not match the range");
    }
    values.forEach((row, r) =>
      row.forEach((value, c) => {
        const cells = (this.sheet.cells[this.row - 1 + r] ??= []);
        while (cells.length < this.column - 1 + c) cells.push("");
        cells[this.column - 1 + c] = value;
      }),
    );
    return this;
  }

  clearContent(): FakeRange {
    return this.setValues(Array.from({ length: this.rows }, () => Array.from({ length: this.columns }, () => "")));
  }
}

export class FakeSheet {
  cells: unknown[][];
  frozenRows = 0;
  hidden = false;

  constructor(
    private name: string,
    rows: string[][],
    private readonly failWrites: boolean,
  ) {
    this.cells = rows.map((row) => [...row]);
  }

  assertWritable() {
    if (this.failWrites) throw new Error("Service Spreadsheets failed while accessing document");
  }

  getName() {
    return this.name;
  }

  setName(name: string) {
    this.name = name;
    return this;
  }

  /** Like Sheets: the rows below move up; every row that is not frozen cannot go at once. */
  deleteRows(row: number, count: number) {
    this.assertWritable();
    if (row <= this.frozenRows) throw new Error("Those rows are frozen");
    this.cells.splice(row - 1, count);
    return this;
  }

  getLastRow() {
    let last = 0;
    this.cells.forEach((row, i) => {
      if (row.some((cell) => cell !== "" && cell !== undefined)) last = i + 1;
    });
    return last;
  }

  getLastColumn() {
    return Math.max(0, ...this.cells.map((row) => row.reduce<number>((last, cell, i) => (cell !== "" && cell !== undefined ? i + 1 : last), 0)));
  }

  getRange(row: number, column: number, rows = 1, columns = 1) {
    if (row < 1 || column < 1 || rows < 1 || columns < 1) throw new Error("Range out of bounds");
    return new FakeRange(this, row, column, rows, columns);
  }

  appendRow(values: unknown[]) {
    this.assertWritable();
    this.cells.splice(this.getLastRow(), 0, [...values]);
    return this;
  }

  setFrozenRows(rows: number) {
    this.frozenRows = rows;
  }

  hideSheet() {
    this.hidden = true;
    return this;
  }

  /** The header row (the first that names receivedAt, else the first) and the rows below it, as text. */
  table(): { headers: string[]; rows: string[][] } {
    const width = this.getLastColumn();
    const all = this.cells.slice(0, this.getLastRow()).map((row) => Array.from({ length: width }, (_, i) => String(row[i] ?? "")));
    const headerIndex = Math.max(
      0,
      all.findIndex((row) => row.includes("receivedAt")),
    );
    const [headers = [], ...rows] = all.slice(headerIndex);
    return { headers, rows };
  }
}

/** A receiver in its own Apps Script project: its own spreadsheet, cache, properties and outbox. */
export type AppsScriptReceiver = {
  doPost(event: PostEvent): { status: 200; body: string; mimeType: string };
  doGet(): string;
  sheet(name: string): FakeSheet | undefined;
  sheets: Map<string, FakeSheet>;
  /** The owner renames a sheet (to archive it, say). */
  renameSheet(from: string, to: string): void;
  /** `hours` pass: the cache forgets what it would have by then (Apps Script's clock is not moved). */
  passHours(hours: number): void;
  /** The owner deletes the row of this submissionId, wherever it is. */
  deleteRowOf(submissionId: string): void;
  /** Installed time-driven triggers: the function each runs and how often. */
  triggers: { handler: string; every: string }[];
  /** Runs a function of the script as a trigger or the editor would (sendDigest, deleteExpiredLeads, installTriggers). */
  run(name: string): void;
  mails: Mail[];
  errors: string[];
  /** Script lock acquisitions that were not released. */
  heldLocks(): number;
  /** The script's globals, for calling its functions (checkField, neutralizeFormula) and reading RULES. */
  globals: Record<string, unknown>;
};

let rules: string | undefined;

/** Bundles Rules.gs from lib/receiver; call it in beforeAll, before loadAppsScriptReceiver. */
export async function bundleRules(): Promise<void> {
  rules = await rulesSource();
}

export function loadAppsScriptReceiver(options: AppsScriptOptions = {}): AppsScriptReceiver {
  if (rules === undefined) throw new Error("Call bundleRules() in beforeAll first");
  const sheets = new Map<string, FakeSheet>();
  for (const [name, rows] of Object.entries(options.sheets ?? {})) sheets.set(name, new FakeSheet(name, rows, Boolean(options.failWrites)));
  const cache = new Map<string, { value: string; expires: number }>();
  const properties = new Map(Object.entries(options.properties ?? {}));
  const mails: Mail[] = [];
  const errors: string[] = [];
  const triggers = (options.triggers ?? []).map((handler) => ({ handler, every: "?" }));
  let locks = 0;

  const spreadsheet = {
    getSheetByName: (name: string) => sheets.get(name) ?? null,
    getSheets: () => [...sheets.values()],
    insertSheet(name: string) {
      if (options.failWrites) throw new Error("Service Spreadsheets failed while accessing document");
      const sheet = new FakeSheet(name, [], false);
      sheets.set(name, sheet);
      return sheet;
    },
    getUrl: () => "https://docs.google.com/spreadsheets/d/test-sheet/edit",
  };

  const services = {
    SpreadsheetApp: { getActiveSpreadsheet: () => spreadsheet, flush: () => undefined },
    LockService: {
      getScriptLock: () => {
        let held = false;
        return {
          tryLock: () => {
            if (options.lockBusy) return false;
            held = true;
            locks += 1;
            return true;
          },
          releaseLock: () => {
            if (held) locks -= 1;
            held = false;
          },
          hasLock: () => held,
        };
      },
    },
    CacheService: {
      getScriptCache: () => ({
        get: (key: string) => {
          const entry = cache.get(key);
          return entry && entry.expires > Date.now() ? entry.value : null;
        },
        put: (key: string, value: string, seconds = 600) => {
          if (key.length > 250) throw new Error("Argument too large: key");
          if (seconds > 21600) throw new Error("Expiration too long");
          cache.set(key, { value: String(value), expires: Date.now() + seconds * 1000 });
        },
        remove: (key: string) => void cache.delete(key),
      }),
    },
    ScriptApp: {
      getProjectTriggers: () => triggers.map((trigger) => ({ getHandlerFunction: () => trigger.handler })),
      newTrigger: (handler: string) => ({
        timeBased: () => {
          let every = "";
          const builder = {
            everyHours: (hours: number) => ((every = `${hours} hours`), builder),
            everyDays: (days: number) => ((every = `${days} days`), builder),
            atHour: (hour: number) => ((every += ` at ${hour}:00`), builder),
            create: () => void triggers.push({ handler, every }),
          };
          return builder;
        },
      }),
    },
    PropertiesService: {
      getScriptProperties: () => ({
        getProperty: (key: string) => properties.get(key) ?? null,
        setProperty: (key: string, value: string) => void properties.set(key, String(value)),
        deleteProperty: (key: string) => void properties.delete(key),
        getKeys: () => [...properties.keys()],
      }),
    },
    MailApp: {
      sendEmail: (message: Mail) => {
        if (options.failMail) throw new Error("Service unavailable: Mail");
        if ((options.mailQuota ?? 100) - mails.length <= 0) throw new Error("Service invoked too many times for one day: email.");
        // MailApp's limit on a consumer account's message body.
        if (Buffer.byteLength(message.body, "utf8") > 200 * 1024) throw new Error("Limit Exceeded: Email Body Size.");
        mails.push(JSON.parse(JSON.stringify(message)) as Mail);
      },
      getRemainingDailyQuota: () => Math.max(0, (options.mailQuota ?? 100) - mails.length),
    },
    ContentService: {
      MimeType: { JSON: "application/json", TEXT: "text/plain" },
      createTextOutput: (content: string) => {
        const output = {
          content,
          mimeType: "text/plain",
          setMimeType(mimeType: string) {
            output.mimeType = mimeType;
            return output;
          },
          getContent: () => output.content,
        };
        return output;
      },
    },
    Utilities: {
      DigestAlgorithm: { SHA_256: "sha256", MD5: "md5" },
      Charset: { UTF_8: "utf8" },
      computeDigest: (algorithm: string, value: string) =>
        // Apps Script gives signed bytes.
        [...createHash(algorithm).update(value, "utf8").digest()].map((byte) => (byte > 127 ? byte - 256 : byte)),
      base64EncodeWebSafe: (bytes: number[]) => Buffer.from(bytes.map((byte) => byte & 255)).toString("base64url"),
      getUuid: () => randomUUID(),
      newBlob: (data: string, contentType: string, name: string) => ({ data, contentType, name }),
    },
    console: {
      log: () => undefined,
      info: () => undefined,
      warn: (message: string) => errors.push(String(message)),
      error: (message: string) => errors.push(String(message)),
    },
  };

  const context = vm.createContext(services);
  if (!options.withoutRules) vm.runInContext(rules, context, { filename: "Rules.gs" });
  vm.runInContext(readFileSync(join(RECEIVER_DIR, "Code.gs"), "utf8"), context, { filename: "Code.gs" });
  const script = context as unknown as {
    doPost(event: PostEvent): { getContent(): string; mimeType: string };
    doGet(): { getContent(): string };
  };

  return {
    doPost(event) {
      const output = script.doPost(event);
      return { status: 200, body: output.getContent(), mimeType: output.mimeType };
    },
    doGet: () => script.doGet().getContent(),
    sheet: (name) => sheets.get(name),
    sheets,
    renameSheet(from, to) {
      const sheet = sheets.get(from);
      if (!sheet) throw new Error(`No sheet ${from}`);
      sheets.delete(from);
      sheets.set(to, sheet.setName(to));
    },
    deleteRowOf(submissionId) {
      for (const sheet of sheets.values()) {
        const { headers } = sheet.table();
        const column = headers.indexOf("submissionId");
        const index = sheet.cells.findIndex((row) => column !== -1 && row[column] === submissionId);
        if (index !== -1 && !sheet.hidden) sheet.deleteRows(index + 1, 1);
      }
    },
    passHours(hours) {
      for (const [key, entry] of cache) if (entry.expires <= Date.now() + hours * 60 * 60 * 1000) cache.delete(key);
    },
    triggers,
    run(name) {
      (context as unknown as Record<string, () => void>)[name]!();
    },
    mails,
    errors,
    heldLocks: () => locks,
    globals: context,
  };
}

/** The event Apps Script would build for this multipart body. */
export async function postEvent(body: FormData): Promise<PostEvent> {
  const request = new Request("https://script.google.com/macros/s/test/exec", { method: "POST", body });
  const bytes = Buffer.from(await request.arrayBuffer());
  const parameters: Record<string, string[]> = Object.create(null);
  for (const [key, value] of body.entries()) (parameters[key] ??= []).push(String(value));
  const parameter: Record<string, string> = Object.create(null);
  for (const [key, values] of Object.entries(parameters)) parameter[key] = values[0] ?? "";
  return {
    parameter,
    parameters,
    contentLength: bytes.length,
    postData: { length: bytes.length, type: request.headers.get("content-type") ?? "", contents: bytes.toString("utf8"), name: "postData" },
    queryString: "",
    contextPath: "",
  };
}
