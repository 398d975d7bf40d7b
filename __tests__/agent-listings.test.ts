import { getAllAgents } from "@/lib/agents/catalogue";
import { listingFor } from "@/lib/agents/listings";
import { listings } from "@/content/listings";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { llmsTxt } from "@/lib/site/feeds";

const agents = getAllAgents();

describe("agent listings", () => {
  it("has exactly one listing for each agent of the catalogue", () => {
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
      // Limited risk means an Art. 50 duty: it tells people it is an AI, or it marks what it generates.
      if (listing.risk.euAiActClass === "limited") expect(listing.risk.disclosesAi || Boolean(listing.risk.outputMarking)).toBe(true);
    });

    it("states the duties on both sides and, for limited and high risk, when they apply", () => {
      expect(listing.risk.providerDuties.length).toBeGreaterThan(0);
      if (listing.risk.euAiActClass !== "minimal") expect(listing.risk.obligationsApply).toMatch(/2 August 2026/);
    });

    it("answers the data-protection questions: sub-processor kinds, health data, no training clause shown from claims", () => {
      expect(listing.data.subProcessors).toEqual(expect.arrayContaining(["cloud-hosting", "language-model"]));
      expect(typeof listing.data.mayProcessHealthData).toBe("boolean");
      // The company's commitments are written once, in content/claims.ts, never in a listing.
      const text = JSON.stringify(listing);
      expect(text).not.toMatch(/used to train|train models|Art\. 28|Standard Contractual Clauses/i);
    });

    it("prices every cap it states: a usage price, a seat or a next tier", () => {
      const caps = listing.pricing.includes.filter((item) => /\bup to \d/i.test(item)).length;
      expect(listing.pricing.addOns?.length ?? 0).toBeGreaterThanOrEqual(caps);
      for (const addOn of listing.pricing.addOns ?? []) expect(addOn.usdPerMonth).toBeGreaterThan(0);
      // A capacity the volume runs into (sending mailboxes) is priced by one of its add-ons, and its "up to" agrees.
      const capacity = listing.pricing.volume?.capacity;
      if (capacity) {
        expect(listing.pricing.addOns).toContain(capacity.addOn);
        expect(listing.pricing.includes.some((item) => item.startsWith(`Up to ${capacity.included} ${capacity.unit[1]}`))).toBe(true);
      }
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

  it.each(agents.filter((agent) => !listingFor(agent.slug).data.mayProcessHealthData).map((agent) => [agent.name, agent.slug] as const))(
    "says %s reads no health or equal-opportunity data, as its health-data answer says",
    (_name, slug) => {
      expect(listingFor(slug).data.reads.join(" ")).not.toMatch(/health|medical|disabilit|equal-opportunity|diversity|monitoring answers|special-category/i);
    },
  );

  it("keeps equal-opportunity monitoring answers out of the resume screener, and says so", () => {
    const { data, limits, pricing } = listingFor("resume-screener-agent");
    expect(data.mayProcessHealthData).toBe(false);
    expect(limits.join(" ")).toMatch(/does not receive equal-opportunity monitoring answers or any other special-category data/);
    expect(pricing.includes.join(" ")).not.toMatch(/candidate group/);
  });

  it("says what the resume screener's provider and deployer must do, when, and what New York City asks", () => {
    const { risk, conversations } = listingFor("resume-screener-agent");
    const provider = risk.providerDuties.join(" ");
    for (const duty of [/conformity assessment/, /EU declaration of conformity \(Art\. 47\)/, /CE marking \(Art\. 48\)/, /EU database.*\(Art\. 49\)/, /instructions for use \(Art\. 13\)/]) {
      expect(provider).toMatch(duty);
    }
    const deployer = risk.buyerDuties.join(" ");
    for (const duty of [/Art\. 26/, /workers' representatives/, /serious incident/, /Art\. 86/, /Local Law 144/, /bias audit less than a year old/, /notice/]) {
      expect(deployer).toMatch(duty);
    }
    expect(risk.obligationsApply).toMatch(/Annex III/);
    // The sample run shows the recruiter reading the evidence and checking lower-ranked candidates.
    const run = conversations[0]!.turns.filter((turn) => turn.speaker === "Recruiter").map((turn) => turn.text).join(" ");
    expect(run).toMatch(/evidence/);
    expect(run).toMatch(/sample of \d+ from the \d+ who meet two essentials/);
    expect(run).not.toMatch(/top 12/);
  });

  it.each(["order-verification-agent", "sales-pro-agent"])("keeps %s to team, store and shift level, with no per-person output", (slug) => {
    const listing = listingFor(slug);
    const outputs = [...listing.pricing.includes, ...listing.data.writes, ...listing.handover.when].join(" ");
    expect(outputs).not.toMatch(/by picker|per-picker|and picker|each rep's|per rep(?!\b)|rep coaching/i);
    expect(listing.risk.euAiActClass).toBe("minimal");
    expect(listing.risk.why).toMatch(/Annex III, point 4\(b\)/);
    expect(listing.risk.buyerDuties.join(" ")).toMatch(/works council/);
    const refusal = listing.conversations.find((conversation) => conversation.outcome === "declined");
    expect(refusal?.turns.map((turn) => turn.text).join(" ")).toMatch(/HR/);
    expect(listing.limits.join(" ")).toMatch(/refuses requests for per-person data and points them to HR/);
  });

  it("says FinanceTracker categorizes transactions and promises no reconciliation or matching it does not do", () => {
    const listing = listingFor("finance-tracker");
    const agent = agents.find((each) => each.slug === "finance-tracker")!;
    expect(listing.data.writes.join(" ")).toMatch(/suggested category and cost center/);
    const promises = JSON.stringify([agent, listing.pricing, listing.data.writes, listing.roi.inputs, listing.searchPhrases]);
    expect(promises).not.toMatch(/reconcil|against (its|the|a) (receipt|invoice|statement)|statement matching|match(es|ing)? (receipts|statements|invoices)/i);
  });

  it("classes the AI Marketeer as limited risk under Art. 50(2) and says how its output is marked", () => {
    const { risk } = listingFor("ai-marketeer-agent");
    expect(risk.euAiActClass).toBe("limited");
    expect(risk.why).toMatch(/Art\. 50\(2\)/);
    expect(risk.outputMarking).toMatch(/machine-readable/);
  });

  it("gives llms.txt the least a buyer pays a month, as the marketplace cards do", () => {
    const text = llmsTxt();
    for (const agent of agents) expect(text).toContain(`; ${leastPriceLabel(listingFor(agent.slug).pricing)}): `);
    // Sales Pro: the card's $1,020 (3 seats at $340), never the seat price alone.
    expect(text).toContain("From $1,020/month: 3 seats minimum at $340");
    expect(text).not.toMatch(/per seat\)/);
  });

  it("gives the catalogue at least 26 sample conversations", () => {
    expect(agents.reduce((count, agent) => count + listingFor(agent.slug).conversations.length, 0)).toBeGreaterThanOrEqual(26);
  });
});
