// The marketplace's WebMCP read tools, in Chromium with WebMCP on (--enable-features=WebMCP): each
// answers what the pages show. Without the flag (webmcp-off.spec.ts) the page loads none of their code.
import type { Locator, Page } from "@playwright/test";
import type { Agent } from "@/content/types";
import { getAllAgents } from "@/lib/agents/catalog";
import { WORKING_DAYS_PER_MONTH } from "@/lib/agents/pricing";
import { roiAddOnFields } from "@/lib/agents/roi";
import { searchAgents } from "@/lib/agents/search";
import { agentSearchIndex, searchVocabulary } from "@/lib/agents/search-index";
import { agentHref, compareHref, contactHref, functionPageHref, procurementSheetHref } from "@/lib/site/hrefs";
import { absoluteUrl } from "@/lib/site/urls";
import { readTools } from "@/lib/webmcp/read-tools";
import { listingFor } from "@/lib/agents/listings";
import config from "../../playwright.config";
import { agentWhere, isUsagePriced } from "../support/agent-picks";
import { expect, test } from "./fixtures";
import { compareRowHeaders, scrollNear } from "./helpers";
import { compareRows } from "@/lib/agents/compare-rows";

const agents = getAllAgents();
const TOOL_NAMES = ["build_quote", "compare_agents", "estimate_roi", "get_agent", "search_agents"];
const launchOptions = config.use?.launchOptions ?? {};

type Json = Record<string, unknown>;

/** The catalog as the search reads it, each agent with its index. */
const searchable = agents.map((agent) => ({ ...agent, searchIndex: agentSearchIndex(agent) }));

/** One of the agent's own search phrases (the words buyers use for what it does) that the search ranks it first for. */
const phraseFinding = (agent: Agent) =>
  listingFor(agent.slug).searchPhrases.find((phrase) => searchAgents(searchable, phrase, searchVocabulary).matches[0]?.slug === agent.slug);

/** Calls a tool once the page has registered it (after idle), and reads its JSON text result. */
async function callTool(page: Page, name: string, input: Json): Promise<Json> {
  await expect.poll(async () => (await page.webmcp.tools()).map((tool) => tool.name)).toContain(name);
  const result = (await page.webmcp.callTool(name, input)) as { content: { type: string; text: string }[]; isError?: boolean };
  expect(result.isError ?? false).toBe(false);
  expect(result.content[0]!.type).toBe("text");
  return JSON.parse(result.content[0]!.text) as Json;
}

/** The card of an agent in the marketplace's list. */
const card = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Agents", exact: true })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

/** A comparison cell's lines, as the page shows them: its list items, or its one paragraph. */
const cellLines = (cell: Locator) =>
  cell.evaluate((element) => {
    const items = [...element.querySelectorAll("li")].map((item) => item.textContent ?? "");
    return items.length ? items : [element.querySelector("p")?.textContent ?? ""];
  });

// Launch options force a worker of their own, so they apply to the whole file; webmcp-off.spec.ts runs without the flag.
test.use({ launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), "--enable-features=WebMCP"] } });

test.describe("with WebMCP", () => {
  test("every page offers the five read tools, marked read-only, beside its form's tool where it has a form", async ({ page }) => {
    const readOnly = async () => (await page.webmcp.tools()).filter((tool) => TOOL_NAMES.includes(tool.name));
    for (const route of ["/", "/all-agents", agentHref(agents[0]!)]) {
      await page.goto(route);
      await expect.poll(async () => (await readOnly()).map((tool) => tool.name).sort()).toEqual(TOOL_NAMES);
      for (const tool of await readOnly()) {
        expect(tool.annotations?.readOnly, tool.name).toBe(true);
        expect(tool.description, tool.name).not.toMatch(/[<>]/);
      }
    }
  });

  test("the tools' code arrives once the page is idle, as a chunk of its own", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      // A body still arriving when the test ends is not the tools' chunk, which the poll below waits for.
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await page.goto("/all-agents");
    await expect.poll(async () => (await page.webmcp.tools()).length).toBe(TOOL_NAMES.length);
    // webmcp-off.spec.ts looks for this name, and must not find it: here it must be found.
    expect((await Promise.all(scripts)).filter((body) => body.includes("search_agents"))).toHaveLength(1);
  });

  test("search_agents ranks first the agent a buyer's words describe, at the price its card shows", async ({ page }) => {
    // Not the catalog's first, which a search that ranked nothing would also put first.
    const { agent } = agentWhere(
      "found first by one of its own search phrases, and not the catalog's first",
      (each) => each !== agents[0] && phraseFinding(each),
    );
    await page.goto("/all-agents");
    const found = await callTool(page, "search_agents", { query: phraseFinding(agent)! });
    expect(found.nothingFits).toBe(false);
    const [first] = found.matches as { slug: string; name: string; price: string; url: string; whyItMatched: string[] }[];
    expect(first!.slug).toBe(agent.slug);
    await expect(card(page, first!.name)).toContainText(first!.price);
    expect(new URL(first!.url).pathname).toBe(agentHref(agent));
    expect(first!.whyItMatched.length).toBeGreaterThan(0);
  });

  test("search_agents says nothing fits for a task no agent does, and points at a custom agent", async ({ page }) => {
    await page.goto("/");
    const found = await callTool(page, "search_agents", { query: "repair the roof of a barn" });
    expect(found.nothingFits).toBe(true);
    expect(found).not.toHaveProperty("matches");
    const custom = new URL(found.customAgentUrl as string);
    expect(`${custom.pathname}${custom.search}`).toBe(contactHref("custom"));
    expect(JSON.stringify(found)).not.toContain("barn");
  });

  test("get_agent gives the price the card shows and the procurement sheet", async ({ page }) => {
    await page.goto("/all-agents");
    for (const agent of getAllAgents()) {
      const listing = await callTool(page, "get_agent", { slug: agent.slug });
      await expect(card(page, agent.name)).toContainText(listing.price as string);
      expect(new URL(listing.procurementSheetUrl as string).pathname).toBe(procurementSheetHref(agent.slug));
    }
  });

  test("compare_agents gives the comparison page's rows", async ({ page }) => {
    // As many as can be compared at once: the catalog's first three.
    const slugs = agents.slice(0, 3).map((agent) => agent.slug);
    await page.goto(compareHref(slugs));
    const compared = await callTool(page, "compare_agents", { slugs });
    expect(new URL(compared.compareUrl as string).pathname + new URL(compared.compareUrl as string).search).toBe(compareHref(slugs));
    const table = page.getByRole("table");
    await expect(table.locator("thead th")).toHaveCount(slugs.length);
    const rows = compared.rows as { label: string; values: Record<string, string[]> }[];
    await expect(table.locator("tbody tr th")).toHaveText(compareRowHeaders().slice(0, rows.length));
    expect(rows.map((row) => row.label)).toEqual(compareRows.map((row) => row.label));
    for (const [index, row] of rows.entries()) {
      const cells = table.locator("tbody tr").nth(index).locator("td");
      for (const [column, slug] of slugs.entries()) expect(await cellLines(cells.nth(column)), `${row.label}, ${slug}`).toEqual(row.values[slug]);
    }
  });

  test("estimate_roi gives the figures the estimator shows for the same numbers", async ({ page }) => {
    // Priced by use, so the price used at the volume entered is itemised.
    const { agent, listing } = agentWhere("usage-priced", isUsagePriced);
    const { roi } = listing;
    // Numbers other than the defaults, within each input's range.
    const entries = Object.fromEntries(roi.inputs.map((input) => [input.key, Math.min(input.max, Math.max(input.min, input.defaultValue * 2))]));
    await page.goto(agentHref(agent));
    await scrollNear(page, "roi-estimate");
    for (const input of roi.inputs) {
      const field = page.getByLabel(input.label, { exact: true });
      await expect(field).toBeEnabled();
      await field.fill(String(entries[input.key]));
    }
    const estimate = await callTool(page, "estimate_roi", { slug: agent.slug, ...entries });
    const estimator = page.locator("#roi-estimate");
    const results = estimate.results as { label: string; value: string }[];
    await expect(estimator.getByRole("term")).toHaveText(results.map((row) => row.label));
    await expect(estimator.getByRole("definition")).toHaveText(results.map((row) => row.value));
    await expect(estimator.getByRole("list", { name: "Price used at this volume" }).getByRole("listitem")).toHaveText(estimate.priceUsed as string[]);
    await expect(page.locator("#roi-estimate output")).toHaveText(estimate.verdict as string);
  });

  test("build_quote gives the quote page's lines and totals for the same input", async ({ page }) => {
    // Usage above the included volume with an add-on taken, and a volume that needs further capacity (sending mailboxes).
    const { agent: withAddOn, listing: addOnListing } = agentWhere(
      "usage-priced, with an add-on the buyer chooses",
      (agent, listing) => isUsagePriced(agent, listing) && roiAddOnFields(listing.pricing).length > 0,
    );
    const { agent: withCapacity, listing: capacityListing } = agentWhere(
      "usage-priced, with a capacity its volume runs into",
      (agent, listing) => agent !== withAddOn && isUsagePriced(agent, listing) && listing.pricing.volume?.capacity,
    );
    const capacity = capacityListing.pricing.volume!.capacity!;
    await page.goto("/all-agents");
    const quote = await callTool(page, "build_quote", {
      agents: [
        { slug: withAddOn.slug, volume: addOnListing.pricing.volume!.includedPerMonth * 2, [roiAddOnFields(addOnListing.pricing)[0]!.key]: 1 },
        { slug: withCapacity.slug, volume: Math.ceil(capacity.included * capacity.unitsPerWorkingDay * WORKING_DAYS_PER_MONTH * 1.2) },
      ],
      termMonths: 36,
    });
    await page.goto(quote.quoteUrl as string);
    await expect(page.getByText(`Contents fingerprint ${quote.fingerprint as string}`)).toBeVisible();
    const totals = page.getByRole("table", { name: /^Totals for all/ });
    for (const row of quote.totals as { label: string; usd: string; passThroughUsd: string }[]) {
      await expect(
        totals
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader", { name: row.label }) })
          .getByRole("cell"),
      ).toHaveText([row.usd, row.passThroughUsd]);
    }
    for (const agent of quote.agents as { name: string; lines: { amount: string }[] }[]) {
      await expect(page.getByRole("table", { name: `Lines for ${agent.name}` }).locator("tbody td")).toHaveText(agent.lines.map((line) => line.amount));
    }
  });
});

test("llms.txt and the AI catalog name the tools and the function pages", async ({ request }) => {
  const text = await (await request.get("/llms.txt")).text();
  for (const tool of readTools) expect(text).toContain(`\`${tool.name}\``);
  expect(text).toContain(`(${absoluteUrl(functionPageHref("Sales"))})`);
  const catalog = (await (await request.get("/.well-known/ai-catalog.json")).json()) as { entries: { metadata: Record<string, unknown> }[] };
  for (const entry of catalog.entries) expect(entry.metadata.webmcpTools).toBe(readTools.map((tool) => tool.name).join(", "));
  expect(catalog.entries.some((entry) => entry.metadata.functionPageUrl === absoluteUrl(functionPageHref("Sales")))).toBe(true);
});
