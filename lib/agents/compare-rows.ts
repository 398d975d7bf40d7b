// What the comparison table (/compare) shows for each listing field, one row per field.
import type { AgentListing } from "@/content/types";
import { euAiActClassLabels, pricingModelLabels, timelineLabel } from "@/lib/agents/listing-text";
import { dataProtectionAnswers } from "@/lib/agents/data-protection";
import { leastPriceLabel, priceIncludes, usageTerms } from "@/lib/agents/pricing";
import { formatUsd } from "@/lib/site/numbers";

/** The listing fields the comparison reads; /agents.json has them all, for the browser's compare tool. */
type ComparedListing = Pick<AgentListing, "pricing" | "integrations" | "data" | "requirements" | "timelineWeeks" | "handover" | "risk">;

/** One row of the comparison: a listing field and, per agent, its value as lines of text. */
export type CompareRow = { label: string; values: (listing: ComparedListing) => string[] };

/** The rows of the comparison table, in the order a buyer decides. */
export const compareRows: CompareRow[] = [
  {
    label: "Starting price",
    values: ({ pricing }) => [`${leastPriceLabel(pricing)} (indicative; a quote follows the request)`, ...usageTerms(pricing)],
  },
  { label: "Included in the price", values: ({ pricing }) => priceIncludes(pricing) },
  { label: "Set-up fee", values: ({ pricing }) => [`${formatUsd(pricing.setupUsd)} one-off`] },
  { label: "Pricing model", values: ({ pricing }) => [pricingModelLabels[pricing.model]] },
  { label: "Integrations", values: ({ integrations }) => integrations.map(({ kind, examples }) => `${kind}: ${examples.join(", ")}`) },
  { label: "Data processed in / retention", values: ({ data }) => [`Processed: ${data.processedIn}`, `Kept: ${data.retention}`] },
  { label: "Requirements", values: ({ requirements }) => requirements },
  {
    label: "Implementation timeline",
    values: ({ timelineWeeks }) => [timelineLabel(timelineWeeks)],
  },
  { label: "Human handover", values: ({ handover }) => [handover.how, ...handover.when.map((when) => `When: ${when}`)] },
  { label: "EU AI Act class", values: ({ risk }) => [`${euAiActClassLabels[risk.euAiActClass]}: ${risk.why}`] },
  { label: "Data protection", values: ({ data }) => dataProtectionAnswers(data).map(({ label, value }) => `${label}: ${value}`) },
];
