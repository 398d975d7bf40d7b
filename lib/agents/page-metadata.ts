import type { Metadata } from "next";
import type { Agent } from "@/content/types";
import { agentFunction } from "@/lib/agents/functions";
import { agentTitle } from "@/lib/agents/title";
import { agentHref, marketplaceListHref } from "@/lib/site/hrefs";
import { pageMetadata } from "@/lib/site/metadata";
import { breadcrumbJsonLd, organizationJsonLd } from "@/lib/site/structured-data";
import { absoluteUrl } from "@/lib/site/urls";

/** Every agent page, wherever it lives, declares the agent's one canonical URL. */
export function agentPageMetadata(agent: Agent): Metadata {
  return pageMetadata({
    title: agentTitle(agent.name),
    description: agent.description,
    path: agentHref(agent.slug),
    image: "agent",
  });
}

/** An agent is a service Lumenfold provides; no price or rating is claimed. */
export function agentJsonLd(agent: Agent) {
  const url = absoluteUrl(agentHref(agent.slug));
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
    },
    breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Marketplace", path: marketplaceListHref },
      { name: agent.name, path: agentHref(agent.slug) },
    ]),
  ];
}
