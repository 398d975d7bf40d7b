// The data-protection answers a DPO asks first, the same on every listing, the comparison and the
// procurement sheet: the company's commitments come from content/claims.ts, the listing adds its
// own sub-processor kinds and whether it may see health information.
import {
  dpaWithEveryCustomer,
  healthDataNotIntended,
  healthDataWithAgreement,
  noTrainingOnCustomerData,
  subProcessorList,
  usTransferBasis,
} from "@/content/claims";
import type { AgentListing, SubProcessorCategory } from "@/content/types";

const subProcessorLabels: Record<SubProcessorCategory, string> = {
  "cloud-hosting": "cloud hosting",
  speech: "speech recognition and synthesis",
  "language-model": "language model",
};

/** "Cloud hosting, speech recognition and synthesis, and language model providers." */
export function subProcessorText(categories: readonly SubProcessorCategory[]): string {
  const names = categories.map((category) => subProcessorLabels[category]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} providers. ${subProcessorList}`;
}

export type DataProtectionAnswer = { label: string; value: string };

/** The answers, in the order a DPO reads them. */
export function dataProtectionAnswers(data: Pick<AgentListing["data"], "subProcessors" | "mayProcessHealthData">): DataProtectionAnswer[] {
  return [
    { label: "Data processing agreement", value: dpaWithEveryCustomer },
    { label: "Sub-processors", value: subProcessorText(data.subProcessors) },
    { label: "Transfers to the US region", value: usTransferBasis },
    { label: "Training on your data", value: noTrainingOnCustomerData },
    { label: "Health data", value: data.mayProcessHealthData ? healthDataWithAgreement : healthDataNotIntended },
  ];
}
