// Which agents each sub-processor serves, from the agents' listings: build time only (it reads the
// catalog), apart from sub-processors.ts, which the browser's WebMCP tools use too.
import type { SubProcessor } from "@/content/company";
import type { SubProcessorCategory } from "@/content/types";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";

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
