// How the site writes and computes an agent's indicative price. Prices themselves live in each
// agent's listing (content/agents/<slug>.yaml); every sentence about them, and the price at a given
// volume, is made here.
import type { AgentListing } from "@/content/types";
import { formatNumber, formatUnitUsd, formatUsd } from "@/lib/site/numbers";

/** A volume counted per working day becomes a monthly one over this many working days. */
export const WORKING_DAYS_PER_MONTH = 22;

export type PriceTerms = Pick<AgentListing["pricing"], "model" | "fromUsdPerMonth" | "setupUsd" | "minimumSeats" | "volume">;

type PriceAddOn = NonNullable<AgentListing["pricing"]["addOns"]>[number];

/** The fewest seats a per-seat agent is sold with; 1 for the others, whose price is not per seat. */
function minimumSeats(pricing: Pick<AgentListing["pricing"], "model" | "minimumSeats">): number {
  return pricing.model === "per-seat" ? (pricing.minimumSeats ?? 1) : 1;
}

/** The least a buyer can pay a month: the starting price, times the minimum seats when priced per seat. Sorts by price. */
export function leastMonthlyUsd(pricing: Pick<AgentListing["pricing"], "model" | "fromUsdPerMonth" | "minimumSeats">): number {
  return pricing.fromUsdPerMonth * minimumSeats(pricing);
}

/**
 * The one way the site states an agent's price, on every surface (card, page, sheet, compare,
 * llms.txt, JSON-LD): the least a buyer pays a month, "From $490/month", and for per-seat pricing
 * what it is made of, "From $1,020/month: 3 seats minimum at $340".
 */
export function leastPriceLabel(pricing: Pick<AgentListing["pricing"], "model" | "fromUsdPerMonth" | "minimumSeats">): string {
  const least = `From ${formatUsd(leastMonthlyUsd(pricing))}/month`;
  if (pricing.model !== "per-seat") return least;
  const seats = minimumSeats(pricing);
  return `${least}: ${seats} ${seats === 1 ? "seat" : "seats"} minimum at ${formatUsd(pricing.fromUsdPerMonth)}`;
}

/**
 * What one seat is, the one definition every surface shows: the listing's `seat` and the volume a
 * seat includes. Undefined for an agent not priced per seat.
 */
export function seatDefinition(pricing: Pick<AgentListing["pricing"], "model" | "seat" | "volume">): string | undefined {
  if (pricing.model !== "per-seat" || !pricing.seat) return undefined;
  const volume = pricing.volume ? `, with up to ${units(pricing.volume, pricing.volume.includedPerMonth)} a month` : "";
  return `A seat is ${pricing.seat}${volume}.`;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function units(volume: NonNullable<AgentListing["pricing"]["volume"]>, amount: number): string {
  return `${formatNumber(amount)} ${amount === 1 ? volume.unit[0] : volume.unit[1]}`;
}

/** "Up to 800 answered calls a month" or "Up to 60 drafted pieces a month per seat"; undefined when volume is not priced. */
function includedVolumeText(pricing: Pick<AgentListing["pricing"], "model" | "volume">): string | undefined {
  const { volume } = pricing;
  if (!volume) return undefined;
  return `Up to ${units(volume, volume.includedPerMonth)} a month${pricing.model === "per-seat" ? " per seat" : ""}`;
}

/** What the starting price includes: the volume (for per-seat pricing, the seat's definition), then the listing's own items. */
export function priceIncludes(pricing: Pick<AgentListing["pricing"], "model" | "volume" | "includes" | "seat">): string[] {
  const volume = seatDefinition(pricing) ?? includedVolumeText(pricing);
  return volume ? [volume, ...pricing.includes] : [...pricing.includes];
}

/** How more volume and the other caps are charged, one sentence each; empty when nothing is. */
export function usageTerms(pricing: Pick<AgentListing["pricing"], "model" | "fromUsdPerMonth" | "volume" | "usage" | "addOns">): string[] {
  const terms: string[] = [];
  const { volume } = pricing;
  if (volume?.usdPerUnitAbove !== undefined) {
    terms.push(`${formatUnitUsd(volume.usdPerUnitAbove)} per ${volume.unit[0]} above ${formatNumber(volume.includedPerMonth)} a month.`);
  } else if (volume && pricing.model === "per-seat") {
    terms.push(`Each further seat, ${formatUsd(pricing.fromUsdPerMonth)} a month, adds ${units(volume, volume.includedPerMonth)} a month.`);
  }
  const capacity = volume?.capacity;
  if (volume && capacity) {
    terms.push(
      `Each of the ${capacity.included} ${capacity.unit[1]} included covers ${units(volume, capacity.unitsPerWorkingDay)} a working day (${formatNumber(capacityPerMonth(capacity))} a month); a larger volume needs a further ${capacity.unit[0]}.`,
    );
  }
  if (volume?.countsAsTwo) terms.push(`${capitalized(volume.countsAsTwo)} counts as two ${volume.unit[1]}.`);
  if (pricing.usage) terms.push(pricing.usage);
  for (const addOn of pricing.addOns ?? []) terms.push(`${formatUsd(addOn.usdPerMonth)} a month for ${addOn.item}.`);
  return terms;
}

type PriceLine = { label: string; usd: number };

/** The monthly price at a volume, itemized; `usd` is the total of the lines, each rounded to the cent. */
export type MonthlyPrice = { lines: PriceLine[]; usd: number; billedUnitsPerMonth: number; seats?: number };

/** An amount rounded to the cent: every priced line is, so the lines add up to the totals shown. */
export function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Amounts rounded to the cent, added without a binary fraction left over. */
export function sumCents(amounts: readonly number[]): number {
  return toCents(amounts.reduce((sum, amount) => sum + amount, 0));
}

type Capacity = NonNullable<NonNullable<AgentListing["pricing"]["volume"]>["capacity"]>;

/** The volume a month one unit of a capacity covers: 50 prospects a working day, 1,100 a month. */
function capacityPerMonth(capacity: Capacity): number {
  return capacity.unitsPerWorkingDay * WORKING_DAYS_PER_MONTH;
}

/** Further units of the volume's capacity that `unitsPerMonth` needs beyond those included; 0 when none. */
function furtherCapacityNeeded(capacity: Capacity, unitsPerMonth: number): number {
  return Math.max(0, Math.ceil(Math.ceil(unitsPerMonth) / capacityPerMonth(capacity)) - capacity.included);
}

/** An add-on the buyer takes, and how many of it. */
export type ChosenAddOn = { addOn: PriceAddOn; count: number };

/**
 * Everything a price is made from, as a buyer counts it: the tasks a month (calls, conversations,
 * orders), the share the usage terms count as two, the seats a per-seat buyer takes and the add-ons.
 * The estimator, the quote, compare and the tools all price through `monthlyPriceFor` with these.
 */
export type PriceInputs = {
  tasksPerMonth: number;
  /** Percent of the tasks the usage terms bill as two (`volume.countsAsTwo`); ignored without such terms. */
  countedTwicePercent?: number;
  /** Seats the buyer counts (per-seat pricing): at least the minimum, and never fewer than the volume needs. */
  seats?: number;
  addOns?: readonly ChosenAddOn[];
};

/**
 * The units the usage terms bill for `tasksPerMonth` tasks: each once, and those the terms count as
 * two (`volume.countsAsTwo`, `countedTwicePercent` of them) twice.
 */
function billedUnitsPerMonth(volume: PriceTerms["volume"], tasksPerMonth: number, countedTwicePercent = 0): number {
  if (!volume?.countsAsTwo) return tasksPerMonth;
  return tasksPerMonth * (1 + Math.min(100, Math.max(0, countedTwicePercent)) / 100);
}

/** The volume the price includes: the listing's own, plus what each add-on taken brings ("each further store, with its own 6,000 verified orders"). */
function includedVolume(volume: NonNullable<PriceTerms["volume"]>, addOns: readonly ChosenAddOn[]): number {
  return addOns.reduce((included, { addOn, count }) => included + count * (addOn.includedPerMonth ?? 0), volume.includedPerMonth);
}

/** The price of the volume itself: the seats it needs, or the starting price plus usage above what it includes. */
function volumeLines(pricing: PriceTerms, billed: number, inputs: PriceInputs): { lines: PriceLine[]; seats?: number } {
  const { volume } = pricing;
  const addOns = inputs.addOns ?? [];
  if (pricing.model === "per-seat") {
    const needed = volume ? Math.ceil(Math.ceil(billed) / volume.includedPerMonth) : 0;
    const seats = Math.max(minimumSeats(pricing), Math.ceil(inputs.seats ?? 0), needed);
    const cover = volume ? `, ${units(volume, volume.includedPerMonth)} a month each` : "";
    return {
      seats,
      lines: [
        { label: `${seats} ${seats === 1 ? "seat" : "seats"} at ${formatUsd(pricing.fromUsdPerMonth)}${cover}`, usd: toCents(seats * pricing.fromUsdPerMonth) },
      ],
    };
  }
  const included = volume ? includedVolume(volume, addOns) : 0;
  const base = {
    label: volume ? `Starting price, with ${units(volume, volume.includedPerMonth)}` : "Starting price, whatever the volume",
    usd: pricing.fromUsdPerMonth,
  };
  const above = volume?.usdPerUnitAbove === undefined ? 0 : Math.max(0, Math.ceil(billed) - included);
  if (!volume || above === 0) return { lines: [base] };
  const usage = {
    label: `${units(volume, above)} above ${formatNumber(included)} at ${formatUnitUsd(volume.usdPerUnitAbove ?? 0)}`,
    usd: toCents(above * (volume.usdPerUnitAbove ?? 0)),
  };
  return { lines: [base, usage] };
}

/**
 * The monthly price a buyer pays, the one rule every page uses: the tasks become the units the usage
 * terms bill (some count as two); then the starting price plus usage above the included volume (which
 * add-ons such as a further store raise), or the seats that volume needs (never fewer than the
 * minimum, nor than the buyer counts), plus the further units of its capacity (sending mailboxes)
 * that volume needs, plus the add-ons the buyer takes. Each line is rounded to the cent and the total
 * is their sum.
 */
export function monthlyPriceFor(pricing: PriceTerms, inputs: PriceInputs): MonthlyPrice {
  const billed = billedUnitsPerMonth(pricing.volume, inputs.tasksPerMonth, inputs.countedTwicePercent);
  const { lines, seats } = volumeLines(pricing, billed, inputs);
  const capacity = pricing.volume?.capacity;
  const further = capacity ? furtherCapacityNeeded(capacity, billed) : 0;
  if (pricing.volume && capacity && further > 0) {
    lines.push({
      label: `${formatNumber(further)} further ${further === 1 ? capacity.unit[0] : capacity.unit[1]} at ${formatUsd(capacity.addOn.usdPerMonth)}, ${units(pricing.volume, capacityPerMonth(capacity))} a month each`,
      usd: toCents(further * capacity.addOn.usdPerMonth),
    });
  }
  for (const { addOn, count: taken } of inputs.addOns ?? []) {
    if (taken > 0)
      lines.push({
        label: `Add-on, ${addOn.item}: ${formatNumber(taken)} at ${formatUsd(addOn.usdPerMonth)} a month`,
        usd: toCents(taken * addOn.usdPerMonth),
      });
  }
  return { lines, usd: sumCents(lines.map((line) => line.usd)), billedUnitsPerMonth: billed, ...(seats === undefined ? {} : { seats }) };
}

type PassThroughCost = NonNullable<AgentListing["pricing"]["passThroughCosts"]>[number];

/** A pass-through cost at a volume: an estimate, billed to the buyer by someone else, with its basis. */
export type PassThroughLine = PriceLine & { billedBy: string; basis: string };

/** A rate that may be a fraction of a cent: "$0.014", "$0.0083", "$99". */
function formatRateUsd(amount: number): string {
  return amount >= 1 ? formatUsd(amount) : `$${formatNumber(amount, 4, 2)}`;
}

/** The units of a pass-through cost a month at `unitsPerMonth` of the priced volume. */
function passThroughUnits(cost: PassThroughCost, unitsPerMonth: number): number {
  return cost.unitsPerMonth ?? Math.ceil(Math.ceil(unitsPerMonth) * (cost.unitsPerVolumeUnit ?? 0));
}

/**
 * What the listing's pass-through costs come to a month at `unitsPerMonth` billed units of its
 * volume, one estimated line each: "Call minutes on your phone line: about 3,600 call minutes at
 * about $0.014 each".
 */
export function passThroughLinesAt(costs: readonly PassThroughCost[] | undefined, unitsPerMonth: number): PassThroughLine[] {
  return (costs ?? []).map((cost) => {
    const units = passThroughUnits(cost, unitsPerMonth);
    return {
      label: `${cost.item}: about ${formatNumber(units)} ${units === 1 ? cost.unit[0] : cost.unit[1]} a month at about ${formatRateUsd(cost.estimatedUsdPerUnit)} each`,
      // An estimate to the dollar: the pass-through totals add these rounded lines.
      usd: Math.round(units * cost.estimatedUsdPerUnit),
      billedBy: cost.billedBy,
      basis: cost.basis,
    };
  });
}
