// The receivers' rules, written once. The local inbox (scripts/form-inbox.ts) imports them; the
// Apps Script receiver runs them as receiver/Rules.gs, which `npm run receiver` bundles from
// lib/receiver/apps-script.ts. Each receiver keeps only what touches its storage and its mail:
// these functions take what was posted and what is stored, and say what to store, mark and send.
import { globalRegistry, type core } from "zod/mini";
import { leadRetentionDays } from "@/content/company";
import { site } from "@/content/site";
import {
  BROWSER_AGENT,
  DIGEST,
  ENDPOINT_MESSAGES,
  ID_MEMORY_HOURS,
  OWNER_MAIL,
  SPAM_MARKS,
  THROTTLE,
  VISITOR_CONFIRMATIONS,
  envelopeFields,
  isSuspectedSpam,
  mailboxAddress,
  storedFields,
  submissionReference,
  throttleKey,
  type EndpointAnswer,
  type SpamMark,
} from "@/lib/forms/contract";
import { neutralizeFormula } from "@/lib/forms/spreadsheet-safety";
import { EMAIL_FIELD, columnsOf, receiverFormFor, submissionEnvelopeSchema, type ReceiverForm } from "@/lib/receiver/forms";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

// ---------------------------------------------------------------- answers

export const storedAnswer = (id: string): EndpointAnswer => ({ success: true, id });
const refusal = (message: string, field?: string): EndpointAnswer => (field ? { success: false, message, field } : { success: false, message });
export const retryable = (message: string): EndpointAnswer => ({ success: false, message, retryable: true });
const fillIn = (template: string, field: string) => template.replace("{field}", () => field);

// ---------------------------------------------------------------- reading and checking

export type Posted = { values: Record<string, string>; repeated: string[] };

/**
 * The posted fields, trimmed, with line breaks as the visitor typed them (multipart sends CRLF); an
 * empty one counts as not sent, and a name sent more than once is listed in `repeated`.
 */
export function readPosted(entries: Iterable<readonly [string, string]>): Posted {
  // No prototype: a field named "__proto__" or "constructor" is just an unknown field.
  const values: Record<string, string> = Object.create(null);
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const [key, entry] of entries) {
    if (seen.has(key)) {
      if (!repeated.includes(key)) repeated.push(key);
      continue;
    }
    seen.add(key);
    const value = String(entry).replace(/\r\n?/g, "\n").trim();
    if (value !== "") values[key] = value;
  }
  return { values, repeated };
}

export type Submission = { form: ReceiverForm; values: Record<string, string>; id: string; email: string; suspected: boolean };

/** What to do with a post: answer it as stored and keep nothing (the honeypot), refuse it, or store it. */
export type Verdict = { drop: EndpointAnswer } | { refuse: EndpointAnswer } | { store: Submission };

const envelopeNames = Object.keys(submissionEnvelopeSchema.shape);

function pick(values: Record<string, string>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]!]));
}

/**
 * The post's verdict, from the zod schemas of the envelope and of its form: the first problem, in
 * zod's order and words (a payload field's problem names the field), or the submission to store.
 * `newId` gives the honeypot's answer an id when the bot sent none.
 */
export function judgePost({ values, repeated }: Posted, newId: () => string): Verdict {
  // Bots that fill the hidden field are told it worked, and nothing is kept or sent.
  if (values[envelopeFields.honeypot] !== undefined) return { drop: storedAnswer(values[envelopeFields.submissionId] ?? newId()) };
  if (repeated[0] !== undefined) return { refuse: refusal(fillIn(ENDPOINT_MESSAGES.repeatedField, repeated[0])) };
  const envelope = submissionEnvelopeSchema.safeParse(pick(values, envelopeNames));
  if (!envelope.success) return { refuse: refusal(envelope.error.issues[0]?.message ?? "Invalid submission") };
  const form = receiverFormFor(values[envelopeFields.formType]!);
  if (!form) throw new Error(`No receiver form for formType ${values[envelopeFields.formType]}`);
  const payloadNames = Object.keys(form.schema.shape);
  const known = new Set([...envelopeNames, envelopeFields.honeypot, ...payloadNames]);
  const unknown = Object.keys(values).find((key) => !known.has(key));
  if (unknown !== undefined) return { refuse: refusal(fillIn(ENDPOINT_MESSAGES.unknownField, unknown)) };
  const payload = form.schema.safeParse(pick(values, payloadNames));
  if (!payload.success) {
    const issue = payload.error?.issues[0];
    return { refuse: refusal(issue?.message ?? "Invalid submission", issue?.path?.[0] === undefined ? undefined : String(issue.path[0])) };
  }
  return { store: { form, values, id: values[envelopeFields.submissionId]!, email: values[EMAIL_FIELD]!, suspected: isSuspectedSpam(values) } };
}

// ---------------------------------------------------------------- storing

/** The times of `times` within the hour before `now`. */
export const withinHour = (times: readonly number[], now: number) => times.filter((time) => now - time < HOUR_MS);

/** What the throttle counts a lead under: its mailbox, and whether a person touched the form. */
const throttleKeyOf = (submission: Submission) => throttleKey(submission.values, submission.email);

/**
 * The lead's mark. Nothing is refused for volume: suspected spam, and a lead whose mailbox (and
 * kind, throttleKey) already had THROTTLE's unmarked leads this hour, are stored marked; neither is
 * counted, so bots cannot use up a person's limit.
 */
function markFor(submission: Submission, unmarkedThisHour: number, limit: number = THROTTLE.perEmailPerHour): SpamMark {
  if (submission.suspected) return SPAM_MARKS.suspected;
  return unmarkedThisHour >= limit ? SPAM_MARKS.throttled : "";
}

/** The lead as stored, by column: what was posted (formulas neutralised), when it arrived, its mark, and the edit that replaced it. */
function storedRecord(submission: Submission, mark: SpamMark, receivedAt: string, supersededBy?: string): Record<string, string> {
  const record: Record<string, string> = {};
  for (const column of columnsOf(submission.form)) {
    if (column === storedFields.receivedAt) record[column] = receivedAt;
    else if (column === storedFields.spam) record[column] = mark;
    else if (column === storedFields.supersededBy && supersededBy) record[column] = supersededBy;
    else if (column in submission.values) record[column] = neutralizeFormula(submission.values[column]!);
  }
  return record;
}

/**
 * Whether a stored lead from `storedEmail` may be marked as replaced by (or as the original of) an
 * edit from `editEmail`: only within one mailbox, as anyone can post an id they saw.
 */
const sameMailbox = (storedEmail: string, editEmail: string) => mailboxAddress(storedEmail) === mailboxAddress(editEmail);

/** A stored lead, as the rules need it: its id and the address it came from. */
export type StoredLeadRef = { id: string; email: string };

/**
 * What a receiver's storage answers and does for storeLead, synchronously: the Apps Script
 * receiver over its sheet under the script lock, the local inbox over its file's index (writing
 * the file after). Each keeps to its own storage; what to store, mark and count is decided here.
 */
export type LeadStore = {
  /** Whether this id is stored already (its row, or the ids a receiver remembers). */
  isStored(id: string): boolean;
  /** Unmarked leads counted under this throttle key in the last hour. */
  countedThisHour(key: string): number;
  /** The stored lead with this id. */
  leadWithId(id: string): StoredLeadRef | undefined;
  /** The stored lead that names this id as the one it supersedes (an edit that arrived first). */
  editOf(id: string): StoredLeadRef | undefined;
  /** Stores the row and remembers its id; counts it under `countUnder` when given. Throws when the row cannot be stored. */
  append(record: Record<string, string>, countUnder: string | undefined): void;
  /** Marks the stored lead `id` as replaced by `by`. */
  markSuperseded(id: string, by: string): void;
};

/** What storing did: nothing (the id was stored already), or stored with its mark and what the owner's mail says of edits. */
export type StoreOutcome = { stored: false } | { stored: true; mark: SpamMark; news: EditNews };

/**
 * Stores a lead once: marked (markFor) and counted only when unmarked, replaced by an edit that
 * arrived first, and marking the older lead it supersedes. Edits count only within one mailbox
 * (sameMailbox): anyone can post an id they saw, and another's lead is left as it is.
 */
export function storeLead(store: LeadStore, submission: Submission, receivedAt: string, limit: number = THROTTLE.perEmailPerHour): StoreOutcome {
  if (store.isStored(submission.id)) return { stored: false };
  const key = throttleKeyOf(submission);
  const mark = markFor(submission, store.countedThisHour(key), limit);
  const edit = store.editOf(submission.id);
  const supersededBy = edit && sameMailbox(edit.email, submission.email) ? edit.id : undefined;
  store.append(storedRecord(submission, mark, receivedAt, supersededBy), mark ? undefined : key);
  const older = submission.values[envelopeFields.supersedes];
  const olderLead = older === undefined ? undefined : store.leadWithId(older);
  const namesOthers = olderLead !== undefined && !sameMailbox(olderLead.email, submission.email);
  if (olderLead && !namesOthers) store.markSuperseded(olderLead.id, submission.id);
  return { stored: true, mark, news: { supersededBy, namesOthers } };
}

/** A lead older than the retention period: deleted. A record without a readable receivedAt is kept. */
export const isExpired = (receivedAt: string, now: number) => Date.parse(receivedAt) < now - leadRetentionDays * DAY_MS;

/** A stored id no retry can still bring: forgotten. */
export const isForgottenId = (storedAt: string, now: number) => !(Date.parse(storedAt) >= now - ID_MEMORY_HOURS * HOUR_MS);

// ---------------------------------------------------------------- e-mail

type Mail = { subject: string; body: string };

const oneLine = (text: unknown) => String(text).replace(/\s+/g, " ").trim();
const reference = submissionReference;

/** The field's label, from its schema's title (under any default or optional), else its name. */
function labelOf(schema: core.$ZodType, name: string): string {
  for (let current: core.$ZodType | undefined = schema; current; current = (current._zod.def as { innerType?: core.$ZodType }).innerType) {
    const title = globalRegistry.get(current)?.title;
    if (title) return title;
  }
  return name;
}

/** Why the lead cannot be mailed on its own now (it waits for the digest), or "" when it can. */
export function ownerMailWait(quota: number | string, mailedThisHour: number): string {
  if (typeof quota !== "number" || quota <= OWNER_MAIL.reserve) return `MailApp quota left is ${quota}, kept for the digests`;
  if (mailedThisHour >= OWNER_MAIL.perHour) return `${mailedThisHour} leads were mailed in the last hour`;
  return "";
}

/** What the store learnt about an edit: it names another mailbox's lead, or an edit stored first replaces it. */
type EditNews = { namesOthers?: boolean; supersededBy?: string };

/** The owner's e-mail about one lead: every field under its label, the reference, and what replaced what. */
export function ownerMail(submission: Submission, news: EditNews, sheet: string): Mail {
  const { values, form, id } = submission;
  const subject = form.subject.replace(/\{(\w+)\}/g, (_match, field: string) => values[field] || "?");
  const lines = [`${form.title} (${values[envelopeFields.formType]}) from the ${site.name} website.`, ""];
  for (const [name, schema] of Object.entries(form.schema.shape)) {
    // Continuation lines are indented so a long message stays readable under its label.
    if (values[name] !== undefined) lines.push(`${labelOf(schema, name)}: ${values[name].replace(/\r?\n/g, "\n    ")}`);
  }
  lines.push("", `Reference: ${reference(id)} (submissionId ${id})`);
  const older = values[envelopeFields.supersedes];
  if (older && news.namesOthers)
    lines.push(`It names reference ${reference(older)} as the one it replaces, but that lead came from another address: both stand.`);
  else if (older) lines.push(`This replaces reference ${reference(older)}: the visitor edited their message and sent it again.`);
  if (news.supersededBy)
    lines.push(`Replaced by reference ${reference(news.supersededBy)}, which arrived first: the visitor edited this message and sent it again.`);
  if (values[envelopeFields.sentBy] === BROWSER_AGENT)
    lines.push("Sent by the visitor's browser agent (WebMCP), on the visitor's behalf, with the visitor on the page.");
  lines.push(
    `Sent: ${values[envelopeFields.timestamp]}`,
    `Sheet: ${sheet}`,
    "",
    `Reply to this e-mail to answer ${oneLine(values[form.nameField] || "the visitor")} directly.`,
  );
  return { subject: `${oneLine(subject).slice(0, 200)} [${reference(id)}]`, body: lines.join("\n") };
}

/** Visitor confirmations are off unless the owner sets true, on, yes or 1. */
export const confirmsToVisitor = (setting: unknown) => /^\s*(true|on|yes|1)\s*$/i.test(String(setting ?? ""));

/**
 * Why no confirmation goes to the visitor, or "" when one may. Each goes to an address the poster
 * typed, so only for a lead a person sent from the site's form (interactedAt), from a budget of its
 * own (VISITOR_CONFIRMATIONS a day, one per mailbox a day), and only while MailApp has more left
 * than a day of the owner's own mails needs.
 */
export function confirmationWait(submission: Submission, quota: number | string, sentToday: number, mailboxConfirmedToday: boolean): string {
  if (!submission.values[envelopeFields.interactedAt]) return "no person touched the form";
  const ownersDay = OWNER_MAIL.reserve + 24 * OWNER_MAIL.perHour;
  if (typeof quota !== "number" || quota <= ownersDay) return `MailApp quota left is ${quota}, kept for the owner`;
  if (sentToday >= VISITOR_CONFIRMATIONS.perDay) return `today's ${VISITOR_CONFIRMATIONS.perDay} confirmations are sent`;
  return mailboxConfirmedToday ? "this mailbox was confirmed today" : "";
}

/** The mailbox a confirmation is counted under (the receiver keys it by a digest). */
export const confirmationMailbox = (submission: Submission) => mailboxAddress(submission.email);

/**
 * A fixed text and the reference: nothing the visitor typed (no name, message or link), so the
 * receiver cannot be used to carry someone's words to an address they typed.
 */
export function visitorConfirmation(submission: Submission): Mail {
  return {
    subject: `We have your message (reference ${reference(submission.id)})`,
    body: [
      "Hello,",
      "",
      `Thank you for contacting ${site.name}. We have your message. ${site.replyPromise}`,
      "",
      `Your reference: ${reference(submission.id)}`,
      "",
      `To add anything, reply to this e-mail or write to ${site.email} and quote the reference.`,
      "",
      site.name,
    ].join("\n"),
  };
}

/** The owner's mail when leads cannot be stored: `what` for the subject, `problem` says where and why. */
export function storageProblemMail(what: string, problem: string, sheet: string): Mail {
  return {
    subject: `Website leads cannot be stored: ${what}`,
    body: [
      `The form receiver cannot store leads ${problem}`,
      "",
      `Until it is fixed, every lead sent from the ${site.name} website waits on the visitor's device, which sends it again`,
      "later; once it is fixed they arrive by themselves. A visitor who clears their browser first loses theirs.",
      "You get this e-mail at most once an hour while the problem lasts.",
      "",
      `Sheet: ${sheet}`,
    ].join("\n"),
  };
}

// ---------------------------------------------------------------- the digest

/** A stored lead as a receiver holds it: where (`sheet`), under which columns, and its values. */
type StoredLead = { sheet: string; headers: readonly string[]; record: Record<string, string> };
type Waiting<T> = T & { time: number; throttled: boolean };

/** Newest first, unmarked before throttled. */
const unmarkedNewestFirst = (a: Waiting<unknown>, b: Waiting<unknown>) => Number(a.throttled) - Number(b.throttled) || b.time - a.time;

/**
 * Newest first, the newest and the oldest by turns: a digest brings the latest news, and a backlog
 * is listed from its old end too, before it leaves the lookback unlisted.
 */
function byTurns<T>(newestFirst: T[]): T[] {
  const order: T[] = [];
  for (let i = 0, j = newestFirst.length - 1; i <= j; i++, j--) {
    order.push(newestFirst[i]!);
    if (i < j) order.push(newestFirst[j]!);
  }
  return order;
}

/**
 * The leads the digest carries, in its order: received within DIGEST.lookbackDays, not yet mailed
 * (`notified` empty; a sheet from before that column was all mailed one by one), suspected spam left
 * out. People's leads come before throttled ones by construction: nothing a poster controls can move
 * another mailbox's lead behind a flood.
 */
export function waitingLeads<T extends StoredLead>(leads: readonly T[], now: number): Waiting<T>[] {
  const since = now - DIGEST.lookbackDays * DAY_MS;
  const waiting = leads.flatMap((lead) => {
    const { record } = lead;
    if (!lead.headers.includes(storedFields.notified) || record[storedFields.notified] || !record[envelopeFields.submissionId]) return [];
    const time = Date.parse(record[storedFields.receivedAt] ?? "");
    if (record[storedFields.spam] === SPAM_MARKS.suspected || !(time >= since)) return [];
    return [{ ...lead, time, throttled: record[storedFields.spam] === SPAM_MARKS.throttled }];
  });
  waiting.sort(unmarkedNewestFirst);
  return [...byTurns(waiting.filter((lead) => !lead.throttled)), ...byTurns(waiting.filter((lead) => lead.throttled))];
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvField(value: string | undefined): string {
  const text = value ?? "";
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The waiting leads as CSV, in the order given: a column for the sheet, then every sheet's columns
 * in the order met, values as stored. At most DIGEST.maxAttachmentChars, well within MailApp's 25 MB
 * of attachments; `carried` are the leads it holds.
 */
function digestCsv<T extends StoredLead>(waiting: readonly T[]) {
  const columns = [...new Set(waiting.flatMap((lead) => lead.headers.filter(Boolean)))];
  const lines = [["sheet", ...columns].map(csvField).join(",")];
  let size = lines[0]!.length + 2;
  const carried: T[] = [];
  for (const lead of waiting) {
    const line = [lead.sheet, ...columns.map((column) => lead.record[column])].map(csvField).join(",");
    if (size + line.length + 2 > DIGEST.maxAttachmentChars) break;
    size += line.length + 2;
    lines.push(line);
    carried.push(lead);
  }
  return { carried, text: `${lines.join("\r\n")}\r\n` };
}

/** One lead, on one line of bounded length whatever the owner typed into the sheet. */
function digestLine(lead: Waiting<StoredLead>): string {
  const { record } = lead;
  const form = receiverFormFor(record[envelopeFields.formType] ?? "");
  const who = form ? record[form.nameField] : "";
  return (
    `- ${form ? form.title : "Submission"} from ${oneLine(who || "?").slice(0, 200)} <${oneLine(record[EMAIL_FIELD] || "?").slice(0, 260)}>, reference ` +
    `${reference(record[envelopeFields.submissionId] ?? "")}, received ${oneLine(record[storedFields.receivedAt]).slice(0, 40)}, sheet "${oneLine(lead.sheet).slice(0, 100)}"` +
    (lead.throttled ? ` (marked throttled: more than ${THROTTLE.perEmailPerHour} from this address within an hour; it may still be the person's own)` : "")
  );
}

/**
 * The hourly digest of `waiting` (waitingLeads' order). MailApp refuses a body over 200 KB, and a
 * digest that fails every hour tells the owner nothing: the body lists at most DIGEST.maxLeads leads
 * in DIGEST.maxBodyChars characters, unmarked and newest first, and counts the rest; the CSV
 * attachment carries every lead it can (`carried`), which are then marked as mailed. What one mail
 * cannot carry waits for the next digest.
 */
export function digestMail<T extends StoredLead>(waiting: readonly Waiting<T>[], now: number, sheet: string) {
  const csv = digestCsv(waiting);
  const head = [
    "Leads stored in the sheet that were not e-mailed to you one by one (MailApp's quota was kept for this digest,",
    `${OWNER_MAIL.perHour} leads had been e-mailed in the hour, or the address had sent ${THROTTLE.perEmailPerHour} already):`,
    "",
  ];
  const foot = ["", `Sheet: ${sheet}`];
  // Room for the lines that count the rest.
  let size = [...head, ...foot].join("\n").length + 300;
  const listed: Waiting<T>[] = [];
  for (const lead of waiting) {
    if (listed.length >= DIGEST.maxLeads) break;
    const length = digestLine(lead).length + 1;
    if (size + length > DIGEST.maxBodyChars) break;
    size += length;
    listed.push(lead);
  }
  const lines = [...listed].sort(unmarkedNewestFirst).map(digestLine);
  const rest = waiting.slice(listed.length, csv.carried.length);
  if (rest.length) {
    const throttled = rest.filter((lead) => lead.throttled).length;
    lines.push(
      "",
      `${rest.length} more ${rest.length === 1 ? "lead" : "leads"} (${throttled} of them marked throttled) ${rest.length === 1 ? "is" : "are"} in the attached CSV, which holds every lead of this digest.`,
    );
  }
  const left = waiting.length - Math.max(csv.carried.length, listed.length);
  if (left > 0) {
    lines.push(
      `${left} more ${left === 1 ? "lead waits" : "leads wait"} in the sheet, past what one mail carries; the next digest brings them. ` +
        `They are the rows of the last ${DIGEST.lookbackDays} days with an empty "${storedFields.notified}" column.`,
    );
  }
  const count = `${waiting.length} ${waiting.length === 1 ? "lead" : "leads"}`;
  return {
    subject: `${count} from the ${site.name} website${listed.length < waiting.length ? `, ${listed.length} listed` : ""}`,
    body: [...head, ...lines, ...foot].join("\n"),
    attachment: { name: `leads-${new Date(now).toISOString().slice(0, 13).replace("T", "-")}h.csv`, text: csv.text },
    carried: csv.carried,
  };
}
