// What a buyer does to decide on the marketplace: sort by price, compare agents side by side (and
// share the comparison), search in plain words, and what machines read from the catalog.
import type { Page } from "@playwright/test";
import type { Agent } from "@/content/types";
import { SAME_FOR_ALL_NOTE } from "@/lib/agents/compare";
import { compareRows } from "@/lib/agents/compare-rows";
import { getAllAgents } from "@/lib/agents/catalog";
import { ALL_FUNCTIONS, agentFunction, agentsForFunction, type FunctionFilter } from "@/lib/agents/functions";
import { listingFor } from "@/lib/agents/listings";
import { marketplaceQueryString } from "@/lib/agents/marketplace-query";
import { leastMonthlyUsd, leastPriceLabel } from "@/lib/agents/pricing";
import { searchAgents } from "@/lib/agents/search";
import { agentSearchIndex, searchVocabulary } from "@/lib/agents/search-index";
import { MARKETPLACE_PATH, agentHref, agentRequestHref, compareHref, quoteHref } from "@/lib/site/hrefs";
import { agentWhere, perSeat } from "../support/agent-picks";
import { expect, test } from "./fixtures";
import { compareRowHeaders } from "./helpers";

/** The catalog in its default (Most Popular) order. */
const agents = getAllAgents();

const agentList = (page: Page) => page.getByRole("list", { name: "Agents" });
const cardNames = (page: Page) => agentList(page).getByRole("heading").allTextContents();
/** The price every surface shows for an agent, from content. */
const priceLabelOf = (agent: Agent) => leastPriceLabel(listingFor(agent.slug).pricing);
const leastOf = (agent: Agent) => leastMonthlyUsd(listingFor(agent.slug).pricing);
const slugsOf = (chosen: readonly Agent[]) => chosen.map((agent) => agent.slug);
const namesOf = (chosen: readonly Agent[]) => chosen.map((agent) => agent.name);

/** An agent's card in the marketplace's list, by the name in its heading. */
const cardOf = (page: Page, agent: Agent) =>
  agentList(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: agent.name, exact: true }) });

/** The catalog as the marketplace searches it (/agent-search.json), each agent with its index. */
const searchable = agents.map((agent) => ({ ...agent, searchIndex: agentSearchIndex(agent) }));

/**
 * One of the agent's own search phrases (the words buyers use for what it does) that the
 * marketplace's search ranks it first for, among the agents of the chosen function.
 */
function phraseFinding(agent: Agent, filter: FunctionFilter = ALL_FUNCTIONS): string | undefined {
  const shown = agentsForFunction(searchable, filter);
  return listingFor(agent.slug).searchPhrases.find((phrase) => searchAgents(shown, phrase, searchVocabulary, searchable).matches[0]?.slug === agent.slug);
}

/** The starting prices the cards show, in card order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await agentList(page)
    .getByText(/^From \$[\d,]+\/month/)
    .allTextContents();
  return texts.map((text) => Number(/\$([\d,]+)/.exec(text)![1]!.replace(/,/g, "")));
}

/** The compared agents' names, each its column header's link (the price follows it). */
const columnNames = (page: Page) => page.getByRole("table").locator("thead").getByRole("columnheader").getByRole("link").allTextContents();
const rowHeaders = (page: Page) => page.getByRole("table").getByRole("rowheader");

async function mark(page: Page, name: string) {
  const box = page.getByRole("checkbox", { name: `Compare ${name}`, exact: true });
  await expect(box).toBeEnabled();
  await box.check();
}

test.describe("price", () => {
  /** Priced per seat and sold with more than one: the least it costs is not the price of a seat. */
  const { agent: seated, listing: seatedListing } = perSeat();

  test("every card shows the least a buyer pays a month, with the seats behind it where the price is per seat", async ({ page }) => {
    const { agent: unseated } = agentWhere("priced otherwise than per seat", (_agent, listing) => listing.pricing.model !== "per-seat");
    await page.goto("/all-agents");
    expect(await cardPrices(page)).toHaveLength(agents.length);
    await expect(cardOf(page, seated)).toContainText(priceLabelOf(seated));
    await expect(cardOf(page, unseated)).toContainText(priceLabelOf(unseated));
  });

  test("Price Low to High and Price High to Low order the cards by the prices they show", async ({ page }) => {
    await page.goto("/all-agents");
    const sort = page.getByLabel("Sort by");
    await expect(sort).toBeEnabled();
    await sort.selectOption({ label: "Price Low to High" });
    await expect(page).toHaveURL("/all-agents?sort=price-low-high");
    // Sorted by the least a buyer pays a month (per seat: the minimum seats), the price each card shows.
    const byLeast = [...agents].sort((a, b) => leastOf(a) - leastOf(b));
    await expect.poll(async () => (await cardNames(page))[0]).toBe(byLeast[0]!.name);
    // An agent dearer than one seat of the per-seat agent but cheaper than its least comes first: the least is what sorts.
    const { agent: between } = agentWhere(
      `priced between one seat of ${seated.name} and the least it costs`,
      (_agent, listing) => leastMonthlyUsd(listing.pricing) > seatedListing.pricing.fromUsdPerMonth && leastMonthlyUsd(listing.pricing) < leastOf(seated),
    );
    const sorted = await cardNames(page);
    expect(sorted).toContain(between.name);
    expect(sorted.indexOf(seated.name)).toBeGreaterThan(sorted.indexOf(between.name));
    const low = await cardPrices(page);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    await sort.selectOption({ label: "Price High to Low" });
    const byMost = [...agents].sort((a, b) => leastOf(b) - leastOf(a));
    await expect.poll(async () => (await cardNames(page))[0]).toBe(byMost[0]!.name);
    const high = await cardPrices(page);
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });
});

test.describe("compare", () => {
  // An agent on the page every agent has and one on a page of its own: each Request link goes to its own page's form.
  const pair = [agentWhere("on the generic agent page", (agent) => !agent.path).agent, agentWhere("on a page of its own", (agent) => agent.path).agent];
  const pairUrl = compareHref(slugsOf(pair));

  async function expectPairTable(page: Page) {
    await expect.poll(() => columnNames(page)).toEqual(namesOf(pair));
    await expect(rowHeaders(page)).toHaveText(compareRowHeaders());
    await expect(page.getByRole("table")).toContainText(priceLabelOf(pair[0]!));
    for (const agent of pair) {
      await expect(page.getByRole("link", { name: `Request ${agent.name}`, exact: true })).toHaveAttribute("href", agentRequestHref(agent));
    }
  }

  test("two agents marked on the marketplace open side by side, and the comparison survives a reload and a shared link", async ({ page, context }) => {
    await page.goto("/all-agents");
    for (const name of namesOf(pair)) await mark(page, name);
    await page.getByRole("link", { name: "Compare (2)" }).click();
    await expect(page).toHaveURL(pairUrl);
    await expect(page.getByRole("table")).toHaveAccessibleName(`Comparison of ${namesOf(pair).join(" and ")}`);
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
    for (const name of namesOf(pair)) await expect(page.getByRole("checkbox", { name: `Compare ${name}`, exact: true })).toBeChecked();
  });

  test("ticking an agent far down the list shows a tray held in view, which removes each and leads to Compare and a quote", async ({ page }) => {
    const [first] = agents;
    const last = agents.at(-1)!;
    await page.goto("/all-agents");
    const tray = page.getByRole("region", { name: "Agents to compare" });
    await expect(tray).toHaveCount(0);
    await mark(page, first!.name);
    // The last card is far below the first screen, and the tray stays on the screen beside it.
    await mark(page, last.name);
    await expect(page.getByRole("checkbox", { name: `Compare ${last.name}`, exact: true })).toBeInViewport();
    await expect(tray).toBeInViewport({ ratio: 1 });
    const marked = tray.getByRole("list", { name: /^Marked to compare/ }).getByRole("listitem");
    await expect(marked).toHaveText([new RegExp(`^${first!.name}`), new RegExp(`^${last.name}`)]);
    await expect(tray.getByRole("link", { name: "Compare (2)" })).toHaveAttribute("href", compareHref(slugsOf([first!, last])));
    await expect(tray.getByRole("link", { name: "Build a quote (2)" })).toHaveAttribute("href", quoteHref(slugsOf([first!, last])));

    await tray.getByRole("button", { name: `Remove ${first!.name}` }).click();
    await expect(page.getByRole("checkbox", { name: `Compare ${first!.name}`, exact: true })).not.toBeChecked();
    await expect(marked).toHaveText([new RegExp(`^${last.name}`)]);
    await expect(tray.getByRole("link", { name: "Compare (1)" })).toBeFocused();

    // The page keeps room for the tray: the footer's last link is not under it.
    const footerLinks = page.getByRole("contentinfo").getByRole("link");
    await footerLinks.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10_000);
    await expect(footerLinks.last()).toBeInViewport({ ratio: 1 });
    const underTray = await footerLinks.last().evaluate((link) => {
      const box = link.getBoundingClientRect();
      return !link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(underTray).toBe(false);

    await tray.getByRole("button", { name: `Remove ${last.name}` }).click();
    await expect(tray).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Compare all agents" })).toBeFocused();
  });

  test("keeps each agent's name and price in view down the rows, and marks the rows every agent answers alike", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const chosen = agents.slice(0, 3);
    await page.goto(compareHref(slugsOf(chosen)));
    const heads = page.getByRole("table").locator("thead").getByRole("columnheader");
    await expect(heads).toHaveText(chosen.map((agent) => `${agent.name}${priceLabelOf(agent)}`));
    await page.getByRole("rowheader", { name: "Next step" }).scrollIntoViewIfNeeded();
    for (const head of await heads.all()) await expect(head).toBeInViewport({ ratio: 1 });
    // Not under the site's own sticky header.
    const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom);
    expect(await heads.first().evaluate((head) => head.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom - 1);

    const rows = page.getByRole("table").locator("tbody").getByRole("row");
    for (const [index, row] of compareRows.entries()) {
      const values = chosen.map((agent) => row.values(listingFor(agent.slug)).join("\n"));
      const alike = values.every((value) => value === values[0]);
      await expect(rows.nth(index).getByRole("rowheader"), row.label).toHaveText(alike ? `${row.label}${SAME_FOR_ALL_NOTE}` : row.label);
    }

    // The whole catalog scrolls in a box of its own, which keeps the names at its top.
    await page.goto(compareHref());
    const box = page.getByRole("region", { name: `All ${agents.length} agents side by side` });
    await box.evaluate((element) => {
      element.scrollIntoView({ block: "end" });
      element.scrollTo(0, element.scrollHeight);
    });
    await expect(page.getByRole("table").locator("thead").getByRole("columnheader").first()).toBeInViewport();
    await expect(page.getByRole("rowheader", { name: "Next step" })).toBeInViewport();
  });

  test("a fourth agent is refused with a message", async ({ page }) => {
    const [first, second, third, fourth] = agents;
    await page.goto("/all-agents");
    for (const agent of [first!, second!, third!]) await mark(page, agent.name);
    const fourthBox = page.getByRole("checkbox", { name: `Compare ${fourth!.name}`, exact: true });
    await fourthBox.click();
    await expect(fourthBox).not.toBeChecked();
    await expect(page.getByText(`You can compare up to 3 agents. Untick one to add ${fourth!.name}.`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Compare (3)" })).toBeVisible();
    await page.getByRole("checkbox", { name: `Compare ${third!.name}`, exact: true }).uncheck();
    await fourthBox.check();
    await expect(page.getByRole("link", { name: "Compare (3)" })).toHaveAttribute("href", compareHref(slugsOf([first!, second!, fourth!])));
  });

  test("agents marked on their own pages are compared", async ({ page }) => {
    // One on the page every agent has, one on a page of its own.
    const { agent } = agentWhere("on the generic agent page", (each) => !each.path);
    const { agent: dedicated } = agentWhere("on a page of its own", (each) => each.path);
    await page.goto(agentHref(agent));
    await mark(page, agent.name);
    await expect(page.getByRole("link", { name: "Compare (1)" })).toBeVisible();
    await page.goto(agentHref(dedicated));
    await mark(page, dedicated.name);
    await page.getByRole("link", { name: "Compare (2)" }).click();
    await expect(page).toHaveURL(compareHref(slugsOf([agent, dedicated])));
    await expect.poll(() => columnNames(page)).toEqual(namesOf([agent, dedicated]));
  });

  test("a link with more than three agents shows three and says so; unknown agents are left out", async ({ page }) => {
    // In the link's order, not the catalog's: the catalog's last agent first.
    const linked = [agents.at(-1)!, ...agents.slice(0, 3)];
    await page.goto(compareHref([linked[0]!.slug, "no-such-agent", ...slugsOf(linked.slice(1))]));
    await expect.poll(() => columnNames(page)).toEqual(namesOf(linked.slice(0, 3)));
    await expect(page.getByText(`Up to 3 agents can be compared at once, so ${linked[3]!.name} is left out.`)).toBeVisible();
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
    await page.goto(compareHref(slugsOf(agents.slice(0, 2))));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare AI agents side by side");
    expect(await columnNames(page)).toEqual(agents.map((agent) => agent.name));
    await expect(rowHeaders(page)).toHaveText(compareRowHeaders());
    await expect(page.getByRole("main").getByRole("link", { name: "marketplace" })).toHaveAttribute("href", "/all-agents#all-functions");
  });
});

test.describe("search in plain words", () => {
  // Agents a buyer's own words find, none of them first before the search: each search must move its agent to the top.
  const found = agentWhere(
    "found first by one of its own search phrases, and not the catalog's first",
    (agent) => agent !== agents[0] && phraseFinding(agent),
  ).agent;
  const foundToo = agentWhere(
    `found first by one of its own search phrases, neither the catalog's first nor ${found.name}`,
    (agent) => agent !== agents[0] && agent !== found && phraseFinding(agent),
  ).agent;

  test("ranks first the agent a buyer's words describe, within the chosen function", async ({ page }) => {
    const { agent: inFunction } = agentWhere(
      `found first among its function's agents by one of its own search phrases, and not their first already nor ${foundToo.name}`,
      (agent) => agent !== foundToo && agentsForFunction(agents, agentFunction(agent))[0] !== agent && phraseFinding(agent, agentFunction(agent)),
    );
    const fn = agentFunction(inFunction);
    const inFunctionPhrase = phraseFinding(inFunction, fn)!;
    await page.goto("/all-agents");
    const search = page.getByLabel("Search agents");
    await expect(search).toBeEnabled();
    await search.fill(phraseFinding(found)!);
    await expect.poll(async () => (await cardNames(page))[0]).toBe(found.name);
    await search.fill(phraseFinding(foundToo)!);
    await expect.poll(async () => (await cardNames(page))[0]).toBe(foundToo.name);
    await page
      .getByRole("group", { name: "Filter agents by business function" })
      .getByRole("link", { name: new RegExp(`^${fn} \\(\\d+\\)$`) })
      .click();
    await search.fill(inFunctionPhrase);
    await expect.poll(async () => (await cardNames(page))[0]).toBe(inFunction.name);
    await expect(page).toHaveURL(`${MARKETPLACE_PATH}${marketplaceQueryString({ filter: fn, search: inFunctionPhrase })}`);
  });

  test.describe("when the search data cannot load", () => {
    test.use({ allowConsoleErrors: /agent-search\.json|Failed to load resource/ });

    test("shows every agent, says the search is not applied, and searches once the connection is back", async ({ page }) => {
      const refuse = (route: import("@playwright/test").Route) => route.abort("internetdisconnected");
      await page.route("**/agent-search.json", refuse);
      await page.goto("/all-agents");
      const search = page.getByLabel("Search agents");
      await expect(search).toBeEnabled();
      const phrase = phraseFinding(found)!;
      await search.fill(phrase);
      await expect(page.getByRole("status").filter({ hasText: "The search could not load" })).toBeVisible();
      expect(await cardNames(page)).toHaveLength(agents.length);
      await expect(search).toHaveValue(phrase);

      await page.unroute("**/agent-search.json", refuse);
      // The browser says it is back online (toggling the context's offline mode races the event
      // against the network coming back).
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      await expect.poll(async () => (await cardNames(page))[0]).toBe(found.name);
      await expect(page.getByRole("status").filter({ hasText: `matching “${phrase}”` })).toBeVisible();
    });
  });

  test("the page's HTML carries no search data: it arrives as /agent-search.json", async ({ page, request }) => {
    const data = (await (await request.get("/agent-search.json")).json()) as { vocabulary: string; indexes: Record<string, string> };
    expect(Object.keys(data.indexes)).toHaveLength(agents.length);
    expect(data.vocabulary.length).toBeGreaterThan(100);
    // Each index opens with the word pairs of its buyers' phrases ("answer+phone"), which only the search data holds.
    const firstPairs = Object.values(data.indexes).map((index) => index.split(/[| ]/)[0]!);
    for (const pair of firstPairs) expect(pair).toContain("+");
    const html = await (await request.get("/all-agents")).text();
    for (const pair of firstPairs) expect(html).not.toContain(pair);
    await page.goto(`${MARKETPLACE_PATH}${marketplaceQueryString({ search: phraseFinding(found)! })}`);
    await expect.poll(async () => (await cardNames(page))[0]).toBe(found.name);
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
