// What an agent page shows of the agent at work: only the proof the owner has provided and
// confirmed (`proof` in content/agents/<slug>.yaml); an unconfirmed one is left out, never worded
// around, so the page states nothing the owner has not vouched for.
import { proofs } from "@/content/agents";
import { stated } from "@/content/owner-fact";
import type { AgentProofFile } from "@/content/types";
import { formatNumber } from "@/lib/site/numbers";

type ProofValues = { [Kind in keyof AgentProofFile]-?: NonNullable<AgentProofFile[Kind]>["value"] };
/** The confirmed proof, by kind; a kind that is absent or unconfirmed is not there. */
export type AgentProof = Partial<ProofValues>;

/** The confirmed part of a proof as its file holds it. */
function confirmedProof(proof: AgentProofFile = {}): AgentProof {
  const shown: AgentProof = {};
  for (const [kind, fact] of Object.entries(proof) as [keyof AgentProofFile, { value: unknown; confirmed: boolean }][]) {
    stated(fact, (value) => Object.assign(shown, { [kind]: value }), undefined);
  }
  return shown;
}

/** The agent's confirmed proof; `from`: the content's proofs by slug, by default. */
export function proofFor(slug: string, from: Record<string, AgentProofFile> = proofs): AgentProof {
  return confirmedProof(from[slug]);
}

/** Whether there is anything to show. */
export const hasProof = (proof: AgentProof) => Object.keys(proof).length > 0;

/** The count of live deployments as a sentence, with no word ("today", "now") that would go stale before the owner updates it: "Live at 12 businesses." */
export function liveDeploymentsSentence(count: number): string {
  return `Live at ${formatNumber(count)} ${count === 1 ? "business" : "businesses"}.`;
}

/** A tel: link for a number written the international way (+14155550123). */
export const telHref = (phone: string) => `tel:${phone}`;
