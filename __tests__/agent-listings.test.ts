import { trustDocuments } from "@/content/trust-documents";
import { outputMarkingKeys } from "@/content/choices";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { listings } from "@/content/agents";
import { aiActDates, usEmploymentAiLawDates } from "@/content/regulation";
import { writtenDate } from "@/content/date-text";
import { disclosesAi, outputMarkingText } from "@/lib/agents/listing-text";
import { leastMonthlyUsd, leastPriceLabel, seatDefinition } from "@/lib/agents/pricing";
import { llmsTxt } from "@/lib/site/feeds";
import { formatUsd } from "@/lib/site/numbers";

const agents = getAllAgents();

describe("agent listings", () => {
  it("has exactly one listing for each agent of the catalog", () => {
    expect(Object.keys(listings).sort()).toEqual(agents.map((agent) => agent.slug).sort());
  });

  it("stops the build for an agent without a listing", () => {
    expect(() => listingFor("no-such-agent")).toThrow('The agent "no-such-agent" has no listing: content/agents/no-such-agent.yaml needs its `listing`');
  });

  describe.each(agents.map((agent) => [agent.name, agent.slug] as const))("%s", (_name, slug) => {
    const listing = listingFor(slug);

    it("meets an Art. 50 duty when classed limited risk", () => {
      // Limited risk means an Art. 50 duty: it tells people it is an AI, or it marks what it generates.
      if (listing.risk.euAiActClass === "limited") expect(disclosesAi(listing.risk) || Boolean(outputMarkingText(listing.risk))).toBe(true);
    });

    it("applies Art. 50 wherever it converses, with customers or with staff, and marks the voice and e-mails it generates", () => {
      // Art. 50(1) covers any natural person: an agent with a sample conversation tells people it is an AI.
      if (listing.conversations.some((conversation) => conversation.kind === "conversation")) expect(disclosesAi(listing.risk)).toBe(true);
      // A voice agent (speech sub-processor) generates synthetic audio; each such kind carries its marking statement.
      if (listing.data.subProcessors.includes("speech")) expect(listing.risk.generates).toContain("synthetic voice");
      if (listing.risk.generates?.length)
        expect(outputMarkingText(listing.risk)).toMatch(trustDocuments.outputMarking.confirmed ? /machine-readable/ : /not confirmed yet/);
      expect(listing.risk.why).not.toMatch(/never talks to the public(?!, but)/);
    });

    it("answers the data-protection questions: sub-processor kinds, health data, no training clause shown from claims", () => {
      expect(listing.data.subProcessors).toEqual(expect.arrayContaining(["cloud-hosting", "language-model"]));
      // The company's commitments are written once, in content/claims.json, never in a listing.
      const text = JSON.stringify(listing);
      expect(text).not.toMatch(/used to train|train models|Art\. 28|Standard Contractual Clauses/i);
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
    for (const duty of [
      /conformity assessment/,
      /EU declaration of conformity \(Art\. 47\)/,
      /CE marking \(Art\. 48\)/,
      /EU database.*\(Art\. 49\)/,
      /instructions for use \(Art\. 13\)/,
    ]) {
      expect(provider).toMatch(duty);
    }
    const deployer = risk.buyerDuties.join(" ");
    for (const duty of [/Art\. 26/, /workers' representatives/, /serious incident/, /Art\. 86/, /Local Law 144/, /bias audit less than a year old/, /notice/]) {
      expect(deployer).toMatch(duty);
    }
    expect(risk.obligationsApply).toMatch(/Annex III/);
    expect(risk.obligationsApply).toContain(writtenDate(aiActDates.annexIII));
    // The sample run shows the recruiter reading the evidence and checking lower-ranked candidates.
    const run = conversations[0]!.turns
      .filter((turn) => turn.speaker === "Recruiter")
      .map((turn) => turn.text)
      .join(" ");
    expect(run).toMatch(/evidence/);
    expect(run).toMatch(/sample of \d+ from the \d+ who meet two essentials/);
    expect(run).not.toMatch(/top 12/);
  });

  it("says what GDPR Art. 22 and the US state and city rules ask of the resume screener's deployer, with their dates", () => {
    const deployer = listingFor("resume-screener-agent").risk.buyerDuties.join(" ");
    for (const duty of [
      /GDPR Art\. 22/,
      /solely on automated processing/,
      /contest/,
      /§20-871\(b\)\(3\)/,
      /type and source of the data collected/,
      /data retention policy/,
    ]) {
      expect(deployer).toMatch(duty);
    }
    for (const law of [/SB 24-205/, /SB 26-189/, /HB 3773/, /zip codes/, /Civil Rights Council/, /FEHA/]) expect(deployer).toMatch(law);
    for (const date of Object.values(usEmploymentAiLawDates)) expect(deployer).toContain(writtenDate(date));
  });

  it("says what the Inbound SDR's nurture e-mails need and what it does about opt-outs", () => {
    const { risk, limits, pricing } = listingFor("inbound-ai-sdr-agent");
    const duties = risk.buyerDuties.join(" ");
    for (const duty of [/consent or another legal basis/, /soft opt-in/, /PECR/, /CAN-SPAM/, /10 business days/]) expect(duties).toMatch(duty);
    expect(limits.join(" ")).toMatch(/without an unsubscribe link/);
    expect(limits.join(" ")).toMatch(/stops every mail to that lead at once/);
    expect(pricing.includes.join(" ")).toMatch(/90 days at most.*unsubscribe link/);
    expect(risk.generates).toContain("e-mails");
  });

  it("has no realistic personal data of children in the sample conversations", () => {
    const text = agents
      .flatMap((agent) => listingFor(agent.slug).conversations)
      .flatMap((conversation) => conversation.turns.map((turn) => turn.text))
      .join(" ");
    expect(text).not.toMatch(
      /dates? of birth|\bborn\b|\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, (19|20)\d{2}\b/,
    );
  });

  it("defines a seat once, on the per-seat listings, with the volume it includes", () => {
    for (const agent of agents) {
      const { pricing } = listingFor(agent.slug);
      if (pricing.model !== "per-seat") continue;
      const definition = seatDefinition(pricing)!;
      expect(definition).toMatch(new RegExp(`^A seat is ${pricing.seat}, with up to [\\d,]+ ${pricing.volume!.unit[1]} a month\\.$`));
      // No item of what the price includes defines a seat a second way.
      expect(pricing.includes.join(" ")).not.toMatch(/\b(one|a) seat (per|for)\b/i);
    }
  });

  it.each(["order-verification-agent", "sales-pro-agent"])("keeps %s to team, store and shift level, with no per-person output", (slug) => {
    const listing = listingFor(slug);
    const outputs = [...listing.pricing.includes, ...listing.data.writes, ...listing.handover.when].join(" ");
    expect(outputs).not.toMatch(/by picker|per-picker|and picker|each rep's|per rep(?!\b)|rep coaching/i);
    // Not a high-risk use; limited only because staff it talks with are told it is an AI.
    expect(listing.risk.euAiActClass).toBe("limited");
    expect(listing.risk.talksWith).toBe("staff");
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
    expect(outputMarkingText(risk, { ...trustDocuments.outputMarking, confirmed: true })).toMatch(/machine-readable/);
  });

  it("states how output is marked only once the owner confirms it, each kind's statement then the listing's own", () => {
    const { risk } = listingFor("ai-marketeer-agent");
    const { value } = trustDocuments.outputMarking;
    expect(outputMarkingText(risk, { value, confirmed: false })).toBe("How what it generates is marked as AI-generated (Art. 50(2)) is not confirmed yet.");
    const confirmed = outputMarkingText(risk, { value, confirmed: true })!;
    for (const kind of risk.generates!) expect(confirmed).toContain(value[outputMarkingKeys[kind]]);
    expect(confirmed.endsWith(risk.outputMarking!)).toBe(true);
    expect(outputMarkingText({ generates: undefined, outputMarking: undefined })).toBeUndefined();
  });

  it("gives llms.txt the least a buyer pays a month, as the marketplace cards do", () => {
    const text = llmsTxt();
    for (const agent of agents) expect(text).toContain(`; ${leastPriceLabel(listingFor(agent.slug).pricing)}): `);
    // Sales Pro: the card's least a month (the minimum seats at the seat price), never the seat price alone.
    const salesPro = listingFor("sales-pro-agent").pricing;
    expect(text).toContain(
      `From ${formatUsd(leastMonthlyUsd(salesPro))}/month: ${salesPro.minimumSeats} seats minimum at ${formatUsd(salesPro.fromUsdPerMonth)}`,
    );
    expect(text).not.toMatch(/per seat\)/);
  });

  it("gives the catalog at least 26 sample conversations", () => {
    expect(agents.reduce((count, agent) => count + listingFor(agent.slug).conversations.length, 0)).toBeGreaterThanOrEqual(26);
  });
});
