// Posts as the site sends them (the envelope of lib/forms/contract.ts and a payload built by the
// forms' own builders), for the tests of both receivers.
import { randomUUID } from "node:crypto";
import { buildQuoteRequestPayload } from "@/lib/forms/quote-request/schema";
import { buildAgentRequestPayload } from "@/lib/forms/agent-request/schema";
import { buildContactPayload } from "@/lib/forms/contact/schema";
import { envelopeFields, type FormType } from "@/lib/forms/contract";

/** Field name -> value; `undefined` leaves the field out. */
export type Fields = Record<string, string | undefined>;

export const SECOND = 1000;

/** The envelope of a post sent `shownFor` ms after the form appeared. */
export function envelope(formType: FormType, { shownFor = 60 * SECOND, now = new Date() }: { shownFor?: number; now?: Date } = {}): Fields {
  return {
    [envelopeFields.formType]: formType,
    [envelopeFields.timestamp]: now.toISOString(),
    [envelopeFields.submissionId]: randomUUID(),
    [envelopeFields.formShownAt]: new Date(now.getTime() - shownFor).toISOString(),
    [envelopeFields.honeypot]: "",
  };
}

/** An Explore Services enquiry with everything filled in, as the contact form sends it. */
export function contactFields(overrides: Fields = {}): Fields {
  const payload = buildContactPayload(
    {
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      organization: "Analytical Engines Ltd",
      intent: "explore",
      selectedServices: ["Data Engineering", "AI/ML Solutions"],
      aiMaturityLevel: "first-steps",
      customAgentIdea: "",
      timeline: "",
      teamSize: "",
      message: "We would like a data platform.",
    },
    { userAgent: "jest", referrer: "https://example.org/" },
  );
  return { ...envelope("contact_explore"), ...payload, ...overrides };
}

/** A request for an agent, as the agent pages send it. */
export function agentRequestFields(overrides: Fields = {}): Fields {
  const payload = buildAgentRequestPayload(
    {
      fullName: "Grace Hopper",
      email: "grace@example.com",
      companyName: "Compilers Inc",
      additionalCustomizations: "Connect it to HubSpot",
      timeline: "asap",
      roiEstimate: "Saves about 12 hours a week",
    },
    { agentName: "Sales Pro", agentSlug: "sales-pro-agent", source: "Agent Detail Page" },
  );
  return { ...envelope("agent_request"), ...payload, ...overrides };
}

export function quoteRequestFields(overrides: Fields = {}): Fields {
  const payload = buildQuoteRequestPayload(
    { fullName: "Grace Hopper", email: "grace@example.com", companyName: "Compilers Inc", message: "" },
    {
      quoteFingerprint: "1A2B3C4D",
      termMonths: "36",
      agents: "AI Receptionist, Sales Pro",
      monthlyUsd: "$1,333",
      firstYearUsd: "$21,000",
      termUsd: "$48,000",
      passThroughTermUsd: "$2,160",
      quote: "Quote 1A2B3C4D, term 36 months (3 years)\n\nAI Receptionist\n- Set-up and integration fee, one-off: $2,900 one-off",
    },
  );
  return { ...envelope("quote_request"), ...payload, ...overrides };
}

/** The multipart body: every given field, in order; an array value sends the field once per item. */
export function formData(fields: Fields, repeated: Record<string, string[]> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, value);
  for (const [key, values] of Object.entries(repeated)) for (const value of values) body.append(key, value);
  return body;
}
