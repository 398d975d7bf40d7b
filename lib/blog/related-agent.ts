// Where an article's call to action leads. Apart from lib/site/hrefs.ts because it reads the agent
// catalog, which every page's JavaScript would otherwise load.
import type { relatedFunctionKeys } from "@/content/choices";
import type { Agent, Article } from "@/content/types";
import { getAgentBySlug } from "@/lib/agents/catalog";
import type { FunctionFilter } from "@/lib/agents/functions";
import { agentHref, marketplaceHref, marketplaceListHref } from "@/lib/site/hrefs";

/** The marketplace functions an article may point at, by key. */
const relatedAgentFunctions: Record<(typeof relatedFunctionKeys)[number], FunctionFilter> = {
  "healthcare-operations": "Healthcare Operations",
  "agriculture-farming": "Agriculture & Farming",
};

/** What an article's relatedAgent names: one agent, one marketplace function, or the whole marketplace. */
export type RelatedAgentTarget = { kind: "agent"; agent: Agent } | { kind: "function"; filter: FunctionFilter } | { kind: "marketplace" };

type RelatedAgent = Article["relatedAgent"];

/** Any catalog agent can be a target, so a new agent's articles link to it with no change here. */
export function relatedAgentTarget(relatedAgent: RelatedAgent): RelatedAgentTarget {
  const agent = getAgentBySlug(relatedAgent);
  if (agent) return { kind: "agent", agent };
  const filter = relatedAgentFunctions[relatedAgent as keyof typeof relatedAgentFunctions];
  return filter ? { kind: "function", filter } : { kind: "marketplace" };
}

export function relatedAgentHref(relatedAgent: RelatedAgent): string {
  const target = relatedAgentTarget(relatedAgent);
  if (target.kind === "agent") return agentHref(target.agent);
  return target.kind === "function" ? marketplaceHref(target.filter) : marketplaceListHref;
}
