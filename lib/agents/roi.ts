// The ROI estimate on an agent page: the maths of content/types' RoiModel, and the words its
// results are shown and sent in. Pure, so the server pre-renders the default estimate and the
// estimator recomputes it in the browser with the same code.
import type { AgentListing, RoiInput, RoiInputKey, RoiModel } from "@/content/types";
import { monthlyPriceFor, WORKING_DAYS_PER_MONTH, type ChosenAddOn, type MonthlyPrice, type PriceTerms } from "@/lib/agents/pricing";
import { formatNumber, formatUsd } from "@/lib/site/numbers";

/** The price terms the estimate needs, with the add-ons a buyer may take; the listing's pricing has them all. */
export type RoiPricing = PriceTerms & Pick<AgentListing["pricing"], "addOns">;

/** The key of the count of one add-on the buyer takes: "addOn0" for the listing's first add-on. */
type RoiAddOnKey = `addOn${number}`;

/** What the visitor entered, by input: a number, or the text of a number field ("" when empty). */
export type RoiEntries = Partial<Record<RoiInputKey | RoiAddOnKey, number | string>>;

/** An input the estimate asks for: the model's own, or the count of an add-on. */
export type RoiField = Omit<RoiInput, "key"> & { key: RoiInputKey | RoiAddOnKey };

/** The most of one add-on the estimate takes: more is a quote, not an estimate. */
const MOST_OF_AN_ADD_ON = 20;

/**
 * The add-ons the buyer chooses, one count input each: every add-on in the pricing except the one
 * that lifts the volume's capacity, which the estimate adds by itself as the volume needs it.
 */
export function roiAddOnFields(pricing: RoiPricing): RoiField[] {
  const capacityAddOn = pricing.volume?.capacity?.addOn;
  // Compared by value: the catalog the WebMCP tools read is JSON, where the two are separate objects.
  const isCapacity = (addOn: NonNullable<RoiPricing["addOns"]>[number]) =>
    capacityAddOn !== undefined && addOn.item === capacityAddOn.item && addOn.usdPerMonth === capacityAddOn.usdPerMonth;
  return (pricing.addOns ?? []).flatMap((addOn, index) =>
    isCapacity(addOn)
      ? []
      : [
          {
            key: `addOn${index}` as RoiAddOnKey,
            label: `${addOn.item.charAt(0).toUpperCase()}${addOn.item.slice(1)}, ${formatUsd(addOn.usdPerMonth)} a month`,
            defaultValue: 0,
            min: 0,
            max: MOST_OF_AN_ADD_ON,
            step: 1,
          },
        ],
  );
}

/** A total over a term: everything paid (set-up fee included), everything saved, and the difference. */
type RoiTotal = { months: number; costUsd: number; savedUsd: number; netUsd: number };

/** The terms the totals are counted over, in months. */
const ROI_TERMS_MONTHS = [12, 36] as const;

export type RoiEstimate = {
  /** The inputs as counted: within their range, the minimum when empty or not a number, 0 when the model has no such input. */
  values: Record<RoiInputKey, number>;
  /** The add-ons taken, with how many of each (only those with a count input). */
  addOns: ChosenAddOn[];
  tasksPerMonth: number;
  hoursSavedPerMonth: number;
  moneySavedPerMonth: number;
  /** The price a month at this volume with the add-ons taken, itemized: what the saving is set against. */
  price: MonthlyPrice;
  /** Money saved less the price at this volume; negative for a loss. */
  netMonthlySaving: number;
  /** Only when the net saving is at least a whole dollar: a cent is not a saving worth showing. */
  paysForItself: boolean;
  /** Months for the savings to repay the total cost so far, set-up fee included; null when it does not pay for itself. */
  paybackMonths: number | null;
  /** The total cost and saving over 12 and 36 months. */
  totals: RoiTotal[];
};

/** The value an input counts as: clamped to [min, max]; empty, blank or not a number counts as min. */
export function countedValue(input: Pick<RoiInput, "min" | "max">, entry: number | string | undefined): number {
  const value = typeof entry === "number" ? entry : entry === undefined || entry.trim() === "" ? Number.NaN : Number(entry);
  if (Number.isNaN(value)) return input.min;
  return Math.min(input.max, Math.max(input.min, value));
}

/** Errors avoided count only when the model asks for the error rate, the cost of an error and the share it prevents. */
function countsErrors(model: RoiModel): boolean {
  const keys = model.inputs.map((input) => input.key);
  return keys.includes("errorRatePercent") && keys.includes("costPerError") && keys.includes("errorReductionPercent");
}

/** The estimate for these entries; an input left out of `entries` counts at its default. */
export function estimateRoi(model: RoiModel, pricing: RoiPricing, entries: RoiEntries = {}): RoiEstimate {
  const values: Record<RoiInputKey, number> = {
    volume: 0,
    minutesPerTask: 0,
    hourlyCost: 0,
    errorRatePercent: 0,
    costPerError: 0,
    automatedPercent: 0,
    errorReductionPercent: 0,
    countedTwicePercent: 0,
  };
  for (const input of model.inputs) values[input.key] = countedValue(input, entries[input.key] ?? input.defaultValue);
  const addOns = roiAddOnFields(pricing).map((field) => ({
    addOn: (pricing.addOns ?? [])[Number(field.key.slice("addOn".length))]!,
    count: Math.round(countedValue(field, entries[field.key] ?? field.defaultValue)),
  }));

  const tasksPerMonth = values.volume * (model.volumePer === "day" ? WORKING_DAYS_PER_MONTH : 1);
  const hoursSavedPerMonth = (tasksPerMonth * (values.automatedPercent / 100) * values.minutesPerTask) / 60;
  const errorsAvoidedValue = countsErrors(model)
    ? tasksPerMonth * (values.errorRatePercent / 100) * (values.errorReductionPercent / 100) * values.costPerError
    : 0;
  const moneySavedPerMonth = hoursSavedPerMonth * values.hourlyCost + errorsAvoidedValue;
  const price = monthlyPriceFor(pricing, { tasksPerMonth, countedTwicePercent: values.countedTwicePercent, addOns });
  const netMonthlySaving = moneySavedPerMonth - price.usd;
  const paysForItself = Math.round(netMonthlySaving) >= 1;
  const totals = ROI_TERMS_MONTHS.map((months) => {
    const costUsd = pricing.setupUsd + months * price.usd;
    const savedUsd = months * moneySavedPerMonth;
    return { months, costUsd, savedUsd, netUsd: savedUsd - costUsd };
  });
  return {
    values,
    addOns,
    tasksPerMonth,
    hoursSavedPerMonth,
    moneySavedPerMonth,
    price,
    netMonthlySaving,
    paysForItself,
    // Savings repay the price each month and the set-up fee over the months: the month the running totals meet.
    paybackMonths: paysForItself ? pricing.setupUsd / netMonthlySaving : null,
    totals,
  };
}

/**
 * Payback in bounded words: "under 1 month", "4.1 months", "over 3 years"; never "about 0 months".
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export function paybackText(months: number): string {
  if (months < 1) return "under 1 month";
  if (months > 36) return "over 3 years";
  const text = formatNumber(months, 1);
  return `${text} ${text === "1" ? "month" : "months"}`;
}

/** What the savings are set against; the listing's own assumptions do not say it. */
export function roiPriceNote(pricing: RoiPricing): string {
  const basis =
    pricing.model === "per-seat"
      ? "the seats that volume needs"
      : pricing.volume?.usdPerUnitAbove !== undefined
        ? "the starting price plus usage above the included volume"
        : "the starting price";
  const capacity = pricing.volume?.capacity;
  const needs = capacity ? `, and the further ${capacity.unit[1]} that volume needs` : "";
  const addOns = roiAddOnFields(pricing).length > 0 ? " and the add-ons you choose" : "";
  const twice = pricing.volume?.countsAsTwo ? ` counted as the usage terms bill them (${pricing.volume.countsAsTwo} counts as two)` : "";
  return `Savings are set against the price at the volume you enter${twice} (${basis}${needs})${addOns}, and the totals add the ${formatUsd(pricing.setupUsd)} set-up fee; the price used is itemized with the estimate.`;
}

/** The assumptions in short, for the text sent with a request: what the inputs do not say, and the price note. */
function roiAssumptionsInShort(model: RoiModel, pricing: RoiPricing): string {
  const notes: string[] = [];
  if (model.volumePer === "day") notes.push(`A month has ${WORKING_DAYS_PER_MONTH} working days.`);
  notes.push(roiPriceNote(pricing));
  return notes.join(" ");
}

export type RoiResultRow = { label: string; value: string };

/** A net amount in words that cannot read a loss as a gain: "$710 saved" or "$3,130 lost". */
function netText(net: number): string {
  if (Math.round(net) >= 1) return `${formatUsd(net)} saved`;
  const loss = Math.round(-net);
  return loss >= 1 ? `${formatUsd(loss)} lost` : "Nothing saved";
}

/** "12 months" or "3 years". */
function termText(months: number): string {
  return months % 12 === 0 && months > 12 ? `${months / 12} years` : `${months} months`;
}

/** The results as label and value, in the order they are shown and sent. */
export function roiResultRows(estimate: RoiEstimate, pricing: RoiPricing): RoiResultRow[] {
  const { volume } = pricing;
  return [
    { label: "Tasks a month", value: formatNumber(estimate.tasksPerMonth) },
    ...(volume?.countsAsTwo ? [{ label: `Billed ${volume.unit[1]} a month`, value: formatNumber(Math.ceil(estimate.price.billedUnitsPerMonth)) }] : []),
    { label: "Hours saved a month", value: formatNumber(estimate.hoursSavedPerMonth, 1) },
    { label: "Money saved a month, before the price", value: formatUsd(estimate.moneySavedPerMonth) },
    { label: "Price a month at this volume", value: formatUsd(estimate.price.usd) },
    { label: "Net a month, after the price", value: netText(estimate.netMonthlySaving) },
    ...estimate.totals.flatMap((total) => [
      { label: `Total cost over ${termText(total.months)}, set-up fee included`, value: formatUsd(total.costUsd) },
      { label: `Net over ${termText(total.months)}, after the total cost`, value: netText(total.netUsd) },
    ]),
    {
      label: "Payback of the total cost",
      value: estimate.paybackMonths === null ? "Not reached" : pricing.setupUsd === 0 ? "No set-up fee" : paybackText(estimate.paybackMonths),
    },
  ];
}

/** The price used, one line per item: "Starting price, with 800 answered calls: $490". */
export function roiPriceLines(estimate: RoiEstimate): string[] {
  return estimate.price.lines.map((line) => `${line.label}: ${formatUsd(line.usd)}`);
}

/** One plain sentence on whether the agent pays for itself at these numbers; never a loss worded as a gain. */
export function roiVerdict(estimate: RoiEstimate, pricing: RoiPricing): string {
  const price = `${formatUsd(estimate.price.usd)} a month at this volume`;
  if (!estimate.paysForItself || estimate.paybackMonths === null) {
    const short = Math.round(estimate.price.usd - estimate.moneySavedPerMonth);
    const gap = short >= 1 ? `, ${formatUsd(short)} less than` : ", no more than";
    return `At these numbers the agent does not pay for itself: it saves about ${formatUsd(estimate.moneySavedPerMonth)} a month${gap} its price of ${price}.`;
  }
  const payback =
    pricing.setupUsd === 0
      ? "there is no set-up fee to pay back"
      : estimate.paybackMonths < 1 || estimate.paybackMonths > 36
        ? `it pays back the ${formatUsd(pricing.setupUsd)} set-up fee in ${paybackText(estimate.paybackMonths)}`
        : `it pays back the ${formatUsd(pricing.setupUsd)} set-up fee in about ${paybackText(estimate.paybackMonths)}`;
  const longest = estimate.totals.at(-1);
  const overTerm = longest
    ? ` Over ${termText(longest.months)} it costs ${formatUsd(longest.costUsd)} in all, set-up fee included, and saves ${formatUsd(longest.savedUsd)}.`
    : "";
  return `At these numbers the agent saves about ${formatUsd(estimate.netMonthlySaving)} a month after its price of ${price}, and ${payback}.${overTerm}`;
}

/** The estimate as plain text for the request: inputs, assumptions in short, results. */
export function roiSummaryText(agentName: string, model: RoiModel, pricing: RoiPricing, estimate: RoiEstimate): string {
  return [
    `ROI estimate for ${agentName} (indicative)`,
    ...model.inputs.map((input) => `${input.label}: ${formatNumber(estimate.values[input.key], 2)}`),
    ...roiAddOnFields(pricing).map((field, index) => `${field.label}: ${formatNumber(estimate.addOns[index]?.count ?? 0)}`),
    `Assumptions: ${roiAssumptionsInShort(model, pricing)}`,
    ...roiResultRows(estimate, pricing).map((row) => `${row.label}: ${row.value}`),
    `Price used: ${roiPriceLines(estimate).join("; ")}`,
    roiVerdict(estimate, pricing),
  ].join("\n");
}
