import { agents } from "@/content/agents";
import type { Agent } from "@/content/types";

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

/** Featured ids are catalog ids, or "omnichannel" for the omnichannel support agent. */
export function getFeaturedAgent(id: number | "omnichannel"): Agent {
  const agent = id === "omnichannel" ? getAgentBySlug("omnichannel-support-agent") : agents.find((a) => a.id === id);
  if (!agent) throw new Error(`Featured agent ${id} is not in the catalog`);
  return agent;
}
