import { agentsBeganAsClientWork, foundersTrackRecord, liveAgents, liveAgentsNotConfirmed } from "@/content/claims";
import { sentences } from "@/content/sentences";
import type { IconName } from "@/content/types";

export const aboutHero = {
  eyebrow: "About Lumenfold",
  title: "Operators who build data and AI that earns its keep",
  lead: `We are engineers and operators. ${foundersTrackRecord}, and now we put that experience to work for companies of every size.`,
};

export type TrackRecordItem = { title: string; icon: IconName; text: string };

export const trackRecord: TrackRecordItem[] = [
  {
    title: "A credit bureau",
    icon: "shield",
    text: "Built from the ground up, under strict regulation and with no tolerance for a wrong number. It taught us that trust in data is earned one pipeline at a time.",
  },
  {
    title: "A data engineering platform",
    icon: "database",
    text: "Next came a data engineering platform used by engineering teams to ingest, transform and ship data products. We learned what breaks at scale, and how to design so that it does not.",
  },
  {
    title: "An enterprise data & AI platform",
    icon: "cpu",
    text: "Then an enterprise data and AI platform that put machine learning into the daily work of large organizations. We saw first-hand the gap between an impressive demo and a system people rely on.",
  },
];

export type StorySection = { title: string; paragraphs: string[] };

export const foundingStory: StorySection = {
  title: "Two agents in 30 minutes",
  paragraphs: [
    "Lumenfold started with an afternoon experiment. A distribution center manager described two problems that were eating his team's day: drivers calling to confirm delivery slots, and pickers shipping orders with missing or wrong items.",
    "Sitting with him, we built two working agents in 30 minutes: one that answered the slot calls, and one that checked each order against the picking list before it left the dock. They were rough, but they worked on his real data, that same day.",
    "That afternoon changed how we thought about AI. The hard part was never the model. It was knowing the workflow, the data and the edge cases well enough to make an agent useful on day one. That is the knowledge we had spent our careers building.",
  ],
};

/** The live agents' stat card: its figure once the owner has confirmed it, and a sentence that says so before. */
export const tractionClaim: { figure?: string; title: string; text: string } = liveAgents
  ? {
      figure: liveAgents.figure,
      title: `live agents ${liveAgents.where}`,
      text: `Today ${liveAgents.sentence}, verifying orders, answering calls and keeping supplies stocked, every day and every night.`,
    }
  : { title: "Our agents in production", text: liveAgentsNotConfirmed };

export type PillarItem = { title: string; icon: IconName; text: string };

export const servicesAndMarketplace: PillarItem[] = [
  {
    title: "Services build the foundations",
    icon: "layers",
    text: "Our consulting teams design data platforms, governance, analytics and AI/ML systems, and train your people in GenAI. Clean, governed data is what every agent stands on.",
  },
  {
    title: "The marketplace delivers proven agents",
    icon: "sparkles",
    text: sentences(agentsBeganAsClientWork, "We package what works so the next company starts from a working agent instead of from zero."),
  },
  {
    title: "Each makes the other better",
    icon: "workflow",
    text: "Agents in production show us where data needs work; services projects reveal the next agent worth building. You get one partner for the foundation and for the applications on top.",
  },
];
