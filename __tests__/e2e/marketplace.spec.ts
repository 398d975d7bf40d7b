import type { Page } from "@playwright/test";
import { agents } from "@/content/agents";
import { firstListedOn } from "@/lib/agents/agent-card";
import { ALL_FUNCTIONS, functionFilters, type FunctionFilter } from "@/lib/agents/functions";
import { listingFor } from "@/lib/agents/listings";
import { leastMonthlyUsd } from "@/lib/agents/pricing";
import { functionFilterHref } from "@/lib/agents/function-pages";
import { agentHref } from "@/lib/site/hrefs";
import { expect, test } from "./fixtures";
import { expectBackToTop, expectHydrated } from "./helpers";
import { specifiedAgents } from "../support/specified-content";

const cardNames = (page: Page) => page.getByRole("list", { name: "Agents" }).getByRole("heading").allTextContents();
const filterBar = (page: Page) => page.getByRole("group", { name: "Filter agents by business function" });
/** A filter's button, named with the function and its count of agents: "Sales (3)". */
const filterLink = (page: Page, filter: FunctionFilter) => filterBar(page).getByRole("link", { name: new RegExp(`^${filter} \\(\\d+\\)$`) });
/** Before hydration a filter is a plain link to the function's page; the tests below filter in place. */
async function filterBy(page: Page, name: FunctionFilter) {
  await expectHydrated(filterLink(page, name));
  await filterLink(page, name).click();
}
const bySlug = (slugs: string[]) => slugs.map((slug) => agents.find((agent) => agent.slug === slug)!.name);
/**
 * The cards of the specification's agents, in the order shown. The exact lists below are the
 * specification's; an agent the owner adds may join any of them (docs/editing.md).
 */
const specifiedCardNames = async (page: Page) => {
  const specified = new Set(specifiedAgents.map((agent) => agent.name));
  return (await cardNames(page)).filter((name) => specified.has(name));
};
const showing = (page: Page) => page.getByRole("status").filter({ hasText: "Showing" });

test.describe("marketplace", () => {
  test("keeps every key typed into the search, on a slow device too", async ({ page }) => {
    await page.goto("/all-agents");
    const search = page.getByLabel("Search agents");
    await expectHydrated(search);
    // A slow phone: the router reports each new address late, while the next key is already pressed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    await search.pressSequentially("answer the phone after hours");
    await expect(search).toHaveValue("answer the phone after hours");
    await expect(page).toHaveURL(/[?&]q=answer(\+|%20)the(\+|%20)phone(\+|%20)after(\+|%20)hours/);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });

  test("opens with the hero, the three steps, the 16 filters and every agent", async ({ page }) => {
    await page.goto("/all-agents");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A marketplace of vertical AI agents");
    await expect(page.locator("#marketplace-how-it-works li")).toHaveCount(3);
    // Each names its function and how many agents it shows, so a function with none says so before the click.
    const count = (filter: FunctionFilter) => (filter === ALL_FUNCTIONS ? agents : agents.filter((agent) => agent.functions.includes(filter))).length;
    await expect(filterBar(page).getByRole("link")).toHaveText(functionFilters.map((filter) => `${filter} (${count(filter)})`));
    expect(functionFilters.some((filter) => count(filter) === 0)).toBe(true);
    await expect(filterLink(page, "All Functions")).toHaveAttribute("aria-current", "true");
    // Each filter is a link to its function's page, for visitors and crawlers without JavaScript.
    for (const filter of functionFilters) await expect(filterLink(page, filter)).toHaveAttribute("href", functionFilterHref(filter));
    await expect.poll(() => cardNames(page)).toEqual(agents.map((agent) => agent.name));
    await expect(showing(page)).toHaveText(`Showing ${agents.length} of ${agents.length} agents`);
  });

  test("shows the search, the function filter and the first row of agents on a laptop's first screen", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/all-agents");
    await expect(page.getByRole("searchbox", { name: "Search agents" })).toBeInViewport({ ratio: 1 });
    await expect(filterBar(page)).toBeInViewport({ ratio: 1 });
    // The first row: each of its cards' names, the first screen's last line of sight.
    const names = page.getByRole("list", { name: "Agents" }).getByRole("listitem").getByRole("heading");
    const firstRowTop = await names.first().evaluate((heading) => heading.getBoundingClientRect().top);
    for (const name of await names.all()) {
      if ((await name.evaluate((heading) => heading.getBoundingClientRect().top)) !== firstRowTop) break;
      await expect(name).toBeInViewport({ ratio: 1 });
    }
  });

  test("shows the first agent's name on a phone's screen after landing on the list", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/all-agents#all-functions");
    const first = page.getByRole("list", { name: "Agents" }).getByRole("heading").first();
    await expect(first).toHaveText(agents[0]!.name);
    await expect(first).toBeInViewport({ ratio: 1 });
  });

  test("Browse Agents scrolls to the list", async ({ page }) => {
    await page.goto("/all-agents");
    await page.getByRole("main").getByRole("link", { name: "Browse Agents" }).click();
    await expect(page).toHaveURL("/all-agents#all-functions");
    await expect(page.locator("#all-functions")).toBeInViewport();
  });

  const expectations: [FunctionFilter, string[]][] = [
    ["Sales", ["order-verification-agent", "real-estate-bot", "shopping-assistant-agent", "outbound-sdr-agent", "inbound-ai-sdr-agent"]],
    ["Customer Support", ["ai-receptionist-agent", "omnichannel-support-agent", "nutrition-guru-agent"]],
    ["Supply Chain", ["lab-supply-management-agent"]],
    ["Health", ["nutrition-guru-agent"]],
    ["Inventory", ["lab-supply-management-agent"]],
    ["Analytics", ["sales-pro-agent"]],
  ];
  for (const [filter, slugs] of expectations) {
    test(`filters to ${filter} in place, marking only that filter current and keeping it in the URL`, async ({ page }) => {
      await page.goto("/all-agents");
      await filterBy(page, filter);
      await expect.poll(() => specifiedCardNames(page)).toEqual(bySlug(slugs));
      await expect(filterLink(page, filter)).toHaveAttribute("aria-current", "true");
      await expect(filterBar(page).locator("[aria-current=true]")).toHaveCount(1);
      await expect(page).toHaveURL(`/all-agents?function=${encodeURIComponent(filter)}`);
      const shown = (await cardNames(page)).length;
      await expect(showing(page)).toHaveText(`Showing ${shown} of ${agents.length} agents under ${filter}`);
      // The button said as much before the click.
      await expect(filterLink(page, filter)).toHaveText(`${filter} (${shown})`);
    });
  }

  test("an empty function says agents are coming and offers a custom agent with the idea started", async ({ page }) => {
    await page.goto("/all-agents");
    await filterBy(page, "Legal");
    await expect(page.getByRole("heading", { name: "We are coming soon with agents under Legal" })).toBeVisible();
    await page.getByRole("link", { name: "Build a Custom Legal Agent" }).click();
    await expect(page).toHaveURL(/\/contact\?intent=custom&idea=/);
    await expect(page.getByRole("radio", { name: /^Custom Agent/ })).toBeChecked();
    await expect(page.getByLabel("Describe your agent idea")).toHaveValue("I would like a custom AI agent for Legal.");
  });

  test("says plainly when no agent fits, offers a custom agent with the search filled in, and labels the closest", async ({ page }) => {
    await page.goto("/all-agents");
    const search = page.getByLabel("Search agents");
    await expect(search).toBeEnabled();
    await search.fill("draft employment contracts");
    await expect(page).toHaveURL("/all-agents?q=draft%20employment%20contracts");
    await expect(page.getByRole("heading", { name: "No agent matches “draft employment contracts” closely" })).toBeVisible();
    await expect(showing(page)).toContainText(`Showing 0 of ${agents.length} agents`);
    // The nearest agents are offered under their own label, never in the list of results.
    await expect(page.getByRole("list", { name: "Agents", exact: true })).toHaveCount(0);
    const closest = page.getByRole("list", { name: "Closest agents, not a match" });
    const cards = closest.locator(":scope > li");
    await expect(cards).not.toHaveCount(0);
    expect(await cards.count()).toBeLessThanOrEqual(3);

    await page.getByRole("link", { name: "Request a custom agent" }).click();
    await expect(page).toHaveURL(/\/contact\?intent=custom&idea=/);
    await expect(page.getByRole("radio", { name: /^Custom Agent/ })).toBeChecked();
    await expect(page.getByLabel("Describe your agent idea")).toHaveValue("I would like a custom AI agent for: draft employment contracts");
  });

  test("sorts Newest by the day first listed, Alphabetical by name, prices by starting price, and Most Popular in catalog order", async ({ page }) => {
    await page.goto("/all-agents");
    const sort = page.getByLabel("Sort by");
    await sort.selectOption({ label: "Newest" });
    // Latest first; agents listed the same day keep the catalog order.
    const listedOn = (slug: string) => firstListedOn(listingFor(slug).changelog);
    const newest = [...agents].sort((a, b) => (listedOn(a.slug) === listedOn(b.slug) ? 0 : listedOn(a.slug) < listedOn(b.slug) ? 1 : -1));
    await expect.poll(() => cardNames(page)).toEqual(newest.map((a) => a.name));
    await expect(page).toHaveURL("/all-agents?sort=newest");
    await sort.selectOption({ label: "Alphabetical" });
    await expect.poll(() => cardNames(page)).toEqual(agents.map((a) => a.name).sort((a, b) => a.localeCompare(b, "en")));
    // The price orders use the least a buyer can pay a month (seat price times minimum seats) and are
    // stable: agents with the same price keep the catalog order.
    const price = (slug: string) => leastMonthlyUsd(listingFor(slug).pricing);
    await sort.selectOption({ label: "Price Low to High" });
    await expect.poll(() => cardNames(page)).toEqual([...agents].sort((a, b) => price(a.slug) - price(b.slug)).map((a) => a.name));
    await sort.selectOption({ label: "Price High to Low" });
    await expect.poll(() => cardNames(page)).toEqual([...agents].sort((a, b) => price(b.slug) - price(a.slug)).map((a) => a.name));
    await sort.selectOption({ label: "Most Popular" });
    await expect.poll(() => cardNames(page)).toEqual(agents.map((a) => a.name));
  });

  test("combines search with a function filter", async ({ page }) => {
    await page.goto("/all-agents");
    await filterBy(page, "Sales");
    await page.getByLabel("Search agents").fill("lead");
    await expect(page).toHaveURL("/all-agents?function=Sales&q=lead");
    await expect.poll(() => specifiedCardNames(page)).toEqual(bySlug(["real-estate-bot", "outbound-sdr-agent", "inbound-ai-sdr-agent"]));
    await page.getByLabel("Search agents").fill("zzzz");
    await expect(page.getByRole("heading", { name: "No agent matches “zzzz” closely" })).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect
      .poll(() => specifiedCardNames(page))
      .toEqual(bySlug(["order-verification-agent", "real-estate-bot", "shopping-assistant-agent", "outbound-sdr-agent", "inbound-ai-sdr-agent"]));
  });

  test("restores a shared view from its URL and scrolls to the list", async ({ page }) => {
    await page.goto("/all-agents?function=Sales&q=sdr&sort=alphabetical");
    await expect(filterLink(page, "Sales")).toHaveAttribute("aria-current", "true");
    await expect(page.getByLabel("Search agents")).toHaveValue("sdr");
    await expect(page.getByLabel("Sort by")).toHaveValue("alphabetical");
    await expect.poll(() => specifiedCardNames(page)).toEqual(["Inbound AI SDR", "Outbound SDR"]);
    await expect(page.locator("#all-functions")).toBeInViewport();
  });

  test("keeps the view when the visitor comes Back", async ({ page }) => {
    await page.goto("/all-agents");
    await filterBy(page, "HR");
    await page.getByRole("link", { name: "Learn More about Resume Screener" }).click();
    await expect(page).toHaveURL("/agent/resume-screener-agent");
    await page.goBack();
    await expect(page).toHaveURL("/all-agents?function=HR");
    await expect.poll(() => specifiedCardNames(page)).toEqual(["Resume Screener"]);
  });

  test("links every Learn More to the agent's page", async ({ page }) => {
    await page.goto("/all-agents");
    for (const agent of agents) {
      await expect(page.getByRole("link", { name: `Learn More about ${agent.name}` })).toHaveAttribute("href", agentHref(agent));
    }
    await page.getByRole("link", { name: "Learn More about Order Verification" }).click();
    await expect(page).toHaveURL("/order-verification-agent");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("offers Request Custom Agent and a back-to-top button", async ({ page }) => {
    await page.goto("/all-agents");
    await expect(page.getByRole("link", { name: "Request Custom Agent" })).toHaveAttribute("href", "/contact?intent=custom");
    await expectBackToTop(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("lists every agent with its link", async ({ page }) => {
      await page.goto("/all-agents");
      await expect.poll(() => cardNames(page)).toEqual(agents.map((agent) => agent.name));
    });
  });
});
