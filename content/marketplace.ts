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
