// What each form sends, for the privacy notice: read from the payload schemas the forms, the local
// inbox and the receiver all use, so the notice lists exactly the fields that are collected.
import { toJSONSchema, type ZodMiniType } from "zod/mini";
import { agentRequestPayloadSchema } from "@/lib/forms/agent-request/schema";
import { contactIntents, intentAnswers } from "@/lib/forms/contact/options";
import { contactPayloadSchema } from "@/lib/forms/contact/schema";
import { quoteRequestFormSchema, quoteRequestPayloadSchema } from "@/lib/forms/quote-request/schema";

/**
 * Payload fields the site fills in by itself; every other field is what the visitor typed or chose.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const siteFilledFields = ["source", "userAgent", "referrer", "agentName", "agentSlug"] as const;

export type CollectedFields = {
  /** Labels of the fields the visitor fills in, in the form's order. */
  typed: string[];
  /** Labels of the fields the site adds. */
  added: string[];
};

function fieldLabels(schema: ZodMiniType): { name: string; label: string }[] {
  const json = toJSONSchema(schema, { io: "input" }) as { properties?: Record<string, { title?: string }> };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ name, label: property.title ?? name }));
}

function collected(schema: ZodMiniType): CollectedFields {
  const fields = fieldLabels(schema);
  const isAdded = (name: string) => (siteFilledFields as readonly string[]).includes(name);
  return {
    typed: fields.filter((field) => !isAdded(field.name)).map((field) => field.label),
    added: fields.filter((field) => isAdded(field.name)).map((field) => field.label),
  };
}

export const contactFormFields = (): CollectedFields => collected(contactPayloadSchema);
export const agentRequestFields = (): CollectedFields => collected(agentRequestPayloadSchema);

/** A quote request: what the visitor types, and the quote the page adds (its reference, term, agents, totals and lines). */
export function quoteRequestFields(): CollectedFields {
  const typed = fieldLabels(quoteRequestFormSchema()).map((field) => field.name);
  const fields = fieldLabels(quoteRequestPayloadSchema);
  return {
    typed: fields.filter((field) => typed.includes(field.name)).map((field) => field.label),
    added: fields.filter((field) => !typed.includes(field.name)).map((field) => field.label),
  };
}

/** The contact form's reasons, each with the extra answers it asks for ("Custom Agent: agent idea and timeline"). */
export function contactIntentAnswers(): { label: string; answers: string[] }[] {
  return contactIntents.map((intent) => ({ label: intent.label, answers: Object.values(intentAnswers[intent.value]) }));
}
