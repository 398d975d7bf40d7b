// What a buyer does to decide on the marketplace: sort by price, compare agents side by side (and
// share the comparison), search in plain words, and what machines read from the catalog.
import type { Page } from "@playwright/test";
import { agents } from "@/content/agents";
import { compareRows } from "@/lib/agents/compare-rows";
import { listingFor } from "@/lib/agents/listings";
import { leastMonthlyUsd, leastPriceLabel } from "@/lib/agents/pricing";
import { expect, test } from "./fixtures";

const agentList = (page: Page) => page.getByRole("list", { name: "Agents" });
const cardNames = (page: Page) => agentList(page).getByRole("heading").allTextContents();
const slugOf = (name: string) => agents.find((agent) => agent.name === name)!.slug;
/** The price every surface shows for an agent, from content. */
const priceLabelOf = (name: string) => leastPriceLabel(listingFor(slugOf(name)).pricing);
const leastOf = (name: string) => leastMonthlyUsd(listingFor(slugOf(name)).pricing);

/** The starting prices the cards show, in card order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await agentList(page)
    .getByText(/^From \$[\d,]+\/month/)
    .allTextContents();
  return texts.map((text) => Number(/\$([\d,]+)/.exec(text)![1]!.replace(/,/g, "")));
}

const columnNames = (page: Page) => page.getByRole("table").locator("thead").getByRole("columnheader").allTextContents();
const rowNames = (page: Page) => page.getByRole("table").getByRole("rowheader").allTextContents();

async function mark(page: Page, name: string) {
  const box = page.getByRole("checkbox", { name: `Compare ${name}` });
  await expect(box).toBeEnabled();
  await box.check();
}

test.describe("price", () => {
  test("every card shows the least a buyer pays a month, with the seats behind it where the price is per seat", async ({ page }) => {
    await page.goto("/all-agents");
    expect(await cardPrices(page)).toHaveLength(agents.length);
    const salesPro = listingFor("sales-pro-agent").pricing;
    expect(salesPro.minimumSeats).toBeGreaterThan(1);
    await expect(agentList(page).getByRole("listitem").filter({ hasText: "Sales Pro" })).toContainText(priceLabelOf("Sales Pro"));
    await expect(agentList(page).getByRole("listitem").filter({ hasText: "AI Receptionist" })).toContainText(priceLabelOf("AI Receptionist"));
  });

  test("Price Low to High and Price High to Low order the cards by the prices they show", async ({ page }) => {
    await page.goto("/all-agents");
    const sort = page.getByLabel("Sort by");
    await expect(sort).toBeEnabled();
    await sort.selectOption({ label: "Price Low to High" });
    await expect(page).toHaveURL("/all-agents?sort=price-low-high");
    // Sorted by the least a buyer pays a month (per seat: the minimum seats), the price each card shows.
    const byLeast = [...agents].sort((a, b) => leastOf(a.name) - leastOf(b.name));
    await expect.poll(async () => (await cardNames(page))[0]).toBe(byLeast[0]!.name);
    if (leastOf("Sales Pro") > leastOf("AI Receptionist")) {
      expect((await cardNames(page)).indexOf("Sales Pro")).toBeGreaterThan((await cardNames(page)).indexOf("AI Receptionist"));
    }
    const low = await cardPrices(page);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    await sort.selectOption({ label: "Price High to Low" });
    const byMost = [...agents].sort((a, b) => leastOf(b.name) - leastOf(a.name));
    await expect.poll(async () => (await cardNames(page))[0]).toBe(byMost[0]!.name);
    const high = await cardPrices(page);
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });
});

test.describe("compare", () => {
  const pair = ["AI Receptionist", "Omnichannel Support"];
  const pairUrl = `/compare?agents=${pair.map(slugOf).join(",")}`;

  async function expectPairTable(page: Page) {
    await expect.poll(() => columnNames(page)).toEqual(pair);
    expect(await rowNames(page)).toEqual([...compareRows.map((row) => row.label), "Next step"]);
    await expect(page.getByRole("table")).toContainText(priceLabelOf(pair[0]!));
    for (const name of pair) {
      await expect(page.getByRole("link", { name: `Request ${name}` })).toHaveAttribute("href", new RegExp(`${slugOf(name)}#request-agent$`));
    }
  }

  test("two agents marked on the marketplace open side by side, and the comparison survives a reload and a shared link", async ({ page, context }) => {
    await page.goto("/all-agents");
    for (const name of pair) await mark(page, name);
    await page.getByRole("link", { name: "Compare (2)" }).click();
    await expect(page).toHaveURL(pairUrl);
    await expect(page.getByRole("table")).toHaveAccessibleName(`Comparison of ${pair.join(" and ")}`);
    await expectPairTable(page);

    await page.reload();
    await expectPairTable(page);

    const shared = await context.browser()!.newPage();
    try {
      await shared.goto(pairUrl);
      await expectPairTable(shared);
    } finally {
      await shared.close();
    }

    // Back on the marketplace, the two agents are still marked.
    await page.goto("/all-agents");
    for (const name of pair) await expect(page.getByRole("checkbox", { name: `Compare ${name}` })).toBeChecked();
  });

  test("a fourth agent is refused with a message", async ({ page }) => {
    await page.goto("/all-agents");
    for (const name of ["AI Receptionist", "FinanceTracker", "Sales Pro"]) await mark(page, name);
    const fourth = page.getByRole("checkbox", { name: "Compare Nutrition Guru" });
    await fourth.click();
    await expect(fourth).not.toBeChecked();
    await expect(page.getByText("You can compare up to 3 agents. Untick one to add Nutrition Guru.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Compare (3)" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Compare Sales Pro" }).uncheck();
    await fourth.check();
    await expect(page.getByRole("link", { name: "Compare (3)" })).toHaveAttribute(
      "href",
      "/compare?agents=ai-receptionist-agent,finance-tracker,nutrition-guru-agent",
    );
  });

  test("agents marked on their own pages are compared", async ({ page }) => {
    await page.goto("/agent/finance-tracker");
    await mark(page, "FinanceTracker");
    await expect(page.getByRole("link", { name: "Compare (1)" })).toBeVisible();
    await page.goto("/order-verification-agent");
    await mark(page, "Order Verification");
    await page.getByRole("link", { name: "Compare (2)" }).click();
    await expect(page).toHaveURL("/compare?agents=finance-tracker,order-verification-agent");
    await expect.poll(() => columnNames(page)).toEqual(["FinanceTracker", "Order Verification"]);
  });

  test("a link with more than three agents shows three and says so; unknown agents are left out", async ({ page }) => {
    await page.goto("/compare?agents=sales-pro-agent,no-such-agent,finance-tracker,ai-marketeer-agent,resume-screener-agent");
    await expect.poll(() => columnNames(page)).toEqual(["Sales Pro", "FinanceTracker", "AI Marketeer"]);
    await expect(page.getByText("Up to 3 agents can be compared at once, so Resume Screener is left out.")).toBeVisible();
    await expect(page.getByText(/no-such-agent/)).toBeVisible();
  });

  test("without a choice, the comparison shows every agent", async ({ page }) => {
    await page.goto("/compare");
    await expect.poll(() => columnNames(page)).toEqual(agents.map((agent) => agent.name));
  });

  // On a phone (640 px and less) the agents stack instead: phone.spec.ts.
  test("the table scrolls sideways in a labelled region a keyboard can reach on a small tablet", async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto(pairUrl);
    await expectPairTable(page);
    const region = page.getByRole("region", { name: /scrolls sideways/ });
    await region.focus();
    await expect(region).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(700);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the marketplace lists every agent with its price", async ({ page }) => {
    await page.goto("/all-agents");
    expect(await cardNames(page)).toEqual(agents.map((agent) => agent.name));
    expect(await cardPrices(page)).toHaveLength(agents.length);
  });

  test("a compare link shows every agent side by side, with a way to the marketplace", async ({ page }) => {
    await page.goto("/compare?agents=ai-receptionist-agent,omnichannel-support-agent");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare AI agents side by side");
    expect(await columnNames(page)).toEqual(agents.map((agent) => agent.name));
    expect(await rowNames(page)).toEqual([...compareRows.map((row) => row.label), "Next step"]);
    await expect(page.getByRole("main").getByRole("link", { name: "marketplace" })).toHaveAttribute("href", "/all-agents#all-functions");
  });
});

test.describe("search in plain words", () => {
  test("ranks the receptionist first for “answer the phone after hours”, within the chosen function", async ({ page }) => {
    await page.goto("/all-agents");
    const search = page.getByLabel("Search agents");
    await expect(search).toBeEnabled();
    await search.fill("answer the phone after hours");
    await expect.poll(async () => (await cardNames(page))[0]).toBe("AI Receptionist");
    await search.fill("reorder pipette tips");
    await expect.poll(async () => (await cardNames(page))[0]).toBe("Lab Supply Management");
    await page.getByRole("group", { name: "Filter agents by business function" }).getByRole("link", { name: "Sales", exact: true }).click();
    await search.fill("qualify website leads");
    await expect.poll(async () => (await cardNames(page))[0]).toBe("Inbound AI SDR");
    await expect(page).toHaveURL("/all-agents?function=Sales&q=qualify%20website%20leads");
  });

  test.describe("when the search data cannot load", () => {
    test.use({ allowConsoleErrors: /agent-search\.json|Failed to load resource/ });

    test("shows every agent, says the search is not applied, and searches once the connection is back", async ({ page }) => {
      const refuse = (route: import("@playwright/test").Route) => route.abort("internetdisconnected");
      await page.route("**/agent-search.json", refuse);
      await page.goto("/all-agents");
      const search = page.getByLabel("Search agents");
      await expect(search).toBeEnabled();
      await search.fill("bookkeeping for a small company");
      await expect(page.getByRole("status").filter({ hasText: "The search could not load" })).toBeVisible();
      expect(await cardNames(page)).toHaveLength(agents.length);
      await expect(search).toHaveValue("bookkeeping for a small company");

      await page.unroute("**/agent-search.json", refuse);
      // The browser says it is back online (toggling the context's offline mode races the event
      // against the network coming back).
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      await expect.poll(async () => (await cardNames(page))[0]).toBe("FinanceTracker");
      await expect(page.getByRole("status").filter({ hasText: "matching “bookkeeping for a small company”" })).toBeVisible();
    });
  });

  test("the page's HTML carries no search data: it arrives as /agent-search.json", async ({ page, request }) => {
    const response = await request.get("/all-agents");
    expect(await response.text()).not.toContain("virtual+receptionist");
    const data = (await (await request.get("/agent-search.json")).json()) as { vocabulary: string; indexes: Record<string, string> };
    expect(Object.keys(data.indexes)).toHaveLength(agents.length);
    expect(data.vocabulary.length).toBeGreaterThan(100);
    await page.goto("/all-agents?q=answer%20the%20phone%20after%20hours");
    await expect.poll(async () => (await cardNames(page))[0]).toBe("AI Receptionist");
  });
});

test.describe("a catalog machines can read", () => {
  test("/agents.json lists every agent with its listing", async ({ request }) => {
    const response = await request.get("/agents.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
    const catalog = (await response.json()) as { agents: { slug: string; pricing: { fromUsdPerMonth: number }; risk: object }[] };
    expect(catalog.agents.map((agent) => agent.slug)).toEqual(agents.map((agent) => agent.slug));
    for (const agent of catalog.agents) {
      expect(agent.pricing.fromUsdPerMonth).toBeGreaterThan(0);
      expect(agent.risk).toBeTruthy();
      expect(agent).not.toHaveProperty("conversations");
    }
  });

  test("/.well-known/ai-catalog.json lists every agent with a few representative queries", async ({ request }) => {
    const response = await request.get("/.well-known/ai-catalog.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
    const manifest = (await response.json()) as {
      specVersion: string;
      entries: { identifier: string; displayName: string; representativeQueries: string[] }[];
    };
    expect(manifest.specVersion).toBe("1.0");
    expect(manifest.entries.map((entry) => entry.displayName)).toEqual(agents.map((agent) => agent.name));
    for (const entry of manifest.entries) {
      expect(entry.identifier).toMatch(/^urn:air:[a-z0-9.-]+:agents:[a-z0-9-]+$/);
      expect(entry.representativeQueries.length).toBeGreaterThanOrEqual(2);
      expect(entry.representativeQueries.length).toBeLessThanOrEqual(5);
    }
  });

  test("llms.txt links both", async ({ request }) => {
    const text = await (await request.get("/llms.txt")).text();
    expect(text).toContain("/agents.json)");
    expect(text).toContain("/.well-known/ai-catalog.json)");
  });
});
