// How the fields of an agent's listing read on its page: one wording per field, so the glance
// block and the full sections never say the same thing two ways.
import type { AgentListing, PricingModel, SampleConversation } from "@/content/types";

export const pricingModelLabels: Record<PricingModel, string> = {
  "per-month": "Monthly subscription",
  "per-seat": "Per seat, monthly",
  "per-month-plus-usage": "Monthly subscription plus usage",
};

export const euAiActClassLabels: Record<AgentListing["risk"]["euAiActClass"], string> = {
  minimal: "Minimal risk",
  limited: "Limited risk (transparency duties)",
  high: "High risk",
};

export const outcomeLabels: Record<SampleConversation["outcome"], string> = {
  resolved: "Resolved",
  handover: "Hands over to a person",
  declined: "Declines",
};

/** Shown wherever a price is: the price is a starting point, the quote is what counts. */
export const INDICATIVE_PRICE_NOTE = "Prices are indicative: we send you a quote after your request.";

/** { min: 2, max: 4 } -> "2 to 4 weeks"; { min: 3, max: 3 } -> "3 weeks". */
export function timelineLabel({ min, max }: AgentListing["timelineWeeks"]): string {
  return min === max ? `${min} ${min === 1 ? "week" : "weeks"}` : `${min} to ${max} weeks`;
}
