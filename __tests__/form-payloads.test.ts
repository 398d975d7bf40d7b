import { getAllAgents, requireAgent } from "@/lib/agents/catalog";
import { agentRequestSettings } from "@/lib/agents/request-settings";
import { emptyAgentRequestForm, type AgentRequestFormValues } from "@/lib/forms/agent-request/form";
import { agentRequestFormSchema, agentRequestPayloadSchema, buildAgentRequestPayload } from "@/lib/forms/agent-request/schema";
import { contactFormType, emptyContactForm, type ContactFormValues } from "@/lib/forms/contact/form";
import { buildContactPayload, contactFormSchema, contactPayloadSchema } from "@/lib/forms/contact/schema";
import { FIELD_LIMITS, MIXED_SCRIPT_DOMAIN_MESSAGE, blankToUndefined } from "@/lib/forms/fields";

/** The message shown beside each field that fails, keyed by field name. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

const contactForm = (values: Partial<ContactFormValues> = {}): ContactFormValues => ({
  ...emptyContactForm(),
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  ...values,
});

const everythingFilled = (intent: ContactFormValues["intent"]): ContactFormValues => ({
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  organization: "Analytical Engines Ltd",
  intent,
  selectedServices: ["Data Engineering", "Analytics & BI"],
  aiMaturityLevel: "first-steps",
  customAgentIdea: "An agent that checks punched cards",
  timeline: "1-3-months",
  teamSize: "medium",
  message: "Hello",
});

describe("contact form schema", () => {
  it("accepts a Full Name and an email with every optional field left empty", () => {
    expect(contactFormSchema.safeParse(contactForm()).success).toBe(true);
  });

  it("requires Full Name", () => {
    expect(fieldErrors(contactFormSchema.safeParse(contactForm({ fullName: "" }))).fullName).toBe("Full Name is required");
  });

  it("treats a Full Name of only spaces as missing", () => {
    expect(fieldErrors(contactFormSchema.safeParse(contactForm({ fullName: "   " }))).fullName).toBe("Full Name is required");
  });

  it("requires Email Address", () => {
    expect(fieldErrors(contactFormSchema.safeParse(contactForm({ email: "" }))).email).toBe("Email Address is required");
  });

  it.each([
    "ada",
    "ada@",
    "@example.com",
    "ada example.com",
    "ada@example",
    "not-an-email",
    "a@b",
    "a b@c.com",
    "a@b..com",
    ".ada@example.com",
    "ada.@example.com",
    "ada..lovelace@example.com",
    "ada@-example.com",
    "ada@example-.com",
    "ada@example.c",
    "ada@example.com.",
    "ada@@example.com",
    '"ada"@example.com',
    "ada@exa mple.com",
    "ada\u0000@example.com",
    `${"a".repeat(65)}@example.com`,
  ])("rejects the invalid email %p", (email) => {
    expect(fieldErrors(contactFormSchema.safeParse(contactForm({ email }))).email).toBe("Enter a valid email address, like name@company.com");
  });

  it.each(["ceo@bigcl\u0456ent.example", "ada@\u0435xample.com", "ada@payp\u03b1l.com"])("refuses %p, whose domain mixes alphabets", (email) => {
    expect(fieldErrors(contactFormSchema.safeParse(contactForm({ email }))).email).toBe(MIXED_SCRIPT_DOMAIN_MESSAGE);
  });

  it("accepts every optional field filled in", () => {
    expect(contactFormSchema.safeParse(everythingFilled("explore")).success).toBe(true);
  });

  it.each([
    "ü@exämple.com",
    "zoë@société.fr",
    "用户@例子.广告",
    "o'brien@example.ie",
    "name+tag@company.co.uk",
    "first.last@sub.example.com",
    "ada@xn--bcher-kva.xn--p1ai",
    "ADA@EXAMPLE.COM",
    "ada@\u0430\u0431\u0432.\u0440\u0444",
    "ada@\u30c6\u30b9\u30c8abc\u6f22.jp",
  ])("accepts the email %p, internationalised addresses included", (email) => {
    expect(fieldErrors(contactFormSchema.safeParse(contactForm({ email }))).email).toBeUndefined();
  });

  it("rejects an over-long Full Name with a clear message", () => {
    const result = contactFormSchema.safeParse(contactForm({ fullName: "a".repeat(FIELD_LIMITS.name + 1) }));
    expect(fieldErrors(result).fullName).toBe(`Full Name must be ${FIELD_LIMITS.name} characters or fewer`);
  });

  it("rejects an over-long message with a clear message", () => {
    const result = contactFormSchema.safeParse(contactForm({ message: "a".repeat(FIELD_LIMITS.longText + 1) }));
    expect(fieldErrors(result).message).toBe(`Message must be ${FIELD_LIMITS.longText} characters or fewer`);
  });

  it("rejects an over-long email with a clear message", () => {
    const email = `${"a".repeat(FIELD_LIMITS.email)}@example.com`;
    expect(fieldErrors(contactFormSchema.safeParse(contactForm({ email }))).email).toBe(`Email Address must be ${FIELD_LIMITS.email} characters or fewer`);
  });

  it("accepts a value exactly at its limit", () => {
    expect(contactFormSchema.safeParse(contactForm({ fullName: "a".repeat(FIELD_LIMITS.name) })).success).toBe(true);
  });

  it("accepts only the offered choices", () => {
    expect(contactFormSchema.safeParse(contactForm({ intent: "services" as never })).success).toBe(false);
    expect(contactFormSchema.safeParse(contactForm({ timeline: "tomorrow" as never })).success).toBe(false);
    expect(contactFormSchema.safeParse(contactForm({ selectedServices: ["Astrology"] as never })).success).toBe(false);
  });
});

describe("buildContactPayload", () => {
  it("fills every missing value with the specification's default", () => {
    expect(buildContactPayload(contactForm())).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Not specified",
      message: "No additional message",
      selectedIntent: "Not specified",
      selectedServices: "None selected",
      aiMaturityLevel: "Not specified",
      customAgentIdea: "Not specified",
      timeline: "Not specified",
      teamSize: "Not specified",
      source: "Contact Page",
      userAgent: "Not specified",
      referrer: "Direct",
    });
  });

  it("always gives the source 'Contact Page'", () => {
    expect(buildContactPayload(everythingFilled("training")).source).toBe("Contact Page");
  });

  it("sends the browser's user agent and referrer", () => {
    const payload = buildContactPayload(contactForm(), { userAgent: "Mozilla/5.0", referrer: "https://example.org/" });
    expect(payload.userAgent).toBe("Mozilla/5.0");
    expect(payload.referrer).toBe("https://example.org/");
  });

  it("gives the referrer 'Direct' when the browser has none", () => {
    expect(buildContactPayload(contactForm(), { referrer: "" }).referrer).toBe("Direct");
  });

  it("trims what the visitor typed", () => {
    const payload = buildContactPayload(contactForm({ fullName: "  Ada  ", organization: "  ", message: " Hi " }));
    expect(payload.name).toBe("Ada");
    expect(payload.company).toBe("Not specified");
    expect(payload.message).toBe("Hi");
  });

  it("sends the services and maturity for Explore Services, the services joined with ', '", () => {
    expect(buildContactPayload(everythingFilled("explore"))).toMatchObject({
      selectedIntent: "explore",
      selectedServices: "Data Engineering, Analytics & BI",
      aiMaturityLevel: "first-steps",
      customAgentIdea: "Not specified",
      timeline: "Not specified",
      teamSize: "Not specified",
    });
  });

  it("sends the idea and timeline for Custom Agent, and nothing of the other intents", () => {
    expect(buildContactPayload(everythingFilled("custom"))).toMatchObject({
      selectedIntent: "custom",
      selectedServices: "None selected",
      aiMaturityLevel: "Not specified",
      customAgentIdea: "An agent that checks punched cards",
      timeline: "1-3-months",
      teamSize: "Not specified",
    });
  });

  it("sends the team size for Training, and nothing of the other intents", () => {
    expect(buildContactPayload(everythingFilled("training"))).toMatchObject({
      selectedIntent: "training",
      selectedServices: "None selected",
      aiMaturityLevel: "Not specified",
      customAgentIdea: "Not specified",
      timeline: "Not specified",
      teamSize: "medium",
    });
  });

  it("sends no intent-specific answers when no intent is chosen", () => {
    expect(buildContactPayload(everythingFilled(""))).toMatchObject({
      selectedIntent: "Not specified",
      selectedServices: "None selected",
      aiMaturityLevel: "Not specified",
      customAgentIdea: "Not specified",
      timeline: "Not specified",
      teamSize: "Not specified",
      company: "Analytical Engines Ltd",
      message: "Hello",
    });
  });

  it("gives 'None selected' when Explore Services is chosen without services", () => {
    expect(buildContactPayload(contactForm({ intent: "explore" })).selectedServices).toBe("None selected");
  });

  it("produces a payload that the inbox's schema accepts", () => {
    for (const intent of ["", "explore", "custom", "training"] as const) {
      expect(contactPayloadSchema.safeParse(buildContactPayload(everythingFilled(intent))).success).toBe(true);
    }
  });

  it("refuses a payload without a name or email", () => {
    expect(() => buildContactPayload(contactForm({ fullName: "" }))).toThrow();
    expect(() => buildContactPayload(contactForm({ email: "not-an-email" }))).toThrow();
  });
});

describe("contactFormType", () => {
  it.each([
    ["", "contact"],
    ["explore", "contact_explore"],
    ["custom", "contact_custom"],
    ["training", "contact_training"],
  ] as const)("gives the intent %p the formType %s", (intent, formType) => {
    expect(contactFormType(intent)).toBe(formType);
  });
});

describe("agent request form schema", () => {
  const request = (values: Partial<AgentRequestFormValues> = {}): AgentRequestFormValues => ({
    ...emptyAgentRequestForm,
    fullName: "Grace Hopper",
    email: "grace@example.com",
    companyName: "Compilers Inc",
    ...values,
  });
  const generic = agentRequestFormSchema();
  const useCase = agentRequestFormSchema({ customizationsLabel: "Use Case Description", customizationsRequired: true });

  it("accepts Full Name, Email Address and Company Name with the rest empty", () => {
    expect(generic.safeParse(request()).success).toBe(true);
  });

  it("requires Full Name, Email Address and Company Name", () => {
    const errors = fieldErrors(generic.safeParse(emptyAgentRequestForm));
    expect(errors).toEqual({
      fullName: "Full Name is required",
      email: "Email Address is required",
      companyName: "Company Name is required",
    });
  });

  it("rejects an invalid email", () => {
    expect(fieldErrors(generic.safeParse(request({ email: "grace@" }))).email).toBe("Enter a valid email address, like name@company.com");
  });

  it("leaves the customizations optional by default", () => {
    expect(generic.safeParse(request({ additionalCustomizations: "" })).success).toBe(true);
  });

  it("requires the customizations when customizationsRequired is set, naming the field by its label", () => {
    expect(fieldErrors(useCase.safeParse(request({ additionalCustomizations: "" }))).additionalCustomizations).toBe("Use Case Description is required");
    expect(useCase.safeParse(request({ additionalCustomizations: "Check 500 orders a day" })).success).toBe(true);
  });

  it("leaves the timeline optional but accepts only the offered values", () => {
    expect(generic.safeParse(request({ timeline: "" })).success).toBe(true);
    expect(generic.safeParse(request({ timeline: "asap" })).success).toBe(true);
    expect(generic.safeParse(request({ timeline: "yesterday" as never })).success).toBe(false);
  });

  it("rejects an over-long Company Name with a clear message", () => {
    expect(fieldErrors(generic.safeParse(request({ companyName: "c".repeat(FIELD_LIMITS.company + 1) }))).companyName).toBe(
      `Company Name must be ${FIELD_LIMITS.company} characters or fewer`,
    );
  });
});

describe("buildAgentRequestPayload", () => {
  const values: AgentRequestFormValues = {
    fullName: "Grace Hopper",
    email: "grace@example.com",
    companyName: "Compilers Inc",
    additionalCustomizations: "",
    timeline: "",
    roiEstimate: "",
  };

  it("falls back to 'Unknown Agent' and 'unknown' without an agent", () => {
    const payload = buildAgentRequestPayload(values, { source: "Agent Detail Page" });
    expect(payload.agentName).toBe("Unknown Agent");
    expect(payload.agentSlug).toBe("unknown");
  });

  it("falls back the same way for a blank agent name and slug", () => {
    const payload = buildAgentRequestPayload(values, { agentName: " ", agentSlug: "", source: "Agent Detail Page" });
    expect(payload).toMatchObject({ agentName: "Unknown Agent", agentSlug: "unknown" });
  });

  it("leaves empty optional fields out, so they are not sent", () => {
    const payload = buildAgentRequestPayload(values, { agentName: "Sales Pro", agentSlug: "sales-pro-agent", source: "Agent Detail Page" });
    const given = Object.entries(payload)
      .filter(([, value]) => value !== undefined)
      .map(([key]) => key);
    expect(given).not.toContain("additionalCustomizations");
    expect(given).not.toContain("timeline");
    expect(given).not.toContain("roiEstimate");
  });

  it("carries every field the visitor filled in, with the agent and source", () => {
    const payload = buildAgentRequestPayload(
      { ...values, additionalCustomizations: "Connect to HubSpot", timeline: "3-6-months" },
      { agentName: "Sales Pro", agentSlug: "sales-pro-agent", source: "Agent Detail Page" },
    );
    expect(payload).toEqual({
      fullName: "Grace Hopper",
      email: "grace@example.com",
      companyName: "Compilers Inc",
      additionalCustomizations: "Connect to HubSpot",
      timeline: "3-6-months",
      agentName: "Sales Pro",
      agentSlug: "sales-pro-agent",
      source: "Agent Detail Page",
    });
    expect(agentRequestPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("carries the visitor's ROI estimate when the page has one, up to 2,000 characters", () => {
    const context = { agentName: "Sales Pro", agentSlug: "sales-pro-agent", source: "Agent Detail Page" } as const;
    expect(buildAgentRequestPayload({ ...values, roiEstimate: "  Saves 12 hours a week " }, context).roiEstimate).toBe("Saves 12 hours a week");
    expect(buildAgentRequestPayload({ ...values, roiEstimate: " " }, context).roiEstimate).toBeUndefined();
    const payload = buildAgentRequestPayload(values, context);
    expect(agentRequestPayloadSchema.safeParse({ ...payload, roiEstimate: "x".repeat(FIELD_LIMITS.roiEstimate) }).success).toBe(true);
    expect(fieldErrors(agentRequestPayloadSchema.safeParse({ ...payload, roiEstimate: "x".repeat(FIELD_LIMITS.roiEstimate + 1) })).roiEstimate).toBe(
      "ROI estimate must be 2000 characters or fewer",
    );
  });
});

describe("agentRequestSettings", () => {
  it("uses the catalog entry and 'Agent Detail Page' for every agent whose form content does not reword, and leaves the success toast to the transport", () => {
    const plain = getAllAgents().filter((agent) => !agent.requestForm);
    expect(plain.length).toBeGreaterThan(0);
    for (const agent of plain) {
      expect(agentRequestSettings(agent)).toEqual({
        agentName: agent.name,
        agentSlug: agent.slug,
        source: "Agent Detail Page",
        customizationsLabel: "Additional customizations",
        customizationsRequired: false,
        timelineLabel: "Implementation Timeline",
      });
    }
  });

  it("names the AI Marketeer 'AI Marketeer Agent' from the 'AI Marketeer Agent Page'", () => {
    expect(agentRequestSettings(requireAgent("ai-marketeer-agent"))).toMatchObject({
      agentName: "AI Marketeer Agent",
      agentSlug: "ai-marketeer-agent",
      source: "AI Marketeer Agent Page",
      customizationsRequired: false,
      timelineLabel: "Implementation Timeline",
    });
  });

  it("names the order verification agent 'Order Verification AI Agent' with a required Use Case Description and Urgency", () => {
    expect(agentRequestSettings(requireAgent("order-verification-agent"))).toMatchObject({
      agentName: "Order Verification AI Agent",
      agentSlug: "order-verification-agent",
      source: "Agent Detail Page",
      customizationsLabel: "Use Case Description",
      customizationsRequired: true,
      timelineLabel: "Urgency",
    });
  });

  it("names the omnichannel agent 'Omnichannel Support Agent' with the toast 'Form submitted successfully!'", () => {
    expect(agentRequestSettings(requireAgent("omnichannel-support-agent"))).toMatchObject({
      agentName: "Omnichannel Support Agent",
      agentSlug: "omnichannel-support-agent",
      successMessage: "Form submitted successfully!",
    });
  });
});

describe("blankToUndefined", () => {
  it("maps empty and blank text to undefined and trims the rest", () => {
    expect(blankToUndefined("")).toBeUndefined();
    expect(blankToUndefined("   ")).toBeUndefined();
    expect(blankToUndefined(undefined)).toBeUndefined();
    expect(blankToUndefined(" x ")).toBe("x");
  });
});
