// A buyer's quote for any number of agents over a term: each agent's monthly price at the numbers
// entered (volume, the share counted twice, seats, add-ons), its set-up fee and its estimated
// pass-through costs, then the monthly run rate, each year of the term and the whole term. Prices
// come from pricing.ts's monthlyPriceFor, the rule the listings, compare and the estimator use, so
// no two pages differ. Every line is rounded to the cent (pass-through estimates to the dollar) and
// every total is the sum of the lines as printed, so the quote foots.
// Pure: the quote page, the text sent with a quote request and the build_quote tool all call it.
import type { AgentListing, RoiInput } from "@/content/types";
import type { QuoteTerms } from "@/content/quote-terms";
import { writtenDate } from "@/content/date-text";
import { monthlyPriceFor, passThroughLinesAt, sumCents, toCents, type PassThroughLine } from "@/lib/agents/pricing";
import { countedValue, roiAddOnFields, type RoiField, type RoiPricing } from "@/lib/agents/roi";
import { formatCentsUsd, formatNumber } from "@/lib/site/numbers";

/** The terms a quote is made for, in months. */
export const QUOTE_TERMS = [12, 24, 36] as const;
export type QuoteTerm = (typeof QUOTE_TERMS)[number];
export const DEFAULT_QUOTE_TERM: QuoteTerm = 12;

/** Above this many times what the price includes, the price table stops: the quote counts up to it, and the request asks for a custom price. */
const MOST_TIMES_INCLUDED = 20;

/** The price terms a quote needs: the estimator's, the pass-through costs, and the estimator's input for the share counted twice. */
export type QuotePricing = RoiPricing &
  Pick<AgentListing["pricing"], "passThroughCosts" | "seat"> & {
    countedTwice?: Pick<RoiInput, "label" | "defaultValue" | "min" | "max" | "step">;
  };

export type QuoteAgent = { slug: string; name: string; pricing: QuotePricing };

/** What the buyer entered for one agent, by field key ("volume", "seats", "addOn0"): numbers, or the text of a field. */
export type QuoteEntries = Partial<Record<string, number | string>>;

/** An input of the quote: the volume a month, the share counted twice, the seats, or the count of an add-on. */
export type QuoteField = Pick<RoiField, "label" | "defaultValue" | "min" | "max" | "step"> & {
  key: string;
  /** Whether an entry above `max` asks for a custom price instead of being wrong: true for volumes and seats. */
  customAbove?: boolean;
};

export function pricingForQuote(listing: Pick<AgentListing, "pricing" | "roi">): QuotePricing {
  const { model, fromUsdPerMonth, setupUsd, minimumSeats, seat, volume, addOns, passThroughCosts } = listing.pricing;
  const countedTwice = listing.roi.inputs.find((input) => input.key === "countedTwicePercent");
  return {
    model,
    fromUsdPerMonth,
    setupUsd,
    minimumSeats,
    seat,
    volume,
    addOns,
    passThroughCosts,
    ...(countedTwice && volume?.countsAsTwo
      ? { countedTwice: { label: countedTwice.label, defaultValue: countedTwice.defaultValue, min: countedTwice.min, max: countedTwice.max, step: 1 } }
      : {}),
  };
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const leastSeats = (pricing: QuotePricing) => (pricing.model === "per-seat" ? (pricing.minimumSeats ?? 1) : 1);

/** The seats a per-seat buyer counts: people, as the listing defines a seat. */
function seatsField(pricing: QuotePricing): QuoteField | undefined {
  if (pricing.model !== "per-seat") return undefined;
  const least = leastSeats(pricing);
  return {
    key: "seats",
    label: pricing.seat ? `Seats, each ${pricing.seat}` : "Seats",
    defaultValue: least,
    min: least,
    max: Math.max(5, least) * MOST_TIMES_INCLUDED,
    step: 1,
    customAbove: true,
  };
}

/** The volume a month, when the price depends on it: starts at what the starting price includes. */
function volumeField(pricing: QuotePricing): QuoteField | undefined {
  const { volume } = pricing;
  if (!volume) return undefined;
  const included = volume.includedPerMonth * leastSeats(pricing);
  return {
    key: "volume",
    label: `${capitalized(volume.unit[1])} a month`,
    defaultValue: included,
    min: 0,
    max: Math.max(1, included) * MOST_TIMES_INCLUDED,
    step: 1,
    customAbove: true,
  };
}

/** Every input of one agent in the quote: seats, volume and the share of it counted twice (when priced), then one count per add-on. */
export function quoteFields(pricing: QuotePricing): QuoteField[] {
  const countedTwice = pricing.countedTwice ? { key: "countedTwicePercent", ...pricing.countedTwice } : undefined;
  return [seatsField(pricing), volumeField(pricing), countedTwice, ...roiAddOnFields(pricing)].filter((field): field is QuoteField => field !== undefined);
}

/** An entry as text: "" when there is none. */
const entryText = (entry: number | string | undefined) => (typeof entry === "number" ? String(entry) : (entry ?? "").trim());

/**
 * What is wrong with an entry, in the words shown next to its field; undefined when it counts as
 * typed. An entry above a volume's or seats' range is not wrong: see `customEntry`.
 */
export function quoteFieldProblem(field: QuoteField, entry: number | string | undefined): string | undefined {
  const range = field.customAbove ? `of ${formatNumber(field.min)} or more` : `from ${formatNumber(field.min)} to ${formatNumber(field.max)}`;
  const text = entryText(entry);
  if (text === "") return `Enter a number ${range}.`;
  const value = Number(text);
  if (!Number.isFinite(value) || !Number.isInteger(value)) return `Enter a whole number ${range}.`;
  if (value < field.min || (value > field.max && !field.customAbove)) return `Enter a number ${range}.`;
  return undefined;
}

/** The number entered above the range the price table covers, which the request asks to price by hand; undefined otherwise. */
export function customEntry(field: QuoteField, entry: number | string | undefined): number | undefined {
  const value = Number(entryText(entry));
  return field.customAbove && entryText(entry) !== "" && Number.isInteger(value) && value > field.max ? value : undefined;
}

/** The value an entry counts as: a whole number within the field's bounds, the default when empty. */
function countedEntry(field: QuoteField, entry: number | string | undefined): number {
  return Math.round(countedValue(field, entryText(entry) === "" ? field.defaultValue : entry));
}

export type QuoteLine = {
  kind: "monthly" | "setup" | "pass-through";
  label: string;
  usd: number;
  /** Pass-through costs only: who bills it and where the estimate comes from. */
  billedBy?: string;
  basis?: string;
};

/** Sums over the term, from the lines as printed; pass-through costs are kept apart, as estimates Lumenfold does not bill. */
export type QuoteTotals = {
  /** The monthly run rate: the monthly lines added up. */
  monthlyUsd: number;
  setupUsd: number;
  /** Each year of the term: the first with the set-up fee, every one with 12 months. */
  yearsUsd: number[];
  termUsd: number;
  passThroughMonthlyUsd: number;
  passThroughYearUsd: number;
  passThroughTermUsd: number;
};

/** A number entered above the price table's range, priced here at the range's top and to be priced by hand. */
export type CustomEntry = { label: string; entered: number; counted: number };

export type QuotedAgent = {
  slug: string;
  name: string;
  /** Each field's label and the value it counts as, in the fields' order: printed and sent with the quote. */
  inputs: { key: string; label: string; value: number }[];
  custom: CustomEntry[];
  lines: QuoteLine[];
  totals: QuoteTotals;
};

/** A quote; `fingerprint` names its content (the same agents, numbers and term give the same one), never a request. */
export type Quote = { termMonths: QuoteTerm; agents: QuotedAgent[]; totals: QuoteTotals; fingerprint: string };

function totalsOf(monthlyUsd: number, setupUsd: number, passThroughMonthlyUsd: number, termMonths: QuoteTerm): QuoteTotals {
  const yearUsd = toCents(12 * monthlyUsd);
  const yearsUsd = Array.from({ length: termMonths / 12 }, (_, index) => (index === 0 ? sumCents([setupUsd, yearUsd]) : yearUsd));
  const passThroughYearUsd = toCents(12 * passThroughMonthlyUsd);
  return {
    monthlyUsd,
    setupUsd,
    yearsUsd,
    termUsd: sumCents(yearsUsd),
    passThroughMonthlyUsd,
    passThroughYearUsd,
    passThroughTermUsd: toCents((termMonths / 12) * passThroughYearUsd),
  };
}

function sumTotals(all: QuoteTotals[], termMonths: QuoteTerm): QuoteTotals {
  const sum = (key: "monthlyUsd" | "setupUsd" | "passThroughMonthlyUsd") => sumCents(all.map((totals) => totals[key]));
  return totalsOf(sum("monthlyUsd"), sum("setupUsd"), sum("passThroughMonthlyUsd"), termMonths);
}

function quoteAgent(agent: QuoteAgent, entries: QuoteEntries, termMonths: QuoteTerm): QuotedAgent {
  const { pricing } = agent;
  const fields = quoteFields(pricing);
  const counted = Object.fromEntries(fields.map((field) => [field.key, countedEntry(field, entries[field.key])]));
  const addOns = roiAddOnFields(pricing).map((field) => ({
    addOn: (pricing.addOns ?? [])[Number(field.key.slice("addOn".length))]!,
    count: counted[field.key] ?? 0,
  }));
  const tasksPerMonth = counted.volume ?? 0;
  const price = monthlyPriceFor(pricing, { tasksPerMonth, countedTwicePercent: counted.countedTwicePercent, seats: counted.seats, addOns });
  const passThrough: PassThroughLine[] = passThroughLinesAt(pricing.passThroughCosts, tasksPerMonth);
  const lines: QuoteLine[] = [
    ...price.lines.map((line) => ({ kind: "monthly" as const, ...line })),
    { kind: "setup", label: "Set-up and integration fee, one-off", usd: pricing.setupUsd },
    ...passThrough.map((line) => ({ kind: "pass-through" as const, ...line })),
  ];
  const custom = fields.flatMap((field) => {
    const entered = customEntry(field, entries[field.key]);
    return entered === undefined ? [] : [{ label: field.label, entered, counted: field.max }];
  });
  return {
    slug: agent.slug,
    name: agent.name,
    inputs: fields.map((field) => ({ key: field.key, label: field.label, value: counted[field.key]! })),
    custom,
    lines,
    totals: totalsOf(price.usd, pricing.setupUsd, sumCents(passThrough.map((line) => line.usd)), termMonths),
  };
}

/** FNV-1a: a short, stable fingerprint of what the quote was made from. */
function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).toUpperCase().padStart(8, "0");
}

/** The quote for these agents and entries over the term; the same input always gives the same quote and fingerprint. */
export function buildQuote(agents: readonly { agent: QuoteAgent; entries?: QuoteEntries }[], termMonths: QuoteTerm): Quote {
  const quoted = agents.map(({ agent, entries }) => quoteAgent(agent, entries ?? {}, termMonths));
  const made = quoted
    .map((agent) => `${agent.slug}:${agent.inputs.map((input) => input.value).join(".")}:${agent.custom.map((entry) => entry.entered).join(".")}`)
    .join(",");
  return {
    termMonths,
    agents: quoted,
    totals: sumTotals(
      quoted.map((agent) => agent.totals),
      termMonths,
    ),
    fingerprint: fingerprintOf(`${made};${termMonths}`),
  };
}

/** "36 months (3 years)". */
export function quoteTermText(months: QuoteTerm): string {
  return months === 12 ? "12 months (1 year)" : `${months} months (${months / 12} years)`;
}

export type QuoteTotalRow = { label: string; usd: string; passThroughUsd: string };

/** The totals as rows of label and amounts: what Lumenfold bills (excluding VAT), and the pass-through estimate beside it. */
export function quoteTotalRows(totals: QuoteTotals, termMonths: QuoteTerm): QuoteTotalRow[] {
  return [
    { label: "Monthly run rate", usd: formatCentsUsd(totals.monthlyUsd), passThroughUsd: formatCentsUsd(totals.passThroughMonthlyUsd) },
    { label: "Set-up fee, one-off", usd: formatCentsUsd(totals.setupUsd), passThroughUsd: formatCentsUsd(0) },
    ...totals.yearsUsd.map((usd, index) => ({
      label: index === 0 ? "Year 1, set-up fee included" : `Year ${index + 1}`,
      usd: formatCentsUsd(usd),
      passThroughUsd: formatCentsUsd(totals.passThroughYearUsd),
    })),
    { label: `Whole term, ${termMonths} months`, usd: formatCentsUsd(totals.termUsd), passThroughUsd: formatCentsUsd(totals.passThroughTermUsd) },
  ];
}

/** A line's amount as shown: "$490 a month", "$2,900 one-off", "about $50 a month". */
export function quoteLineAmount(line: QuoteLine): string {
  if (line.kind === "setup") return `${formatCentsUsd(line.usd)} one-off`;
  return `${line.kind === "pass-through" ? "about " : ""}${formatCentsUsd(line.usd)} a month`;
}

/** "Answered calls a month: 1,200; Add-on ...: 0": an agent's numbers as counted. */
function quoteInputsText(agent: QuotedAgent): string {
  return agent.inputs.map((input) => `${input.label}: ${formatNumber(input.value)}`).join("; ");
}

/** "Answered calls a month: 50,000 entered, above the 16,000 this quote prices": what the buyer asks to have priced by hand. */
export function customEntryText(entry: CustomEntry): string {
  return `${entry.label}: ${formatNumber(entry.entered)} entered, above the ${formatNumber(entry.counted)} this quote prices`;
}

/** The quote as plain text, line by line, for the request the owner receives. */
export function quoteText(quote: Quote): string {
  const totals = (totals: QuoteTotals) =>
    quoteTotalRows(totals, quote.termMonths)
      .map((row) => `${row.label}: ${row.usd} (pass-through, estimated: ${row.passThroughUsd})`)
      .join("; ");
  return [
    `Quote ${quote.fingerprint}, term ${quoteTermText(quote.termMonths)}, USD excluding VAT, indicative`,
    ...quote.agents.flatMap((agent) => [
      "",
      agent.name,
      ...(agent.inputs.length ? [`- Numbers: ${quoteInputsText(agent)}`] : []),
      ...agent.custom.map((entry) => `- Custom price asked: ${customEntryText(entry)}`),
      ...agent.lines.map((line) =>
        line.kind === "pass-through"
          ? `- Pass-through, estimated, billed by ${line.billedBy}: ${line.label}: ${quoteLineAmount(line)}`
          : `- ${line.label}: ${quoteLineAmount(line)}`,
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
  return `In ${currency.code} at ${formatNumber(currency.perUsd, 4)} per US dollar (${currency.source}, ${writtenDate(currency.rateDate)}): ${amount(totals.monthlyUsd)} a month, first year ${amount(totals.yearsUsd[0] ?? 0)}, whole term ${amount(totals.termUsd)}, excluding VAT. The quote is made in USD.`;
}

/** What every quote assumes, in words: printed with it and returned by the build_quote tool. */
export const QUOTE_ASSUMPTIONS = [
  "Each agent's price is its listing's indicative price at the numbers entered, computed as its listing's estimator does: usage above the included volume at the listing's own rate (calls its terms count as two, twice), the seats that volume needs, and the add-ons chosen.",
  "Every line is rounded to the cent, and pass-through estimates to the dollar; each total adds the lines as printed.",
  "The set-up fee is paid once, at the start: year 1 counts it and 12 months of the monthly run rate, every later year 12 months, and the whole term adds the years.",
  "Pass-through costs are estimates of what others (phone, messaging and data providers) bill you for the agent to run, at the rate and on the basis each line states; Lumenfold does not bill them, and your own contracts set them.",
  "Prices stay as listed for the whole term; any change is agreed in the order.",
] as const;
