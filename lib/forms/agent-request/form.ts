// What the agent request form needs as soon as it renders: its values, their empty state, the
// sources a request can name and its error message. No zod here: the schemas in
// schema.ts load only once the visitor uses the form.
import type { AgentRequestFormValues } from "@/lib/forms/agent-request/schema";

/** Shown when sending an agent request fails unexpectedly. */
export const AGENT_REQUEST_ERROR = "Something went wrong. Please try again.";

export type { AgentRequestFormValues };

export const emptyAgentRequestForm: AgentRequestFormValues = {
  fullName: "",
  email: "",
  companyName: "",
  additionalCustomizations: "",
  timeline: "",
};
