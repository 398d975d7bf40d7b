// The data-protection answers a DPO asks first, the same on every listing, the comparison, the
// procurement sheet and the trust page: the company's commitments come from content/claims.json,
// each "Not confirmed yet" until the owner confirms it; the listing adds its own sub-processor kinds
// and whether it may see health information. The providers are on the sub-processors page
// (content/company.json), whose rows the sub-processor answer links to.
import { claimFacts } from "@/content/claim-facts";
import { sentences } from "@/content/sentences";
import type { AgentListing, SubProcessorCategory } from "@/content/types";
import { statedText } from "@/lib/legal/owner-facts";
import { namingSentence, subProcessorsFor } from "@/lib/legal/sub-processors";
import { subProcessorRowHref } from "@/lib/site/hrefs";
import { listSentence } from "@/lib/site/list-sentence";

/** Each kind of sub-processor in words, lower case: "cloud hosting". */
export const subProcessorLabels: Record<SubProcessorCategory, string> = {
  "cloud-hosting": "cloud hosting",
  speech: "speech recognition and synthesis",
  "language-model": "language model",
  telephony: "telephony and SMS",
  messaging: "messaging app",
};

/**
 * "Cloud hosting and language model providers." and whether the sub-processors page names them:
 * "names each one" only once every row this agent uses is confirmed (lib/legal/sub-processors.ts).
 */
export function subProcessorText(categories: readonly SubProcessorCategory[]): string {
  const list = listSentence(categories.map((category) => subProcessorLabels[category]));
  // The notice of a change is the owner's commitment: said once confirmed, else left unsaid.
  const changeNotice = statedText(claimFacts.subProcessorChangeNotice, "");
  return sentences(`${list.charAt(0).toUpperCase()}${list.slice(1)} providers.`, namingSentence(subProcessorsFor(categories)), changeNotice);
}

/** `links`: where the answer is given in full, one link each (the sub-processor rows this agent uses). */
export type DataProtectionAnswer = { label: string; value: string; links?: { label: string; href: string }[] };

/** The commitments every agent shares, which the trust page lists on their own. */
export function companyCommitments(): { agreement: DataProtectionAnswer; transfers: DataProtectionAnswer; training: DataProtectionAnswer } {
  return {
    agreement: { label: "Data processing agreement", value: statedText(claimFacts.dpaWithEveryCustomer) },
    transfers: { label: "Transfers to the US region", value: statedText(claimFacts.usTransferBasis) },
    training: { label: "Training on your data", value: statedText(claimFacts.noTrainingOnCustomerData) },
  };
}

/** The answers, in the order a DPO reads them. */
export function dataProtectionAnswers(data: Pick<AgentListing["data"], "subProcessors" | "mayProcessHealthData">): DataProtectionAnswer[] {
  const { agreement, transfers, training } = companyCommitments();
  return [
    agreement,
    {
      label: "Sub-processors",
      value: subProcessorText(data.subProcessors),
      links: data.subProcessors.map((category) => ({ label: subProcessorLabels[category], href: subProcessorRowHref(category) })),
    },
    transfers,
    training,
    { label: "Health data", value: statedText(data.mayProcessHealthData ? claimFacts.healthDataWithAgreement : claimFacts.healthDataNotIntended) },
  ];
}
