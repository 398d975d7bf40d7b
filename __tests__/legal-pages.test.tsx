// The privacy and legal notices as a visitor reads them, in each state a build or an owner fact can be
// in, and the version history every legal page shows.
import { render, screen, within } from "@testing-library/react";
import { company } from "@/content/company";
import { writtenDate } from "@/content/date-text";
import { legalDocuments, legalVersions, versionHistorySchema } from "@/content/legal-versions";
import { site } from "@/content/site";
import { DocumentVersions } from "@/components/legal/DocumentVersions";
import { LegalNotice } from "@/components/legal/LegalNotice";
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
    expect(section).toHaveTextContent(`Google sends it for us (Gmail, through Apps Script)`);
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
