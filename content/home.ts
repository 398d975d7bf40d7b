import { agentsLiveIn, foundersTrackRecord, liveAgents, liveAgentsNotConfirmed, resultsWithinWeeks } from "@/content/claims";
import { sentences } from "@/content/sentences";
import type { IconName } from "@/content/types";

export const homeHero = {
  eyebrow: "Data & AI services · Vertical AI agents",
  title: "Turn your data into AI that does real work",
  lead: "Lumenfold builds the data foundations enterprises run on and deploys ready-made AI agents that answer calls, verify orders and manage supplies.",
};

export type SolutionCard = { title: string; icon: IconName; summary: string; points: string[]; cta: { label: string; href: string } };

export const solutionCards: SolutionCard[] = [
  {
    title: "Data & AI Services",
    icon: "layers",
    summary: "Engineers who design, build and run the data platforms, analytics and AI systems your teams depend on.",
    points: [
      "Data engineering, governance, analytics & BI",
      "DevOps & DataOps for pipelines and models",
      "AI/ML solutions and GenAI training for your teams",
    ],
    cta: { label: "Explore Services", href: "/services" },
  },
  {
    title: "Vertical AI Agent Marketplace",
    icon: "sparkles",
    summary: `Agents built for one job in one industry, ready to connect to your channels and systems ${agentsLiveIn}.`,
    points: [
      "Receptionists, order verification, lab supply and sales agents",
      "Configured to your catalog, policies and tone",
      "Custom agents when your workflow is one of a kind",
    ],
    cta: { label: "Browse Agents", href: "/all-agents" },
  },
];

export type WhyUsCard = { title: string; icon: IconName; text: string };

export const whyUs: WhyUsCard[] = [
  {
    title: "Built by operators",
    icon: "building",
    text: `${foundersTrackRecord}. We have carried the pager for systems like yours.`,
  },
  {
    title: "Live in production",
    icon: "check-circle",
    text: liveAgents ? `Today ${liveAgents.sentence}, not in slide decks.` : liveAgentsNotConfirmed,
  },
  {
    title: "Fast to value",
    icon: "rocket",
    text: sentences("We once built two working agents in 30 minutes.", resultsWithinWeeks),
  },
  {
    title: "Data first, always",
    icon: "shield",
    text: "Agents are only as good as the data behind them, so we govern, test and monitor that data from day one.",
  },
];

export type HowItWorksPath = { title: string; icon: IconName; steps: string[]; cta: { label: string; href: string } };

export const howItWorksPaths: HowItWorksPath[] = [
  {
    title: "Deploy a ready-made agent",
    icon: "zap",
    steps: [
      "Pick an agent in the marketplace that matches your workflow.",
      "We connect it to your channels, catalog and systems, and tune it on your data.",
      "It goes live with monitoring, and your team reviews what it does from day one.",
    ],
    cta: { label: "Browse Agents", href: "/all-agents" },
  },
  {
    title: "Build with our services team",
    icon: "workflow",
    steps: [
      "Book a free discovery call to map your goals, data and constraints.",
      "We agree a scoped plan: a swift project, an ongoing partnership or team extension.",
      "We deliver in short increments, hand over cleanly and stay on for support.",
    ],
    cta: { label: "Explore Services", href: "/services" },
  },
];
