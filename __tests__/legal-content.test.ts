/** @jest-environment node */
import { company, leadRetentionDays } from "@/content/company";
import { subProcessorCategories } from "@/content/choices";
import { agentRequestPayloadSchema } from "@/lib/forms/agent-request/schema";
import { contactPayloadSchema } from "@/lib/forms/contact/schema";
import { agentRequestFields, contactFormFields, siteFilledFields } from "@/lib/legal/collected-fields";
import { securityTxt, securityTxtPath } from "@/lib/legal/security-txt";
import { trustCentreHrefs } from "@/lib/site/hrefs";
import { absoluteUrl } from "@/lib/site/urls";
import { subProcessorUsedBy } from "@/lib/legal/trust";
import { listSentence } from "@/lib/site/list-sentence";

describe("the privacy notice's list of collected fields", () => {
  it("covers every field of both payloads, split into what the visitor types and what the site adds", () => {
    const payloadFields = [...Object.keys(contactPayloadSchema.shape), ...Object.keys(agentRequestPayloadSchema.shape)];
    for (const name of siteFilledFields) expect(payloadFields).toContain(name);
    const contact = contactFormFields();
    const request = agentRequestFields();
    expect(contact.typed.length + contact.added.length).toBe(Object.keys(contactPayloadSchema.shape).length);
    expect(request.typed.length + request.added.length).toBe(Object.keys(agentRequestPayloadSchema.shape).length);
    expect(contact.typed).toContain("Email Address");
    expect(contact.added).toContain("Referrer");
    expect(request.typed).toContain("Company Name");
  });
});

describe("the company's facts", () => {
  it("export the lead retention the receivers will read", () => {
    expect(leadRetentionDays).toBe(company.leadRetentionDays.value);
    expect(Number.isInteger(leadRetentionDays) && leadRetentionDays > 0).toBe(true);
  });

  it("name a provider for every kind of sub-processor a listing can use", () => {
    const roles = company.subProcessors.map((fact) => fact.value.role);
    for (const category of subProcessorCategories) expect(roles).toContain(category);
    for (const role of roles) expect(subProcessorUsedBy(role)).not.toBe("");
  });
});

describe("security.txt", () => {
  it("expires within a year of the build", () => {
    const builtAt = new Date("2026-11-25T12:00:00Z");
    const expires = /^Expires: (.+)$/m.exec(securityTxt(builtAt))?.[1];
    expect(expires).toBe("2027-11-24T12:00:00Z");
  });

  it("names the security contact, points its Policy at the vulnerability disclosure policy, and gives its canonical address", () => {
    const fields = Object.fromEntries(securityTxt().trimEnd().split("\n").map((line) => line.split(": ") as [string, string]));
    expect(fields.Contact).toBe(`mailto:${company.securityContact.value}`);
    expect(fields.Policy).toBe(absoluteUrl(trustCentreHrefs.vulnerabilityDisclosure));
    expect(fields.Canonical).toBe(absoluteUrl(securityTxtPath));
  });
});

describe("listSentence", () => {
  it("joins two with 'and' and three or more with a serial comma", () => {
    expect(listSentence(["a"])).toBe("a");
    expect(listSentence(["a", "b"])).toBe("a and b");
    expect(listSentence(["a", "b and c", "d"])).toBe("a, b and c, and d");
  });
});
