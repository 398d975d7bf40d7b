// The agents and articles the specification names, in its order. The tests hold the catalog to
// them while letting the owner add more (see "Editing content" in the README).
import { agents } from "@/content/agents";

/** The specification's reply promise. The owner who promises another writes it here and in content/site.ts. */
export const specifiedReplyWithin = "within 24 hours";

export const specifiedAgentIds = [1, 19, 20, 21, 22, 4, 5, 11, 12, 13, 14, 17, 18];

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
