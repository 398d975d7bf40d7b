// The quote request's schemas: what the visitor fills in on /quote and what the company receives,
// the quote's lines and totals with it. Forms load this module on demand (see form.ts); the local
// inbox and receiver/Rules.gs take their rules from it.
// Named imports: a namespace import keeps every zod format check in the client bundle.
import { enum as zEnum, meta, object, optional, strictObject, type output } from "zod/mini";
import { FIELD_LIMITS, blankToUndefined, choiceMessage, emailField, optionalText, requiredText } from "@/lib/forms/fields";

const quoteTermValues = ["12", "24", "36"] as const;

/** Room for an amount in words such as "$123,456.78" or a fingerprint such as "1A2B3C4D". */
const SHORT = 40;

export function quoteRequestFormSchema() {
  return object({
    fullName: requiredText("Full Name", FIELD_LIMITS.name),
    email: emailField,
    companyName: requiredText("Company Name", FIELD_LIMITS.company),
    message: optionalText("Message", FIELD_LIMITS.longText),
  });
}

export type QuoteRequestFormValues = output<ReturnType<typeof quoteRequestFormSchema>>;

/** What one quote request carries; the local inbox validates posts with this same schema. */
export const quoteRequestPayloadSchema = strictObject({
  fullName: requiredText("Full Name", FIELD_LIMITS.name),
  email: emailField,
  companyName: requiredText("Company Name", FIELD_LIMITS.company),
  message: optional(requiredText("Message", FIELD_LIMITS.longText)),
  quoteFingerprint: requiredText("Quote contents fingerprint", SHORT),
  termMonths: zEnum(quoteTermValues, choiceMessage("Term in months")).check(meta({ title: "Term in months" })),
  agents: requiredText("Agents", FIELD_LIMITS.longText),
  monthlyUsd: requiredText("Monthly run rate, USD excluding VAT", SHORT),
  firstYearUsd: requiredText("Year 1, USD excluding VAT", SHORT),
  termUsd: requiredText("Whole term, USD excluding VAT", SHORT),
  passThroughTermUsd: requiredText("Estimated pass-through costs over the term, USD", SHORT),
  quote: requiredText("Quote lines", FIELD_LIMITS.quote),
});

export type QuoteRequestPayload = output<typeof quoteRequestPayloadSchema>;

/** The quote as the request sends it, made by the page from lib/agents/quote.ts. */
export type QuoteSummary = Omit<QuoteRequestPayload, "fullName" | "email" | "companyName" | "message">;

export function buildQuoteRequestPayload(values: QuoteRequestFormValues, quote: QuoteSummary): QuoteRequestPayload {
  return quoteRequestPayloadSchema.parse({
    fullName: values.fullName,
    email: values.email,
    companyName: values.companyName,
    message: blankToUndefined(values.message),
    ...quote,
  });
}
