// How the fields of an agent's listing read on its page: one wording per field, so the glance
// block and the full sections never say the same thing two ways.
import { outputMarkingKeys } from "@/content/choices";
import { stated } from "@/content/owner-fact";
import { regulationCheckedOn, regulationCheckSource } from "@/content/regulation";
import { trustDocuments, type TrustDocuments } from "@/content/trust-documents";
import type { AgentListing, PricingModel, SampleConversation } from "@/content/types";
import { formatCalendarDate } from "@/lib/site/dates";

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

type Risk = AgentListing["risk"];

/** Whether it tells people it is an AI: every agent that converses with anyone does, staff included (Art. 50(1)). */
export function disclosesAi(risk: Pick<Risk, "talksWith">): boolean {
  return risk.talksWith !== undefined;
}

/** "Yes: it tells staff at the start that it is an AI" or "No: it converses with no one". */
export function aiDisclosureText(risk: Pick<Risk, "talksWith">): string {
  return risk.talksWith ? `Yes: it tells ${risk.talksWith} it talks with, at the start, that it is an AI (Art. 50(1))` : "No: it converses with no one";
}

/**
 * How what it generates is marked: once the owner confirms the marking, the statement for each kind
 * it generates, then the listing's own; before, that it is not confirmed yet. Undefined when it
 * generates nothing of the kind.
 */
export function outputMarkingText(
  risk: Pick<Risk, "generates" | "outputMarking">,
  marking: TrustDocuments["outputMarking"] = trustDocuments.outputMarking,
): string | undefined {
  if (!risk.generates?.length) return undefined;
  const kinds = risk.generates;
  return stated(
    marking,
    (statements) => [...kinds.map((kind) => statements[outputMarkingKeys[kind]]), ...(risk.outputMarking ? [risk.outputMarking] : [])].join(" "),
    "How what it generates is marked as AI-generated (Art. 50(2)) is not confirmed yet.",
  );
}

/** Against what the AI Act's dates and duties were checked: "against published summaries of ...". */
export const regulationCheckAgainst = `against ${regulationCheckSource}`;

/** When the AI Act's dates and duties on the listings were last checked, and against what. */
export const regulationCheckNote = `AI Act dates and duties checked on ${formatCalendarDate(regulationCheckedOn)} ${regulationCheckAgainst}.`;

/** Said once above the sample conversations: they show the agent's behavior, not real people. */
export const SAMPLE_CONVERSATIONS_NOTE = "Illustrations: the businesses, names and details in them are invented.";
