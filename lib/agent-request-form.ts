// What the agent request form needs as soon as it renders: its values, their empty state, the
// sources a request can name and its error message. No zod here: the schemas in
// agent-request-payload.ts load only once the visitor uses the form.
import type { infer as Infer } from "zod/mini";
import type { agentRequestFormSchema } from "@/lib/agent-request-payload";

/** Shown when sending an agent request fails unexpectedly. */
export const AGENT_REQUEST_ERROR = "Something went wrong. Please try again.";

/** Where a request came from; the dedicated pages name themselves. */
export const agentRequestSources = ["Agent Detail Page", "AI Marketeer Agent Page", "Omnichannel Support Agent Page"] as const;
export type AgentRequestSource = (typeof agentRequestSources)[number];

export type AgentRequestFormValues = Infer<ReturnType<typeof agentRequestFormSchema>>;

export const emptyAgentRequestForm: AgentRequestFormValues = {
  fullName: "",
  email: "",
  companyName: "",
  additionalCustomizations: "",
  timeline: "",
};
