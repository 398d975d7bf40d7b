// The agent request form's schemas: what the visitor may fill in and what the company receives.
// Forms load this module on demand (see form.ts); the local inbox imports it directly.
// Named imports: a namespace import keeps every zod format check in the client bundle.
import { enum as zEnum, meta, object, optional, strictObject, type output } from "zod/mini";
import { agentRequestSources, type AgentRequestSource } from "@/content/choices";
import { timelines } from "@/lib/forms/options";
import {
  FIELD_LIMITS,
  blankToUndefined,
  choiceMessage,
  emailField,
  optionalChoice,
  optionalText,
  requiredText,
  valuesOf,
  withDefault,
} from "@/lib/forms/fields";

const timelineValues = valuesOf(timelines);

/** The form's fields. On the order verification page the customizations are a required use case. */
export function agentRequestFormSchema({ customizationsLabel = "Additional customizations", customizationsRequired = false } = {}) {
  return object({
    fullName: requiredText("Full Name", FIELD_LIMITS.name),
    email: emailField,
    companyName: requiredText("Company Name", FIELD_LIMITS.company),
    additionalCustomizations: customizationsRequired
      ? requiredText(customizationsLabel, FIELD_LIMITS.longText)
      : optionalText(customizationsLabel, FIELD_LIMITS.longText),
    timeline: optionalChoice(timelineValues),
    /** An estimate the visitor attached from the agent page's ROI estimator; kept with the draft. */
    roiEstimate: optionalText("ROI estimate", FIELD_LIMITS.roiEstimate),
  });
}

export type AgentRequestFormValues = output<ReturnType<typeof agentRequestFormSchema>>;

/** What one agent request carries; the local inbox validates posts with this same schema. */
export const agentRequestPayloadSchema = strictObject({
  fullName: requiredText("Full Name", FIELD_LIMITS.name),
  email: emailField,
  companyName: requiredText("Company Name", FIELD_LIMITS.company),
  additionalCustomizations: optional(requiredText("Additional customizations", FIELD_LIMITS.longText)),
  timeline: optional(zEnum(timelineValues, choiceMessage("Timeline")).check(meta({ title: "Timeline" }))),
  /** The ROI the visitor estimated on the agent's page, as text, when they used the calculator. */
  roiEstimate: optional(requiredText("ROI estimate", FIELD_LIMITS.roiEstimate)),
  agentName: withDefault(requiredText("Agent name", FIELD_LIMITS.name), "Unknown Agent"),
  agentSlug: withDefault(requiredText("Agent slug", FIELD_LIMITS.name), "unknown"),
  source: zEnum(agentRequestSources, choiceMessage("Source")).check(meta({ title: "Source" })),
});

export type AgentRequestPayload = output<typeof agentRequestPayloadSchema>;

export type AgentRequestContext = { agentName?: string; agentSlug?: string; source: AgentRequestSource };

export function buildAgentRequestPayload(values: AgentRequestFormValues, context: AgentRequestContext): AgentRequestPayload {
  return agentRequestPayloadSchema.parse({
    fullName: values.fullName,
    email: values.email,
    companyName: values.companyName,
    additionalCustomizations: blankToUndefined(values.additionalCustomizations),
    timeline: blankToUndefined(values.timeline),
    roiEstimate: blankToUndefined(values.roiEstimate),
    agentName: blankToUndefined(context.agentName),
    agentSlug: blankToUndefined(context.agentSlug),
    source: context.source,
  });
}
