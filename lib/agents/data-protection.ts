// The data-protection answers a DPO asks first, the same on every listing, the comparison and the
// procurement sheet: the company's commitments come from content/claims.ts, the listing adds its
// own sub-processor kinds and whether it may see health information. The named providers are on the
// trust page (content/company.ts), which the sub-processor answer links to.
import {
  dpaWithEveryCustomer,
  healthDataNotIntended,
  healthDataWithAgreement,
  noTrainingOnCustomerData,
  subProcessorList,
  usTransferBasis,
} from "@/content/claims";
import type { AgentListing, SubProcessorCategory } from "@/content/types";
import { trustHref } from "@/lib/site/hrefs";
import { listSentence } from "@/lib/site/list-sentence";

/** Each kind of sub-processor in words, lower case: "cloud hosting". */
export const subProcessorLabels: Record<SubProcessorCategory, string> = {
  "cloud-hosting": "cloud hosting",
  speech: "speech recognition and synthesis",
  "language-model": "language model",
  telephony: "telephony and SMS",
  messaging: "messaging app",
};

/** "Cloud hosting, speech recognition and synthesis, and language model providers." */
function subProcessorText(categories: readonly SubProcessorCategory[]): string {
  const list = listSentence(categories.map((category) => subProcessorLabels[category]));
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} providers. ${subProcessorList}`;
}

/** `href`: where the answer is given in full. */
export type DataProtectionAnswer = { label: string; value: string; href?: string };

/** The answers, in the order a DPO reads them. */
export function dataProtectionAnswers(data: Pick<AgentListing["data"], "subProcessors" | "mayProcessHealthData">): DataProtectionAnswer[] {
  return [
    { label: "Data processing agreement", value: dpaWithEveryCustomer },
    { label: "Sub-processors", value: subProcessorText(data.subProcessors), href: trustHref("subProcessors") },
    { label: "Transfers to the US region", value: usTransferBasis },
    { label: "Training on your data", value: noTrainingOnCustomerData },
    { label: "Health data", value: data.mayProcessHealthData ? healthDataWithAgreement : healthDataNotIntended },
  ];
}
