// A buyer's quote for several agents over a term: each agent's monthly price at the volume entered
// with its add-ons, its set-up fee and its estimated pass-through costs, then totals for the first
// year, the whole term and per month over the term. The prices come from pricing.ts and the add-on
// inputs from roi.ts, the code the listings, compare and the estimator use, so no two pages differ.
// Pure: the quote page, the text sent with a quote request and the build_quote tool all call it.
import type { AgentListing } from "@/content/types";
import type { QuoteTerms } from "@/content/quote-terms";
import { writtenDate } from "@/content/date-text";
import { monthlyPriceAt, passThroughLinesAt, type PassThroughLine } from "@/lib/agents/pricing";
import { countedValue, roiAddOnFields, type RoiField, type RoiPricing } from "@/lib/agents/roi";
import { formatNumber, formatUsd } from "@/lib/site/numbers";

/** The terms a quote is made for, in months. */
export const QUOTE_TERMS = [12, 24, 36] as const;
export type QuoteTerm = (typeof QUOTE_TERMS)[number];
export const DEFAULT_QUOTE_TERM: QuoteTerm = 12;

/** The most agents one quote holds. */
export const MAX_QUOTED = 6;

/** A volume above this many times what the price includes is a conversation, not a quote. */
const MOST_TIMES_INCLUDED = 20;

/** The price terms a quote needs: the estimator's, and the pass-through costs. */
export type QuotePricing = RoiPricing & Pick<AgentListing["pricing"], "passThroughCosts">;

export type QuoteAgent = { slug: string; name: string; pricing: QuotePricing };

/** What the buyer entered for one agent, by field key ("volume", "addOn0"): numbers, or the text of a field. */
export type QuoteEntries = Partial<Record<string, number | string>>;

/** An input of the quote: the priced volume a month, or the count of an add-on. */
export type QuoteField = Pick<RoiField, "label" | "defaultValue" | "min" | "max" | "step"> & { key: string };

export function pricingForQuote(pricing: AgentListing["pricing"]): QuotePricing {
  const { model, fromUsdPerMonth, setupUsd, minimumSeats, volume, addOns, passThroughCosts } = pricing;
  return { model, fromUsdPerMonth, setupUsd, minimumSeats, volume, addOns, passThroughCosts };
}

/** The priced volume a month, when the price depends on it: starts at what the starting price includes. */
function volumeField(pricing: QuotePricing): QuoteField | undefined {
  const { volume } = pricing;
  if (!volume) return undefined;
  const seats = pricing.model === "per-seat" ? (pricing.minimumSeats ?? 1) : 1;
  const included = volume.includedPerMonth * seats;
  const unit = volume.unit[1];
  return {
    key: "volume",
    label: `${unit.charAt(0).toUpperCase()}${unit.slice(1)} a month`,
    defaultValue: included,
    min: 0,
    max: Math.max(1, included) * MOST_TIMES_INCLUDED,
    step: 1,
  };
}

/** Every input of one agent in the quote: its volume (when priced), then one count per add-on it may take. */
export function quoteFields(pricing: QuotePricing): QuoteField[] {
  const volume = volumeField(pricing);
  return [...(volume ? [volume] : []), ...roiAddOnFields(pricing)];
}

/** What is wrong with an entry, in the words shown next to its field; undefined when it counts as typed. */
export function quoteFieldProblem(field: QuoteField, entry: number | string | undefined): string | undefined {
  const range = `from ${formatNumber(field.min)} to ${formatNumber(field.max)}`;
  const text = typeof entry === "number" ? String(entry) : (entry ?? "").trim();
  if (text === "") return `Enter a number ${range}.`;
  const value = Number(text);
  if (!Number.isFinite(value) || !Number.isInteger(value)) return `Enter a whole number ${range}.`;
  if (value < field.min || value > field.max) return `Enter a number ${range}.`;
  return undefined;
}

/** The value an entry counts as: a whole number within the field's bounds, the default when empty. */
function countedEntry(field: QuoteField, entry: number | string | undefined): number {
  const blank = entry === undefined || (typeof entry === "string" && entry.trim() === "");
  return Math.round(countedValue(field, blank ? field.defaultValue : entry));
}

export type QuoteLine = {
  kind: "monthly" | "setup" | "pass-through";
  label: string;
  usd: number;
  /** Pass-through costs only: who bills it and where the estimate comes from. */
  billedBy?: string;
  basis?: string;
};

/** Sums over the term; pass-through costs are kept apart, as estimates Lumenfold does not bill. */
export type QuoteTotals = {
  monthlyUsd: number;
  setupUsd: number;
  firstYearUsd: number;
  termUsd: number;
  perMonthOverTermUsd: number;
  passThroughMonthlyUsd: number;
  passThroughFirstYearUsd: number;
  passThroughTermUsd: number;
};

export type QuotedAgent = {
  slug: string;
  name: string;
  /** Each field's key and the value it counts as. */
  counted: Record<string, number>;
  lines: QuoteLine[];
  totals: QuoteTotals;
};

export type Quote = { termMonths: QuoteTerm; agents: QuotedAgent[]; totals: QuoteTotals; reference: string };

function totalsOf(monthlyUsd: number, setupUsd: number, passThroughMonthlyUsd: number, termMonths: QuoteTerm): QuoteTotals {
  const termUsd = setupUsd + termMonths * monthlyUsd;
  return {
    monthlyUsd,
    setupUsd,
    firstYearUsd: setupUsd + 12 * monthlyUsd,
    termUsd,
    perMonthOverTermUsd: termUsd / termMonths,
    passThroughMonthlyUsd,
    passThroughFirstYearUsd: 12 * passThroughMonthlyUsd,
    passThroughTermUsd: termMonths * passThroughMonthlyUsd,
  };
}

function sumTotals(all: QuoteTotals[], termMonths: QuoteTerm): QuoteTotals {
  const sum = (key: keyof QuoteTotals) => all.reduce((total, totals) => total + totals[key], 0);
  return totalsOf(sum("monthlyUsd"), sum("setupUsd"), sum("passThroughMonthlyUsd"), termMonths);
}

function quoteAgent(agent: QuoteAgent, entries: QuoteEntries): QuotedAgent {
  const { pricing } = agent;
  const fields = quoteFields(pricing);
  const counted = Object.fromEntries(fields.map((field) => [field.key, countedEntry(field, entries[field.key])]));
  const addOns = roiAddOnFields(pricing).map((field) => ({
    addOn: (pricing.addOns ?? [])[Number(field.key.slice("addOn".length))]!,
    count: counted[field.key] ?? 0,
  }));
  const units = counted.volume ?? 0;
  const price = monthlyPriceAt(pricing, units, addOns);
  const passThrough: PassThroughLine[] = passThroughLinesAt(pricing.passThroughCosts, units);
  const lines: QuoteLine[] = [
    ...price.lines.map((line) => ({ kind: "monthly" as const, ...line })),
    { kind: "setup", label: "Set-up and integration fee, one-off", usd: pricing.setupUsd },
    ...passThrough.map((line) => ({ kind: "pass-through" as const, ...line })),
  ];
  const passThroughUsd = passThrough.reduce((sum, line) => sum + line.usd, 0);
  return { slug: agent.slug, name: agent.name, counted, lines, totals: totalsOf(price.usd, pricing.setupUsd, passThroughUsd, DEFAULT_QUOTE_TERM) };
}

/** FNV-1a: a short, stable fingerprint of what the quote was made from. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).toUpperCase().padStart(8, "0");
}

/** The quote for these agents and entries over the term; the same input always gives the same quote and reference. */
export function buildQuote(agents: readonly { agent: QuoteAgent; entries?: QuoteEntries }[], termMonths: QuoteTerm): Quote {
  const quoted = agents.map(({ agent, entries }) => {
    const one = quoteAgent(agent, entries ?? {});
    return { ...one, totals: totalsOf(one.totals.monthlyUsd, one.totals.setupUsd, one.totals.passThroughMonthlyUsd, termMonths) };
  });
  const made = quoted.map((agent) => `${agent.slug}:${Object.values(agent.counted).join(".")}`).join(",");
  return { termMonths, agents: quoted, totals: sumTotals(quoted.map((agent) => agent.totals), termMonths), reference: `Q-${fingerprint(`${made};${termMonths}`)}` };
}

/** "36 months (3 years)". */
export function quoteTermText(months: QuoteTerm): string {
  return months === 12 ? "12 months (1 year)" : `${months} months (${months / 12} years)`;
}

/** The totals as rows of label and amounts: what Lumenfold bills (excluding VAT), and the pass-through estimate beside it. */
export function quoteTotalRows(totals: QuoteTotals, termMonths: QuoteTerm): { label: string; usd: string; passThroughUsd: string }[] {
  return [
    { label: "First year, set-up fee included", usd: formatUsd(totals.firstYearUsd), passThroughUsd: formatUsd(totals.passThroughFirstYearUsd) },
    { label: `Whole term, ${termMonths} months, set-up fee included`, usd: formatUsd(totals.termUsd), passThroughUsd: formatUsd(totals.passThroughTermUsd) },
    { label: "Per month over the term", usd: formatUsd(totals.perMonthOverTermUsd), passThroughUsd: formatUsd(totals.passThroughMonthlyUsd) },
  ];
}

/** A line's amount as shown: "$490 a month", "$2,900 one-off", "about $50 a month". */
export function quoteLineAmount(line: QuoteLine): string {
  if (line.kind === "setup") return `${formatUsd(line.usd)} one-off`;
  return `${line.kind === "pass-through" ? "about " : ""}${formatUsd(line.usd)} a month`;
}

/** The quote as plain text, line by line, for the request the owner receives. */
export function quoteText(quote: Quote): string {
  const totals = (totals: QuoteTotals) =>
    quoteTotalRows(totals, quote.termMonths)
      .map((row) => `${row.label}: ${row.usd} (pass-through, estimated: ${row.passThroughUsd})`)
      .join("; ");
  return [
    `Quote ${quote.reference}, term ${quoteTermText(quote.termMonths)}, USD excluding VAT, indicative`,
    ...quote.agents.flatMap((agent) => [
      "",
      agent.name,
      ...agent.lines.map((line) =>
        line.kind === "pass-through" ? `- Pass-through, estimated, billed by ${line.billedBy}: ${line.label}: ${quoteLineAmount(line)}` : `- ${line.label}: ${quoteLineAmount(line)}`,
      ),
      `- Totals: ${totals(agent.totals)}`,
    ]),
    "",
    `Quote totals: ${totals(quote.totals)}`,
  ].join("\n");
}


/** The totals in the other currency the owner gave, with its rate and date; undefined for USD alone. */
export function otherCurrencyText(totals: QuoteTotals, currency: QuoteTerms["otherCurrency"]): string | undefined {
  if (!currency) return undefined;
  const amount = (usd: number) => `${currency.code} ${formatNumber(usd * currency.perUsd)}`;
  return `In ${currency.code} at ${formatNumber(currency.perUsd, 4)} per US dollar (${currency.source}, ${writtenDate(currency.rateDate)}): first year ${amount(totals.firstYearUsd)}, whole term ${amount(totals.termUsd)}, ${amount(totals.perMonthOverTermUsd)} a month over the term, excluding VAT. The quote is made in USD.`;
}

/** What every quote assumes, in words: printed with it and returned by the build_quote tool. */
export const QUOTE_ASSUMPTIONS = [
  "Each agent's price is its listing's indicative price at the volume entered, with usage above the included volume at the listing's own rate and the add-ons chosen.",
  "The set-up fee is paid once, at the start: the first year counts it and 12 months, the whole term counts it and every month of the term, and the price per month over the term is the whole term divided by its months.",
  "Pass-through costs are estimates of what others (phone, messaging and data providers) bill you for the agent to run, at the rate and on the basis each line states; Lumenfold does not bill them, and your own contracts set them.",
  "Prices stay as listed for the whole term; any change is agreed in the order.",
] as const;
