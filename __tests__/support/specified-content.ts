// The agents and articles the specification names, in its order. The tests hold the catalog to
// them while letting the owner add more (docs/editing.md).
import { agents } from "@/content/agents";

/** The specification's reply promise. The owner who promises another writes it here and in content/site.ts. */
export const specifiedReplyWithin = "within 24 hours";

/** Whether the catalog still holds an agent of this name or slug: the owner may retire any. */
const isListed = (key: string) => agents.some((agent) => agent.name === key || agent.slug === key);

/**
 * Of the specification's expectations about agents (names or slugs, in its order), those about
 * agents the catalog still holds, so a retired agent leaves the rest of the expectation standing.
 */
export function listed(keys: readonly string[]): string[] {
  return keys.filter(isListed);
}

/** The specification's agents' slugs, in its order; those the owner retired left out. */
export const specifiedAgentSlugs = listed([
  "ai-receptionist-agent",
  "lab-supply-management-agent",
  "omnichannel-support-agent",
  "ai-marketeer-agent",
  "order-verification-agent",
  "real-estate-bot",
  "finance-tracker",
  "resume-screener-agent",
  "shopping-assistant-agent",
  "outbound-sdr-agent",
  "nutrition-guru-agent",
  "inbound-ai-sdr-agent",
  "sales-pro-agent",
]);

export const specifiedArticleIds = [
  "quick-commerce-insights",
  "laboratory-automation",
  "healthcare-ai",
  "ai-automation",
  "agriculture-tech",
  "business-process",
  "business-intelligence",
  "marketing-ai",
  "tax-finance",
  "data-management",
  "workflow-automation",
  "ecommerce-ai",
];

/** The catalog's agents that the specification names, in catalog order. */
export const specifiedAgents = agents.filter((agent) => specifiedAgentSlugs.includes(agent.slug));
