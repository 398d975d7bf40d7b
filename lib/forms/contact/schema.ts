// The contact form's schemas: what the visitor may fill in, and the payload the company receives.
// Forms load this module on demand (see form.ts); the local inbox imports it directly.
// Named imports: a namespace import keeps every zod format check in the client bundle.
import { array, enum as zEnum, literal, meta, object, strictObject, union, type output } from "zod/mini";
import { aiMaturityLevels, contactIntents, intentAnswers, serviceOptions, teamSizes } from "@/lib/forms/contact/options";
import { timelines } from "@/lib/forms/options";
import {
  FIELD_LIMITS,
  NOT_SPECIFIED,
  blankToUndefined,
  choiceMessage,
  emailField,
  optionalChoice,
  optionalText,
  requiredText,
  valuesOf,
  withDefault,
} from "@/lib/forms/fields";

const intentValues = valuesOf(contactIntents);
const maturityValues = valuesOf(aiMaturityLevels);
const timelineValues = valuesOf(timelines);
const teamSizeValues = valuesOf(teamSizes);
const serviceValues = serviceOptions as [string, ...string[]];

export const contactFormSchema = object({
  fullName: requiredText("Full Name", FIELD_LIMITS.name),
  email: emailField,
  organization: optionalText("Organization", FIELD_LIMITS.company),
  intent: optionalChoice(intentValues),
  selectedServices: array(zEnum(serviceValues)),
  aiMaturityLevel: optionalChoice(maturityValues),
  customAgentIdea: optionalText("Your agent idea", FIELD_LIMITS.longText),
  timeline: optionalChoice(timelineValues),
  teamSize: optionalChoice(teamSizeValues),
  message: optionalText("Message", FIELD_LIMITS.longText),
});

export type ContactFormValues = output<typeof contactFormSchema>;

const notSpecifiedOr = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  withDefault(union([zEnum(values), literal(NOT_SPECIFIED)], choiceMessage(label)).check(meta({ title: label })), NOT_SPECIFIED);

/** What one contact submission carries; the local inbox validates posts with this same schema. */
export const contactPayloadSchema = strictObject({
  name: requiredText("Full Name", FIELD_LIMITS.name),
  email: emailField,
  company: withDefault(requiredText("Organization", FIELD_LIMITS.company), NOT_SPECIFIED),
  message: withDefault(requiredText("Message", FIELD_LIMITS.longText), "No additional message"),
  selectedIntent: notSpecifiedOr("Intent", intentValues),
  selectedServices: withDefault(requiredText("Services", 500), "None selected"),
  aiMaturityLevel: notSpecifiedOr("AI maturity", maturityValues),
  customAgentIdea: withDefault(requiredText("Your agent idea", FIELD_LIMITS.longText), NOT_SPECIFIED),
  timeline: notSpecifiedOr("Timeline", timelineValues),
  teamSize: notSpecifiedOr("Team size", teamSizeValues),
  source: literal("Contact Page", choiceMessage("Source")).check(meta({ title: "Source" })),
  userAgent: withDefault(requiredText("User agent", FIELD_LIMITS.userAgent), NOT_SPECIFIED),
  referrer: withDefault(requiredText("Referrer", FIELD_LIMITS.referrer), "Direct"),
});

export type ContactPayload = output<typeof contactPayloadSchema>;

export type BrowserContext = { userAgent?: string; referrer?: string };

/**
 * Builds the payload from the form. Only the fields the chosen intent shows are sent, so a visitor
 * who switches intent does not send answers they can no longer see.
 */
export function buildContactPayload(values: ContactFormValues, context: BrowserContext = {}): ContactPayload {
  const intent = values.intent || undefined;
  /** A value of the chosen intent's answers (lib/forms/contact/options intentAnswers); others are not sent. */
  const shown = (field: string, value: string) => (intent && field in intentAnswers[intent] ? blankToUndefined(value) : undefined);
  return contactPayloadSchema.parse({
    name: values.fullName,
    email: values.email,
    company: blankToUndefined(values.organization),
    message: blankToUndefined(values.message),
    selectedIntent: intent,
    selectedServices: shown("selectedServices", values.selectedServices.join(", ")),
    aiMaturityLevel: shown("aiMaturityLevel", values.aiMaturityLevel),
    customAgentIdea: shown("customAgentIdea", values.customAgentIdea),
    timeline: shown("timeline", values.timeline),
    teamSize: shown("teamSize", values.teamSize),
    source: "Contact Page",
    userAgent: blankToUndefined(context.userAgent?.slice(0, FIELD_LIMITS.userAgent)),
    referrer: blankToUndefined(context.referrer?.slice(0, FIELD_LIMITS.referrer)),
  });
}
