// Tags that make a promise are shown only with their evidence. "Enterprise Ready" (defined on the
// trust page, content/claims.json's enterpriseReadyMeans) needs the owner to have confirmed what it
// stands on; until then the catalog (lib/agents/catalog.ts) leaves the tag off every page, and the
// trust page says what is missing.
import { agents, listings } from "@/content/agents";
import { claimFacts } from "@/content/claim-facts";
import { company } from "@/content/company";
import type { Agent } from "@/content/types";

export const ENTERPRISE_READY = "Enterprise Ready";

/**
 * What the tag still lacks for this agent, one short phrase each; empty when it may be shown.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export function enterpriseReadyGaps(slug: string): string[] {
  const listing = listings[slug];
  const roles = listing?.data.subProcessors ?? [];
  const rows = company.subProcessors.filter((row) => (roles as readonly string[]).includes(row.role));
  const security = [...Object.values(company.security), company.breachNoticeHours];
  const attested = company.certifications.confirmed && company.certifications.value.some((certification) => certification.status === "held");
  return [
    ...(rows.every((row) => row.provider.confirmed) ? [] : ["every sub-processor it uses named and confirmed"]),
    ...(security.every((fact) => fact.confirmed) ? [] : ["the security measures and breach notice confirmed"]),
    ...(attested ? [] : ["an independent security certification held (SOC 2 Type II or ISO/IEC 27001)"]),
    ...(claimFacts.dpaWithEveryCustomer.confirmed ? [] : ["the data processing agreement commitment confirmed"]),
    ...(claimFacts.enterpriseReadyMeans.confirmed ? [] : ["what the tag promises confirmed"]),
  ];
}

/** The agent as pages show it: a promise-making tag only with its evidence. */
export function withEvidencedTags(agent: Agent): Agent {
  if (!agent.tags.includes(ENTERPRISE_READY) || enterpriseReadyGaps(agent.slug).length === 0) return agent;
  return { ...agent, tags: agent.tags.filter((tag) => tag !== ENTERPRISE_READY) };
}

/** Every agent whose file tags it Enterprise Ready, with what it still lacks (nothing once the tag shows). */
export function enterpriseReadyCandidates(): { agent: Agent; gaps: string[] }[] {
  return agents.filter((agent) => agent.tags.includes(ENTERPRISE_READY)).map((agent) => ({ agent, gaps: enterpriseReadyGaps(agent.slug) }));
}
