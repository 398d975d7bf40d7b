// A quote's address: /quote?agents=a,b&term=36&a.volume=1200&a.addOn0=1. Everything the buyer
// chose is in the query, so a reload or a shared link shows the same quote. Read and written here,
// with what the link got wrong said in words.
import { DEFAULT_QUOTE_TERM, QUOTE_TERMS, type QuoteEntries, type QuoteTerm } from "@/lib/agents/quote";
import { roiAddOnFields, type RoiEstimate, type RoiPricing } from "@/lib/agents/roi";
import { QUOTE_PATH } from "@/lib/site/hrefs";

export type QuoteQuery = {
  /** Known agents, in the order given, each once. */
  slugs: string[];
  term: QuoteTerm;
  /** What was entered per agent, by field key, as text. */
  entries: Record<string, Record<string, string>>;
  /** What the link asked for that the quote could not take, in words. */
  notes: string[];
};

/** Reads a query string against the catalog's slugs. */
export function parseQuoteQuery(search: string, known: readonly string[]): QuoteQuery {
  const params = new URLSearchParams(search);
  const given = [
    ...new Set(
      (params.get("agents") ?? "")
        .split(",")
        .map((slug) => slug.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const slugs = given.filter((slug) => known.includes(slug));
  const unknown = given.filter((slug) => !known.includes(slug));
  const termText = params.get("term");
  const term = QUOTE_TERMS.find((months) => String(months) === termText?.trim());
  const notes = [
    unknown.length > 0 && `The link names ${unknown.length > 1 ? "agents" : "an agent"} we do not list (${unknown.join(", ")}), left out.`,
    termText !== null && !term && `The link's term is not one of ${QUOTE_TERMS.join(", ")} months, so the quote is for ${DEFAULT_QUOTE_TERM} months.`,
  ].filter((note): note is string => Boolean(note));
  const entries: QuoteQuery["entries"] = {};
  for (const slug of slugs) {
    entries[slug] = {};
    for (const [name, value] of params) {
      if (name.startsWith(`${slug}.`)) entries[slug]![name.slice(slug.length + 1)] = value;
    }
  }
  return { slugs, term: term ?? DEFAULT_QUOTE_TERM, entries, notes };
}

/** The query string of a quote: its agents, term and every value entered. */
export function quoteQueryString(slugs: readonly string[], term: QuoteTerm, entries: Record<string, QuoteEntries>): string {
  const params = new URLSearchParams();
  params.set("agents", slugs.join(","));
  params.set("term", String(term));
  for (const slug of slugs) {
    for (const [key, value] of Object.entries(entries[slug] ?? {})) {
      // A field emptied by the visitor stays in the address empty, so a reload shows it empty with its message.
      if (value !== undefined) params.set(`${slug}.${key}`, String(value).trim());
    }
  }
  return params.toString().replaceAll("%2C", ",");
}

/**
 * The quote for one agent at an ROI estimate's numbers, as an address: the estimator links to it so
 * the visitor's numbers are not typed twice. The volume is the estimate's per month (a per-day model
 * already counted over the working days), whole because the quote takes whole numbers. Seats are
 * left to the quote's default: the estimate asks for none, and both price the seats the volume needs.
 */
export function quoteHrefForEstimate(slug: string, estimate: RoiEstimate, pricing: RoiPricing): string {
  const entries: QuoteEntries = {};
  if (pricing.volume) {
    entries.volume = Math.round(estimate.tasksPerMonth);
    // The quote asks for the share counted twice only when the usage terms count some as two.
    if (pricing.volume.countsAsTwo) entries.countedTwicePercent = Math.round(estimate.values.countedTwicePercent);
  }
  // estimate.addOns is in roiAddOnFields' order, the same fields (and keys) the quote asks for.
  roiAddOnFields(pricing).forEach((field, index) => {
    entries[field.key] = estimate.addOns[index]?.count ?? 0;
  });
  return `${QUOTE_PATH}?${quoteQueryString([slug], DEFAULT_QUOTE_TERM, { [slug]: entries })}`;
}
