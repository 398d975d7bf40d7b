// The privacy and legal notices as a visitor reads them, in each state a build or an owner fact can be
// in, and the version history every legal page shows.
import { render, screen, within } from "@testing-library/react";
import { claimFacts } from "@/content/claim-facts";
import { company } from "@/content/company";
import { writtenDate } from "@/content/date-text";
import { legalDocuments, legalVersions, versionHistorySchema } from "@/content/legal-versions";
import { site } from "@/content/site";
import { DocumentVersions } from "@/components/legal/DocumentVersions";
import { LegalNotice } from "@/components/legal/LegalNotice";
import { readFileSync } from "node:fs";
import { legalTextNames } from "@/content/legal/files";
import { trustDocuments } from "@/content/trust-documents";
import { legalTextPlaceholders, type LegalFacts } from "@/lib/legal/legal-text";
import { responseSteps } from "@/lib/legal/vulnerability-response";
import { LegalText } from "@/components/legal/LegalText";
import { SecurityReportChannel } from "@/components/legal/SecurityReportChannel";
import { PrivacyNotice } from "@/components/legal/PrivacyNotice";

let mockAnalyticsEnabled = false;
// The predicate the layout's analytics component uses, switched per test.
jest.mock("@/lib/site/analytics", () => ({
  get analyticsEnabled() {
    return mockAnalyticsEnabled;
  },
}));

/** Runs a test with owner facts set to other values, then puts them back. */
function withFacts<Key extends "address" | "registration" | "leadRetentionDays">(facts: Partial<Pick<typeof company, Key>>, run: () => void) {
  const saved = { ...company };
  Object.assign(company, facts);
  try {
    run();
  } finally {
    Object.assign(company, saved);
  }
}

const page = () => document.body;

describe("the privacy notice's analytics", () => {
  afterEach(() => {
    mockAnalyticsEnabled = false;
  });

  it("says no analytics runs in a build without them, and names no analytics provider", () => {
    render(<PrivacyNotice />);
    expect(page()).toHaveTextContent("This site sets no cookies and runs no analytics or tracking scripts.");
    expect(page()).not.toHaveTextContent("Vercel");
  });

  it("names Vercel Web Analytics, what it collects, its legal basis and Vercel as a recipient in a build with them", () => {
    mockAnalyticsEnabled = true;
    render(<PrivacyNotice />);
    expect(page()).not.toHaveTextContent("runs no analytics");
    expect(page()).toHaveTextContent("It runs Vercel Web Analytics, which counts page views without cookies.");
    const collected = screen.getByText(/page you came from \(the referrer\)/).closest("ul")!;
    expect(
      within(collected)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/page you opened/),
      expect.stringMatching(/country, device type, browser and operating system/),
      expect.stringMatching(/a hash of your request.*changes every day/),
    ]);
    expect(page()).toHaveTextContent("legitimate interest in knowing which pages are read (Art. 6(1)(f))");
    expect(page()).toHaveTextContent("Vercel Inc. receives the page-view data of Vercel Web Analytics");
  });
});

describe("the privacy notice's confirmation e-mail", () => {
  it("says what it contains, who sends it, and that it goes only to the address typed", () => {
    render(<PrivacyNotice />);
    const section = screen.getByRole("heading", { name: "The confirmation e-mail" }).nextElementSibling!;
    expect(section).toHaveTextContent("only to the e-mail address you typed into the form");
    expect(section).toHaveTextContent(site.replyPromise);
    expect(section).toHaveTextContent("It repeats nothing you typed.");
    const formsProvider = company.subProcessors.find((row) => row.role === "lead-forms")!.provider;
    expect(section).toHaveTextContent(`${formsProvider.confirmed ? formsProvider.value.entity : "Our form storage and e-mail provider"} sends it for us`);
    expect(section).toHaveTextContent(`under the name ${site.name}`);
    expect(within(section as HTMLElement).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  });
});

describe("owner facts on the privacy and legal notices", () => {
  const registration = "Amtsgericht Example HRB 12345";
  const address = ["1 Example Street", "12345 Example City"];

  it("sends a reader to the legal notice for the address and registration only once both are confirmed", () => {
    withFacts({ address: { value: address, confirmed: true }, registration: { value: registration, confirmed: true } }, () => {
      render(<PrivacyNotice />);
      expect(page()).toHaveTextContent("The legal notice has our postal address and commercial registration.");
      expect(page()).not.toHaveTextContent("available on request");
    });
  });

  it("says the unconfirmed ones are available on request, and never that the legal notice has them", () => {
    withFacts({ address: { value: address, confirmed: true }, registration: { value: registration, confirmed: false } }, () => {
      render(<PrivacyNotice />);
      expect(page()).toHaveTextContent("The legal notice has our postal address.");
      expect(page()).toHaveTextContent(`Our commercial registration is available on request from ${site.email}.`);
    });
  });

  it("follows content: the address and registration sentence matches the facts as they are", () => {
    render(<PrivacyNotice />);
    const both = company.address.confirmed && company.registration.confirmed;
    expect(page().textContent?.includes("The legal notice has our postal address and commercial registration.")).toBe(both);
  });

  it("shows an unconfirmed registration on the legal notice as available on request, and a confirmed one as it is", () => {
    withFacts({ registration: { value: registration, confirmed: false } }, () => {
      const { unmount } = render(<LegalNotice />);
      expect(page()).not.toHaveTextContent(registration);
      unmount();
    });
    withFacts({ registration: { value: registration, confirmed: true } }, () => {
      render(<LegalNotice />);
      expect(page()).toHaveTextContent(registration);
    });
  });

  it("states the retention period only once it is confirmed", () => {
    withFacts({ leadRetentionDays: { value: 400, confirmed: false } }, () => {
      const { unmount } = render(<PrivacyNotice />);
      expect(page()).not.toHaveTextContent("400 days");
      expect(page()).toHaveTextContent("We will state the period here once we have confirmed it");
      unmount();
    });
    withFacts({ leadRetentionDays: { value: 400, confirmed: true } }, () => {
      render(<PrivacyNotice />);
      expect(page()).toHaveTextContent("We keep a submission for 400 days after it arrives");
      expect(page()).toHaveTextContent("deleted from our mailboxes after the same 400 days");
    });
  });
});

describe("the legal texts in Markdown", () => {
  const values = {
    legalName: "Example Lumenfold GmbH",
    address: ["1 Example Street", "12345 Example City"],
    registration: "Amtsgericht Example HRB 12345",
    vatId: "DE123456789",
    contentResponsible: "Jane Example",
    governingLaw: "German law governs these terms.",
    securityContact: "security@example.com",
  };
  /** The real facts with the ones above, all confirmed or none. */
  const factsWith = (confirmed: boolean): LegalFacts => ({
    company: { ...company, ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, confirmed }])) },
    trustDocuments: { ...trustDocuments, vulnerabilityResponse: { ...trustDocuments.vulnerabilityResponse, confirmed } },
    claims: claimFacts,
  });
  const shown = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

  it("states each owner fact of the legal notice only once it is confirmed", () => {
    const { unmount } = render(<LegalText name="legal-notice" facts={factsWith(false)} />);
    for (const value of Object.values(values).flatMap(shown)) expect(page()).not.toHaveTextContent(value);
    expect(page()).toHaveTextContent(`${site.name}; its registered name and legal form are available on request from ${site.email}`);
    expect(page()).toHaveTextContent(`The text, artwork and code of this website belong to ${site.name}.`);
    unmount();
    render(<LegalText name="legal-notice" facts={factsWith(true)} />);
    for (const [key, value] of Object.entries(values)) if (key !== "securityContact") for (const each of shown(value)) expect(page()).toHaveTextContent(each);
    expect(page()).toHaveTextContent(`belong to ${values.legalName}.`);
    expect(page()).not.toHaveTextContent("available on request");
  });

  it("gives the security address and the response times of the disclosure policy only once they are confirmed", () => {
    const policy = (facts: LegalFacts) => (
      <LegalText
        name="vulnerability-disclosure"
        facts={facts}
        blocks={{ securityReportChannel: <SecurityReportChannel contact={facts.company.securityContact} /> }}
      />
    );
    const { unmount } = render(policy(factsWith(false)));
    expect(page()).not.toHaveTextContent(values.securityContact);
    expect(screen.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");
    const table = screen.getByRole("table", { name: "Response times" });
    expect(within(table).getAllByText("Not confirmed yet")).toHaveLength(responseSteps(trustDocuments).length);
    unmount();
    const confirmed = factsWith(true);
    render(policy(confirmed));
    expect(screen.getByRole("link", { name: values.securityContact })).toHaveAttribute("href", `mailto:${values.securityContact}`);
    for (const step of responseSteps(confirmed.trustDocuments)) expect(screen.getByRole("row", { name: `${step.step} ${step.within}` })).toBeInTheDocument();
    expect(page()).not.toHaveTextContent("Not confirmed yet");
  });

  it("states the DPA's terms that are the owner's only once confirmed, and words each for both states", () => {
    const terms = ["auditTerms", "governmentAccess", "liability", "lawAndPrecedence"] as const;
    // The DPA's other owner facts, confirmed or not with the rest.
    const alsoShown = ["sccModule", "deletionAfterTermDays"] as const;
    // The DPA's claims, confirmed or not with the rest.
    const claims = ["dpaWithEveryCustomer", "usTransferBasis"] as const;
    const dpaFacts = (confirmed: boolean): LegalFacts => ({
      claims: { ...claimFacts, ...Object.fromEntries(claims.map((claim) => [claim, { ...claimFacts[claim], confirmed }])) },
      company: { ...company, dpaContact: { value: "dpa@example.com", confirmed }, subProcessorObjectionDays: { value: 21, confirmed } },
      trustDocuments: {
        ...trustDocuments,
        ...Object.fromEntries(terms.map((term) => [term, { value: `The ${term} term.`, confirmed }])),
        ...Object.fromEntries(alsoShown.map((fact) => [fact, { ...trustDocuments[fact], confirmed }])),
      },
    });
    const blocks = { processingByAgent: null, securityMeasures: null };
    const { unmount } = render(<LegalText name="dpa" facts={dpaFacts(false)} blocks={blocks} />);
    for (const term of terms) expect(page()).not.toHaveTextContent(`The ${term} term.`);
    expect(page()).not.toHaveTextContent("dpa@example.com");
    expect(page()).not.toHaveTextContent("21 days");
    for (const claim of claims) expect(page()).not.toHaveTextContent(claimFacts[claim].value);
    expect(page()).toHaveTextContent("whether we sign it with every customer before any personal data is processed is not confirmed yet");
    expect(page()).toHaveTextContent("The basis of transfers of personal data from the EU/EEA to the US region is not confirmed yet.");
    expect(page()).toHaveTextContent("The notice, frequency and cost of an audit are not confirmed yet");
    expect(page()).toHaveTextContent("The notice period before a change takes effect, in which you may object, is not confirmed yet.");
    expect(screen.getAllByRole("link", { name: site.email })[0]).toHaveAttribute("href", `mailto:${site.email}`);
    unmount();
    render(<LegalText name="dpa" facts={dpaFacts(true)} blocks={blocks} />);
    for (const term of terms) expect(page()).toHaveTextContent(`The ${term} term.`);
    for (const claim of claims) expect(page()).toHaveTextContent(claimFacts[claim].value);
    expect(page()).toHaveTextContent("you may object within those 21 days");
    expect(screen.getAllByRole("link", { name: "dpa@example.com" })[0]).toHaveAttribute("href", "mailto:dpa@example.com");
    expect(page()).not.toHaveTextContent("not confirmed yet");
  });

  it("puts the page's own parts where the DPA names them, and refuses a text that names one its page lacks", () => {
    render(<LegalText name="dpa" blocks={{ processingByAgent: <p>The details of each agent</p>, securityMeasures: <p>The measures</p> }} />);
    const byAgent = screen.getByRole("heading", { level: 2, name: "Purpose, data and data subjects, by agent" });
    const annex = screen.getByRole("heading", { level: 2, name: /^Annex: technical and organizational measures/ });
    const details = screen.getByText("The details of each agent");
    const measures = screen.getByText("The measures");
    expect(byAgent.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(annex.compareDocumentPosition(measures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText("Duration", { selector: "dt" }).nextElementSibling).toHaveTextContent("For as long as the customer's service agreement lasts");
    expect(() => render(<LegalText name="dpa" blocks={{ securityMeasures: null }} />)).toThrow(/names the block \{\{processingByAgent\}\}/);
  });

  it("keeps the headings' anchors, and prints our own links' full address", () => {
    render(<LegalText name="legal-notice" />);
    expect(screen.getByRole("heading", { level: 2, name: "Terms of use" })).toHaveAttribute("id", "terms");
    expect(screen.getByRole("link", { name: "privacy notice" })).toHaveAttribute("data-print-url", `${site.url}/privacy`);
  });

  it("documents every placeholder in docs/editing.md", () => {
    const docs = readFileSync("docs/editing.md", "utf8");
    for (const name of legalTextNames)
      for (const [key, { about }] of Object.entries(legalTextPlaceholders(name)))
        expect(docs).toMatch(new RegExp(`^\\| \`\\{\\{${key}\\}\\}\` \\|.*\\| ${about.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|$`, "m"));
  });
});

describe("the version history of each legal page", () => {
  it.each(legalDocuments)("shows the latest version of %s with its date and what changed, and the earlier ones", (document) => {
    const [latest, ...earlier] = legalVersions[document];
    render(<DocumentVersions document={document} />);
    const region = screen.getByRole("region", { name: `Version ${latest!.version}, ${writtenDate(latest!.date)}` });
    const [changes] = within(region).getAllByRole("list");
    expect(
      within(changes!)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(latest!.changes);
    for (const version of earlier)
      expect(within(region).getByRole("heading", { name: `Version ${version.version}, ${writtenDate(version.date)}` })).toBeInTheDocument();
  });

  const version = (number: number, date: string) => ({ version: number, date, changes: ["A change."] });

  it("refuses a history that is not newest first, or that repeats a version", () => {
    expect(versionHistorySchema.safeParse([version(2, "2026-11-26"), version(1, "2026-11-25")]).success).toBe(true);
    expect(versionHistorySchema.safeParse([version(2, "2026-11-25"), version(1, "2026-11-26")]).success).toBe(false);
    expect(versionHistorySchema.safeParse([version(1, "2026-11-26"), version(2, "2026-11-25")]).success).toBe(false);
    expect(versionHistorySchema.safeParse([version(2, "2026-11-26"), version(2, "2026-11-25")]).success).toBe(false);
    expect(versionHistorySchema.safeParse([version(2, "2026-11-26"), version(1, "2026-02-30")]).success).toBe(false);
    expect(versionHistorySchema.safeParse([]).success).toBe(false);
  });
});
