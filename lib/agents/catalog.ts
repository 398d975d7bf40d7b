import { agents as listedAgents } from "@/content/agents";
import type { Agent } from "@/content/types";
import { withEvidencedTags } from "@/lib/agents/tag-evidence";

/** The agents as every page shows them: in the marketplace's order, each tag only with its evidence. */
const agents: Agent[] = listedAgents.map(withEvidencedTags);

export function getAllAgents(): Agent[] {
  return agents;
}

export function getAgentBySlug(slug: string): Agent | undefined {
  return agents.find((agent) => agent.slug === slug);
}

/** Looks up an agent that the site depends on; a missing one is a content error caught at build time. */
export function requireAgent(slug: string): Agent {
  const agent = getAgentBySlug(slug);
  if (!agent) throw new Error(`The agent catalog has no agent with slug "${slug}"`);
  return agent;
}

/** The home page's featured agents: those with a `featuredOnHome` place (content/agents.ts), in its order. */
export function getFeaturedAgents(): Agent[] {
  return agents.filter((agent) => agent.featuredOnHome !== undefined).sort((a, b) => a.featuredOnHome! - b.featuredOnHome!);
}
