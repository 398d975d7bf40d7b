import { getAllAgents, requireAgent } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import {
  buildQuote,
  customEntry,
  pricingForQuote,
  quoteFieldProblem,
  quoteFields,
  quoteLineAmount,
  quoteText,
  quoteTotalRows,
  type QuoteAgent,
  type QuoteEntries,
  type QuoteTerm,
} from "@/lib/agents/quote";
import { parseQuoteQuery, quoteQueryString } from "@/lib/agents/quote-query";
import { estimateRoi, roiAddOnFields } from "@/lib/agents/roi";
import { quoteSummary } from "@/lib/forms/quote-request/form";
import { formatCentsUsd } from "@/lib/site/numbers";
import { agentWhere, countsSomeTwice, isPlainUsage, isUsagePriced, perSeat, usageWithAddOn, withVolumeAddOn } from "./support/agent-picks";

const quoteAgent = (slug: string): QuoteAgent => ({ slug, name: requireAgent(slug).name, pricing: pricingForQuote(listingFor(slug)) });
const slugs = getAllAgents().map((agent) => agent.slug);

/** A printed amount back to cents: "$2,630.45" -> 263045, "about $41 a month" -> 4100. */
const printedCents = (text: string) => Math.round(Number(/\$([\d,]+(?:\.\d\d)?)/.exec(text)![1]!.replaceAll(",", "")) * 100);

/** A small deterministic generator, so a failing quote can be rebuilt from its seed. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state % below;
  };
}

describe("a quote", () => {
  it("counts the set-up fee once, in year 1, and 12 months of the run rate in every year of each term", () => {
    for (const slug of slugs) {
      const { setupUsd } = listingFor(slug).pricing;
      for (const term of [12, 24, 36] as const) {
        const { totals } = buildQuote([{ agent: quoteAgent(slug) }], term);
        expect(totals.monthlyUsd).toBeGreaterThan(0);
        expect(totals.yearsUsd).toHaveLength(term / 12);
        expect(totals.yearsUsd[0]).toBeCloseTo(setupUsd + 12 * totals.monthlyUsd, 2);
        for (const year of totals.yearsUsd.slice(1)) expect(year).toBeCloseTo(12 * totals.monthlyUsd, 2);
        expect(totals.termUsd).toBeCloseTo(setupUsd + term * totals.monthlyUsd, 2);
      }
    }
  });

  it("finds each agent's quote and its estimator at the same monthly price at the same inputs", () => {
    const random = generator(7);
    for (const slug of slugs) {
      const listing = listingFor(slug);
      const { roi, pricing } = listing;
      for (let round = 0; round < 20; round++) {
        const entries: Record<string, number> = {};
        for (const input of roi.inputs) entries[input.key] = input.min + random(Math.floor((input.max - input.min) / input.step) + 1) * input.step;
        for (const field of roiAddOnFields(pricing)) entries[field.key] = random(4);
        const estimate = estimateRoi(roi, pricing, entries);
        const quoteEntries: QuoteEntries = {
          volume: estimate.tasksPerMonth,
          countedTwicePercent: entries.countedTwicePercent,
          ...Object.fromEntries(roiAddOnFields(pricing).map((field) => [field.key, entries[field.key]])),
        };
        const quote = buildQuote([{ agent: quoteAgent(slug), entries: quoteEntries }], 12);
        expect({ slug, entries, usd: quote.totals.monthlyUsd }).toEqual({ slug, entries, usd: estimate.price.usd });
      }
    }
  });

  it("counts long calls twice and a further store's own orders, as the listings say", () => {
    const { agent: caller, listing: calls } = countsSomeTwice();
    // Twice what the price includes, 10% of it counted twice: a tenth more billed, all above what is included.
    const volume = 2 * calls.pricing.volume!.includedPerMonth;
    const plain = buildQuote([{ agent: quoteAgent(caller.slug), entries: { volume, countedTwicePercent: 0 } }], 12);
    const twice = buildQuote([{ agent: quoteAgent(caller.slug), entries: { volume, countedTwicePercent: 10 } }], 12);
    expect(twice.totals.monthlyUsd - plain.totals.monthlyUsd).toBeCloseTo(Math.ceil(volume * 0.1) * calls.pricing.volume!.usdPerUnitAbove!, 2);

    const { agent: stores, listing } = withVolumeAddOn();
    const orders = listing.pricing;
    const store = orders.addOns![0]!;
    expect(store.item).toContain(`${store.includedPerMonth!.toLocaleString("en-US")} ${orders.volume!.unit[1]}`);
    const twoStores = buildQuote(
      [{ agent: quoteAgent(stores.slug), entries: { volume: orders.volume!.includedPerMonth + store.includedPerMonth!, addOn0: 1 } }],
      12,
    );
    expect(twoStores.totals.monthlyUsd).toBe(orders.fromUsdPerMonth + store.usdPerMonth);
  });

  it("quotes a per-seat agent at the seats the buyer counts, and never fewer than its volume needs", () => {
    const { agent, listing } = perSeat();
    const { pricing } = listing;
    const least = pricing.minimumSeats!;
    const five = buildQuote([{ agent: quoteAgent(agent.slug), entries: { seats: least + 2 } }], 12);
    expect(five.totals.monthlyUsd).toBe((least + 2) * pricing.fromUsdPerMonth);
    expect(five.agents[0]!.lines[0]!.label).toMatch(new RegExp(`^${least + 2} seats`));
    const busy = buildQuote([{ agent: quoteAgent(agent.slug), entries: { seats: least, volume: pricing.volume!.includedPerMonth * (least + 1) } }], 12);
    expect(busy.totals.monthlyUsd).toBe((least + 1) * pricing.fromUsdPerMonth);
  });

  it("foots: over many generated quotes every printed line adds up to the printed totals, and the years to the term", () => {
    const random = generator(2026);
    for (let round = 0; round < 150; round++) {
      const chosen = slugs.filter(() => random(3) === 0);
      const term = ([12, 24, 36] as const)[random(3)]! as QuoteTerm;
      const quote = buildQuote(
        chosen.map((slug) => {
          const fields = quoteFields(quoteAgent(slug).pricing);
          return {
            agent: quoteAgent(slug),
            entries: Object.fromEntries(fields.map((field) => [field.key, field.min + random(Math.min(field.max - field.min, 5000) + 1)])),
          };
        }),
        term,
      );
      let monthly = 0;
      let setup = 0;
      let passThrough = 0;
      for (const agent of quote.agents) {
        const rows = quoteTotalRows(agent.totals, term);
        const lineCents = (kind: string) =>
          agent.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + printedCents(quoteLineAmount(line)), 0);
        expect(lineCents("monthly")).toBe(printedCents(rows[0]!.usd));
        expect(lineCents("setup")).toBe(printedCents(rows[1]!.usd));
        expect(lineCents("pass-through")).toBe(printedCents(rows[0]!.passThroughUsd));
        monthly += lineCents("monthly");
        setup += lineCents("setup");
        passThrough += lineCents("pass-through");
      }
      const rows = quoteTotalRows(quote.totals, term);
      const [runRate, setupRow, ...rest] = rows;
      const years = rest.slice(0, -1);
      const whole = rest.at(-1)!;
      expect(printedCents(runRate!.usd)).toBe(monthly);
      expect(printedCents(setupRow!.usd)).toBe(setup);
      expect(printedCents(runRate!.passThroughUsd)).toBe(passThrough);
      expect(years).toHaveLength(term / 12);
      expect(printedCents(years[0]!.usd)).toBe(setup + 12 * monthly);
      for (const year of years.slice(1)) expect(printedCents(year.usd)).toBe(12 * monthly);
      expect(printedCents(whole.usd)).toBe(years.reduce((sum, year) => sum + printedCents(year.usd), 0));
      expect(printedCents(whole.usd)).toBe(setup + term * monthly);
      expect(printedCents(whole.passThroughUsd)).toBe(term * passThrough);
    }
  });

  it("writes cents only where an amount has them", () => {
    expect(formatCentsUsd(2630)).toBe("$2,630");
    expect(formatCentsUsd(0.45)).toBe("$0.45");
    expect(formatCentsUsd(1234.5)).toBe("$1,234.50");
    const { agent, listing } = agentWhere("priced by use, each unit once", isPlainUsage);
    const one = buildQuote([{ agent: quoteAgent(agent.slug), entries: { volume: listing.pricing.volume!.includedPerMonth + 1 } }], 12);
    expect(quoteLineAmount(one.agents[0]!.lines[1]!)).toBe(`${formatCentsUsd(listing.pricing.volume!.usdPerUnitAbove!)} a month`);
  });

  it("holds every agent of the catalog in one quote, and adds their totals", () => {
    const quote = buildQuote(
      slugs.map((slug) => ({ agent: quoteAgent(slug) })),
      36,
    );
    expect(quote.agents).toHaveLength(slugs.length);
    expect(Math.round(quote.totals.termUsd * 100)).toBe(quote.agents.reduce((sum, agent) => sum + Math.round(agent.totals.termUsd * 100), 0));
    expect(quoteText(quote)).toContain(quote.fingerprint);
  });

  it("carries every agent's numbers in the text a request sends", () => {
    const quote = buildQuote([{ agent: quoteAgent(usageWithAddOn().agent.slug), entries: { volume: 1234, addOn0: 2 } }], 24);
    const text = quoteSummary(quote).quote;
    for (const input of quote.agents[0]!.inputs) expect(text).toContain(`${input.label}: ${input.value.toLocaleString("en-US")}`);
  });

  it("gives the same fingerprint for the same input and another for another", () => {
    const { slug } = agentWhere("priced by use", isUsagePriced).agent;
    const one = buildQuote([{ agent: quoteAgent(slug), entries: { volume: 6000 } }], 24);
    expect(buildQuote([{ agent: quoteAgent(slug), entries: { volume: "6000" } }], 24).fingerprint).toBe(one.fingerprint);
    expect(buildQuote([{ agent: quoteAgent(slug), entries: { volume: 6001 } }], 24).fingerprint).not.toBe(one.fingerprint);
    expect(buildQuote([{ agent: quoteAgent(slug), entries: { volume: 6000 } }], 36).fingerprint).not.toBe(one.fingerprint);
  });

  it("says what is wrong with an entry, and takes a volume above the price table as a custom price", () => {
    const { slug } = agentWhere("priced by use", isUsagePriced).agent;
    const [volume] = quoteFields(quoteAgent(slug).pricing);
    expect(quoteFieldProblem(volume!, "900")).toBeUndefined();
    expect(quoteFieldProblem(volume!, "")).toMatch(/^Enter a number of 0 or more/);
    expect(quoteFieldProblem(volume!, "1.5")).toMatch(/^Enter a whole number/);
    expect(quoteFieldProblem(volume!, "-1")).toMatch(/^Enter a number of 0/);
    expect(quoteFieldProblem(volume!, "99999999")).toBeUndefined();
    expect(customEntry(volume!, "99999999")).toBe(99999999);
    const quote = buildQuote([{ agent: quoteAgent(slug), entries: { volume: "99999999" } }], 12);
    expect(quote.agents[0]!.inputs[0]!.value).toBe(volume!.max);
    expect(quote.agents[0]!.custom).toEqual([{ label: volume!.label, entered: 99999999, counted: volume!.max }]);
    expect(quoteText(quote)).toContain(`Custom price asked: ${volume!.label}: 99,999,999 entered`);
  });
});

describe("the quote's address", () => {
  it("reads back what it writes", () => {
    const { slug } = usageWithAddOn().agent;
    const entries = { [slug]: { volume: "1200", addOn0: "" } };
    const query = parseQuoteQuery(quoteQueryString([slug], 36, entries), slugs);
    expect(query).toEqual({ slugs: [slug], term: 36, entries, notes: [] });
  });

  it("takes every agent of the catalog", () => {
    expect(parseQuoteQuery(`agents=${slugs.join(",")}`, slugs).slugs).toEqual(slugs);
  });

  it("leaves out unknown agents and a term it does not offer, and says so", () => {
    const query = parseQuoteQuery(`agents=${slugs[0]},nope&term=7`, slugs);
    expect(query.slugs).toEqual([slugs[0]]);
    expect(query.term).toBe(12);
    expect(query.notes).toHaveLength(2);
  });
});
