/** @jest-environment node */
// Both receivers against one table of cases (support/receiver-cases.ts): the local inbox over
// HTTP, and the Apps Script receiver (Rules.gs, bundled from lib/receiver, + Code.gs) in Node with stand-ins for the
// Apps Script services. Same answers, same stored values; the inbox also sends honest statuses,
// the receiver also keeps a sheet and sends e-mail.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DIGEST, ID_MEMORY_HOURS, SPAM_MARKS, THROTTLE, storedFields, submissionReference } from "@/lib/forms/contract";
import { columnsOf, receiverFormFor } from "@/lib/receiver/forms";
import { startFormInbox } from "../scripts/form-inbox";
import { bundleRules, loadAppsScriptReceiver, postEvent, type Mail } from "./support/apps-script";
import { OWNER, receiverCases, storedOf, type ExpectedMail, type Job, type Post, type ReceiverCase } from "./support/receiver-cases";
import { contactFields, formData } from "./support/submissions";

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type UnderTest = {
  post(post: Post): Promise<{ status: number; answer: unknown }>;
  /** Everything stored, as the non-empty values of each submission. */
  stored(): Record<string, string>[];
  run(job: Job): Promise<void>;
  /** The submissionIds of the rows marked as mailed to the owner. */
  notified?: () => string[];
  mails?: () => Mail[];
  headers?: (sheet: string) => string[];
  errors?: () => string[];
  close(): Promise<void>;
};

const nonEmpty = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ""));

const dir = mkdtempSync(join(tmpdir(), "receivers-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let inboxes = 0;

async function openInbox(testCase: ReceiverCase): Promise<UnderTest> {
  const file = join(dir, `inbox-${++inboxes}`, "inbox.jsonl");
  const leads = testCase.setup?.leads;
  if (leads) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, leads.map((lead) => `${JSON.stringify(lead)}\n`).join(""));
  }
  const start = () => startFormInbox({ port: 0, host: "127.0.0.1", file, quiet: true, throttle: THROTTLE });
  const stop = (server: Awaited<ReturnType<typeof start>>) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  let server = await start();
  if (testCase.setup?.storageFails) {
    // The file turns into a directory under the running inbox: every append fails.
    rmSync(file);
    mkdirSync(file);
  }
  let { port } = server.address() as AddressInfo;
  return {
    async post({ fields, repeated }) {
      const response = await fetch(`http://127.0.0.1:${port}/submit`, { method: "POST", body: formData(fields, repeated) });
      return { status: response.status, answer: await response.json() };
    },
    stored() {
      let text = "";
      try {
        text = readFileSync(file, "utf8");
      } catch {
        return []; // Not a readable file: nothing stored.
      }
      return text
        .split("\n")
        .filter(Boolean)
        .map((line) => nonEmpty(JSON.parse(line) as Record<string, string>));
    },
    async run(job) {
      // The inbox sends no mail, and deletes expired leads when it starts (and every hour after).
      if (job !== "deleteExpiredLeads") return;
      await stop(server);
      server = await start();
      ({ port } = server.address() as AddressInfo);
    },
    close: () => stop(server),
  };
}

/** The leads of a case as rows of each form's sheet, under the sheet's own columns. */
function sheetsOf(leads: Record<string, string>[]): Record<string, string[][]> {
  const sheets: Record<string, string[][]> = {};
  for (const lead of leads) {
    const form = receiverFormFor(lead.formType ?? "");
    if (!form) throw new Error(`No form for ${lead.formType}`);
    const columns = columnsOf(form);
    (sheets[form.sheet] ??= [columns]).push(columns.map((column) => lead[column] ?? ""));
  }
  return sheets;
}

async function openAppsScript(testCase: ReceiverCase): Promise<UnderTest> {
  const { setup = {} } = testCase;
  /** Every sheet's rows by header, renamed sheets too. */
  const rows = () =>
    // The receiver's own hidden sheet of stored ids holds no leads.
    [...script.sheets.values()]
      .filter((sheet) => !sheet.hidden)
      .flatMap((sheet) => {
        const table = sheet.table();
        return table.rows.map((row) => Object.fromEntries(table.headers.map((header, i) => [header, row[i] ?? ""])));
      });
  const script = loadAppsScriptReceiver({
    properties: setup.properties ?? { NOTIFY_TO: OWNER },
    sheets: setup.leads ? sheetsOf(setup.leads) : setup.sheets,
    lockBusy: setup.busy,
    failWrites: setup.storageFails,
    failMail: setup.mailFails,
    mailQuota: setup.mailQuota,
  });
  return {
    async post({ fields, repeated, renameSheet, deleteRowOf, hoursLater }) {
      if (renameSheet) script.renameSheet(...renameSheet);
      if (deleteRowOf) script.deleteRowOf(deleteRowOf);
      if (hoursLater) script.passHours(hoursLater);
      const output = script.doPost(await postEvent(formData(fields, repeated)));
      expect(output.mimeType).toBe("application/json");
      expect(script.heldLocks()).toBe(0);
      return { status: output.status, answer: JSON.parse(output.body) };
    },
    stored: () => rows().map(nonEmpty),
    notified: () =>
      rows()
        .filter((row) => row[storedFields.notified])
        .map((row) => row.submissionId ?? ""),
    async run(job) {
      script.run(job);
      expect(script.heldLocks()).toBe(0);
    },
    mails: () => script.mails,
    headers: (name) => script.sheet(name)?.table().headers ?? [],
    errors: () => script.errors,
    close: async () => undefined,
  };
}

/** Matches text that contains every one of `parts` and none of `without`. */
function containingAll(parts: string[], without: string[] = []) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const present = parts.map((part) => `(?=[\\s\\S]*${escape(part)})`);
  const absent = without.map((part) => `(?![\\s\\S]*${escape(part)})`);
  return expect.stringMatching(new RegExp(`^${[...present, ...absent].join("")}`));
}

const mailLike = ({ to, replyTo, subject, body = [], without, csv }: ExpectedMail) =>
  expect.objectContaining({
    to,
    subject,
    body: containingAll(body, without),
    ...(replyTo ? { replyTo } : {}),
    ...(csv ? { attachments: [expect.objectContaining({ contentType: "text/csv", data: containingAll(csv) })] } : {}),
  });

const cases = receiverCases();

beforeAll(bundleRules);

describe.each([
  ["the local inbox", "inbox", openInbox],
  ["the Apps Script receiver", "receiver", openAppsScript],
] as const)("%s", (_name, kind, open) => {
  const mine = cases.filter((testCase) => !testCase.only || testCase.only === kind);

  it.each(mine.map((testCase) => [testCase.name, testCase] as const))("%s", async (_caseName, testCase) => {
    const receiver = await open(testCase);
    try {
      const answers: unknown[] = [];
      const statuses: number[] = [];
      for (const post of testCase.posts) {
        const { status, answer } = await receiver.post(post);
        answers.push(answer);
        statuses.push(status);
      }

      const expected = testCase.answers ?? testCase.posts.map(() => "stored" as const);
      expect(answers).toEqual(expected.map((answer, i) => (answer === "stored" ? { success: true, id: testCase.posts[i]?.fields.submissionId } : answer)));
      if (kind === "inbox") expect(statuses).toEqual(testCase.statuses ?? testCase.posts.map(() => 200));
      for (const job of testCase.jobs ?? []) await receiver.run(job);
      // `notified` is the receiver's own (the inbox sends no mail): compared on its own below.
      const withoutNotified = (row: Record<string, string>) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== storedFields.notified));
      expect(receiver.stored().map(withoutNotified)).toEqual(
        testCase.stored.map(({ receivedAt, ...row }) =>
          receivedAt === "" ? row : { receivedAt: receivedAt === undefined ? expect.stringMatching(ISO_TIME) : receivedAt, ...row },
        ),
      );
      if (receiver.notified && testCase.notified) expect(receiver.notified().sort()).toEqual([...testCase.notified].sort());
      if (receiver.mails && testCase.mails) expect(receiver.mails()).toEqual(testCase.mails.map(mailLike));
      for (const [sheet, headers] of Object.entries(testCase.headers ?? {})) expect(receiver.headers?.(sheet)).toEqual(headers);
      for (const error of testCase.errors ?? []) expect(receiver.errors?.()).toContainEqual(expect.stringMatching(error));
    } finally {
      await receiver.close();
    }
  });
});

describe("the Apps Script receiver beyond the shared cases", () => {
  it("gives a new sheet the columns of lib/forms as its frozen header row", async () => {
    const script = loadAppsScriptReceiver();
    script.doPost(await postEvent(formData(contactFields())));
    const sheet = script.sheet("Contact");
    expect(sheet?.frozenRows).toBe(1);
    expect(sheet?.table().headers).toEqual([
      "receivedAt",
      "timestamp",
      "formType",
      "spam",
      "name",
      "email",
      "company",
      "message",
      "selectedIntent",
      "selectedServices",
      "aiMaturityLevel",
      "customAgentIdea",
      "timeline",
      "teamSize",
      "source",
      "userAgent",
      "referrer",
      "submissionId",
      "formShownAt",
      "interactedAt",
      "supersedes",
      "sentBy",
      "supersededBy",
      "notified",
    ]);
  });

  it("answers retryable, stores nothing and logs why when Rules.gs was not pasted", async () => {
    const script = loadAppsScriptReceiver({ withoutRules: true });
    const output = script.doPost(await postEvent(formData(contactFields())));
    expect(JSON.parse(output.body)).toEqual({ success: false, message: expect.any(String), retryable: true });
    expect(script.sheets.size).toBe(0);
    expect(script.errors).toContainEqual(expect.stringContaining("Rules.gs is missing"));
  });

  it("installs the hourly digest and the daily deletion of expired leads once, however often installTriggers runs", () => {
    const script = loadAppsScriptReceiver({ triggers: ["someOwnTrigger"] });
    script.run("installTriggers");
    script.run("installTriggers");
    expect(script.triggers).toEqual([
      { handler: "someOwnTrigger", every: "?" },
      { handler: "sendDigest", every: "1 hours" },
      { handler: "deleteExpiredLeads", every: "1 days at 3:00" },
    ]);
  });

  it("sends no digest when nothing waits, and none without NOTIFY_TO", async () => {
    const owner = { NOTIFY_TO: OWNER };
    const quiet = loadAppsScriptReceiver({ properties: owner, mailQuota: 0 });
    quiet.doPost(await postEvent(formData(contactFields())));
    const nobody = loadAppsScriptReceiver({ properties: {} });
    nobody.doPost(await postEvent(formData(contactFields())));
    const idle = loadAppsScriptReceiver({ properties: owner });
    for (const script of [idle, nobody]) script.run("sendDigest");
    expect([...idle.mails, ...nobody.mails]).toEqual([]);
    // With no quota at all the digest fails, is logged and is tried again next hour: the row stays unmarked.
    quiet.run("sendDigest");
    expect(quiet.mails).toEqual([]);
    expect(quiet.errors).toContainEqual(expect.stringContaining("Could not e-mail the owner (digest)"));
  });

  it("keeps a digest under MailApp's 200 KB at ten times the flood, the people's leads listed first and carried as CSV", () => {
    // 6,000 throttled posts in 30 minutes with the longest name and address, and 300 leads from as many addresses before them.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000).toISOString();
    const flood = Array.from({ length: 6000 }, (_, i) => ({
      ...storedOf(contactFields({ name: "N".repeat(120), email: `${"a".repeat(64)}@${"b".repeat(185)}.com` })),
      spam: SPAM_MARKS.throttled,
      receivedAt: minutesAgo(i * 0.005),
    }));
    const people = Array.from({ length: 300 }, (_, i): Record<string, string> => ({
      ...storedOf(contactFields({ email: `person-${i}@example.com` })),
      receivedAt: minutesAgo(40 + i),
    }));
    const script = loadAppsScriptReceiver({ properties: { NOTIFY_TO: OWNER }, sheets: sheetsOf([...people, ...flood]) });
    script.run("sendDigest");
    const [digest] = script.mails;
    expect(script.mails).toHaveLength(1);
    expect(digest?.subject).toBe(`6300 leads from the Lumenfold website, ${DIGEST.maxLeads} listed`);
    expect(digest?.body.length).toBeLessThanOrEqual(DIGEST.maxBodyChars);
    // Every one listed is a person's (unmarked), the newest and the oldest by turns; the flood is counted.
    const half = DIGEST.maxLeads / 2;
    for (const person of [...people.slice(0, half), ...people.slice(-half)])
      expect(digest?.body).toContain(`reference ${submissionReference(person.submissionId!)}`);
    expect(digest?.body).not.toContain("marked throttled:");
    expect(digest?.body).toContain("6200 more leads (6000 of them marked throttled) are in the attached CSV");
    // The attachment carries every lead a mail can, people's first, within its bound.
    const csv = digest?.attachments?.[0]?.data ?? "";
    expect(csv.length).toBeLessThanOrEqual(DIGEST.maxAttachmentChars);
    for (const person of people) expect(csv).toContain(person.submissionId!);

    // Long lines: the character budget stops the list before the count does, and the rest waits.
    const long = loadAppsScriptReceiver({ properties: { NOTIFY_TO: OWNER }, sheets: sheetsOf(flood.slice(0, 500)) });
    long.run("sendDigest");
    const listed = long.mails[0]?.body.match(/^- /gm)?.length ?? 0;
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThan(DIGEST.maxLeads);
    expect(long.mails[0]?.body.length).toBeLessThanOrEqual(DIGEST.maxBodyChars);
  });

  it(`forgets the stored ids older than ${ID_MEMORY_HOURS} hours each day, and recognises the younger ones`, async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
    const [old, young] = [contactFields(), contactFields()];
    const script = loadAppsScriptReceiver({
      sheets: {
        "Stored ids": [
          ["submissionId", "storedAt"],
          [old.submissionId!, hoursAgo(ID_MEMORY_HOURS + 1)],
          [young.submissionId!, hoursAgo(ID_MEMORY_HOURS - 1)],
        ],
      },
    });
    script.run("deleteExpiredLeads");
    expect(
      script
        .sheet("Stored ids")
        ?.table()
        .rows.map(([id]) => id),
    ).toEqual([young.submissionId]);
    for (const fields of [old, young])
      expect(JSON.parse(script.doPost(await postEvent(formData(fields))).body)).toEqual({ success: true, id: fields.submissionId });
    // The young one was stored before: not again. The old one is stored now, and remembered.
    expect(
      script
        .sheet("Contact")
        ?.table()
        .rows.map((row) => row.includes(old.submissionId!)),
    ).toEqual([true]);
    expect(
      script
        .sheet("Stored ids")
        ?.table()
        .rows.map(([id]) => id),
    ).toEqual([young.submissionId, old.submissionId]);
  });

  it("answers a GET with a JSON line saying that it runs", () => {
    expect(JSON.parse(loadAppsScriptReceiver().doGet())).toEqual({ success: true, message: expect.stringContaining("form receiver is running") });
  });
});
