// The ROI estimate on an agent page: the maths of content/types' RoiModel, and the words its
// results are shown and sent in. Pure, so the server pre-renders the default estimate and the
// estimator recomputes it in the browser with the same code.
import type { RoiInput, RoiInputKey, RoiModel } from "@/content/types";
import { formatUsd, monthlyPriceAt, WORKING_DAYS_PER_MONTH, type MonthlyPrice, type PriceTerms } from "@/lib/agents/pricing";

/** The price terms the estimate needs; the listing's pricing has them all. */
export type RoiPricing = PriceTerms;

/** What the visitor entered, by input: a number, or the text of a number field ("" when empty). */
export type RoiEntries = Partial<Record<RoiInputKey, number | string>>;

export type RoiEstimate = {
  /** The inputs as counted: within their range, the minimum when empty or not a number, 0 when the model has no such input. */
  values: Record<RoiInputKey, number>;
  tasksPerMonth: number;
  hoursSavedPerMonth: number;
  moneySavedPerMonth: number;
  /** The price a month at this volume, itemized: what the saving is set against. */
  price: MonthlyPrice;
  /** Money saved less the price at this volume; negative for a loss. */
  netMonthlySaving: number;
  /** Only when the net saving is at least a whole dollar: a cent is not a saving worth showing. */
  paysForItself: boolean;
  /** Months for the net saving to repay the set-up fee; null when it does not pay for itself. */
  paybackMonths: number | null;
};

/** The value an input counts as: clamped to [min, max]; empty, blank or not a number counts as min. */
export function countedValue(input: Pick<RoiInput, "min" | "max">, entry: number | string | undefined): number {
  const value = typeof entry === "number" ? entry : entry === undefined || entry.trim() === "" ? Number.NaN : Number(entry);
  if (Number.isNaN(value)) return input.min;
  return Math.min(input.max, Math.max(input.min, value));
}

/** Errors avoided count only when the model asks for both the error rate and the cost of an error. */
function countsErrors(model: RoiModel): boolean {
  const keys = model.inputs.map((input) => input.key);
  return keys.includes("errorRatePercent") && keys.includes("costPerError") && model.errorReduction !== undefined;
}

/** The estimate for these entries; an input left out of `entries` counts at its default. */
export function estimateRoi(model: RoiModel, pricing: RoiPricing, entries: RoiEntries = {}): RoiEstimate {
  const values: Record<RoiInputKey, number> = { volume: 0, minutesPerTask: 0, hourlyCost: 0, errorRatePercent: 0, costPerError: 0 };
  for (const input of model.inputs) values[input.key] = countedValue(input, entries[input.key] ?? input.defaultValue);

  const tasksPerMonth = values.volume * (model.volumePer === "day" ? WORKING_DAYS_PER_MONTH : 1);
  const hoursSavedPerMonth = (tasksPerMonth * model.automatedShare * values.minutesPerTask) / 60;
  const errorsAvoidedValue = countsErrors(model)
    ? tasksPerMonth * (values.errorRatePercent / 100) * (model.errorReduction ?? 0) * values.costPerError
    : 0;
  const moneySavedPerMonth = hoursSavedPerMonth * values.hourlyCost + errorsAvoidedValue;
  const price = monthlyPriceAt(pricing, tasksPerMonth);
  const netMonthlySaving = moneySavedPerMonth - price.usd;
  const paysForItself = Math.round(netMonthlySaving) >= 1;
  return {
    values,
    tasksPerMonth,
    hoursSavedPerMonth,
    moneySavedPerMonth,
    price,
    netMonthlySaving,
    paysForItself,
    paybackMonths: paysForItself ? pricing.setupUsd / netMonthlySaving : null,
  };
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** 1234.56 -> "1,234.6" with one fraction digit; formats are made once per precision. */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  let format = numberFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

/** Payback in bounded words: "under 1 month", "4.1 months", "over 3 years"; never "about 0 months". */
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
  return `Savings are set against the price at the volume you enter (${basis}${needs}) and the ${formatUsd(pricing.setupUsd)} set-up fee; the price used is itemized with the estimate.`;
}

/** The assumptions in short, for the text sent with a request: the model's figures and the price note. */
function roiAssumptionsInShort(model: RoiModel, pricing: RoiPricing): string {
  const notes = [`The agent completes ${formatNumber(model.automatedShare * 100)}% of tasks without a person.`];
  if (model.volumePer === "day") notes.push(`A month has ${WORKING_DAYS_PER_MONTH} working days.`);
  if (countsErrors(model)) notes.push(`It prevents ${formatNumber((model.errorReduction ?? 0) * 100)}% of errors.`);
  notes.push(roiPriceNote(pricing));
  return notes.join(" ");
}

export type RoiResultRow = { label: string; value: string };

/** The net result in words that cannot read a loss as a gain: "$710 saved" or "$3,130 lost". */
function netText(estimate: RoiEstimate): string {
  if (estimate.paysForItself) return `${formatUsd(estimate.netMonthlySaving)} saved`;
  const loss = Math.round(-estimate.netMonthlySaving);
  return loss >= 1 ? `${formatUsd(loss)} lost` : "Nothing saved";
}

/** The results as label and value, in the order they are shown and sent. */
export function roiResultRows(estimate: RoiEstimate, pricing: RoiPricing): RoiResultRow[] {
  return [
    { label: "Tasks a month", value: formatNumber(estimate.tasksPerMonth) },
    { label: "Hours saved a month", value: formatNumber(estimate.hoursSavedPerMonth, 1) },
    { label: "Money saved a month, before the price", value: formatUsd(estimate.moneySavedPerMonth) },
    { label: "Price a month at this volume", value: formatUsd(estimate.price.usd) },
    { label: "Net a month, after the price", value: netText(estimate) },
    {
      label: "Payback of the set-up fee",
      value:
        estimate.paybackMonths === null ? "Not reached" : pricing.setupUsd === 0 ? "No set-up fee" : paybackText(estimate.paybackMonths),
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
  return `At these numbers the agent saves about ${formatUsd(estimate.netMonthlySaving)} a month after its price of ${price}, and ${payback}.`;
}

/** The estimate as plain text for the request: inputs, assumptions in short, results. */
export function roiSummaryText(agentName: string, model: RoiModel, pricing: RoiPricing, estimate: RoiEstimate): string {
  return [
    `ROI estimate for ${agentName} (indicative)`,
    ...model.inputs.map((input) => `${input.label}: ${formatNumber(estimate.values[input.key], 2)}`),
    `Assumptions: ${roiAssumptionsInShort(model, pricing)}`,
    ...roiResultRows(estimate, pricing).map((row) => `${row.label}: ${row.value}`),
    `Price used: ${roiPriceLines(estimate).join("; ")}`,
    roiVerdict(estimate, pricing),
  ].join("\n");
}
