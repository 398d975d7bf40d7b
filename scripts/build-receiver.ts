// The receivers' rules, from one source: the zod schemas of lib/forms and of the envelope below,
// the contract and the formula rule. The local inbox imports them from here; the Apps Script receiver gets them as
// receiver/Rules.gs, which this script writes (`npm run receiver`) and a unit test keeps current.
//   npm run receiver            rewrite receiver/Rules.gs
//   npm run receiver -- --check exit non-zero when receiver/Rules.gs is not what lib/ produces
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { enum as zEnum, guid, iso, object, optional, toJSONSchema, type core } from "zod/mini";
import { leadRetentionDays } from "../content/company";
import { site } from "../content/site";
import { agentRequestPayloadSchema } from "../lib/forms/agent-request/schema";
import { contactPayloadSchema } from "../lib/forms/contact/schema";
import { quoteRequestPayloadSchema } from "../lib/forms/quote-request/schema";
import {
  ADDRESS_TAG,
  BROWSER_AGENT,
  DIGEST,
  ENDPOINT_MESSAGES,
  DOTLESS_DOMAINS,
  ID_MEMORY_HOURS,
  MAX_BODY_BYTES,
  OWNER_MAIL,
  VISITOR_CONFIRMATIONS,
  REFERENCE_LENGTH,
  SPAM_MARKS,
  SPAM_MIN_MS,
  THROTTLE,
  envelopeFields,
  formTypes,
  storedFields,
  type FormType,
} from "../lib/forms/contract";
import { FORMULA_START } from "../lib/forms/spreadsheet-safety";

export const RULES_FILE = "receiver/Rules.gs";

/**
 * What every post carries besides its payload (the honeypot aside, which is never checked): which
 * form, when it was sent, the id its retries share, when the form first appeared, when a person
 * first touched it, and the submission an edit replaces. Only the
 * receivers check it, so it lives here rather than in the forms' own code.
 */
export const submissionEnvelopeSchema = object({
  [envelopeFields.formType]: zEnum(formTypes, `formType must be one of ${formTypes.join(", ")}`),
  [envelopeFields.timestamp]: iso.datetime({ offset: true, error: "timestamp must be an ISO 8601 date and time" }),
  [envelopeFields.submissionId]: guid("submissionId must be a UUID"),
  [envelopeFields.formShownAt]: iso.datetime({ offset: true, error: "formShownAt must be an ISO 8601 date and time" }),
  [envelopeFields.interactedAt]: optional(iso.datetime({ offset: true, error: "interactedAt must be an ISO 8601 date and time" })),
  [envelopeFields.supersedes]: optional(guid("supersedes must be a UUID")),
  [envelopeFields.sentBy]: optional(zEnum([BROWSER_AGENT], `sentBy must be ${BROWSER_AGENT}`)),
});

type Issue = { code: string; message: string };
type Probe = { safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: readonly Issue[] } } };
type ObjectSchema = core.$ZodType & Probe & { shape: Record<string, Probe> };

/** One kind of form: the formTypes filed under it, its payload schema, its sheet and its e-mails. */
export type ReceiverForm = {
  id: string;
  sheet: string;
  formTypes: readonly FormType[];
  schema: ObjectSchema;
  /** Names the kind of submission in the owner's e-mail. */
  title: string;
  /** Subject of the owner's e-mail; `{field}` is that field's value. */
  subject: string;
  /** The field holding the visitor's name, for the greeting of the confirmation. */
  nameField: string;
};

export const receiverForms: readonly ReceiverForm[] = [
  {
    id: "contact",
    sheet: "Contact",
    formTypes: ["contact", "contact_explore", "contact_custom", "contact_training"],
    schema: contactPayloadSchema,
    title: "Contact enquiry",
    subject: "New enquiry from {name}",
    nameField: "name",
  },
  {
    id: "agentRequest",
    sheet: "Agent requests",
    formTypes: ["agent_request"],
    schema: agentRequestPayloadSchema,
    title: "Agent request",
    subject: "Agent request for {agentName} from {fullName}",
    nameField: "fullName",
  },
  {
    id: "quoteRequest",
    sheet: "Quote requests",
    formTypes: ["quote_request"],
    schema: quoteRequestPayloadSchema,
    title: "Quote request",
    subject: "Quote request for {agents} from {fullName}",
    nameField: "fullName",
  },
];

export function receiverFormFor(formType: string): ReceiverForm | undefined {
  return receiverForms.find((form) => (form.formTypes as readonly string[]).includes(formType));
}

/** The field every payload has for the visitor's address: throttled and confirmed per address. */
export const EMAIL_FIELD = "email";

/** A sheet's columns, and the order of a stored inbox line: the payload between the envelope. */
export function columnsOf(form: ReceiverForm): string[] {
  return [
    storedFields.receivedAt,
    envelopeFields.timestamp,
    envelopeFields.formType,
    storedFields.spam,
    ...Object.keys(form.schema.shape),
    envelopeFields.submissionId,
    envelopeFields.formShownAt,
    envelopeFields.interactedAt,
    envelopeFields.supersedes,
    envelopeFields.sentBy,
    storedFields.supersededBy,
    storedFields.notified,
  ];
}

/** What the receiver checks of one field, in the order zod checks it, with zod's own messages. */
export type FieldRule = {
  name: string;
  label: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  choices?: string[];
  messages: { required?: string; tooShort?: string; tooLong?: string; pattern?: string; choice?: string };
};

type JsonProperty = {
  type?: string;
  title?: string;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: string[];
  const?: string;
  anyOf?: JsonProperty[];
};

const HANDLED = new Set(["type", "title", "default", "minLength", "maxLength", "pattern", "format", "enum", "const", "anyOf"]);

function choicesOf(property: JsonProperty): string[] | undefined {
  if (property.enum) return property.enum;
  if (property.const !== undefined) return [property.const];
  if (property.anyOf) return property.anyOf.flatMap((branch) => choicesOf(branch) ?? unsupported("a union of other than choices"));
  return undefined;
}

function unsupported(what: string): never {
  throw new Error(`The receiver cannot check ${what}; teach scripts/build-receiver.ts (and receiver/Code.gs) to`);
}

/** The message zod gives for `value`, from the issue with this code. */
function messageFor(schema: Probe, value: unknown, codes: string[], field: string): string {
  const issue = schema.safeParse(value).error?.issues.find((candidate) => codes.includes(candidate.code));
  if (!issue) throw new Error(`${field}: zod raised no ${codes.join("/")} issue for ${JSON.stringify(value)}`);
  return issue.message;
}

function fieldRules(schema: ObjectSchema): FieldRule[] {
  // "input": what may be posted, so a field with a default is not required.
  const json = toJSONSchema(schema, { io: "input" }) as { properties?: Record<string, JsonProperty>; required?: string[]; additionalProperties?: unknown };
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const extra = Object.keys(property).filter((key) => !HANDLED.has(key));
    if (extra.length) unsupported(`"${extra.join('", "')}" of field ${name}`);
    if (property.format && !property.pattern) unsupported(`the format "${property.format}" of field ${name} without a pattern`);
    const field = schema.shape[name];
    if (!field) throw new Error(`No schema for field ${name}`);
    const rule: FieldRule = { name, label: property.title ?? name, required: required.has(name), messages: {} };
    if (rule.required) rule.messages.required = messageFor(field, undefined, ["invalid_type", "invalid_value", "invalid_union"], name);
    const choices = choicesOf(property);
    if (choices) {
      rule.choices = choices;
      rule.messages.choice = messageFor(field, "\u0000", ["invalid_value", "invalid_union"], name);
      return rule;
    }
    if (property.type !== "string") unsupported(`the type "${property.type}" of field ${name}`);
    if (property.minLength !== undefined) {
      rule.minLength = property.minLength;
      rule.messages.tooShort = messageFor(field, "x".repeat(property.minLength - 1), ["too_small"], name);
    }
    if (property.maxLength !== undefined) {
      rule.maxLength = property.maxLength;
      rule.messages.tooLong = messageFor(field, "x".repeat(property.maxLength + 1), ["too_big"], name);
    }
    if (property.pattern) {
      rule.pattern = property.pattern;
      rule.messages.pattern = messageFor(field, "x", ["invalid_format"], name);
    }
    return rule;
  });
}

export function receiverRules() {
  return {
    maxBodyBytes: MAX_BODY_BYTES,
    spamMinMs: SPAM_MIN_MS,
    spamMarks: SPAM_MARKS,
    throttle: THROTTLE,
    /** What mailboxAddress does after NFKC and lower case: the +tag removed, then dots and domain folded. */
    address: { tag: ADDRESS_TAG.source, dotlessDomains: DOTLESS_DOMAINS },
    ownerMail: OWNER_MAIL,
    visitorConfirmations: VISITOR_CONFIRMATIONS,
    digest: DIGEST,
    idMemoryHours: ID_MEMORY_HOURS,
    leadRetentionDays: leadRetentionDays,
    referenceLength: REFERENCE_LENGTH,
    browserAgent: BROWSER_AGENT,
    fieldNames: { ...envelopeFields, ...storedFields, email: EMAIL_FIELD },
    /** A value matching this (after Unicode NFKC) is stored with a leading apostrophe. */
    formulaStart: FORMULA_START.source,
    messages: ENDPOINT_MESSAGES,
    envelope: fieldRules(submissionEnvelopeSchema),
    forms: receiverForms.map((form) => ({
      id: form.id,
      sheet: form.sheet,
      formTypes: form.formTypes,
      title: form.title,
      subject: form.subject,
      nameField: form.nameField,
      fields: fieldRules(form.schema),
      columns: columnsOf(form),
    })),
    site: { name: site.name, email: site.email, replyPromise: site.replyPromise },
  };
}

export type ReceiverRules = ReturnType<typeof receiverRules>;

export function rulesSource(): string {
  return [
    "// Generated by scripts/build-receiver.ts from the zod schemas of both forms (lib/forms) and of the",
    "// envelope, the contract (lib/forms/contract.ts) and the formula rule (lib/forms/spreadsheet-safety.ts).",
    "// Do not edit: run `npm run receiver`, then paste this file into the Apps Script project beside Code.gs.",
    `var RULES = ${JSON.stringify(receiverRules(), null, 2)};`,
    "",
  ].join("\n");
}

function main() {
  const file = resolve(RULES_FILE);
  const source = rulesSource();
  if (process.argv.includes("--check")) {
    let current = "";
    try {
      current = readFileSync(file, "utf8");
    } catch {
      // Missing counts as out of date.
    }
    if (current !== source) {
      console.error(`${RULES_FILE} is out of date with lib/forms: run \`npm run receiver\` and paste it into the Apps Script project.`);
      process.exit(1);
    }
    console.log(`${RULES_FILE} is up to date`);
    return;
  }
  writeFileSync(file, source);
  console.log(`Wrote ${RULES_FILE}; paste it into the Apps Script project beside Code.gs (receiver/README.md).`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) main();
