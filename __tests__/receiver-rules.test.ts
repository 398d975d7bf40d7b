/** @jest-environment node */
// One source of rules: receiver/Rules.gs is what scripts/build-receiver.ts makes of lib/forms, and
// the receiver's checks (receiver/Code.gs, run in Node) say what the zod schemas say, value by value.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formTypes, mailboxAddress } from "@/lib/forms/contract";
import { EMAIL_PATTERN, NOT_SPECIFIED } from "@/lib/forms/fields";
import { FORMULA_START, neutralizeFormula } from "@/lib/forms/spreadsheet-safety";
import { RULES_FILE, receiverForms, receiverRules, rulesSource, submissionEnvelopeSchema, type FieldRule } from "../scripts/build-receiver";
import { loadAppsScriptReceiver } from "./support/apps-script";

type Probe = { safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } } };

const script = loadAppsScriptReceiver().globals as {
  RULES: ReturnType<typeof receiverRules>;
  checkField(rule: FieldRule, value: string | undefined): string | null;
  neutralizeFormula(value: string): string;
  mailboxAddress(email: string): string;
};

describe("receiver/Rules.gs", () => {
  it("is what `npm run receiver` makes of lib/forms (run it and paste the file into Apps Script when this fails)", () => {
    expect(readFileSync(join(__dirname, "..", RULES_FILE), "utf8")).toBe(rulesSource());
  });

  it("files every formType under exactly one form", () => {
    for (const formType of formTypes) {
      expect(receiverForms.filter((form) => form.formTypes.includes(formType))).toHaveLength(1);
    }
    expect(receiverRules().envelope.find((rule) => rule.name === "formType")?.choices).toEqual([...formTypes]);
  });

  it("carries the e-mail pattern and the formula rule as they are in lib/forms, which need no flags", () => {
    const rules = receiverRules();
    expect(EMAIL_PATTERN.flags).toBe("");
    expect(FORMULA_START.flags).toBe("");
    for (const form of rules.forms) expect(form.fields.find((field) => field.name === "email")?.pattern).toBe(EMAIL_PATTERN.source);
    expect(rules.formulaStart).toBe(FORMULA_START.source);
  });

  it("gives agent requests an roiEstimate column", () => {
    expect(receiverRules().forms.find((form) => form.id === "agentRequest")?.columns).toContain("roiEstimate");
  });
});

describe("the receiver's checks say what the zod schemas say", () => {
  const emails = ["ada@example.com", "ü@exämple.com", "o'brien@example.ie", "not-an-email", "a@b", "a b@c.com", "a@b..com", `${"a".repeat(250)}@x.com`];

  /** Values worth trying on a field: none, the edges of its length, its choices and near misses. */
  function samples(rule: FieldRule): (string | undefined)[] {
    const values: (string | undefined)[] = [undefined, "x", "nope", NOT_SPECIFIED, ...(rule.choices ?? [])];
    if (rule.maxLength) values.push("y".repeat(rule.maxLength), "y".repeat(rule.maxLength + 1));
    if (rule.name === "email") values.push(...emails);
    if (rule.pattern && rule.name !== "email") values.push(new Date().toISOString(), "2026-02-30T10:00:00Z", "123e4567-e89b-12d3-a456-426614174000");
    return values;
  }

  const zodMessage = (schema: Probe, value: string | undefined) => schema.safeParse(value).error?.issues[0]?.message ?? null;

  const forms = [
    { name: "the envelope", shape: submissionEnvelopeSchema.shape as Record<string, Probe>, rules: script.RULES.envelope },
    ...receiverForms.map((form) => ({ name: form.id, shape: form.schema.shape as Record<string, Probe>, rules: script.RULES.forms.find((rules) => rules.id === form.id)!.fields })),
  ];

  it.each(forms.map((form) => [form.name, form] as const))("for every field of %s", (_name, form) => {
    for (const rule of form.rules) {
      const schema = form.shape[rule.name]!;
      for (const value of samples(rule)) {
        expect({ field: rule.name, value, message: script.checkField(rule, value) }).toEqual({ field: rule.name, value, message: zodMessage(schema, value) });
      }
    }
  });
});

describe("formula neutralisation, the same rule in lib and in the receiver", () => {
  it.each([
    ["=", "=1+1"],
    ["+", "+1"],
    ["-", "-1"],
    ["@", "@SUM(A1)"],
    ["a space and =", " =1+1"],
    ["a line feed and =", "\n=1+1"],
    ["a tab", "\tx"],
    ["a carriage return", "\rx"],
    ["a line feed", "\nx"],
    ["NUL", "\0x"],
  ])("puts an apostrophe before a value starting with %s", (_start, value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
    expect(script.neutralizeFormula(value)).toBe(`'${value}`);
  });

  it.each(["a=1", "1+1", "hello", "", " x", "'=1", "email@example.com", "x\n=1"])("leaves %p as it is", (value) => {
    expect(neutralizeFormula(value)).toBe(value);
    expect(script.neutralizeFormula(value)).toBe(value);
  });
});

describe("the mailbox an address delivers to, the same rule in lib and in the receiver", () => {
  it.each([
    ["Ada@Example.com", "ada@example.com"],
    ["ada+news@example.com", "ada@example.com"],
    ["ａｄａ+1@example.com", "ada@example.com"],
    // Dots count outside Gmail.
    ["ada.lovelace@example.com", "ada.lovelace@example.com"],
    ["Ada.Lovelace@gmail.com", "adalovelace@gmail.com"],
    ["a.d.a+x@googlemail.com", "ada@gmail.com"],
    ["ada@GOOGLEMAIL.COM", "ada@gmail.com"],
    ["ada@mail.gmail.com", "ada@mail.gmail.com"],
    ["ü.x@exämple.com", "ü.x@exämple.com"],
    ["a.b@constructor", "a.b@constructor"],
  ])("%s is %s", (email, mailbox) => {
    expect(mailboxAddress(email)).toBe(mailbox);
    expect(script.mailboxAddress(email)).toBe(mailbox);
  });
});

describe("the README's search for the lead e-mails to delete after the retention period", () => {
  const readme = readFileSync(join(process.cwd(), "receiver/README.md"), "utf8");
  const code = readFileSync(join(process.cwd(), "receiver/Code.gs"), "utf8");
  const search = /^\{(subject:"[^"]+"(?: subject:"[^"]+")*)\} older_than:(\d+)d$/m.exec(readme);
  const phrases = [...(search?.[1] ?? "").matchAll(/subject:"([^"]+)"/g)].map((match) => match[1]!);

  it("deletes after the retention period the receiver deletes rows after", () => {
    expect(Number(search?.[2])).toBe(receiverRules().leadRetentionDays);
  });

  it("matches every subject the receiver sends about a lead: summaries, digests and confirmations", () => {
    const subjects = [
      ...receiverRules().forms.map((form) => form.subject.replace(/\{\w+\}/g, "Ada")),
      `3 leads from the ${receiverRules().site.name} website`,
      "We have your message (reference 1a2b3c4d)",
    ];
    for (const subject of subjects) expect(phrases.some((phrase) => subject.includes(phrase))).toBe(true);
    expect(code).toContain("' leads') + ' from the ' + RULES.site.name + ' website'");
    expect(code).toContain("subject: 'We have your message (reference ' + reference(submission.id) + ')'");
  });
});
