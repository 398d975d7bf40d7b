// How each agent page's request form identifies itself: these defaults, with what the agent's own
// `requestForm` (content/agents/<slug>.yaml) words differently, as the specification's dedicated pages do.
import type { AgentRequestSource } from "@/content/choices";
import type { Agent } from "@/content/types";

export type AgentRequestSettings = {
  agentName: string;
  agentSlug: string;
  source: AgentRequestSource;
  customizationsLabel: string;
  customizationsRequired: boolean;
  timelineLabel: string;
  /** Toast after a successful request; the transport's message when not set. */
  successMessage?: string;
};

export function agentRequestSettings(agent: Pick<Agent, "name" | "slug" | "requestForm">): AgentRequestSettings {
  return {
    agentName: agent.name,
    agentSlug: agent.slug,
    source: "Agent Detail Page",
    customizationsLabel: "Additional customizations",
    customizationsRequired: false,
    timelineLabel: "Implementation Timeline",
    ...agent.requestForm,
  };
}
