// The one-page procurement sheet of every agent: linked from the agent page and the comparison,
// reading the same listing, and printing on one A4 or Letter page without the site's chrome.
import { getAllAgents } from "@/lib/agents/catalog";
import { companyCommitments } from "@/lib/agents/data-protection";
import { euAiActClassLabels } from "@/lib/agents/listing-text";
import { listingFor } from "@/lib/agents/listings";
import { regulationCheckedOn } from "@/content/regulation";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { formatCalendarDate } from "@/lib/site/dates";
import { agentHref, compareHref, procurementSheetHref } from "@/lib/site/hrefs";
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

const agents = getAllAgents();

/** The <dd> that follows the <dt> with this label. */
const valueOf = (scope: Locator, label: string) => scope.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

/** Pages in a PDF, counted by its page objects. */
const pdfPages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;

test.describe("the procurement sheet", () => {
  for (const agent of agents) {
    test(`${agent.name}: linked from its page, holds price, data, law, oversight and timeline, and prints on one A4 and one Letter page`, async ({ page }) => {
      const listing = listingFor(agent.slug);
      await page.goto(agentHref(agent));
      await page
        .getByRole("region", { name: "At a glance" })
        .getByRole("link", { name: /^Procurement sheet/ })
        .click();
      await expect(page).toHaveURL(procurementSheetHref(agent.slug));

      const sheet = page.getByRole("article", { name: agent.name });
      await expect(sheet.getByRole("heading", { level: 1 })).toHaveText(agent.name);
      await expect(sheet.getByRole("heading", { level: 2 })).toHaveText([
        "Price, usage and overage",
        "Integrations",
        "Data read and written, where and how long",
        "Data protection",
        "EU AI Act: class, reason and duties",
        "Human oversight and handover",
        "Requirements and timeline",
      ]);
      // The least a month, as on the card, the page and in llms.txt; never the price of one seat alone.
      await expect(valueOf(sheet, "Starting price")).toHaveText(leastPriceLabel(listing.pricing));
      await expect(sheet).not.toContainText("/month per seat");
      await expect(sheet).toContainText(listing.data.retention);
      // The company's commitments, each as the listing words it in the content's state.
      for (const { label, value } of Object.values(companyCommitments())) await expect(valueOf(sheet, label)).toHaveText(value);
      await expect(sheet).toContainText(euAiActClassLabels[listing.risk.euAiActClass]);
      await expect(sheet).toContainText(listing.risk.why);
      for (const duty of [...listing.risk.buyerDuties, ...listing.risk.providerDuties]) await expect(sheet).toContainText(duty);
      await expect(sheet).toContainText(listing.handover.how);
      await expect(sheet.getByText(/^Last reviewed/).locator("time")).toHaveText([
        formatCalendarDate(listing.lastReviewed),
        formatCalendarDate(regulationCheckedOn),
      ]);

      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      for (const format of ["A4", "Letter"] as const) {
        expect(pdfPages(await page.pdf({ format, printBackground: false })), `${agent.name} on ${format}`).toBe(1);
      }
    });
  }

  test("the comparison links to each chosen agent's sheet", async ({ page }) => {
    // Any two agents: the catalog's first two.
    const chosen = agents.slice(0, 2);
    await page.goto(compareHref(chosen.map((agent) => agent.slug)));
    const table = page.getByRole("table");
    await expect(table.locator("thead").getByRole("columnheader")).toHaveCount(chosen.length);
    for (const { name, slug } of chosen) {
      await expect(table.getByRole("link", { name: `Procurement sheet for ${name}`, exact: true })).toHaveAttribute("href", procurementSheetHref(slug));
    }
    const opened = chosen.at(-1)!;
    await table.getByRole("link", { name: `Procurement sheet for ${opened.name}`, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(opened.name);
  });
});
