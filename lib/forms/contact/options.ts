// The choices the contact form offers, as data: the UI maps over these lists and the payload
// schemas accept exactly their values.
import { serviceNames } from "@/content/service-names";

export const contactIntents = [
  { value: "explore", label: "Explore Services", description: "Data engineering, governance, analytics, DataOps or AI/ML for your business." },
  { value: "custom", label: "Custom Agent", description: "An AI agent built around your own workflow, data and systems." },
  { value: "training", label: "Training", description: "GenAI training that gets your teams using AI safely and well." },
] as const;

export type ContactIntent = (typeof contactIntents)[number]["value"];

/** Intent values accepted in `?intent=`; the blog's call to action sends `services`, which means explore. */
export function parseIntentParam(value: string | null | undefined): ContactIntent | undefined {
  if (value === "services") return "explore";
  return contactIntents.find((intent) => intent.value === value)?.value;
}

export const serviceOptions = Object.values(serviceNames);

export const aiMaturityLevels = [
  { value: "just-starting", label: "Just starting", description: "Exploring what AI could do for us" },
  { value: "first-steps", label: "First steps", description: "A pilot or two, nothing in production yet" },
  { value: "solid-strides", label: "Solid strides", description: "Some AI in production, want more" },
  { value: "scaling-fast", label: "Scaling fast", description: "AI across teams, need to scale it well" },
] as const;

export const teamSizes = [
  { value: "small", label: "Small (<50 people)" },
  { value: "medium", label: "Medium (50-200 people)" },
  { value: "large", label: "Large (200+ people)" },
] as const;

/** The answers each intent reveals, named as the visitor sees them. Only the chosen intent's are sent. */
export const intentAnswers = {
  explore: { selectedServices: "services", aiMaturityLevel: "AI maturity" },
  custom: { customAgentIdea: "agent idea", timeline: "timeline" },
  training: { teamSize: "team size" },
} as const satisfies Record<ContactIntent, Record<string, string>>;
