import { roiFigureKeys, type RoiInputKey } from "@/content/choices";
import type { RoiModel } from "@/content/types";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { monthlyPriceFor, usageTerms } from "@/lib/agents/pricing";
import {
  countedValue,
  estimateRoi,
  paybackText,
  roiPriceLines,
  roiAddOnFields,
  roiPriceNote,
  roiResultRows,
  roiSummaryText,
  roiVerdict,
  type RoiPricing,
} from "@/lib/agents/roi";
import { formatNumber, formatUsd } from "@/lib/site/numbers";

const calls: RoiModel = {
  inputs: [
    { key: "volume", label: "Calls per month", defaultValue: 800, min: 50, max: 10000, step: 50 },
    { key: "minutesPerTask", label: "Minutes per call", defaultValue: 5, min: 1, max: 30, step: 1 },
    { key: "hourlyCost", label: "Cost of an hour (USD)", defaultValue: 30, min: 1, max: 150, step: 1 },
    { key: "automatedPercent", label: "Calls it handles (%)", defaultValue: 60, min: 0, max: 100, step: 5, basis: "A planning figure." },
  ],
  volumePer: "month",
  assumptions: ["Counts staff time only."],
};
const monthly: RoiPricing = { model: "per-month", fromUsdPerMonth: 490, setupUsd: 2900 };

const orders: RoiModel = {
  inputs: [
    { key: "volume", label: "Orders per day", defaultValue: 200, min: 0, max: 5000, step: 10 },
    { key: "minutesPerTask", label: "Minutes per order", defaultValue: 2, min: 1, max: 10, step: 1 },
    { key: "hourlyCost", label: "Cost of an hour (USD)", defaultValue: 18, min: 1, max: 80, step: 1 },
    { key: "errorRatePercent", label: "Picking error rate (%)", defaultValue: 2.5, min: 0, max: 20, step: 0.5 },
    { key: "costPerError", label: "Cost of one wrong order (USD)", defaultValue: 20, min: 0, max: 500, step: 1 },
    { key: "automatedPercent", label: "Orders it clears (%)", defaultValue: 70, min: 0, max: 100, step: 5, basis: "A planning figure." },
    { key: "errorReductionPercent", label: "Errors it catches (%)", defaultValue: 70, min: 0, max: 100, step: 5, basis: "A planning figure." },
  ],
  volumePer: "day",
  assumptions: ["Counts one store."],
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
    // 12 months: $2,900 + 12 x $490 = $8,780 against 12 x $1,200 = $14,400; 36 months: $20,540 against $43,200.
    expect(estimate.totals).toEqual([
      { months: 12, costUsd: 8780, savedUsd: 14400, netUsd: 5620 },
      { months: 36, costUsd: 20540, savedUsd: 43200, netUsd: 22660 },
    ]);
    expect(roiResultRows(estimate, monthly)).toEqual([
      { label: "Tasks a month", value: "800" },
      { label: "Hours saved a month", value: "40" },
      { label: "Money saved a month, before the price", value: "$1,200" },
      { label: "Price a month at this volume", value: "$490" },
      { label: "Net a month, after the price", value: "$710 saved" },
      { label: "Total cost over 12 months, set-up fee included", value: "$8,780" },
      { label: "Net over 12 months, after the total cost", value: "$5,620 saved" },
      { label: "Total cost over 3 years, set-up fee included", value: "$20,540" },
      { label: "Net over 3 years, after the total cost", value: "$22,660 saved" },
      { label: "Payback of the total cost", value: "4.1 months" },
    ]);
    expect(roiPriceLines(estimate)).toEqual(["Starting price, whatever the volume: $490"]);
    expect(roiVerdict(estimate, monthly)).toBe(
      "At these numbers the agent saves about $710 a month after its price of $490 a month at this volume, and it pays back the $2,900 set-up fee in about 4.1 months. Over 3 years it costs $20,540 in all, set-up fee included, and saves $43,200.",
    );
  });

  it("counts a daily volume over 22 working days and adds the errors it prevents", () => {
    const estimate = estimateRoi(orders, { model: "per-month-plus-usage", fromUsdPerMonth: 860, setupUsd: 5200 });
    expect(estimate.tasksPerMonth).toBe(4400);
    // 4,400 x 70% x 2 minutes = 102.67 hours x $18 = $1,848; errors: 4,400 x 2.5% x 70% x $20 = $1,540.
    expect(estimate.hoursSavedPerMonth).toBeCloseTo(102.667, 2);
    expect(estimate.moneySavedPerMonth).toBeCloseTo(1848 + 1540);
  });

  it("leaves errors out when the model does not ask for the share of errors it prevents", () => {
    const estimate = estimateRoi({ ...orders, inputs: orders.inputs.filter((input) => input.key !== "errorReductionPercent") }, monthly);
    expect(estimate.moneySavedPerMonth).toBeCloseTo(1848);
  });

  it("takes the automated share and the error reduction as inputs the buyer changes", () => {
    // 4,400 x 35% x 2 minutes = 51.33 hours x $18 = $924; errors: 4,400 x 2.5% x 20% x $20 = $440.
    const estimate = estimateRoi(orders, monthly, { automatedPercent: 35, errorReductionPercent: 20 });
    expect(estimate.hoursSavedPerMonth).toBeCloseTo(51.333, 2);
    expect(estimate.moneySavedPerMonth).toBeCloseTo(924 + 440);
    expect(estimateRoi(orders, monthly, { automatedPercent: 0, errorReductionPercent: 0 }).moneySavedPerMonth).toBe(0);
  });

  it("prices the add-ons the buyer takes into the month and the totals, and leaves the capacity add-on to the volume", () => {
    const withAddOns: RoiPricing = {
      ...monthly,
      addOns: [
        { item: "each further phone number or location", usdPerMonth: 150 },
        { item: "each further calendar", usdPerMonth: 90 },
      ],
    };
    expect(roiAddOnFields(withAddOns).map((field) => field.key)).toEqual(["addOn0", "addOn1"]);
    const estimate = estimateRoi(calls, withAddOns, { addOn0: 2, addOn1: "1" });
    expect(estimate.price.usd).toBe(490 + 2 * 150 + 90);
    expect(roiPriceLines(estimate)).toEqual([
      "Starting price, whatever the volume: $490",
      "Add-on, each further phone number or location: 2 at $150 a month: $300",
      "Add-on, each further calendar: 1 at $90 a month: $90",
    ]);
    expect(estimate.totals[0]).toEqual({ months: 12, costUsd: 2900 + 12 * 880, savedUsd: 14400, netUsd: 14400 - 2900 - 12 * 880 });
    expect(estimateRoi(calls, withAddOns, { addOn0: "-3", addOn1: "999" }).price.usd).toBe(490 + 20 * 90);
    const { pricing } = listingFor("outbound-sdr-agent");
    expect(roiAddOnFields(pricing).some((field) => field.label.toLowerCase().includes(pricing.volume!.capacity!.addOn.item))).toBe(false);
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
    expect(rows.at(-1)).toEqual({ label: "Payback of the total cost", value: "Not reached" });
    // 12 months: $2,900 + 12 x $340 short.
    expect(rows).toContainEqual({ label: "Net over 12 months, after the total cost", value: "$6,980 lost" });
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
    expect(roiResultRows(estimate, perSeat).at(-1)).toEqual({ label: "Payback of the total cost", value: "No set-up fee" });
    expect(roiVerdict(estimate, perSeat)).toBe(
      "At these numbers the agent saves about $30 a month after its price of $1,170 a month at this volume, and there is no set-up fee to pay back. Over 3 years it costs $42,120 in all, set-up fee included, and saves $43,200.",
    );
    expect(monthlyPriceFor({ ...perSeat, minimumSeats: 3 }, { tasksPerMonth: 100 }).usd).toBe(1170);
    expect(monthlyPriceFor({ ...perSeat, minimumSeats: 3 }, { tasksPerMonth: 1000 }).usd).toBe(4 * 390);
  });

  it("adds usage above the included volume to the price, itemised", () => {
    const usage: RoiPricing = {
      model: "per-month-plus-usage",
      fromUsdPerMonth: 490,
      setupUsd: 2900,
      volume: { unit: ["answered call", "answered calls"], includedPerMonth: 800, usdPerUnitAbove: 0.45 },
    };
    expect(monthlyPriceFor(usage, { tasksPerMonth: 800 })).toMatchObject({ lines: [{ label: "Starting price, with 800 answered calls", usd: 490 }], usd: 490 });
    expect(monthlyPriceFor(usage, { tasksPerMonth: 801 }).usd).toBeCloseTo(490.45);
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
    expect(roiVerdict(quick, { model: "per-month", fromUsdPerMonth: 490, setupUsd: 100 })).toMatch(/set-up fee in under 1 month\./);
    const slow = estimateRoi(calls, { model: "per-month", fromUsdPerMonth: 1190, setupUsd: 5900 });
    expect(roiVerdict(slow, { model: "per-month", fromUsdPerMonth: 1190, setupUsd: 5900 })).toMatch(/set-up fee in over 3 years\./);
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
      "Orders it clears (%): 70",
      "Errors it catches (%): 70",
      "Assumptions: A month has 22 working days. " +
        "Savings are set against the price at the volume you enter (the starting price), and the totals add the $5,200 set-up fee; the price used is itemized with the estimate.",
      "Tasks a month: 4,400",
      "Hours saved a month: 102.7",
      "Money saved a month, before the price: $3,388",
      "Price a month at this volume: $860",
      "Net a month, after the price: $2,528 saved",
      "Total cost over 12 months, set-up fee included: $15,520",
      "Net over 12 months, after the total cost: $25,136 saved",
      "Total cost over 3 years, set-up fee included: $36,160",
      "Net over 3 years, after the total cost: $85,808 saved",
      "Payback of the total cost: 2.1 months",
      "Price used: Starting price, whatever the volume: $860",
      "At these numbers the agent saves about $2,528 a month after its price of $860 a month at this volume, and it pays back the $5,200 set-up fee in about 2.1 months. Over 3 years it costs $36,160 in all, set-up fee included, and saves $121,968.",
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
  const at = (listing: ReturnType<typeof listingFor>, pick: "min" | "max") => Object.fromEntries(listing.roi.inputs.map((input) => [input.key, input[pick]]));

  const defaultOf = (roi: RoiModel, key: RoiInputKey) => roi.inputs.find((input) => input.key === key)!.defaultValue;

  type Listing = ReturnType<typeof listingFor>;
  const inputOf = (listing: Listing, key: RoiInputKey) => listing.roi.inputs.find((input) => input.key === key)!;
  /** The most tasks the estimate takes, each as quick and its staff as cheap as it allows: the least it can save per task. */
  const leanNumbers = (listing: Listing) => ({
    volume: inputOf(listing, "volume").max,
    minutesPerTask: inputOf(listing, "minutesPerTask").min,
    hourlyCost: inputOf(listing, "hourlyCost").min,
  });
  // The staff time saved (tasks x the automated share x minutes x the hourly cost), against the
  // price plus the tasks above those included.
  const savedAt = (listing: Listing) => {
    const { volume, minutesPerTask, hourlyCost } = leanNumbers(listing);
    return (volume * (defaultOf(listing.roi, "automatedPercent") / 100) * minutesPerTask * hourlyCost) / 60;
  };
  const priceAt = (listing: Listing) => {
    const { pricing } = listing;
    return pricing.fromUsdPerMonth + Math.max(0, leanNumbers(listing).volume - pricing.volume!.includedPerMonth) * pricing.volume!.usdPerUnitAbove!;
  };
  /** The first listing priced by use, each unit once, whose estimate reads those four inputs alone, and which costs more than it saves at those numbers. */
  const losing = everyListing
    .map(([, listing]) => listing)
    .find(
      (listing) =>
        listing.pricing.volume?.usdPerUnitAbove &&
        !listing.pricing.volume.countsAsTwo &&
        !listing.pricing.volume.capacity &&
        listing.roi.inputs.length === 4 &&
        ["volume", "minutesPerTask", "hourlyCost", "automatedPercent"].every((key) => listing.roi.inputs.some((input) => input.key === key)) &&
        savedAt(listing) < priceAt(listing),
    )!;

  it("shows a loss, not a gain, for a usage-priced agent at the most tasks it estimates, each as quick and cheap as it allows", () => {
    expect(losing).toBeDefined();
    const { roi, pricing } = losing;
    const estimate = estimateRoi(roi, pricing, leanNumbers(losing));
    const saved = savedAt(losing);
    const price = priceAt(losing);
    expect(estimate.price.usd).toBeCloseTo(price);
    expect(estimate.netMonthlySaving).toBeCloseTo(saved - price);
    expect(roiResultRows(estimate, pricing)[4]!.value).toBe(`${formatUsd(price - saved)} lost`);
    expect(roiVerdict(estimate, pricing)).toMatch(/does not pay for itself/);
  });

  it("bills the Shopping Assistant for every chat, whatever it is about", () => {
    const { roi, pricing } = listingFor("shopping-assistant-agent");
    expect(usageTerms(pricing).join(" ")).toMatch(/Every chat counts as one conversation/);
    expect(roi.inputs.find((input) => input.key === "volume")!.label).toMatch(/chats per month, on every topic/i);
    const volume = pricing.volume!;
    const chats = volume.includedPerMonth + 1000;
    const estimate = estimateRoi(roi, pricing, { volume: chats });
    expect(estimate.price.billedUnitsPerMonth).toBe(chats);
    expect(estimate.price.usd).toBeCloseTo(pricing.fromUsdPerMonth + 1000 * volume.usdPerUnitAbove!);
  });

  it("bills Omnichannel's phone calls longer than 10 minutes as two conversations", () => {
    const { roi, pricing } = listingFor("omnichannel-support-agent");
    const volume = pricing.volume!;
    expect(volume.countsAsTwo).toBe("a phone call longer than 10 minutes");
    expect(usageTerms(pricing)).toContain(`A phone call longer than 10 minutes counts as two ${volume.unit[1]}.`);
    const conversations = volume.includedPerMonth;
    const estimate = estimateRoi(roi, pricing, { volume: conversations, countedTwicePercent: 10 });
    // 10% of the conversations count twice: 110% of them are billed, 10% above what the price includes.
    expect(estimate.price.billedUnitsPerMonth).toBeCloseTo(conversations * 1.1);
    expect(estimate.price.usd).toBeCloseTo(pricing.fromUsdPerMonth + Math.ceil(conversations * 0.1) * volume.usdPerUnitAbove!);
    expect(roiResultRows(estimate, pricing)).toContainEqual({ label: `Billed ${volume.unit[1]} a month`, value: formatNumber(Math.ceil(conversations * 1.1)) });
    expect(estimateRoi(roi, pricing, { volume: conversations, countedTwicePercent: 0 }).price.usd).toBe(pricing.fromUsdPerMonth);
    expect(monthlyPriceFor(pricing, { tasksPerMonth: 1000, countedTwicePercent: 25 }).billedUnitsPerMonth).toBe(1250);
    // Usage terms where nothing counts twice bill each unit once, whatever the share given.
    const countedOnce = everyListing.find(([, listing]) => listing.pricing.volume && !listing.pricing.volume.countsAsTwo)![1];
    expect(monthlyPriceFor(countedOnce.pricing, { tasksPerMonth: 1000, countedTwicePercent: 25 }).billedUnitsPerMonth).toBe(1000);
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
        const above = Math.max(0, Math.ceil(estimate.price.billedUnitsPerMonth) - volume.includedPerMonth);
        expect(estimate.price.usd).toBeCloseTo(pricing.fromUsdPerMonth + above * volume.usdPerUnitAbove + capacityUsd);
      }
      if (pricing.model === "per-seat" && volume) {
        const seats = estimate.price.usd / pricing.fromUsdPerMonth;
        expect(seats * volume.includedPerMonth).toBeGreaterThanOrEqual(estimate.price.billedUnitsPerMonth);
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
    expect(pricing.addOns).toContainEqual(mailboxes.addOn);
    // 3 mailboxes x 50 new prospects a working day x 22 working days = 3,300 prospects a month.
    const atCap = monthlyPriceFor(pricing, { tasksPerMonth: 3300 });
    expect(atCap.lines).toHaveLength(2);
    expect(atCap.usd).toBeCloseTo(1850 + 2300 * 1.5);
    const oneMore = monthlyPriceFor(pricing, { tasksPerMonth: 3301 });
    expect(oneMore.lines.at(-1)).toEqual({ label: "1 further sending mailbox at $60, 1,100 prospects a month each", usd: 60 });
    expect(oneMore.usd).toBeCloseTo(1850 + 2301 * 1.5 + 60);
    expect(monthlyPriceFor(pricing, { tasksPerMonth: 4400 }).usd).toBeCloseTo(1850 + 3400 * 1.5 + 60);
    expect(monthlyPriceFor(pricing, { tasksPerMonth: 4401 }).lines.at(-1)?.label).toBe("2 further sending mailboxes at $60, 1,100 prospects a month each");
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
    const share = roi.inputs.find((input) => input.key === "automatedPercent")!.max / 100;
    // Every inquiry the bot takes through at the highest share counted as a booked viewing: the most the calendars could be asked to hold.
    const viewingsPerAgentADay = (max * share) / agents / 22;
    expect(viewingsPerAgentADay).toBeLessThanOrEqual(5);
    expect(roi.assumptions.join(" ")).toContain(`Stops at ${max.toLocaleString("en-US")} inquiries a month and a ${Math.round(share * 100)}% share`);
    expect(roi.assumptions.join(" ")).toContain(`${Math.round(max * share)} the bot takes through`);
  });

  it.each(everyListing)(
    "keeps %s's input ranges plausible: the buyer's maximum numbers, at our figures' defaults, save under $250,000 and 3,000 staff hours a month",
    (_name, listing) => {
      // Our own figures (the automated share, the error reduction) stay at their defaults: every maximum at once is no business.
      const ours: readonly string[] = roiFigureKeys;
      const buyersMaximum = Object.fromEntries(Object.entries(at(listing, "max")).filter(([key]) => !ours.includes(key)));
      const estimate = estimateRoi(listing.roi, listing.pricing, buyersMaximum);
      expect(estimate.moneySavedPerMonth).toBeLessThan(250_000);
      expect(estimate.hoursSavedPerMonth).toBeLessThan(3000);
      for (const input of listing.roi.inputs) {
        expect(input.min).toBeLessThanOrEqual(input.defaultValue);
        expect(input.defaultValue).toBeLessThanOrEqual(input.max);
      }
    },
  );

  it.each(everyListing.filter(([, listing]) => listing.pricing.volume))(
    "charges %s nothing more at its cap and more one unit above it",
    (_name, { pricing }) => {
      const volume = pricing.volume!;
      const seats = pricing.model === "per-seat" ? (pricing.minimumSeats ?? 1) : 1;
      const cap = volume.includedPerMonth * seats;
      const atCap = monthlyPriceFor(pricing, { tasksPerMonth: cap });
      const above = monthlyPriceFor(pricing, { tasksPerMonth: cap + 1 });
      expect(atCap.usd).toBe(pricing.fromUsdPerMonth * seats);
      expect(atCap.lines).toHaveLength(1);
      if (pricing.model === "per-seat") expect(above.usd).toBe(pricing.fromUsdPerMonth * (seats + 1));
      else expect(above.usd).toBeCloseTo(pricing.fromUsdPerMonth + (volume.usdPerUnitAbove ?? 0));
    },
  );
});
