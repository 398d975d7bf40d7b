import type { Tone } from "@/content/types";

/** Tags with a color of their own; every other tag is gray (slate). */
const tagTones: Record<string, Tone> = {
  "Customer Service": "blue",
  "Customer Support": "blue",
  "Enterprise Ready": "indigo",
  Laboratory: "cyan",
  "Inventory Management": "teal",
  "Multi-Channel": "violet",
  Marketing: "rose",
  "Content Creation": "orange",
  "Real Estate": "amber",
  "Lead Generation": "green",
  Finance: "teal",
  Analytics: "indigo",
  HR: "violet",
  Recruitment: "cyan",
  "E-commerce": "orange",
  Sales: "green",
  "Pipeline Management": "amber",
  Health: "rose",
};

export function tagTone(tag: string): Tone {
  return tagTones[tag] ?? "slate";
}
