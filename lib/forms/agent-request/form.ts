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
  roiEstimate: "",
};

/** The agent page's ROI estimator hands its estimate to the request form with this window event. */
const ATTACH_ESTIMATE_EVENT = "lumenfold:attach-estimate";

export function attachEstimateToRequest(estimate: string): void {
  window.dispatchEvent(new CustomEvent<string>(ATTACH_ESTIMATE_EVENT, { detail: estimate }));
}

export function onEstimateAttached(listener: (estimate: string) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(ATTACH_ESTIMATE_EVENT, handle);
  return () => window.removeEventListener(ATTACH_ESTIMATE_EVENT, handle);
}
