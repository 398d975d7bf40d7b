// What the quote request form needs as soon as it renders: its values, their empty state and the
// quote as the request carries it. No zod here: the schemas in schema.ts load only once the visitor
// uses the form.
import { quoteText, type Quote } from "@/lib/agents/quote";
import type { QuoteRequestFormValues, QuoteSummary } from "@/lib/forms/quote-request/schema";
import { formatUsd } from "@/lib/site/numbers";

export type { QuoteRequestFormValues };

export const emptyQuoteRequestForm: QuoteRequestFormValues = { fullName: "", email: "", companyName: "", message: "" };

/** The quote's lines and totals as the request sends them: the owner's mail and the Sheet show these. */
export function quoteSummary(quote: Quote): QuoteSummary {
  return {
    quoteReference: quote.reference,
    termMonths: String(quote.termMonths) as QuoteSummary["termMonths"],
    agents: quote.agents.map((agent) => agent.name).join(", "),
    firstYearUsd: formatUsd(quote.totals.firstYearUsd),
    termUsd: formatUsd(quote.totals.termUsd),
    perMonthUsd: formatUsd(quote.totals.perMonthOverTermUsd),
    passThroughTermUsd: formatUsd(quote.totals.passThroughTermUsd),
    quote: quoteText(quote),
  };
}
