// Each business function's own page (/all-agents/<function>): its agents, readable without JavaScript.
import { functionPageText } from "@/content/marketplace";
import { getAllAgents } from "@/lib/agents/catalog";
import { agentsForFunction } from "@/lib/agents/functions";
import { businessFunctions } from "@/content/choices";
import { listingFor } from "@/lib/agents/listings";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { agentHref, functionPageHref } from "@/lib/site/hrefs";
import { absoluteUrl } from "@/lib/site/urls";
import { expect, test } from "./fixtures";

test.describe("function pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const fn of businessFunctions) {
    const agents = agentsForFunction(getAllAgents(), fn);
    test(`${functionPageHref(fn)} lists the agents under ${fn}, and is canonical`, async ({ page }) => {
      await page.goto(functionPageHref(fn));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(functionPageText.title(fn));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(functionPageHref(fn)));
      if (!agents.length) {
        await expect(page.getByRole("heading", { name: `We are coming soon with agents under ${fn}` })).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        return;
      }
      const list = page.getByRole("list", { name: "Agents", exact: true });
      await expect(list.getByRole("heading")).toHaveText(agents.map((agent) => agent.name));
      for (const agent of agents) {
        const card = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: agent.name, exact: true }) });
        await expect(card).toContainText(leastPriceLabel(listingFor(agent.slug).pricing));
        await expect(card.getByRole("link", { name: `Learn More about ${agent.name}` })).toHaveAttribute("href", agentHref(agent));
      }
      // Indexable once launched: only the preview's own noindex, not the "noindex, follow" of an empty function.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    });
  }

  test("the marketplace's function filter leads to the function's page", async ({ page }) => {
    await page.goto("/all-agents");
    await page
      .getByRole("group", { name: "Filter agents by business function" })
      .getByRole("link", { name: /^HR \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL(functionPageHref("HR"));
    await expect(page.getByRole("list", { name: "Agents", exact: true }).getByRole("heading")).toHaveText(
      agentsForFunction(getAllAgents(), "HR").map((agent) => agent.name),
    );
    // And from there to the others.
    await page.getByRole("list", { name: functionPageText.otherFunctions }).getByRole("link", { name: "Sales", exact: true }).click();
    await expect(page).toHaveURL(functionPageHref("Sales"));
  });
});

test("a ?function= view links its filter to the function's page", async ({ page }) => {
  await page.goto("/all-agents?function=Sales");
  const sales = page.getByRole("group", { name: "Filter agents by business function" }).getByRole("link", { name: /^Sales \(\d+\)$/ });
  await expect(sales).toHaveAttribute("aria-current", "true");
  await expect(sales).toHaveAttribute("href", functionPageHref("Sales"));
});
