// How each agent page's request form identifies itself. The three pages the specification fixes name their agent,
// slug and source as the specification says; every other agent uses its catalog entry.
import type { Agent } from "@/content/types";
import type { AgentRequestSource } from "@/lib/forms/agent-request/schema";

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

const fixedSettingsBySlug: Record<string, Partial<AgentRequestSettings>> = {
  "ai-marketeer-agent": { agentName: "AI Marketeer Agent", source: "AI Marketeer Agent Page" },
  "order-verification-agent": {
    agentName: "Order Verification AI Agent",
    customizationsLabel: "Use Case Description",
    customizationsRequired: true,
    timelineLabel: "Urgency",
  },
  // Specified as a simulated form; we send a real request so no lead is lost (DESIGN.md).
  "omnichannel-support-agent": {
    agentName: "Omnichannel Support Agent",
    source: "Omnichannel Support Agent Page",
    successMessage: "Form submitted successfully!",
  },
};

export function agentRequestSettings(agent: Pick<Agent, "name" | "slug">): AgentRequestSettings {
  return {
    agentName: agent.name,
    agentSlug: agent.slug,
    source: "Agent Detail Page",
    customizationsLabel: "Additional customizations",
    customizationsRequired: false,
    timelineLabel: "Implementation Timeline",
    ...fixedSettingsBySlug[agent.slug],
  };
}
