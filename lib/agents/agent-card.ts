// What an agent's model and system card says beyond the listing parts it shares with the agent
// page: the last material change, the sub-processor kinds with their rows on the sub-processors
// page, and the words for what only the owner can confirm (lib/legal/owner-facts.ts).
import type { AgentListing, ChangelogEntry, HighRiskStatement, SubProcessorCategory } from "@/content/types";
import { subProcessorLabels } from "@/lib/agents/data-protection";
import { stated } from "@/lib/legal/owner-facts";
import { subProcessorRowHref } from "@/lib/site/hrefs";

/** The newest change that altered what the agent reads, writes, decides or may be used for; the changelog is newest first. */
export function lastMaterialChange(changelog: readonly ChangelogEntry[]): ChangelogEntry | undefined {
  return changelog.find((entry) => entry.material);
}

/** The day the agent was first listed: its changelog's oldest entry, the change that put it on sale. */
export function firstListedOn(changelog: readonly ChangelogEntry[]): string {
  return changelog[changelog.length - 1]!.date;
}

export type SubProcessorLink = { role: SubProcessorCategory; label: string; href: string };

/** Each kind of sub-processor the agent's data passes through, linked to its row: "Cloud hosting provider". */
export function subProcessorLinks(data: Pick<AgentListing["data"], "subProcessors">): SubProcessorLink[] {
  return data.subProcessors.map((role) => {
    const label = subProcessorLabels[role];
    return { role, label: `${label.charAt(0).toUpperCase()}${label.slice(1)} provider`, href: subProcessorRowHref(role) };
  });
}

export const conformityStepStatusLabels: Record<HighRiskStatement["conformityPlan"][number]["status"], string> = {
  done: "Done",
  "in-progress": "In progress",
  planned: "Planned",
};

/** The bias audit's status once the owner confirms it; until then a sentence that is true either way. */
export function biasAuditText(biasAudit: HighRiskStatement["biasAudit"]): string {
  return stated(
    biasAudit,
    (status) => status,
    "Not confirmed yet. No bias audit is published on this card; until one is, do not use it to screen candidates for jobs in New York City, where Local Law 144 asks for a bias audit less than a year old.",
  );
}
