import { getAllAgents, requireAgent } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { monthlyPriceAt } from "@/lib/agents/pricing";
import { buildQuote, pricingForQuote, quoteFieldProblem, quoteFields, quoteText, type QuoteAgent } from "@/lib/agents/quote";
import { parseQuoteQuery, quoteQueryString } from "@/lib/agents/quote-query";

const quoteAgent = (slug: string): QuoteAgent => ({ slug, name: requireAgent(slug).name, pricing: pricingForQuote(listingFor(slug).pricing) });

describe("a quote", () => {
  it("prices every agent at its default volume as the listing's price code does, over each term", () => {
    for (const agent of getAllAgents()) {
      const { pricing } = listingFor(agent.slug);
      const volume = quoteFields(pricingForQuote(pricing)).find((field) => field.key === "volume");
      const monthly = monthlyPriceAt(pricing, volume?.defaultValue ?? 0).usd;
      for (const term of [12, 24, 36] as const) {
        const { totals } = buildQuote([{ agent: quoteAgent(agent.slug) }], term);
        expect(totals.monthlyUsd).toBe(monthly);
        expect(totals.firstYearUsd).toBe(pricing.setupUsd + 12 * monthly);
        expect(totals.termUsd).toBe(pricing.setupUsd + term * monthly);
        expect(totals.perMonthOverTermUsd).toBeCloseTo((pricing.setupUsd + term * monthly) / term);
      }
    }
  });

  it("adds each agent's totals into the quote's, and keeps pass-through estimates apart", () => {
    const quote = buildQuote([{ agent: quoteAgent("ai-receptionist-agent"), entries: { volume: 1200 } }, { agent: quoteAgent("outbound-sdr-agent") }], 36);
    const [a, b] = quote.agents;
    expect(quote.totals.termUsd).toBe(a!.totals.termUsd + b!.totals.termUsd);
    expect(quote.totals.passThroughTermUsd).toBeCloseTo(a!.totals.passThroughTermUsd + b!.totals.passThroughTermUsd);
    expect(a!.lines.filter((line) => line.kind === "pass-through")).toHaveLength(listingFor("ai-receptionist-agent").pricing.passThroughCosts!.length);
    expect(quoteText(quote)).toContain(quote.reference);
  });

  it("gives the same reference for the same input and another for another", () => {
    const one = buildQuote([{ agent: quoteAgent("finance-tracker"), entries: { volume: 6000 } }], 24);
    expect(buildQuote([{ agent: quoteAgent("finance-tracker"), entries: { volume: "6000" } }], 24).reference).toBe(one.reference);
    expect(buildQuote([{ agent: quoteAgent("finance-tracker"), entries: { volume: 6001 } }], 24).reference).not.toBe(one.reference);
  });

  it("says what is wrong with an entry and counts it within bounds", () => {
    const [volume] = quoteFields(quoteAgent("ai-receptionist-agent").pricing);
    expect(quoteFieldProblem(volume!, "900")).toBeUndefined();
    expect(quoteFieldProblem(volume!, "")).toMatch(/^Enter a number from 0 to/);
    expect(quoteFieldProblem(volume!, "1.5")).toMatch(/^Enter a whole number/);
    expect(quoteFieldProblem(volume!, "-1")).toMatch(/^Enter a number from 0/);
    const quote = buildQuote([{ agent: quoteAgent("ai-receptionist-agent"), entries: { volume: "99999999" } }], 12);
    expect(quote.agents[0]!.counted.volume).toBe(volume!.max);
  });
});

describe("the quote's address", () => {
  const known = getAllAgents().map((agent) => agent.slug);

  it("reads back what it writes", () => {
    const entries = { "ai-receptionist-agent": { volume: "1200", addOn0: "" } };
    const query = parseQuoteQuery(quoteQueryString(["ai-receptionist-agent"], 36, entries), known);
    expect(query).toEqual({ slugs: ["ai-receptionist-agent"], term: 36, entries, notes: [] });
  });

  it("leaves out unknown agents and a term it does not offer, and says so", () => {
    const query = parseQuoteQuery("agents=finance-tracker,nope&term=7", known);
    expect(query.slugs).toEqual(["finance-tracker"]);
    expect(query.term).toBe(12);
    expect(query.notes).toHaveLength(2);
  });
});
