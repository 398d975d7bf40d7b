import type { Metadata } from "next";
import type { Agent, AgentListing } from "@/content/types";
import { functionPageText } from "@/content/marketplace";
import { agentFunction } from "@/lib/agents/functions";
import type { BusinessFunction } from "@/content/choices";
import { INDICATIVE_PRICE_NOTE, pricingModelLabels } from "@/lib/agents/listing-text";
import { leastMonthlyUsd, leastPriceLabel } from "@/lib/agents/pricing";
import { agentTitle } from "@/lib/agents/title";
import { agentCardHref, agentHref, functionPageHref, marketplaceListHref, procurementSheetHref } from "@/lib/site/hrefs";
import { pageMetadata } from "@/lib/site/metadata";
import { breadcrumbJsonLd, organizationJsonLd } from "@/lib/site/structured-data";
import { absoluteUrl } from "@/lib/site/urls";

/** Every agent page, wherever it lives, declares the agent's one canonical URL. */
export function agentPageMetadata(agent: Agent): Metadata {
  return pageMetadata({
    title: agentTitle(agent.name),
    description: agent.description,
    path: agentHref(agent),
    image: { agent: agent.slug },
  });
}

/** The procurement sheet: its own title and description, so no two pages of the site share them. */
export function procurementSheetMetadata(agent: Agent): Metadata {
  return pageMetadata({
    title: `${agent.name} procurement sheet`,
    description: `${agent.name} on one page for procurement, security and legal review: price and overage, integrations, data and retention, data protection, EU AI Act class and duties, human oversight, requirements and timeline.`,
    path: procurementSheetHref(agent.slug),
    image: { agent: agent.slug },
  });
}

/** The model and system card: its own title and description, naming what a high-risk agent's card adds. */
export function agentCardMetadata(agent: Agent, listing: Pick<AgentListing, "highRisk">): Metadata {
  const highRisk = listing.highRisk ? ", its instructions for use (EU AI Act Art. 13), bias audit status and conformity plan" : "";
  return pageMetadata({
    title: `${agent.name} model and system card`,
    description: `The model and system card of ${agent.name}: the model it runs on, the data it reads and writes, where it runs and how long data is kept, human oversight, known limits, how it was evaluated, its sub-processors${highRisk} and a dated changelog.`,
    path: agentCardHref(agent.slug),
    image: { agent: agent.slug },
  });
}

/**
 * A business function's page: its own title and description, naming its agents, so that no two
 * pages share them. A function with no agent yet is kept out of search results (it has nothing of
 * its own to find) but still answers its filter's link.
 */
export function functionPageMetadata(fn: BusinessFunction, agents: Pick<Agent, "name">[]): Metadata {
  return pageMetadata({
    title: functionPageText.title(fn),
    description: functionPageText.description(
      fn,
      agents.map((agent) => agent.name),
    ),
    path: functionPageHref(fn),
    image: "marketplace",
    noindex: agents.length === 0,
  });
}

/** The indicative price as an offer: the least a buyer pays a month (for per-seat pricing, the minimum seats), as every other surface states it. */
function agentOffer(url: string, pricing: AgentListing["pricing"]) {
  return {
    "@type": "Offer",
    url,
    priceCurrency: "USD",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: leastMonthlyUsd(pricing),
      priceCurrency: "USD",
      unitCode: "MON",
      unitText: "MONTH",
      description: `${leastPriceLabel(pricing)} (${pricingModelLabels[pricing.model].toLowerCase()}). ${INDICATIVE_PRICE_NOTE}`,
    },
  };
}

/** An agent is a service Lumenfold provides at an indicative price; no rating or review is claimed. */
export function agentJsonLd(agent: Agent, listing: AgentListing) {
  const url = absoluteUrl(agentHref(agent));
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": `${url}#service`,
      name: agent.name,
      description: agent.description,
      serviceType: "AI agent",
      category: agentFunction(agent),
      url,
      image: absoluteUrl(agent.image),
      provider: { "@type": "Organization", name: organizationJsonLd().name, url: absoluteUrl("/") },
      areaServed: "Worldwide",
      offers: agentOffer(url, listing.pricing),
    },
    breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Marketplace", path: marketplaceListHref },
      { name: agent.name, path: agentHref(agent) },
    ]),
  ];
}
