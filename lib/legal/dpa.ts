// The data processing agreement's terms (GDPR Art. 28(3)), as the DPA page shows them before
// signing: the processing details of each agent from its listing, the processor's obligations, and
// the owner facts on transfers and deletion (content/trust-documents.json), worded for both states.
import type { Company } from "@/content/company";
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

/** The processor's obligations under Art. 28(3)(a) to (h), in brief. */
export const processorObligations: readonly { point: string; text: string }[] = [
  {
    point: "a",
    text: "We process the personal data only on the customer's documented instructions, including for transfers, unless the law requires otherwise; then we tell the customer first, where the law allows.",
  },
  { point: "b", text: "Everyone we authorize to process the data is bound to confidentiality." },
  { point: "c", text: "We take the technical and organizational measures of Art. 32, listed in the annex below." },
  {
    point: "d",
    text: "We engage a sub-processor only with the customer's general authorization, tell the customer before adding or replacing one so that it can object, and bind each to the same obligations.",
  },
  { point: "e", text: "We help the customer answer requests from data subjects exercising their rights (Arts. 12 to 23)." },
  { point: "f", text: "We help the customer with security, breach notification, impact assessments and prior consultation (Arts. 32 to 36)." },
  {
    point: "g",
    text: "When the services end, we delete or return the personal data, at the customer's choice, and delete existing copies unless the law requires us to keep them.",
  },
  {
    point: "h",
    text: "We make available the information needed to show that we meet these obligations, and allow for and contribute to audits and inspections.",
  },
];

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

/** Who signs as the processor: the registered name once the owner has confirmed it. */
export function processorName(company: Pick<Company, "legalName">, brand: string): string {
  return stated(company.legalName, (name) => name, brand);
}
