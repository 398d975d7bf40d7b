import { agentsLiveIn } from "@/content/claims";
import type { IconName } from "@/content/types";

export const marketplaceHero = {
  eyebrow: "Agent Marketplace",
  title: "A marketplace of vertical AI agents",
  lead: `Ready-to-deploy agents built for one job in one industry. Pick an agent, we connect it to your channels and systems, and it starts working ${agentsLiveIn}.`,
};

export const marketplaceSteps: { title: string; icon: IconName; text: string }[] = [
  {
    title: "Browse agents",
    icon: "search",
    text: "Filter by business function or search by task to find the agent that matches your workflow.",
  },
  {
    title: "Subscribe or request custom",
    icon: "handshake",
    text: "Request a ready-made agent, or ask us to tailor or build one around your own process and data.",
  },
  {
    title: "Deploy and use",
    icon: "rocket",
    text: "We connect it to your phone lines, chat, email or systems, tune it on your data and go live with monitoring.",
  },
];

export const compareHero = {
  eyebrow: "Compare agents",
  title: "Compare AI agents side by side",
  lead: "Indicative prices, integrations, data handling, requirements, timelines, human handover and EU AI Act class, in one table.",
};

/** A business function's own page, /all-agents/<function>: its agents, pre-rendered. `fn` is the function's name. */
export const functionPageText = {
  eyebrow: "Agent Marketplace",
  title: (fn: string) => `${fn} AI agents`,
  lead: (fn: string, count: number) =>
    count
      ? `Ready-to-deploy AI agents for ${fn}, each with its indicative price. Open one to see how it works, estimate its return on your numbers, and request it.`
      : `No ready-made agent for ${fn} yet. We build custom agents for ${fn} around your workflow, data and systems.`,
  description: (fn: string, agentNames: string[]) =>
    agentNames.length
      ? `${agentNames.length} ready-to-deploy AI ${agentNames.length === 1 ? "agent" : "agents"} for ${fn}: ${agentNames.join(", ")}. Indicative prices, integrations and timelines, or request a custom agent.`
      : `No ready-made AI agent for ${fn} yet: we build custom ${fn} agents around your workflow, data and systems. Describe yours and get a plan and a quote.`,
  otherFunctions: "Other business functions",
  allAgents: "All agents",
};
