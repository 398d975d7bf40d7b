import { agents as listedAgents } from "@/content/agents";
import type { Agent } from "@/content/types";
import { withEvidencedTags } from "@/lib/agents/tag-evidence";

let agents: Agent[] | undefined;

/**
 * The agents as every page shows them: in the marketplace's order, each tag only with its evidence.
 * Made on the first call, not on import: the content check imports the routes, which import this,
 * and reports a file it cannot use instead of failing here.
 */
export function getAllAgents(): Agent[] {
  return (agents ??= listedAgents.map(withEvidencedTags));
}

export function getAgentBySlug(slug: string): Agent | undefined {
  return getAllAgents().find((agent) => agent.slug === slug);
}

/** Looks up an agent that the site depends on; a missing one is a content error caught at build time. */
export function requireAgent(slug: string): Agent {
  const agent = getAgentBySlug(slug);
  if (!agent) throw new Error(`The agent catalog has no agent with slug "${slug}"`);
  return agent;
}

/** The home page's featured agents: those with a `featuredOnHome` place in their file, in its order. */
export function getFeaturedAgents(): Agent[] {
  return getAllAgents()
    .filter((agent) => agent.featuredOnHome !== undefined)
    .sort((a, b) => a.featuredOnHome! - b.featuredOnHome!);
}
