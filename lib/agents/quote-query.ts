// A quote's address: /quote?agents=a,b&term=36&a.volume=1200&a.addOn0=1. Everything the buyer
// chose is in the query, so a reload or a shared link shows the same quote. Read and written here,
// with what the link got wrong said in words.
import { DEFAULT_QUOTE_TERM, MAX_QUOTED, QUOTE_TERMS, type QuoteEntries, type QuoteTerm } from "@/lib/agents/quote";

export type QuoteQuery = {
  /** Known agents, in the order given, each once, at most MAX_QUOTED. */
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
  const given = [...new Set((params.get("agents") ?? "").split(",").map((slug) => slug.trim().toLowerCase()).filter(Boolean))];
  const valid = given.filter((slug) => known.includes(slug));
  const unknown = given.filter((slug) => !known.includes(slug));
  const slugs = valid.slice(0, MAX_QUOTED);
  const termText = params.get("term");
  const term = QUOTE_TERMS.find((months) => String(months) === termText?.trim());
  const notes = [
    unknown.length > 0 && `The link names ${unknown.length > 1 ? "agents" : "an agent"} we do not list (${unknown.join(", ")}), left out.`,
    valid.length > MAX_QUOTED && `A quote holds up to ${MAX_QUOTED} agents, so ${valid.slice(MAX_QUOTED).join(", ")} ${valid.length - MAX_QUOTED > 1 ? "are" : "is"} left out.`,
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
