/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildAgentRequestPayload } from "@/lib/forms/agent-request/schema";
import { emptyContactForm, type ContactFormValues } from "@/lib/forms/contact/form";
import { buildContactPayload } from "@/lib/forms/contact/schema";
import { neutraliseFormula, neutraliseRecord } from "@/lib/forms/spreadsheet-safety";
import type { FormType } from "@/lib/forms/contract";
import { toFormData, type Submission } from "@/lib/forms/transport";
import { MAX_BODY_BYTES, startFormInbox } from "../scripts/form-inbox";

/** A submission as the site's transport sends it: a new id, a form shown a minute ago, an empty honeypot. */
const submission = (formType: FormType, payload: Record<string, unknown>): Submission => ({
  id: randomUUID(),
  formType,
  payload,
  formShownAt: new Date(Date.now() - 60_000).toISOString(),
  honeypot: "",
});

const dir = mkdtempSync(join(tmpdir(), "form-inbox-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Inbox = { server: Server; url: (path?: string) => string; lines: () => string[]; records: () => Record<string, string>[] };

async function openInbox(name: string): Promise<Inbox> {
  const file = join(dir, name, "inbox.jsonl");
  const server = await startFormInbox({ port: 0, host: "127.0.0.1", file, quiet: true });
  const { port } = server.address() as AddressInfo;
  const lines = () => {
    try {
      return readFileSync(file, "utf8").split("\n").filter(Boolean);
    } catch {
      return []; // Nothing stored yet.
    }
  };
  return {
    server,
    url: (path = "/submit") => `http://127.0.0.1:${port}${path}`,
    lines,
    records: () => lines().map((line) => JSON.parse(line) as Record<string, string>),
  };
}

function closeInbox(inbox: Inbox | undefined) {
  if (!inbox) return Promise.resolve();
  return new Promise<void>((resolve) => {
    inbox.server.close(() => resolve());
    inbox.server.closeAllConnections();
  });
}

const contactValues = (values: Partial<ContactFormValues> = {}): ContactFormValues => ({
  ...emptyContactForm("explore"),
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  organization: "Analytical Engines Ltd",
  selectedServices: ["Data Engineering", "AI/ML Solutions"],
  aiMaturityLevel: "first-steps",
  message: "We would like a data platform.",
  ...values,
});

/** A contact submission exactly as the site's form sends it. */
const contactPost = (values: Partial<ContactFormValues> = {}) =>
  toFormData(submission("contact_explore", buildContactPayload(contactValues(values), { userAgent: "jest", referrer: "https://example.org/" })));

async function post(url: string, body: FormData | string, headers?: Record<string, string>) {
  const response = await fetch(url, { method: "POST", body, headers });
  const answer = (await response.json()) as { success: boolean; message: string };
  return { status: response.status, ...answer };
}

describe("the local form inbox", () => {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await openInbox("functional");
  });
  afterAll(() => closeInbox(inbox));

  describe("accepting a submission", () => {
    it("answers 200 to a valid contact post and appends exactly one JSON line with every field, formType and timestamp", async () => {
      const before = inbox.lines().length;
      const body = contactPost();
      const sent = Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]));

      const answer = await post(inbox.url(), body);

      expect(answer).toMatchObject({ status: 200, success: true });
      const lines = inbox.lines();
      expect(lines).toHaveLength(before + 1);
      const stored = JSON.parse(lines.at(-1) ?? "") as Record<string, string>;
      expect(stored).toEqual({ ...sent, receivedAt: expect.any(String) });
      expect(stored).toMatchObject({
        formType: "contact_explore",
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines Ltd",
        message: "We would like a data platform.",
        selectedIntent: "explore",
        selectedServices: "Data Engineering, AI/ML Solutions",
        aiMaturityLevel: "first-steps",
        customAgentIdea: "Not specified",
        timeline: "Not specified",
        teamSize: "Not specified",
        source: "Contact Page",
        userAgent: "jest",
        referrer: "https://example.org/",
      });
      expect(Date.parse(stored.timestamp ?? "")).not.toBeNaN();
    });

    it("accepts an agent request", async () => {
      const payload = buildAgentRequestPayload(
        { fullName: "Grace Hopper", email: "grace@example.com", companyName: "Compilers Inc", additionalCustomizations: "", timeline: "asap" },
        { agentName: "Sales Pro", agentSlug: "sales-pro-agent", source: "Agent Detail Page" },
      );
      const answer = await post(inbox.url(), toFormData(submission("agent_request", payload)));
      expect(answer.status).toBe(200);
      expect(inbox.records().at(-1)).toMatchObject({
        formType: "agent_request",
        fullName: "Grace Hopper",
        companyName: "Compilers Inc",
        timeline: "asap",
        agentName: "Sales Pro",
        agentSlug: "sales-pro-agent",
        source: "Agent Detail Page",
      });
      expect(inbox.records().at(-1)).not.toHaveProperty("additionalCustomizations");
    });

    it("stores values starting with =, + and @ with a leading apostrophe", async () => {
      const answer = await post(
        inbox.url(),
        contactPost({
          fullName: "@SUM(A1)",
          organization: "=HYPERLINK(\"http://evil.example\",\"click\")",
          message: "+1 555 0100",
          aiMaturityLevel: "",
          email: "formula@example.com",
        }),
      );
      expect(answer.status).toBe(200);
      const stored = inbox.records().at(-1);
      expect(stored).toMatchObject({
        name: "'@SUM(A1)",
        company: "'=HYPERLINK(\"http://evil.example\",\"click\")",
        message: "'+1 555 0100",
        email: "formula@example.com",
      });
    });

    it("stores a value starting with - with a leading apostrophe", async () => {
      await post(inbox.url(), contactPost({ message: "-2+3", email: "minus@example.com" }));
      expect(inbox.records().at(-1)).toMatchObject({ email: "minus@example.com", message: "'-2+3" });
    });

    it("stores markup as the literal text", async () => {
      const answer = await post(inbox.url(), contactPost({ message: "<script>alert(1)</script>", email: "markup@example.com" }));
      expect(answer.status).toBe(200);
      expect(inbox.records().at(-1)).toMatchObject({ email: "markup@example.com", message: "<script>alert(1)</script>" });
    });
  });

  describe("rejecting a submission", () => {
    let stored: number;
    beforeEach(() => {
      stored = inbox.lines().length;
    });
    afterEach(() => {
      // A rejected post stores nothing.
      expect(inbox.lines()).toHaveLength(stored);
    });

    it("answers 400 to a body that is not multipart", async () => {
      const answer = await post(inbox.url(), JSON.stringify({ name: "Ada", email: "ada@example.com" }), { "content-type": "application/json" });
      expect(answer).toMatchObject({ status: 400, success: false });
      expect(answer.message).toMatch(/multipart/);
    });

    it("answers 400 to an unknown formType", async () => {
      const body = contactPost();
      body.set("formType", "newsletter");
      expect(await post(inbox.url(), body)).toMatchObject({ status: 400, success: false });
    });

    it("answers 400 to a post without a timestamp", async () => {
      const body = contactPost();
      body.delete("timestamp");
      const answer = await post(inbox.url(), body);
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(/timestamp/);
    });

    it("answers 400 to a post with an invalid timestamp", async () => {
      const body = contactPost();
      body.set("timestamp", "yesterday");
      expect((await post(inbox.url(), body)).status).toBe(400);
    });

    it.each(["name", "email"])("answers 400 to a contact post without %s", async (field) => {
      const body = contactPost();
      body.delete(field);
      const answer = await post(inbox.url(), body);
      expect(answer.status).toBe(400);
      expect(answer.message).toContain(field);
    });

    it("answers 400 to an agent request without a company name", async () => {
      const body = toFormData(submission("agent_request", { fullName: "Grace", email: "grace@example.com", source: "Agent Detail Page" }));
      expect((await post(inbox.url(), body)).status).toBe(400);
    });

    it("answers 400 to an invalid email", async () => {
      const body = contactPost();
      body.set("email", "not-an-email");
      const answer = await post(inbox.url(), body);
      expect(answer.status).toBe(400);
      expect(answer.message).toContain("email");
    });

    it("answers 400 to an unknown extra field", async () => {
      const body = contactPost();
      body.append("isAdmin", "true");
      expect((await post(inbox.url(), body)).status).toBe(400);
    });

    it("answers 400 to a field sent twice", async () => {
      const body = contactPost();
      body.append("email", "other@example.com");
      expect((await post(inbox.url(), body)).status).toBe(400);
    });

    it("answers 400 to an over-long value", async () => {
      const body = contactPost();
      body.set("name", "a".repeat(121));
      const answer = await post(inbox.url(), body);
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(/120 characters or fewer/);
    });

    it("answers 413 to a body over MAX_BODY_BYTES", async () => {
      const body = contactPost();
      body.set("message", "a".repeat(MAX_BODY_BYTES + 1024));
      expect(await post(inbox.url(), body)).toMatchObject({ status: 413, success: false });
    });

    it("answers 404 for another path", async () => {
      expect((await post(inbox.url("/other"), contactPost())).status).toBe(404);
    });

    it("answers 405 to GET", async () => {
      const response = await fetch(inbox.url());
      expect(response.status).toBe(405);
      await response.text();
    });
  });
});

describe("the local form inbox under load", () => {
  let inbox: Inbox | undefined;
  afterAll(() => closeInbox(inbox));

  it("stores 300 concurrent posts, none lost and none interleaved", async () => {
    inbox = await openInbox("load");
    const { url } = inbox;
    const emails = Array.from({ length: 300 }, (_, i) => `visitor-${i}@example.com`);

    const answers = await Promise.all(
      emails.map((email, i) => post(url(), contactPost({ email, message: `Message number ${i} `.repeat(20) }))),
    );

    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 200));
    const lines = inbox.lines();
    expect(lines).toHaveLength(300);
    const records = lines.map((line) => JSON.parse(line) as Record<string, string>);
    const stored = records.map((record) => record.email);
    expect(new Set(stored).size).toBe(300);
    expect([...stored].sort()).toEqual([...emails].sort());
    for (const record of records) {
      const i = Number(/^visitor-(\d+)@/.exec(record.email ?? "")?.[1]);
      expect(record.message).toBe(`Message number ${i} `.repeat(20).trim());
    }
  }, 20_000);
});

describe("neutraliseFormula", () => {
  it.each([
    ["=", "=1+1"],
    ["+", "+1"],
    ["-", "-1"],
    ["@", "@SUM(A1)"],
    ["a tab", "\t=1"],
    ["a carriage return", "\r=1"],
  ])("puts an apostrophe before a value starting with %s", (_start, value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  it.each(["a=1", "1+1", "hello", "", " =1", "'=1", "email@example.com"])("leaves %p as it is: no formula sign at the start", (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });

  it("neutralises every value of a record", () => {
    expect(neutraliseRecord({ a: "=1", b: "ok", c: "-x" })).toEqual({ a: "'=1", b: "ok", c: "'-x" });
  });
});
