// Each legal page's version, date and what changed, read from content/legal-versions.ts; what the
// privacy notice discloses in this build (no analytics) and for the owner facts as they stand; and
// the price /agents.json gives a per-seat agent.
import { company } from "@/content/company";
import { writtenDate } from "@/content/date-text";
import { legalDocuments, legalVersions, type LegalDocumentId } from "@/content/legal-versions";
import { site } from "@/content/site";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { legalNoticeHref, privacyHref, trustCenterHrefs, trustHref } from "@/lib/site/hrefs";
import { expect, test } from "./fixtures";

const pathOf: Record<LegalDocumentId, string> = {
  privacy: privacyHref,
  legal: legalNoticeHref,
  trust: trustHref(),
  dpa: trustCenterHrefs.dpa,
  questionnaire: trustCenterHrefs.questionnaire,
  "sub-processors": trustCenterHrefs.subProcessors,
  "vulnerability-disclosure": trustCenterHrefs.vulnerabilityDisclosure,
};
const versionName = ({ version, date }: { version: number; date: string }) => `Version ${version}, ${writtenDate(date)}`;

for (const document of legalDocuments) {
  test(`${pathOf[document]} shows its latest version and date, what changed, and the earlier versions`, async ({ page }) => {
    const [latest, ...earlier] = legalVersions[document];
    await page.goto(pathOf[document]);
    const versions = page.getByRole("region", { name: versionName(latest!) });
    await expect(versions).toBeVisible();
    await expect(versions.locator("time").first()).toHaveAttribute("datetime", latest!.date);
    await expect(versions.getByRole("heading", { name: "What changed" })).toBeVisible();
    await expect(versions.getByRole("list").first().getByRole("listitem")).toHaveText(latest!.changes);
    // Near the top: before the document's first section heading.
    const firstHeading = page.getByRole("main").getByRole("heading", { level: 2 }).first();
    await expect(firstHeading).toHaveText("What changed");
    if (earlier.length === 0) return;
    await versions.getByText("Earlier versions").click();
    for (const version of earlier) {
      const heading = versions.getByRole("heading", { name: versionName(version) });
      await expect(heading).toBeVisible();
      await expect(heading.locator("xpath=following-sibling::ul[1]").getByRole("listitem")).toHaveText(version.changes);
    }
  });
}

test.describe("the privacy notice", () => {
  test("discloses the visitor's confirmation e-mail: what it says, who sends it, and to whom", async ({ page }) => {
    await page.goto(privacyHref);
    const heading = page.getByRole("heading", { name: "The confirmation e-mail" });
    const text = heading.locator("xpath=following-sibling::p[1]");
    await expect(text).toContainText("only to the e-mail address you typed into the form");
    await expect(text).toContainText(site.replyPromise);
    const formsProvider = company.subProcessors.find((row) => row.role === "lead-forms")!.provider;
    await expect(text).toContainText(`${formsProvider.confirmed ? formsProvider.value.entity : "Our form storage and e-mail provider"} sends it for us`);
    await expect(text.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  });

  test("says no analytics runs, in this build that loads none", async ({ page }) => {
    await page.goto(privacyHref);
    const section = page.getByRole("heading", { name: "Cookies, analytics and your device" }).locator("xpath=following-sibling::p[1]");
    await expect(section).toHaveText("This site sets no cookies and runs no analytics or tracking scripts.");
    // Only the version note names the provider that a build with analytics uses.
    await expect(page.getByText("It runs Vercel Web Analytics")).toHaveCount(0);
    await expect(page.locator('script[src*="/_vercel/insights/"]')).toHaveCount(0);
  });

  test("words the address and registration sentence for the facts as they stand", async ({ page }) => {
    await page.goto(privacyHref);
    const main = page.getByRole("main");
    const facts = [
      { label: "postal address", confirmed: company.address.confirmed },
      { label: "commercial registration", confirmed: company.registration.confirmed },
    ];
    for (const { label, confirmed } of facts) {
      if (confirmed) await expect(main).toContainText(new RegExp(`The legal notice has our [^.]*${label}`));
      else await expect(main).toContainText(new RegExp(`Our [^.]*${label}[^.]* available on request from ${site.email.replace(".", "\\.")}`));
    }
    if (!company.address.confirmed && !company.registration.confirmed) await expect(main).not.toContainText("The legal notice has our");
  });
});

test("/agents.json gives a per-seat agent's least monthly price, with the seat price beside it", async ({ request }) => {
  const catalog = (await (await request.get("/agents.json")).json()) as {
    agents: { slug: string; pricing: { fromUsdPerMonth: number; perSeatUsdPerMonth?: number } }[];
  };
  const perSeat = getAllAgents().filter((agent) => (listingFor(agent.slug).pricing.minimumSeats ?? 1) > 1);
  expect(perSeat.map((agent) => agent.slug)).toContain("sales-pro-agent");
  for (const agent of perSeat) {
    const { fromUsdPerMonth, minimumSeats } = listingFor(agent.slug).pricing;
    const entry = catalog.agents.find((candidate) => candidate.slug === agent.slug)!;
    expect(entry.pricing.fromUsdPerMonth).toBe(fromUsdPerMonth * minimumSeats!);
    expect(entry.pricing.perSeatUsdPerMonth).toBe(fromUsdPerMonth);
  }
});
