import { getAllAgents } from "@/lib/agents/catalogue";
import { listingFor } from "@/lib/agents/listings";
import { listings } from "@/content/listings";

const agents = getAllAgents();

describe("agent listings", () => {
  it("has exactly one listing for each of the 13 agents", () => {
    expect(Object.keys(listings).sort()).toEqual(agents.map((agent) => agent.slug).sort());
  });

  it("stops the build for an agent without a listing", () => {
    expect(() => listingFor("no-such-agent")).toThrow('content/listings has no listing for the agent "no-such-agent"');
  });

  describe.each(agents.map((agent) => [agent.name, agent.slug] as const))("%s", (_name, slug) => {
    const listing = listingFor(slug);

    it("has an indicative monthly price, a set-up fee and what the price includes", () => {
      expect(listing.pricing.fromUsdPerMonth).toBeGreaterThan(0);
      expect(listing.pricing.setupUsd).toBeGreaterThanOrEqual(0);
      expect(listing.pricing.includes.length).toBeGreaterThanOrEqual(2);
      if (listing.pricing.model === "per-month-plus-usage") expect(listing.pricing.volume?.usdPerUnitAbove).toBeGreaterThan(0);
    });

    it("names its integrations, data, requirements, timeline, handover and limits", () => {
      expect(listing.integrations.length).toBeGreaterThan(0);
      for (const integration of listing.integrations) expect(integration.examples.length).toBeGreaterThan(0);
      expect(listing.data.reads.length).toBeGreaterThan(0);
      expect(listing.data.writes.length).toBeGreaterThan(0);
      expect(listing.data.processedIn).toBeTruthy();
      expect(listing.data.retention).toBeTruthy();
      expect(listing.requirements.length).toBeGreaterThan(0);
      expect(listing.timelineWeeks.min).toBeGreaterThan(0);
      expect(listing.timelineWeeks.max).toBeGreaterThanOrEqual(listing.timelineWeeks.min);
      expect(listing.handover.when.length).toBeGreaterThan(0);
      expect(listing.handover.how).toBeTruthy();
      expect(listing.limits.length).toBeGreaterThan(0);
    });

    it("states its EU AI Act class, why, and what the buyer must do", () => {
      expect(["minimal", "limited", "high"]).toContain(listing.risk.euAiActClass);
      expect(listing.risk.why).toBeTruthy();
      expect(listing.risk.buyerDuties.length).toBeGreaterThan(0);
      if (listing.risk.euAiActClass === "limited") expect(listing.risk.disclosesAi).toBe(true);
    });

    it("was reviewed on a real date", () => {
      expect(listing.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${listing.lastReviewed}T00:00:00Z`).toISOString().slice(0, 10)).toBe(listing.lastReviewed);
    });

    it("has at least two sample conversations, one handing over to a person or declining", () => {
      expect(listing.conversations.length).toBeGreaterThanOrEqual(2);
      expect(listing.conversations.some((conversation) => conversation.outcome !== "resolved")).toBe(true);
      for (const conversation of listing.conversations) {
        expect(conversation.turns.length).toBeGreaterThanOrEqual(2);
        for (const turn of conversation.turns) expect(turn.speaker && turn.text).toBeTruthy();
      }
    });

    it("has an ROI model with volume and hourly cost inputs whose defaults lie in range", () => {
      const keys = listing.roi.inputs.map((input) => input.key);
      expect(keys).toEqual(expect.arrayContaining(["volume", "hourlyCost"]));
      expect(new Set(keys).size).toBe(keys.length);
      for (const input of listing.roi.inputs) {
        expect(input.defaultValue).toBeGreaterThanOrEqual(input.min);
        expect(input.defaultValue).toBeLessThanOrEqual(input.max);
        expect(input.step).toBeGreaterThan(0);
      }
      expect(listing.roi.automatedShare).toBeGreaterThan(0);
      expect(listing.roi.automatedShare).toBeLessThanOrEqual(1);
      expect(listing.roi.assumptions.length).toBeGreaterThan(0);
    });

    it("lists the phrases buyers use for it", () => {
      expect(listing.searchPhrases.length).toBeGreaterThanOrEqual(6);
    });
  });

  it("says the resume screener is high risk and that a person makes every decision", () => {
    const { risk } = listingFor("resume-screener-agent");
    expect(risk.euAiActClass).toBe("high");
    expect(`${risk.why} ${risk.buyerDuties.join(" ")}`).toMatch(/person|human|recruiter/i);
  });

  it("gives the catalogue at least 26 sample conversations", () => {
    expect(agents.reduce((count, agent) => count + listingFor(agent.slug).conversations.length, 0)).toBeGreaterThanOrEqual(26);
  });
});
