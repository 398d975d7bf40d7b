/**
 * @jest-environment node
 *
 * Each agent's model and system card: the listing fields it reads, the schema's rule that a
 * high-risk agent states its instructions for use, bias audit and conformity plan, and the links
 * the machine-readable catalogs give to it. Expected values come from the content.
 */
import type { ListingFile } from "@/content/types";
import { listingSchema } from "@/content/schema";
import { aiActDates } from "@/content/regulation";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { biasAuditText, lastMaterialChange, subProcessorLinks } from "@/lib/agents/agent-card";
import { agentsJson, aiCatalog } from "@/lib/site/agent-catalog";
import { llmsTxt } from "@/lib/site/feeds";
import { agentCardHref, agentChangelogHref, subProcessorRowHref } from "@/lib/site/hrefs";
import { canonicalRoutes } from "@/lib/site/routes";
import { absoluteUrl } from "@/lib/site/urls";
import { listingFileData, problemsWithListing } from "./support/agent-files";

const agents = getAllAgents();
const highRiskSlugs = agents.filter((agent) => listingFor(agent.slug).risk.euAiActClass === "high").map((agent) => agent.slug);

describe("the high-risk statement", () => {
  it("is in the catalog: at least one agent is high risk", () => {
    expect(highRiskSlugs.length).toBeGreaterThan(0);
  });

  it.each(highRiskSlugs)("is refused when %s leaves it out, naming the field", (slug) => {
    const without: ListingFile = { ...listingFileData(slug), highRisk: undefined };
    const result = listingSchema.safeParse(without);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["highRisk"], message: expect.stringMatching(/^is missing: a high-risk agent/) })]);
    expect(problemsWithListing(slug, () => without)).toEqual([
      expect.stringMatching(new RegExp(`^content/agents/${slug}\\.yaml: listing\\.highRisk is missing: a high-risk agent`)),
    ]);
  });

  it("is refused on an agent that is not high risk", () => {
    const [high] = highRiskSlugs;
    const other = agents.find((agent) => listingFor(agent.slug).risk.euAiActClass !== "high")!;
    const result = listingSchema.safeParse({ ...listingFileData(other.slug), highRisk: listingFor(high!).highRisk });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["highRisk"], message: expect.stringMatching(/is for high-risk agents only/) })]);
  });

  it("refuses an open conformity step due after the high-risk duties apply, and a plan out of date order", () => {
    const [slug] = highRiskSlugs as [string];
    const late = problemsWithListing(slug, (listing) => ({
      ...listing,
      highRisk: { ...listing.highRisk!, conformityPlan: [...listing.highRisk!.conformityPlan, { step: "Late step", target: "2099-01-01", status: "planned" }] },
    }));
    expect(late).toEqual([
      expect.stringContaining(
        `highRisk.conformityPlan[${listingFor(slug).highRisk!.conformityPlan.length}].target "2099-01-01" is after ${aiActDates.annexIII}`,
      ),
    ]);
    const reversed = listingSchema.safeParse({
      ...listingFileData(slug),
      highRisk: { ...listingFor(slug).highRisk!, conformityPlan: [...listingFor(slug).highRisk!.conformityPlan].reverse() },
    });
    expect(reversed.error?.issues).toEqual([expect.objectContaining({ path: ["highRisk", "conformityPlan"], message: "is not in date order" })]);
  });
});

describe("the changelog", () => {
  it("is refused when not newest first, or with a day that does not exist", () => {
    const slug = agents[0]!.slug;
    const messages = problemsWithListing(slug, (listing) => ({
      ...listing,
      changelog: [
        { date: "2020-01-01", change: "Older first", material: false },
        { date: "2026-02-30", change: "Not a day", material: true },
      ],
    }));
    expect(messages).toEqual([
      expect.stringMatching(new RegExp(`^content/agents/${slug}\\.yaml: listing\\.changelog \\[.*\\] is not newest first`)),
      `content/agents/${slug}.yaml: listing.changelog[1].date "2026-02-30" is not a real date written like "2025-11-18"`,
    ]);
  });

  it.each(agents.map((agent) => agent.slug))("names %s's newest material change as its last", (slug) => {
    const { changelog } = listingFor(slug);
    const material = changelog.filter((entry) => entry.material).sort((a, b) => b.date.localeCompare(a.date));
    expect(lastMaterialChange(changelog)).toEqual(material[0]);
  });
});

describe("the card's words", () => {
  it("links each sub-processor kind to its row", () => {
    for (const agent of agents) {
      const { data } = listingFor(agent.slug);
      expect(subProcessorLinks(data).map((link) => link.href)).toEqual(data.subProcessors.map(subProcessorRowHref));
    }
  });

  it("never states an unconfirmed bias audit as its value", () => {
    for (const slug of highRiskSlugs) {
      const { biasAudit } = listingFor(slug).highRisk!;
      const text = biasAuditText(biasAudit);
      if (biasAudit.confirmed) expect(text).toBe(biasAudit.value);
      else expect(text).not.toContain(biasAudit.value);
    }
  });
});

describe("the links to each card", () => {
  it("registers every card as a canonical route", () => {
    expect(canonicalRoutes()).toEqual(expect.arrayContaining(agents.map((agent) => agentCardHref(agent.slug))));
  });

  it("gives each agent in /agents.json its card, changelog and sub-processor rows", () => {
    for (const entry of agentsJson().agents) {
      const { subProcessors } = listingFor(entry.slug).data;
      expect(entry.cardUrl).toBe(absoluteUrl(agentCardHref(entry.slug)));
      expect(entry.changelogUrl).toBe(absoluteUrl(agentChangelogHref(entry.slug)));
      expect(entry.subProcessorUrls).toEqual(Object.fromEntries(subProcessors.map((role) => [role, absoluteUrl(subProcessorRowHref(role))])));
    }
  });

  it("gives each AI catalog entry and each agent in llms.txt the same links", () => {
    const text = llmsTxt();
    for (const agent of agents) {
      const urls = [agentCardHref(agent.slug), agentChangelogHref(agent.slug), ...listingFor(agent.slug).data.subProcessors.map(subProcessorRowHref)].map(
        absoluteUrl,
      );
      for (const url of urls) expect(text).toContain(`(${url})`);
      const entry = aiCatalog().entries.find((candidate) => candidate.identifier.endsWith(`:agents:${agent.slug}`))!;
      expect([entry.metadata.cardUrl, entry.metadata.changelogUrl, ...entry.metadata.subProcessorUrls.split(" ")]).toEqual(urls);
    }
  });
});
