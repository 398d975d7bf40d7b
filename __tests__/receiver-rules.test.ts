/** @jest-environment node */
// Rules.gs is lib/receiver bundled for Apps Script: one code for both receivers, so what is checked
// here is the rules whose edge cases no shared case reaches.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { leadRetentionDays } from "@/content/company";
import { formTypes, mailboxAddress } from "@/lib/forms/contract";
import { neutralizeFormula } from "@/lib/forms/spreadsheet-safety";
import { receiverForms } from "@/lib/receiver/forms";
import { digestMail, visitorConfirmation, waitingLeads, type Submission } from "@/lib/receiver/rules";

describe("the receivers' forms", () => {
  it("files every formType under exactly one form", () => {
    for (const formType of formTypes) {
      expect(receiverForms.filter((form) => form.formTypes.includes(formType))).toHaveLength(1);
    }
  });
});

describe("formula neutralisation", () => {
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
  });

  it.each(["a=1", "1+1", "hello", "", " x", "'=1", "email@example.com", "x\n=1"])("leaves %p as it is", (value) => {
    expect(neutralizeFormula(value)).toBe(value);
  });
});

describe("the mailbox an address delivers to", () => {
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
  });
});

describe("the README's search for the lead e-mails to delete after the retention period", () => {
  const readme = readFileSync(join(process.cwd(), "receiver/README.md"), "utf8");
  const search = /^\{(subject:"[^"]+"(?: subject:"[^"]+")*)\} older_than:(\d+)d$/m.exec(readme);
  const phrases = [...(search?.[1] ?? "").matchAll(/subject:"([^"]+)"/g)].map((match) => match[1]!);

  it("deletes after the retention period the receiver deletes rows after", () => {
    expect(Number(search?.[2])).toBe(leadRetentionDays);
  });

  const threeWaiting = [1, 2, 3].map((n) => ({
    sheet: "Contact",
    headers: ["receivedAt", "submissionId", "notified"],
    record: { receivedAt: new Date().toISOString(), submissionId: `lead-${n}`, notified: "" },
  }));

  it("matches every subject the receiver sends about a lead: summaries, digests and confirmations", () => {
    const subjects = [
      ...receiverForms.map((form) => form.subject.replace(/\{\w+\}/g, "Ada")),
      digestMail(waitingLeads(threeWaiting, Date.now()), Date.now(), "").subject,
      visitorConfirmation({ id: "1a2b3c4d-0000" } as Submission).subject,
    ];
    for (const subject of subjects) expect(phrases.some((phrase) => subject.includes(phrase))).toBe(true);
  });
});
