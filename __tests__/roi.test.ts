import type { RoiModel } from "@/content/types";
import { getAllAgents } from "@/lib/agents/catalogue";
import { listingFor } from "@/lib/agents/listings";
import { countedValue, estimateRoi, roiResultRows, roiSummaryText, roiVerdict, type RoiPricing } from "@/lib/agents/roi";

const calls: RoiModel = {
  inputs: [
    { key: "volume", label: "Calls per month", defaultValue: 800, min: 50, max: 10000, step: 50 },
    { key: "minutesPerTask", label: "Minutes per call", defaultValue: 5, min: 1, max: 30, step: 1 },
    { key: "hourlyCost", label: "Cost of an hour (USD)", defaultValue: 30, min: 1, max: 150, step: 1 },
  ],
  volumePer: "month",
  automatedShare: 0.6,
  assumptions: ["Handles 60% of calls."],
};
const monthly: RoiPricing = { model: "per-month", fromUsdPerMonth: 490, setupUsd: 2900 };

const orders: RoiModel = {
  inputs: [
    { key: "volume", label: "Orders per day", defaultValue: 200, min: 0, max: 5000, step: 10 },
    { key: "minutesPerTask", label: "Minutes per order", defaultValue: 2, min: 1, max: 10, step: 1 },
    { key: "hourlyCost", label: "Cost of an hour (USD)", defaultValue: 18, min: 1, max: 80, step: 1 },
    { key: "errorRatePercent", label: "Picking error rate (%)", defaultValue: 2.5, min: 0, max: 20, step: 0.5 },
    { key: "costPerError", label: "Cost of one wrong order (USD)", defaultValue: 20, min: 0, max: 500, step: 1 },
  ],
  volumePer: "day",
  automatedShare: 0.7,
  errorReduction: 0.7,
  assumptions: ["Checks 70% of orders."],
};

const visible = (text: string) => expect(text).not.toMatch(/NaN|Infinity|-\$|−/);

describe("the ROI estimate", () => {
  it("counts tasks a month, hours and money saved, the net after the price and the payback of the set-up fee", () => {
    const estimate = estimateRoi(calls, monthly);
    expect(estimate.tasksPerMonth).toBe(800);
    // 800 calls x 60% x 5 minutes = 2,400 minutes = 40 hours; 40 hours x $30 = $1,200.
    expect(estimate.hoursSavedPerMonth).toBe(40);
    expect(estimate.moneySavedPerMonth).toBe(1200);
    expect(estimate.netMonthlySaving).toBe(710);
    expect(estimate.paysForItself).toBe(true);
    expect(estimate.paybackMonths).toBeCloseTo(2900 / 710);
    expect(roiResultRows(estimate, monthly)).toEqual([
      { label: "Tasks a month", value: "800" },
      { label: "Hours saved a month", value: "40" },
      { label: "Money saved a month", value: "$1,200" },
      { label: "Net saving a month, after the price", value: "$710" },
      { label: "Payback of the set-up fee", value: "4.1 months" },
    ]);
    expect(roiVerdict(estimate, monthly)).toBe(
      "At these numbers the agent saves about $710 a month after its starting price of $490 a month, and it pays back the $2,900 set-up fee in about 4.1 months.",
    );
  });

  it("counts a daily volume over 22 working days and adds the errors it prevents", () => {
    const estimate = estimateRoi(orders, { model: "per-month-plus-usage", fromUsdPerMonth: 860, setupUsd: 5200 });
    expect(estimate.tasksPerMonth).toBe(4400);
    // 4,400 x 70% x 2 minutes = 102.67 hours x $18 = $1,848; errors: 4,400 x 2.5% x 70% x $20 = $1,540.
    expect(estimate.hoursSavedPerMonth).toBeCloseTo(102.667, 2);
    expect(estimate.moneySavedPerMonth).toBeCloseTo(1848 + 1540);
  });

  it("leaves errors out when the model has no error reduction", () => {
    const estimate = estimateRoi({ ...orders, errorReduction: undefined }, monthly);
    expect(estimate.moneySavedPerMonth).toBeCloseTo(1848);
  });

  it("counts an empty, blank or non-numeric input as its minimum, and clamps to the range", () => {
    const input = { min: 50, max: 10000 };
    expect(countedValue(input, "")).toBe(50);
    expect(countedValue(input, "   ")).toBe(50);
    expect(countedValue(input, "abc")).toBe(50);
    expect(countedValue(input, Number.NaN)).toBe(50);
    expect(countedValue(input, "0")).toBe(50);
    expect(countedValue(input, "-400")).toBe(50);
    expect(countedValue(input, "1e308")).toBe(10000);
    expect(countedValue(input, Number.POSITIVE_INFINITY)).toBe(10000);
    expect(countedValue(input, "2500")).toBe(2500);
    expect(countedValue(input, 2500.5)).toBe(2500.5);
  });

  it("shows no NaN, Infinity or negative amount for empty, zero, huge or negative inputs", () => {
    const cases = [
      { volume: "", minutesPerTask: "", hourlyCost: "" },
      { volume: "0", minutesPerTask: "0", hourlyCost: "0", errorRatePercent: "0", costPerError: "0" },
      { volume: "1e400", minutesPerTask: "1e400", hourlyCost: "99999999", errorRatePercent: "1e9", costPerError: "1e9" },
      { volume: "-5", minutesPerTask: "-1", hourlyCost: "-30", errorRatePercent: "-2", costPerError: "-20" },
      { volume: "abc", minutesPerTask: "1,5", hourlyCost: "$30" },
    ];
    for (const model of [calls, orders]) {
      for (const entries of cases) {
        const estimate = estimateRoi(model, monthly, entries);
        for (const value of [estimate.tasksPerMonth, estimate.hoursSavedPerMonth, estimate.moneySavedPerMonth, estimate.netMonthlySaving]) {
          expect(Number.isFinite(value)).toBe(true);
        }
        for (const row of roiResultRows(estimate, monthly)) visible(row.value);
        visible(roiVerdict(estimate, monthly));
      }
    }
  });

  it("says plainly that the agent does not pay for itself when the net saving is negative", () => {
    const estimate = estimateRoi(calls, monthly, { volume: "100", minutesPerTask: "5", hourlyCost: "30" });
    // 100 calls x 60% x 5 minutes = 5 hours x $30 = $150, $340 short of the $490 price.
    expect(estimate.netMonthlySaving).toBe(-340);
    expect(estimate.paysForItself).toBe(false);
    expect(estimate.paybackMonths).toBeNull();
    const rows = roiResultRows(estimate, monthly);
    expect(rows[3]).toEqual({ label: "Net saving a month, after the price", value: "None" });
    expect(rows[4]).toEqual({ label: "Payback of the set-up fee", value: "Not reached" });
    expect(roiVerdict(estimate, monthly)).toBe(
      "At these numbers the agent does not pay for itself: it saves about $150 a month, which does not cover its starting price of $490 a month.",
    );
  });

  it("does not call a net saving of zero, or of less than a dollar, a gain", () => {
    // 100 calls x 60% x 7 minutes = 7 hours; at $70 an hour, $490: exactly the price.
    const even = estimateRoi(calls, monthly, { volume: 100, minutesPerTask: 7, hourlyCost: 70 });
    expect(even.netMonthlySaving).toBeCloseTo(0);
    expect(even.paysForItself).toBe(false);
    expect(roiVerdict(even, monthly)).toMatch(/^At these numbers the agent does not pay for itself/);
  });

  it("prices a per-seat agent for one seat and says when there is no set-up fee", () => {
    const perSeat: RoiPricing = { model: "per-seat", fromUsdPerMonth: 390, setupUsd: 0 };
    const estimate = estimateRoi(calls, perSeat);
    expect(estimate.paybackMonths).toBe(0);
    expect(roiResultRows(estimate, perSeat)[4]).toEqual({ label: "Payback of the set-up fee", value: "No set-up fee" });
    expect(roiVerdict(estimate, perSeat)).toBe(
      "At these numbers the agent saves about $810 a month after its starting price of $390 a month for one seat, and there is no set-up fee to pay back.",
    );
  });

  it("writes the estimate as plain text with the inputs, the assumptions in short and the results", () => {
    const estimate = estimateRoi(orders, { model: "per-month-plus-usage", fromUsdPerMonth: 860, setupUsd: 5200 });
    const text = roiSummaryText("Order Verification", orders, { model: "per-month-plus-usage", fromUsdPerMonth: 860, setupUsd: 5200 }, estimate);
    expect(text.split("\n")).toEqual([
      "ROI estimate for Order Verification (indicative)",
      "Orders per day: 200",
      "Minutes per order: 2",
      "Cost of an hour (USD): 18",
      "Picking error rate (%): 2.5",
      "Cost of one wrong order (USD): 20",
      "Assumptions: The agent completes 70% of tasks without a person. A month has 22 working days. It prevents 70% of errors. " +
        "Savings are set against the starting price of $860 a month and the $5,200 set-up fee; usage above the included volume is not counted.",
      "Tasks a month: 4,400",
      "Hours saved a month: 102.7",
      "Money saved a month: $3,388",
      "Net saving a month, after the price: $2,528",
      "Payback of the set-up fee: 2.1 months",
      "At these numbers the agent saves about $2,528 a month after its starting price of $860 a month, and it pays back the $5,200 set-up fee in about 2.1 months.",
    ]);
  });

  it.each(getAllAgents().map((agent) => [agent.name, agent.slug] as const))(
    "gives %s a finite default estimate that fits in the request's estimate field",
    (name, slug) => {
      const { roi, pricing } = listingFor(slug);
      const estimate = estimateRoi(roi, pricing);
      expect(Number.isFinite(estimate.moneySavedPerMonth)).toBe(true);
      const text = roiSummaryText(name, roi, pricing, estimate);
      visible(text);
      expect(text.length).toBeLessThanOrEqual(2000);
    },
  );
});
