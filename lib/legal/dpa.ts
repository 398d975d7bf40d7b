// The computed parts of the data processing agreement (its text is content/legal/dpa.md): the
// processing details of each agent from its listing, and the owner facts on transfers and deletion
// (content/trust-documents.json), worded for both states.
import type { TrustDocuments } from "@/content/trust-documents";
import type { Agent, AgentListing } from "@/content/types";
import { subProcessorText } from "@/lib/agents/data-protection";
import { stated } from "@/lib/legal/owner-facts";

export type AgentProcessing = {
  name: string;
  slug: string;
  purpose: string;
  subjects: string[];
  reads: string[];
  writes: string[];
  specialCategories: string;
  processedIn: string;
  retention: string;
  subProcessors: string;
};

/** What each agent processes, for whom and where: Art. 28(3)'s details, one entry per agent. */
export function agentProcessing(agents: readonly Agent[], listingFor: (slug: string) => AgentListing): AgentProcessing[] {
  return agents.map((agent) => {
    const { data } = listingFor(agent.slug);
    return {
      name: agent.name,
      slug: agent.slug,
      purpose: agent.description,
      subjects: data.subjects,
      reads: data.reads,
      writes: data.writes,
      specialCategories: data.mayProcessHealthData
        ? "It may process health information (GDPR Art. 9), only as the customer's processor and under this agreement."
        : "None intended: it is not meant to process health information or other special categories of data.",
      processedIn: data.processedIn,
      retention: data.retention,
      subProcessors: subProcessorText(data.subProcessors),
    };
  });
}

/** Which module of the Standard Contractual Clauses covers transfers out of the EU/EEA. */
export function sccModuleText(documents: Pick<TrustDocuments, "sccModule">): string {
  return stated(
    documents.sccModule,
    (module) => `Where the Standard Contractual Clauses are the transfer mechanism, they apply in ${module}.`,
    "Where the Standard Contractual Clauses are the transfer mechanism, their module depends on where we are established; which module applies is not confirmed yet.",
  );
}

/** How long the agreement lasts, and when the data is returned or deleted after it. */
export function durationText(documents: Pick<TrustDocuments, "deletionAfterTermDays">): string {
  const term = "For as long as the customer's service agreement lasts, and after it until the personal data is returned or deleted";
  return stated(
    documents.deletionAfterTermDays,
    (days) => `${term}, which we do within ${days} days of the end of the agreement.`,
    `${term}; the number of days this takes after the end of the agreement is not confirmed yet.`,
  );
}
