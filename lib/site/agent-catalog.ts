// The agent catalog for machines: /agents.json (every listing field a buyer or an AI assistant
// needs, minus the sample conversations; the browser's WebMCP tools read it too, so it carries the
// ROI model the estimator uses) and /.well-known/ai-catalog.json (the Agentic Resource Discovery
// manifest that Lighthouse's ard-schema audit validates). Build time only: it reads the content.
import { previewField } from "@/lib/launch/preview";
import { regulationCheckedOn } from "@/content/regulation";
import type { AgentListing } from "@/content/types";
import { site } from "@/content/site";
import { agentFunction } from "@/lib/agents/functions";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { disclosesAi } from "@/lib/agents/listing-text";
import { leastMonthlyUsd, leastPriceLabel, seatDefinition } from "@/lib/agents/pricing";
import {
  agentCardHref,
  agentChangelogHref,
  agentHref,
  agentRequestHref,
  compareHref,
  functionPageHref,
  marketplaceHref,
  subProcessorRowHref,
  trustCenterHrefs,
  trustHref,
} from "@/lib/site/hrefs";
import { absoluteUrl } from "@/lib/site/urls";
import { readTools } from "@/lib/webmcp/read-tools";

export const AGENTS_JSON_PATH = "/agents.json";
export const AI_CATALOG_PATH = "/.well-known/ai-catalog.json";

/** ARD recommends 2 to 5 representative queries per entry. */
const REPRESENTATIVE_QUERIES = 5;

/** The trust center's documents, as absolute URLs: agents.json, the AI catalog and llms.txt link the site to them. */
export function trustCenterUrls() {
  return {
    trustUrl: absoluteUrl(trustHref()),
    dpaUrl: absoluteUrl(trustCenterHrefs.dpa),
    questionnaireUrl: absoluteUrl(trustCenterHrefs.questionnaire),
    questionnaireJsonUrl: absoluteUrl(trustCenterHrefs.questionnaireJson),
    questionnaireCsvUrl: absoluteUrl(trustCenterHrefs.questionnaireCsv),
    subProcessorsUrl: absoluteUrl(trustCenterHrefs.subProcessors),
    subProcessorFeedUrl: absoluteUrl(trustCenterHrefs.subProcessorFeed),
    vulnerabilityDisclosureUrl: absoluteUrl(trustCenterHrefs.vulnerabilityDisclosure),
  };
}

/** Where a reviewer reads the agent's model and system card, its changelog, and each sub-processor row, as absolute URLs. */
function agentCardLinks(slug: string, data: Pick<AgentListing["data"], "subProcessors">) {
  return {
    cardUrl: absoluteUrl(agentCardHref(slug)),
    changelogUrl: absoluteUrl(agentChangelogHref(slug)),
    subProcessorUrls: Object.fromEntries(data.subProcessors.map((role) => [role, absoluteUrl(subProcessorRowHref(role))])),
  };
}

/** /agents.json as its readers receive it. */
export type AgentsJson = ReturnType<typeof agentsJson>;

export function agentsJson() {
  return {
    ...previewField(),
    name: `${site.name} AI agent marketplace`,
    description: site.description,
    url: absoluteUrl(marketplaceHref()),
    compareUrl: `${absoluteUrl(compareHref())}?agents={slug},{slug}`,
    currency: "USD",
    pricingNote:
      "Prices are indicative starting prices in US dollars. fromUsdPerMonth is the least a buyer pays a month: for a per-seat agent, perSeatUsdPerMonth times minimumSeats. A quote follows every request.",
    /** The data processing agreement, the questionnaire answers, the sub-processors and their change feed, and the disclosure policy. */
    trust: trustCenterUrls(),
    agents: getAllAgents().map((agent) => {
      const { pricing, integrations, data, requirements, timelineWeeks, handover, limits, risk, lastReviewed, searchPhrases, roi } = listingFor(agent.slug);
      return {
        slug: agent.slug,
        name: agent.name,
        url: absoluteUrl(agentHref(agent)),
        requestUrl: absoluteUrl(agentRequestHref(agent)),
        ...agentCardLinks(agent.slug, data),
        description: agent.description,
        function: agentFunction(agent),
        /** Every marketplace function that lists it, its own first. */
        functions: agent.functions,
        /** Its own page's path, when it has one instead of /agent/{slug}. */
        path: agent.path,
        tags: agent.tags,
        keyCapabilities: agent.keyCapabilities,
        useCases: agent.useCases,
        pricing: catalogPricing(pricing),
        integrations,
        data,
        requirements,
        timelineWeeks,
        handover,
        limits,
        risk: { ...risk, disclosesAi: disclosesAi(risk), regulationCheckedOn },
        lastReviewed,
        searchPhrases,
        roi,
      };
    }),
  };
}

/**
 * A listing's pricing as the catalog gives it: fromUsdPerMonth is the least a buyer pays a month (the
 * minimum seats included), so a reader of the price field gets what the cards say; a per-seat price
 * is its own field.
 */
function catalogPricing(pricing: AgentListing["pricing"]) {
  const { fromUsdPerMonth, ...terms } = pricing;
  return {
    ...terms,
    fromUsdPerMonth: leastMonthlyUsd(pricing),
    perSeatUsdPerMonth: pricing.model === "per-seat" ? fromUsdPerMonth : undefined,
    label: leastPriceLabel(pricing),
    seatDefinition: seatDefinition(pricing),
  };
}

/** The page of the agent's business function. */
function functionPageMetadata(agent: Parameters<typeof agentFunction>[0]) {
  return { functionPageUrl: absoluteUrl(functionPageHref(agentFunction(agent))) };
}

/** The ARD publisher: the site's domain without "www.". */
function publisher(): string {
  return new URL(site.url).hostname.replace(/^www\./, "");
}

export function aiCatalog() {
  return {
    ...previewField(),
    specVersion: "1.0",
    host: { displayName: site.name, documentationUrl: absoluteUrl("/llms.txt"), logoUrl: absoluteUrl("/images/logo.svg") },
    entries: getAllAgents().map((agent) => {
      const listing = listingFor(agent.slug);
      const url = absoluteUrl(agentHref(agent));
      return {
        identifier: `urn:air:${publisher()}:agents:${agent.slug}`,
        displayName: agent.name,
        // A generic agent card: these agents are deployed for each buyer, not called over a public endpoint.
        type: "application/agent-card+json",
        data: {
          name: agent.name,
          description: agent.description,
          url,
          provider: { organization: site.name, url: absoluteUrl("/") },
          skills: agent.keyCapabilities.map((capability) => ({ name: capability.title, description: capability.description })),
        },
        description: agent.description,
        tags: agent.tags,
        capabilities: agent.keyCapabilities.map((capability) => capability.title),
        representativeQueries: listing.searchPhrases.slice(0, REPRESENTATIVE_QUERIES),
        updatedAt: `${listing.lastReviewed}T00:00:00Z`,
        metadata: {
          function: agentFunction(agent),
          ...functionPageMetadata(agent),
          pageUrl: url,
          requestUrl: absoluteUrl(agentRequestHref(agent)),
          listingUrl: absoluteUrl(AGENTS_JSON_PATH),
          cardUrl: absoluteUrl(agentCardHref(agent.slug)),
          changelogUrl: absoluteUrl(agentChangelogHref(agent.slug)),
          dpaUrl: absoluteUrl(trustCenterHrefs.dpa),
          questionnaireUrl: absoluteUrl(trustCenterHrefs.questionnaireJson),
          subProcessorFeedUrl: absoluteUrl(trustCenterHrefs.subProcessorFeed),
          // Scalar values only (the ARD schema), so the sub-processor rows are one space-separated string.
          subProcessorUrls: listing.data.subProcessors.map((role) => absoluteUrl(subProcessorRowHref(role))).join(" "),
          pricingModel: listing.pricing.model,
          // The least a buyer pays a month, as /agents.json gives it; the per-seat price beside it.
          fromUsdPerMonth: leastMonthlyUsd(listing.pricing),
          perSeatUsdPerMonth: listing.pricing.model === "per-seat" ? listing.pricing.fromUsdPerMonth : null,
          setupUsd: listing.pricing.setupUsd,
          timelineWeeksMin: listing.timelineWeeks.min,
          timelineWeeksMax: listing.timelineWeeks.max,
          euAiActClass: listing.risk.euAiActClass,
          disclosesAi: disclosesAi(listing.risk),
          // The read tools every page offers a browser agent with WebMCP (llms.txt describes them),
          // as one string: the ARD schema takes only scalar metadata values.
          webmcpTools: readTools.map((tool) => tool.name).join(", "),
        },
      };
    }),
  };
}
