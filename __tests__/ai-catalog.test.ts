// /.well-known/ai-catalog.json as Lighthouse's ard-schema audit (Agentic Browsing) reads it: an
// entry's metadata holds scalar values only; an array there failed the audit (score 75).
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { leastMonthlyUsd, leastPriceLabel } from "@/lib/agents/pricing";
import { agentsJson, aiCatalog, type AgentsJson } from "@/lib/site/agent-catalog";
import { readToolAgents } from "@/lib/webmcp/tool-agents";
import { formatUsd } from "@/lib/site/numbers";

it("gives every entry's metadata scalar values only (string, number, boolean or null)", () => {
  const { entries } = aiCatalog() as { entries: { metadata: Record<string, unknown> }[] };
  expect(entries.length).toBeGreaterThan(0);
  const notScalar = entries.flatMap(({ metadata }) =>
    Object.entries(metadata)
      .filter(([, value]) => value !== null && !["string", "number", "boolean"].includes(typeof value))
      .map(([key]) => key),
  );
  expect(notScalar).toEqual([]);
});

describe("the price field of both catalogs", () => {
  const listings = getAllAgents().map((agent) => ({ agent, pricing: listingFor(agent.slug).pricing }));
  const perSeat = listings.filter(({ pricing }) => pricing.model === "per-seat" && (pricing.minimumSeats ?? 1) > 1);

  it("has a per-seat agent with a seat minimum to check", () => {
    expect(perSeat.length).toBeGreaterThan(0);
  });

  it("gives in /agents.json the least a buyer pays a month, and the per-seat price in its own field", () => {
    const { agents, pricingNote } = agentsJson();
    for (const { agent, pricing } of listings) {
      const entry = agents.find((candidate) => candidate.slug === agent.slug)!;
      expect(entry.pricing.fromUsdPerMonth).toBe(leastMonthlyUsd(pricing));
      expect(entry.pricing.perSeatUsdPerMonth).toBe(pricing.model === "per-seat" ? pricing.fromUsdPerMonth : undefined);
      expect(entry.pricing.label).toBe(leastPriceLabel(pricing));
      expect(entry.pricing.label).toContain(formatUsd(entry.pricing.fromUsdPerMonth));
    }
    expect(pricingNote).toMatch(/fromUsdPerMonth is the least a buyer pays a month/);
    expect(pricingNote).toMatch(/perSeatUsdPerMonth times minimumSeats/);
  });

  it("gives in the AI catalog the same least price, and the per-seat price beside it", () => {
    const { entries } = aiCatalog();
    for (const { agent, pricing } of listings) {
      const entry = entries.find((candidate) => candidate.displayName === agent.name)!;
      expect(entry.metadata.fromUsdPerMonth).toBe(leastMonthlyUsd(pricing));
      expect(entry.metadata.perSeatUsdPerMonth).toBe(pricing.model === "per-seat" ? pricing.fromUsdPerMonth : null);
    }
  });

  it("reads back, for the browser's tools, the listing's own pricing", () => {
    const agents = readToolAgents(JSON.parse(JSON.stringify(agentsJson())) as AgentsJson);
    for (const { agent, pricing } of listings) {
      const entry = agents.find((candidate) => candidate.slug === agent.slug)!;
      expect(entry.pricing.fromUsdPerMonth).toBe(pricing.fromUsdPerMonth);
      expect(leastPriceLabel(entry.pricing)).toBe(leastPriceLabel(pricing));
    }
  });
});
