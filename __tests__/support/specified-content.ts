// The agents and articles the specification names, in its order. The tests hold the catalog to
// them while letting the owner add more (docs/editing.md).
import { agents } from "@/content/agents";

/** The specification's reply promise. The owner who promises another writes it here and in content/site.ts. */
export const specifiedReplyWithin = "within 24 hours";

/** Whether the catalog still holds an agent of this id, name or slug: the owner may retire any. */
const isListed = (key: number | string) => agents.some((agent) => agent.id === key || agent.name === key || agent.slug === key);

/**
 * Of the specification's expectations about agents (ids, names or slugs, in its order), those about
 * agents the catalog still holds, so a retired agent leaves the rest of the expectation standing.
 */
export function listed(keys: readonly number[]): number[];
export function listed(keys: readonly string[]): string[];
export function listed(keys: readonly (number | string)[]): (number | string)[] {
  return keys.filter(isListed);
}

/** The specification's agents' ids, in its order; those the owner retired left out. */
export const specifiedAgentIds = listed([1, 19, 20, 21, 22, 4, 5, 11, 12, 13, 14, 17, 18]);

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
export const specifiedAgents = agents.filter((agent) => specifiedAgentIds.includes(agent.id));
