import type { RoiModel } from "@/content/types";
import { getAllAgents } from "@/lib/agents/catalogue";
import { listingFor } from "@/lib/agents/listings";
import { monthlyPriceAt, usageTerms } from "@/lib/agents/pricing";
import {
  countedValue,
  estimateRoi,
  paybackText,
  roiPriceLines,
  roiPriceNote,
  roiResultRows,
  roiSummaryText,
  roiVerdict,
  type RoiPricing,
} from "@/lib/agents/roi";

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
      { label: "Money saved a month, before the price", value: "$1,200" },
      { label: "Price a month at this volume", value: "$490" },
      { label: "Net a month, after the price", value: "$710 saved" },
      { label: "Payback of the set-up fee", value: "4.1 months" },
    ]);
    expect(roiPriceLines(estimate)).toEqual(["Starting price, whatever the volume: $490"]);
    expect(roiVerdict(estimate, monthly)).toBe(
      "At these numbers the agent saves about $710 a month after its price of $490 a month at this volume, and it pays back the $2,900 set-up fee in about 4.1 months.",
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
    expect(rows[4]).toEqual({ label: "Net a month, after the price", value: "$340 lost" });
    expect(rows[5]).toEqual({ label: "Payback of the set-up fee", value: "Not reached" });
    expect(roiVerdict(estimate, monthly)).toBe(
      "At these numbers the agent does not pay for itself: it saves about $150 a month, $340 less than its price of $490 a month at this volume.",
    );
  });

  it("does not call a net saving of zero, or of less than a dollar, a gain", () => {
    // 100 calls x 60% x 7 minutes = 7 hours; at $70 an hour, $490: exactly the price.
    const even = estimateRoi(calls, monthly, { volume: 100, minutesPerTask: 7, hourlyCost: 70 });
    expect(even.netMonthlySaving).toBeCloseTo(0);
    expect(even.paysForItself).toBe(false);
    expect(roiResultRows(even, monthly)[4]!.value).toBe("Nothing saved");
    expect(roiVerdict(even, monthly)).toBe(
      "At these numbers the agent does not pay for itself: it saves about $490 a month, no more than its price of $490 a month at this volume.",
    );
  });

  it("prices a per-seat agent for the seats its volume needs, never fewer than the minimum, and says when there is no set-up fee", () => {
    const perSeat: RoiPricing = {
      model: "per-seat",
      fromUsdPerMonth: 390,
      setupUsd: 0,
      minimumSeats: 1,
      volume: { unit: ["call", "calls"], includedPerMonth: 300 },
    };
    // 800 calls need 3 seats of 300: $1,170 against $1,200 saved.
    const estimate = estimateRoi(calls, perSeat);
    expect(estimate.price.usd).toBe(1170);
    expect(roiPriceLines(estimate)).toEqual(["3 seats at $390, 300 calls a month each: $1,170"]);
    expect(estimate.paybackMonths).toBe(0);
    expect(roiResultRows(estimate, perSeat)[5]).toEqual({ label: "Payback of the set-up fee", value: "No set-up fee" });
    expect(roiVerdict(estimate, perSeat)).toBe(
      "At these numbers the agent saves about $30 a month after its price of $1,170 a month at this volume, and there is no set-up fee to pay back.",
    );
    expect(monthlyPriceAt({ ...perSeat, minimumSeats: 3 }, 100).usd).toBe(1170);
    expect(monthlyPriceAt({ ...perSeat, minimumSeats: 3 }, 1000).usd).toBe(4 * 390);
  });

  it("adds usage above the included volume to the price, itemised", () => {
    const usage: RoiPricing = {
      model: "per-month-plus-usage",
      fromUsdPerMonth: 490,
      setupUsd: 2900,
      volume: { unit: ["answered call", "answered calls"], includedPerMonth: 800, usdPerUnitAbove: 0.45 },
    };
    expect(monthlyPriceAt(usage, 800)).toEqual({ lines: [{ label: "Starting price, with 800 answered calls", usd: 490 }], usd: 490 });
    expect(monthlyPriceAt(usage, 801).usd).toBeCloseTo(490.45);
    const estimate = estimateRoi(calls, usage, { volume: 10000, minutesPerTask: 1, hourlyCost: 15 });
    expect(roiPriceLines(estimate)).toEqual(["Starting price, with 800 answered calls: $490", "9,200 answered calls above 800 at $0.45: $4,140"]);
  });

  it("bounds the payback in words: under a month, months with one decimal, over 3 years", () => {
    expect(paybackText(0)).toBe("under 1 month");
    expect(paybackText(0.96)).toBe("under 1 month");
    expect(paybackText(1)).toBe("1 month");
    expect(paybackText(1.04)).toBe("1 month");
    expect(paybackText(2.94)).toBe("2.9 months");
    expect(paybackText(36)).toBe("36 months");
    expect(paybackText(36.01)).toBe("over 3 years");
    expect(paybackText(400)).toBe("over 3 years");
    const quick = estimateRoi(calls, { model: "per-month", fromUsdPerMonth: 490, setupUsd: 100 });
    expect(roiVerdict(quick, { model: "per-month", fromUsdPerMonth: 490, setupUsd: 100 })).toMatch(/set-up fee in under 1 month\.$/);
    const slow = estimateRoi(calls, { model: "per-month", fromUsdPerMonth: 1190, setupUsd: 5900 });
    expect(roiVerdict(slow, { model: "per-month", fromUsdPerMonth: 1190, setupUsd: 5900 })).toMatch(/set-up fee in over 3 years\.$/);
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
        "Savings are set against the price at the volume you enter (the starting price) and the $5,200 set-up fee; the price used is itemized with the estimate.",
      "Tasks a month: 4,400",
      "Hours saved a month: 102.7",
      "Money saved a month, before the price: $3,388",
      "Price a month at this volume: $860",
      "Net a month, after the price: $2,528 saved",
      "Payback of the set-up fee: 2.1 months",
      "Price used: Starting price, whatever the volume: $860",
      "At these numbers the agent saves about $2,528 a month after its price of $860 a month at this volume, and it pays back the $5,200 set-up fee in about 2.1 months.",
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

describe("every listing's estimate, at the price the buyer would pay", () => {
  const everyListing = getAllAgents().map((agent) => [agent.name, listingFor(agent.slug)] as const);
  const at = (listing: ReturnType<typeof listingFor>, pick: "min" | "max") =>
    Object.fromEntries(listing.roi.inputs.map((input) => [input.key, input[pick]]));

  it("loses money for the receptionist at 10,000 short calls a month instead of showing a gain", () => {
    const { roi, pricing } = listingFor("ai-receptionist-agent");
    const estimate = estimateRoi(roi, pricing, { volume: 10000, minutesPerTask: 1, hourlyCost: 15 });
    // 10,000 x 60% x 1 minute = 100 hours x $15 = $1,500, against $490 + 9,200 x $0.45 = $4,630.
    expect(estimate.price.usd).toBeCloseTo(4630);
    expect(Math.round(estimate.netMonthlySaving)).toBe(-3130);
    expect(roiResultRows(estimate, pricing)[4]!.value).toBe("$3,130 lost");
    expect(roiVerdict(estimate, pricing)).toMatch(/does not pay for itself/);
  });

  it.each(everyListing)("prices %s's volume: usage has a unit price, seats a volume per seat, a flat price no volume cap", (_name, { pricing }) => {
    if (pricing.model === "per-month-plus-usage") expect(pricing.volume?.usdPerUnitAbove).toBeGreaterThan(0);
    if (pricing.model === "per-seat") {
      expect(pricing.minimumSeats).toBeGreaterThanOrEqual(1);
      expect(pricing.volume?.includedPerMonth).toBeGreaterThan(0);
      expect(pricing.volume?.usdPerUnitAbove).toBeUndefined();
    }
    // A flat monthly price with an included volume would leave the volume above it unpriced.
    if (pricing.model === "per-month") expect(pricing.volume).toBeUndefined();
    // Every other cap ("Up to 3 labs") has a next tier.
    const caps = pricing.includes.filter((item) => /\bup to \d/i.test(item)).length;
    expect(pricing.addOns?.length ?? 0).toBeGreaterThanOrEqual(caps);
  });

  it.each(everyListing)("gives %s a consistent estimate at default, minimum and maximum inputs", (name, listing) => {
    const { roi, pricing } = listing;
    for (const entries of [{}, at(listing, "min"), at(listing, "max")]) {
      const estimate = estimateRoi(roi, pricing, entries);
      expect(estimate.price.usd).toBeGreaterThanOrEqual(pricing.fromUsdPerMonth);
      expect(estimate.price.usd).toBeCloseTo(estimate.price.lines.reduce((sum, line) => sum + line.usd, 0));
      expect(estimate.netMonthlySaving).toBeCloseTo(estimate.moneySavedPerMonth - estimate.price.usd);
      const { volume } = pricing;
      // No volume goes past what the price covers: the mailboxes (or other capacity) it needs are priced too.
      const capacity = volume?.capacity;
      const further = capacity ? Math.max(0, Math.ceil(estimate.tasksPerMonth / (capacity.unitsPerWorkingDay * 22)) - capacity.included) : 0;
      if (capacity) expect((capacity.included + further) * capacity.unitsPerWorkingDay * 22).toBeGreaterThanOrEqual(estimate.tasksPerMonth);
      const capacityUsd = capacity ? further * capacity.addOn.usdPerMonth : 0;
      if (volume?.usdPerUnitAbove !== undefined) {
        const above = Math.max(0, Math.ceil(estimate.tasksPerMonth) - volume.includedPerMonth);
        expect(estimate.price.usd).toBeCloseTo(pricing.fromUsdPerMonth + above * volume.usdPerUnitAbove + capacityUsd);
      }
      if (pricing.model === "per-seat" && volume) {
        const seats = estimate.price.usd / pricing.fromUsdPerMonth;
        expect(seats * volume.includedPerMonth).toBeGreaterThanOrEqual(estimate.tasksPerMonth);
      }
      const verdict = roiVerdict(estimate, pricing);
      visible(verdict);
      expect(verdict).not.toMatch(/about 0 months|about 0\.\d months/);
      if (estimate.netMonthlySaving < 1) expect(verdict).toMatch(/does not pay for itself/);
      else expect(verdict).toMatch(/^At these numbers the agent saves about/);
      expect(roiSummaryText(name, roi, pricing, estimate).length).toBeLessThanOrEqual(2000);
    }
  });

  it("adds the Outbound SDR's further sending mailboxes at the add-on price once a month's prospects pass what 3 mailboxes send", () => {
    const { roi, pricing } = listingFor("outbound-sdr-agent");
    const mailboxes = pricing.volume!.capacity!;
    expect(mailboxes.included).toBe(3);
    expect(mailboxes.unitsPerWorkingDay).toBe(50);
    expect(pricing.addOns).toContain(mailboxes.addOn);
    // 3 mailboxes x 50 new prospects a working day x 22 working days = 3,300 prospects a month.
    const atCap = monthlyPriceAt(pricing, 3300);
    expect(atCap.lines).toHaveLength(2);
    expect(atCap.usd).toBeCloseTo(1850 + 2300 * 1.5);
    const oneMore = monthlyPriceAt(pricing, 3301);
    expect(oneMore.lines.at(-1)).toEqual({ label: "1 further sending mailbox at $60, 1,100 prospects a month each", usd: 60 });
    expect(oneMore.usd).toBeCloseTo(1850 + 2301 * 1.5 + 60);
    expect(monthlyPriceAt(pricing, 4400).usd).toBeCloseTo(1850 + 3400 * 1.5 + 60);
    expect(monthlyPriceAt(pricing, 4401).lines.at(-1)?.label).toBe("2 further sending mailboxes at $60, 1,100 prospects a month each");
    // The estimator's maximum, 4,000 prospects, is priced with the fourth mailbox, and says so.
    const max = roi.inputs.find((input) => input.key === "volume")!.max;
    const estimate = estimateRoi(roi, pricing, { volume: max });
    expect(estimate.price.usd).toBeCloseTo(1850 + (max - 1000) * 1.5 + 60);
    expect(roiPriceLines(estimate)).toEqual([
      "Starting price, with 1,000 prospects: $1,850",
      "3,000 prospects above 1,000 at $1.50: $4,500",
      "1 further sending mailbox at $60, 1,100 prospects a month each: $60",
    ]);
    expect(roiPriceNote(pricing)).toContain("(the starting price plus usage above the included volume, and the further sending mailboxes that volume needs)");
    expect(usageTerms(pricing)).toContain(
      "Each of the 3 sending mailboxes included covers 50 prospects a working day (1,100 a month); a larger volume needs a further sending mailbox.",
    );
  });

  it("keeps the RealEstate Bot's inquiries to what 5 agents' calendars can take: at most 5 viewings a working day each", () => {
    const { roi, pricing } = listingFor("real-estate-bot");
    const agents = Number(/up to (\d+) agents' calendars/.exec(pricing.includes.join(" "))?.[1]);
    expect(agents).toBe(5);
    const max = roi.inputs.find((input) => input.key === "volume")!.max;
    // Every inquiry the bot takes through counted as a booked viewing: the most the calendars could be asked to hold.
    const viewingsPerAgentADay = (max * roi.automatedShare) / agents / 22;
    expect(viewingsPerAgentADay).toBeLessThanOrEqual(5);
    expect(roi.assumptions.join(" ")).toContain(`Stops at ${max.toLocaleString("en-US")} inquiries a month`);
    expect(roi.assumptions.join(" ")).toContain(`${Math.round(max * roi.automatedShare)} the bot takes through`);
  });

  it.each(everyListing)("keeps %s's input ranges plausible: the maximum saves under $250,000 and 3,000 staff hours a month", (_name, listing) => {
    const estimate = estimateRoi(listing.roi, listing.pricing, at(listing, "max"));
    expect(estimate.moneySavedPerMonth).toBeLessThan(250_000);
    expect(estimate.hoursSavedPerMonth).toBeLessThan(3000);
    for (const input of listing.roi.inputs) {
      expect(input.min).toBeLessThanOrEqual(input.defaultValue);
      expect(input.defaultValue).toBeLessThanOrEqual(input.max);
    }
  });

  it.each(everyListing)("states %s's default minutes and hourly cost in its assumptions", (_name, { roi }) => {
    const text = roi.assumptions.join(" ");
    for (const input of roi.inputs) {
      if (input.key === "minutesPerTask") expect(text).toContain(`${input.defaultValue} minute`);
      if (input.key === "hourlyCost") expect(text).toContain(`$${input.defaultValue} an hour`);
    }
  });

  it.each(everyListing.filter(([, listing]) => listing.pricing.volume))("charges %s nothing more at its cap and more one unit above it", (_name, { pricing }) => {
    const volume = pricing.volume!;
    const seats = pricing.model === "per-seat" ? (pricing.minimumSeats ?? 1) : 1;
    const cap = volume.includedPerMonth * seats;
    const atCap = monthlyPriceAt(pricing, cap);
    const above = monthlyPriceAt(pricing, cap + 1);
    expect(atCap.usd).toBe(pricing.fromUsdPerMonth * seats);
    expect(atCap.lines).toHaveLength(1);
    if (pricing.model === "per-seat") expect(above.usd).toBe(pricing.fromUsdPerMonth * (seats + 1));
    else expect(above.usd).toBeCloseTo(pricing.fromUsdPerMonth + (volume.usdPerUnitAbove ?? 0));
  });
});
