// What the quote request form needs as soon as it renders: its values, their empty state and the
// quote as the request carries it. No zod here: the schemas in schema.ts load only once the visitor
// uses the form.
import { quoteTermText, quoteText, type Quote, type QuoteTerm } from "@/lib/agents/quote";
import type { QuoteRequestFormValues, QuoteSummary } from "@/lib/forms/quote-request/schema";
import { formatCentsUsd } from "@/lib/site/numbers";

export type { QuoteRequestFormValues };

export const emptyQuoteRequestForm: QuoteRequestFormValues = { fullName: "", email: "", companyName: "", message: "" };

/** The quote's lines and totals as the request sends them: the owner's mail and the Sheet show these. */
export function quoteSummary(quote: Quote): QuoteSummary {
  return {
    quoteFingerprint: quote.fingerprint,
    termMonths: String(quote.termMonths) as QuoteSummary["termMonths"],
    agents: quote.agents.map((agent) => agent.name).join(", "),
    monthlyUsd: formatCentsUsd(quote.totals.monthlyUsd),
    firstYearUsd: formatCentsUsd(quote.totals.yearsUsd[0] ?? 0),
    termUsd: formatCentsUsd(quote.totals.termUsd),
    passThroughTermUsd: formatCentsUsd(quote.totals.passThroughTermUsd),
    quote: quoteText(quote),
  };
}

/** The summary a request carried, read back from its receipt in the outbox; undefined for anything else. */
export function sentQuoteSummary(payload: Record<string, unknown> | undefined): QuoteSummary | undefined {
  const keys: (keyof QuoteSummary)[] = ["quoteFingerprint", "termMonths", "agents", "monthlyUsd", "firstYearUsd", "termUsd", "passThroughTermUsd", "quote"];
  if (!payload || !keys.every((key) => typeof payload[key] === "string")) return undefined;
  return Object.fromEntries(keys.map((key) => [key, payload[key]])) as QuoteSummary;
}

/** "AI Receptionist and Sales Pro over 24 months (2 years): $1,380 a month, $36,020 in all": the quote in a sentence. */
export function quoteSummaryText(summary: QuoteSummary): string {
  return `${summary.agents} over ${quoteTermText(Number(summary.termMonths) as QuoteTerm)}: ${summary.monthlyUsd} a month, ${summary.termUsd} over the whole term, excluding VAT`;
}
