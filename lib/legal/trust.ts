// What the trust page says about the company's facts (content/company.ts): certification statuses
// in words, and which agents each sub-processor serves, read from the listings.
import { certificationStatuses, type SubProcessor } from "@/content/company";
import type { SubProcessorCategory } from "@/content/types";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";

export const certificationStatusLabels: Record<(typeof certificationStatuses)[number], string> = {
  held: "Held",
  "in-progress": "In progress",
  planned: "Planned",
  "not-held": "Not yet",
};

const siteRoles: Partial<Record<SubProcessor["role"], string>> = {
  "lead-forms": "This website's contact and agent request forms",
  "site-hosting": "This website",
};

/** What a sub-processor serves: a part of this website, or the agents whose listings name its kind. */
export function subProcessorUsedBy(role: SubProcessor["role"]): string {
  const site = siteRoles[role];
  if (site) return site;
  const agents = getAllAgents().filter((agent) => listingFor(agent.slug).data.subProcessors.includes(role as SubProcessorCategory));
  return agents.length === getAllAgents().length ? "Every agent" : agents.map((agent) => agent.name).join(", ");
}

/** The agents that carry a tag, by name ("Enterprise Ready"). */
export function agentsTagged(tag: string): { name: string; slug: string }[] {
  return getAllAgents()
    .filter((agent) => agent.tags.includes(tag))
    .map(({ name, slug }) => ({ name, slug }));
}
