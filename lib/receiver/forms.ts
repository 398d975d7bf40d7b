// What the receivers store: the envelope every post carries, each kind of form with its payload
// schema, sheet and e-mail wording, and the columns of a stored lead.
import { enum as zEnum, guid, iso, object, optional, type core } from "zod/mini";
import { agentRequestPayloadSchema } from "@/lib/forms/agent-request/schema";
import { contactPayloadSchema } from "@/lib/forms/contact/schema";
import { BROWSER_AGENT, envelopeFields, formTypes, storedFields, type FormType } from "@/lib/forms/contract";
import { quoteRequestPayloadSchema } from "@/lib/forms/quote-request/schema";

/**
 * What every post carries besides its payload (the honeypot aside, which is never checked): which
 * form, when it was sent, the id its retries share, when the form first appeared, when a person
 * first touched it, and the submission an edit replaces. Only the receivers check it.
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

type Issue = { code: string; message: string; path?: PropertyKey[] };
type PayloadSchema = core.$ZodType & {
  shape: Record<string, core.$ZodType & { _zod: { def: { type: string } } }>;
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly Issue[] } };
};

/** One kind of form: the formTypes filed under it, its payload schema, its sheet and its e-mails. */
export type ReceiverForm = {
  id: string;
  sheet: string;
  formTypes: readonly FormType[];
  schema: PayloadSchema;
  /** Names the kind of submission in the owner's e-mail. */
  title: string;
  /** Subject of the owner's e-mail; `{field}` is that field's value. */
  subject: string;
  /** The field holding the visitor's name, for the owner's e-mail. */
  nameField: string;
};

/** @internal Exported for the tests (knip --production). */
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

/** The field every payload has for the visitor's address: throttled and confirmed per mailbox. */
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
