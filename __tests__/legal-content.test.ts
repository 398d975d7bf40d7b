/** @jest-environment node */
import { agents } from "@/content/agents";
import { company, leadRetentionDays } from "@/content/company";
import { subProcessorCategories } from "@/content/choices";
import { agentRequestPayloadSchema } from "@/lib/forms/agent-request/schema";
import { contactPayloadSchema } from "@/lib/forms/contact/schema";
import { agentRequestFields, contactFormFields, quoteRequestFields, siteFilledFields } from "@/lib/legal/collected-fields";
import { quoteRequestPayloadSchema } from "@/lib/forms/quote-request/schema";
import { securityTxt, securityTxtPath } from "@/lib/legal/security-txt";
import { subProcessorUsedBy } from "@/lib/legal/sub-processor-users";
import { namingSentence } from "@/lib/legal/sub-processors";
import { enterpriseReadyGaps } from "@/lib/agents/tag-evidence";
import { contactHref, trustCenterHrefs } from "@/lib/site/hrefs";
import { absoluteUrl } from "@/lib/site/urls";
import { listSentence, listSeparators } from "@/lib/site/list-sentence";

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
    const quote = quoteRequestFields();
    expect(quote.typed.length + quote.added.length).toBe(Object.keys(quoteRequestPayloadSchema.shape).length);
    expect(quote.typed).toEqual(["Full Name", "Email Address", "Company Name", "Message"]);
  });
});

describe("the company's facts", () => {
  it("export the lead retention the receivers will read", () => {
    expect(leadRetentionDays).toBe(company.leadRetentionDays.value);
    expect(Number.isInteger(leadRetentionDays) && leadRetentionDays > 0).toBe(true);
  });

  it("name a provider for every kind of sub-processor a listing can use", () => {
    const roles = company.subProcessors.map((row) => row.role);
    for (const category of subProcessorCategories) expect(roles).toContain(category);
    for (const role of roles) expect(subProcessorUsedBy(role)).not.toBe("");
  });
});

describe("sentences that depend on an owner fact", () => {
  const rows = company.subProcessors;
  const withProviders = (confirmed: (index: number) => boolean) =>
    rows.map((row, index) => ({ ...row, provider: { ...row.provider, confirmed: confirmed(index) } }));

  it('say the sub-processors page "names each one" only when every row it covers is confirmed', () => {
    expect(namingSentence(withProviders(() => true))).toMatch(/names each one/);
    expect(namingSentence(withProviders((index) => index > 0))).toMatch(/some providers are not named yet/);
    expect(namingSentence(withProviders(() => false))).toMatch(/the providers are not named yet/);
    expect(namingSentence(withProviders((index) => index > 0))).not.toMatch(/names each one/);
  });

  it("keep Enterprise Ready off an agent until its evidence is confirmed, and say what is missing", () => {
    const gaps = enterpriseReadyGaps(agents[0]!.slug);
    const unconfirmedSecurity = Object.values(company.security).some((fact) => !fact.confirmed);
    expect(gaps.some((gap) => /security measures/.test(gap))).toBe(unconfirmedSecurity);
    const held = company.certifications.confirmed && company.certifications.value.some((each) => each.status === "held");
    expect(gaps.some((gap) => /certification/.test(gap))).toBe(!held);
  });
});

describe("security.txt", () => {
  it("expires within a year of the build", () => {
    const builtAt = new Date("2026-11-25T12:00:00Z");
    const expires = /^Expires: (.+)$/m.exec(securityTxt(builtAt))?.[1];
    expect(expires).toBe("2027-11-24T12:00:00Z");
  });

  const fieldsOf = (text: string) =>
    Object.fromEntries(
      text
        .trimEnd()
        .split("\n")
        .filter((line) => !line.startsWith("#"))
        .map((line) => line.split(": ") as [string, string]),
    );

  it("names the security address only once the owner has confirmed it, and the contact page until then, as the disclosure policy does", () => {
    const withContact = (confirmed: boolean) => {
      let text = "";
      jest.isolateModules(() => {
        jest.doMock("@/content/company", () => {
          const actual = jest.requireActual<typeof import("@/content/company")>("@/content/company");
          return { ...actual, company: { ...actual.company, securityContact: { value: "security@example.com", confirmed } } };
        });
        text = jest.requireActual<typeof import("@/lib/legal/security-txt")>("@/lib/legal/security-txt").securityTxt();
      });
      jest.dontMock("@/content/company");
      return fieldsOf(text).Contact;
    };
    expect(withContact(true)).toBe("mailto:security@example.com");
    expect(withContact(false)).toBe(absoluteUrl(contactHref()));
  });

  it("points its Policy at the vulnerability disclosure policy, and gives its canonical address", () => {
    const fields = fieldsOf(securityTxt());
    expect(fields.Policy).toBe(absoluteUrl(trustCenterHrefs.vulnerabilityDisclosure));
    expect(fields.Canonical).toBe(absoluteUrl(securityTxtPath));
  });
});

describe("listSentence", () => {
  it("joins two with 'and' and three or more with a serial comma", () => {
    expect(listSentence(["a"])).toBe("a");
    expect(listSentence(["a", "b"])).toBe("a and b");
    expect(listSentence(["a", "b and c", "d"])).toBe("a, b and c, and d");
  });

  it("gives a list of elements the same separators", () => {
    expect(listSeparators(0)).toEqual([]);
    expect(listSeparators(2)).toEqual(["", " and "]);
    expect(listSeparators(4)).toEqual(["", ", ", ", ", ", and "]);
  });
});

describe("where an agent's data is processed", () => {
  /** Every listing's "processed in" and the questionnaire's data-location answer, with the hosting provider confirmed or not. */
  const answersWith = (confirmed: boolean) => {
    let answers = { listings: [] as string[], questionnaire: "" };
    jest.isolateModules(() => {
      jest.doMock("@/content/company", () => {
        const actual = jest.requireActual<typeof import("@/content/company")>("@/content/company");
        const subProcessors = actual.company.subProcessors.map((row) =>
          row.role === "cloud-hosting" ? { ...row, provider: { ...row.provider, confirmed } } : row,
        );
        return { ...actual, company: { ...actual.company, subProcessors } };
      });
      const { listings } = jest.requireActual<typeof import("@/content/agents")>("@/content/agents");
      const { questionnaireAnswers } = jest.requireActual<typeof import("@/lib/legal/questionnaire")>("@/lib/legal/questionnaire");
      answers = {
        listings: Object.values(listings).map((listing) => listing.data.processedIn),
        questionnaire: questionnaireAnswers().find((answer) => /Where is customer data processed/.test(answer.question))!.answer,
      };
    });
    jest.dontMock("@/content/company");
    return answers;
  };
  const { location } = company.subProcessors.find((row) => row.role === "cloud-hosting")!.provider.value;

  it("is our cloud provider's region on every listing, as the questionnaire gives it, once the owner confirms the provider", () => {
    const { listings, questionnaire } = answersWith(true);
    expect(questionnaire).toBe(`Yes. ${location}.`);
    for (const processedIn of listings) expect(processedIn.startsWith(`${location}.`)).toBe(true);
  });

  it("says on every listing that the region is not confirmed yet, as the questionnaire does, until then", () => {
    const { listings, questionnaire } = answersWith(false);
    expect(questionnaire).toBe("Not confirmed yet");
    for (const processedIn of listings) {
      expect(processedIn).toMatch(/^The cloud region it runs in is not confirmed yet\./);
      expect(processedIn).not.toContain(location);
    }
  });
});
