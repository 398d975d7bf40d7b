// A buyer's quote (/quote): any number of agents over a term, every line and total, kept in the
// address, printed as a document with its inputs, sent as one lead and thanked for only what was
// sent, on a phone and without JavaScript. Expected figures are computed here from /agents.json, as a
// controller with their own calculator would, not read from the quote's own code.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Agent, AgentListing } from "@/content/types";
import { listingFor } from "@/lib/agents/listings";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { getAllAgents } from "@/lib/agents/catalog";
import { agentHref, compareHref, quoteHref } from "@/lib/site/hrefs";
import { formatCentsUsd, formatUsd } from "@/lib/site/numbers";
import { agentWhere, isUsagePriced } from "../support/agent-picks";
import { expect, test } from "./fixtures";
import { expectHydrated, startingWith } from "./helpers";
import { expectOneSubmission, recordsFor, uniqueEmail } from "./inbox";
import { DELIVERY_CONSOLE_ERRORS } from "./delivery-helpers";

/** The catalog in its default order: where a test takes its agents when any will do. */
const catalog = getAllAgents();

/** Priced by use, each unit counted once: a share counted twice by default would change the sums these tests make. */
const usagePricedOnce = (agent: Agent, listing: AgentListing) => isUsagePriced(agent, listing) && !listing.pricing.volume?.countsAsTwo;

/** Priced by use, with a cost paid to others by the unit of its volume (call minutes): usage, set-up and pass-through lines. */
const perUnitCostAgent = () =>
  agentWhere(
    "usage-priced, each unit counted once, with a cost paid to others by the unit of its volume",
    (agent, listing) => usagePricedOnce(agent, listing) && listing.pricing.passThroughCosts?.some((cost) => cost.unitsPerVolumeUnit),
  );

/** Another usage-priced agent, with a cost paid to others a month whatever its volume (a data license). */
const monthlyCostAgent = (besides: Agent) =>
  agentWhere(
    "usage-priced, each unit counted once, with a cost paid to others by the month",
    (agent, listing) => agent !== besides && usagePricedOnce(agent, listing) && listing.pricing.passThroughCosts?.some((cost) => cost.unitsPerMonth),
  );

/** Priced per seat, with more than one seat at least, each seat including some volume. */
const seatedAgent = () =>
  agentWhere(
    "priced per seat, with more than one seat at least and the volume a seat includes",
    (_agent, listing) => listing.pricing.model === "per-seat" && (listing.pricing.minimumSeats ?? 1) > 1 && listing.pricing.volume,
  );

/** Priced by a volume the quote asks for a month, other than `besides`. */
const volumePricedAgent = (besides?: Agent) => agentWhere("priced by a volume a month", (agent, listing) => agent !== besides && listing.pricing.volume);

/** The quote's field for the volume a month, by the listing's unit: "Answered calls a month". */
const volumeLabel = (listing: AgentListing) => {
  const plural = listing.pricing.volume!.unit[1];
  return `${plural.charAt(0).toUpperCase()}${plural.slice(1)} a month`;
};

/** Matches exactly this text, read literally. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

type CatalogPricing = {
  model: string;
  fromUsdPerMonth: number;
  perSeatUsdPerMonth?: number;
  minimumSeats?: number;
  setupUsd: number;
  volume?: {
    unit: [string, string];
    includedPerMonth: number;
    usdPerUnitAbove?: number;
    capacity?: { included: number; unitsPerWorkingDay: number; addOn: { usdPerMonth: number } };
    countsAsTwo?: string;
  };
  addOns?: { item: string; usdPerMonth: number; includedPerMonth?: number }[];
  passThroughCosts?: { estimatedUsdPerUnit: number; unitsPerVolumeUnit?: number; unitsPerMonth?: number }[];
};

async function catalogPricing(page: Page, slug: string): Promise<CatalogPricing> {
  const catalog = (await (await page.request.get("/agents.json")).json()) as { agents: { slug: string; pricing: CatalogPricing }[] };
  return catalog.agents.find((agent) => agent.slug === slug)!.pricing;
}

/** To the cent, as every line is billed. */
const cents = (usd: number) => Math.round(usd * 100) / 100;

/**
 * The month at `volume` units, as the listing's terms state it: starting price or seats, usage above
 * the included volume (the further stores' own included), long calls counted twice, further capacity.
 */
function expectedMonthly(pricing: CatalogPricing, volume: number, options: { seats?: number; countedTwicePercent?: number; addOns?: number[] } = {}): number {
  const { volume: terms } = pricing;
  const billed = terms?.countsAsTwo ? volume * (1 + (options.countedTwicePercent ?? 0) / 100) : volume;
  const addOns = (pricing.addOns ?? []).reduce((sum, addOn, index) => sum + (options.addOns?.[index] ?? 0) * addOn.usdPerMonth, 0);
  if (pricing.model === "per-seat") {
    const seats = Math.max(pricing.minimumSeats ?? 1, options.seats ?? 0, Math.ceil(Math.ceil(billed) / terms!.includedPerMonth));
    return seats * pricing.perSeatUsdPerMonth! + addOns;
  }
  const included =
    (terms?.includedPerMonth ?? 0) +
    (pricing.addOns ?? []).reduce((sum, addOn, index) => sum + (options.addOns?.[index] ?? 0) * (addOn.includedPerMonth ?? 0), 0);
  const usage = terms?.usdPerUnitAbove ? cents(Math.max(0, Math.ceil(billed) - included) * terms.usdPerUnitAbove) : 0;
  const capacity = terms?.capacity;
  const further = capacity ? Math.max(0, Math.ceil(volume / (capacity.unitsPerWorkingDay * 22)) - capacity.included) * capacity.addOn.usdPerMonth : 0;
  return cents(pricing.fromUsdPerMonth + usage + further + addOns);
}

/** Each pass-through line is an estimate to the dollar; the total adds the lines. */
function expectedPassThrough(pricing: CatalogPricing, volume: number): number {
  return (pricing.passThroughCosts ?? []).reduce(
    (sum, cost) => sum + Math.round((cost.unitsPerMonth ?? Math.ceil(volume * cost.unitsPerVolumeUnit!)) * cost.estimatedUsdPerUnit),
    0,
  );
}

const numbersOf = (page: Page, name: string) => page.getByRole("group", { name: `Your numbers for ${name}` });
const quoteTotals = (page: Page) => page.getByRole("region", { name: "Quote totals" }).getByRole("table");
const fingerprint = (page: Page) => page.getByText(/^Contents fingerprint [0-9A-F]{8}/);

async function totalsRow(page: Page, label: RegExp) {
  return page.evaluate(
    ([source]) => {
      const table = document.querySelector("#quote-totals-title")!.closest("section")!.querySelector("table")!;
      const row = [...table.querySelectorAll("tbody tr")].find((candidate) => new RegExp(source!).test(candidate.querySelector("th")?.textContent ?? ""))!;
      return [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "");
    },
    [label.source],
  );
}

async function openQuote(page: Page, url: string) {
  await page.goto(url);
  await expectHydrated(page.getByLabel("Term"));
  await expect(page.getByLabel("Term")).toBeEnabled();
}

test.describe("the quote", () => {
  test("prices each agent at the volume entered over the term, with totals that match the catalog", async ({ page }) => {
    const { agent: usage, listing: usageListing } = perUnitCostAgent();
    const { agent: licensed, listing: licensedListing } = monthlyCostAgent(usage);
    const usageIncluded = usageListing.pricing.volume!.includedPerMonth;
    // Above what each starting price includes, so usage is priced.
    const usageVolume = usageIncluded + 400;
    const licensedVolume = licensedListing.pricing.volume!.includedPerMonth * 2;
    await openQuote(page, quoteHref([usage.slug, licensed.slug], 36));
    await expect(page.getByLabel("Term")).toHaveValue("36");
    await numbersOf(page, usage.name).getByLabel(volumeLabel(usageListing)).fill(String(usageVolume));
    await numbersOf(page, licensed.name).getByLabel(volumeLabel(licensedListing)).fill(String(licensedVolume));
    await expect(page).toHaveURL(new RegExp(`[?&]${usage.slug}\\.volume=${usageVolume}(&|$)`));

    const pricing = [await catalogPricing(page, usage.slug), await catalogPricing(page, licensed.slug)];
    const volumes = [usageVolume, licensedVolume];
    const monthly = pricing.map((terms, index) => expectedMonthly(terms, volumes[index]!));
    const setup = pricing.reduce((sum, terms) => sum + terms.setupUsd, 0);
    const passThrough = pricing.reduce((sum, terms, index) => sum + expectedPassThrough(terms, volumes[index]!), 0);
    const month = monthly.reduce((sum, value) => sum + value, 0);
    await expect(quoteTotals(page)).toBeVisible();
    expect(await totalsRow(page, /^Monthly run rate/)).toEqual([formatCentsUsd(month), formatCentsUsd(passThrough)]);
    expect(await totalsRow(page, /^Set-up fee/)).toEqual([formatCentsUsd(setup), "$0"]);
    expect(await totalsRow(page, /^Year 1/)).toEqual([formatCentsUsd(cents(setup + 12 * month)), formatCentsUsd(12 * passThrough)]);
    expect(await totalsRow(page, /^Year 2/)).toEqual([formatCentsUsd(cents(12 * month)), formatCentsUsd(12 * passThrough)]);
    expect(await totalsRow(page, /^Year 3/)).toEqual([formatCentsUsd(cents(12 * month)), formatCentsUsd(12 * passThrough)]);
    expect(await totalsRow(page, /^Whole term, 36 months/)).toEqual([formatCentsUsd(cents(setup + 36 * month)), formatCentsUsd(36 * passThrough)]);

    // Each agent's lines: usage above the included volume at the listing's own unit and rate, the set-up fee, estimated pass-through costs.
    const lines = page.getByRole("table", { name: `Lines for ${usage.name}` });
    const usageTerms = pricing[0]!.volume!;
    await expect(lines).toContainText(
      `${(usageVolume - usageIncluded).toLocaleString("en-US")} ${usageTerms.unit[1]} above ${usageIncluded.toLocaleString("en-US")} at $${usageTerms.usdPerUnitAbove!.toFixed(2)}`,
    );
    await expect(lines).toContainText(`${formatUsd(pricing[0]!.setupUsd)} one-off`);
    await expect(lines.getByRole("rowheader").filter({ hasText: "Pass-through, estimated" })).toHaveCount(pricing[0]!.passThroughCosts!.length);
    await expect(lines).toContainText("Basis:");
    for (const cost of licensedListing.pricing.passThroughCosts!.filter((each) => each.unitsPerMonth)) {
      await expect(page.getByRole("table", { name: `Lines for ${licensed.name}` })).toContainText(cost.item);
    }

    // A reload and a shared link show the same quote, with the same fingerprint of its contents.
    const contents = await fingerprint(page).textContent();
    const firstYear = await totalsRow(page, /^Year 1/);
    await page.reload();
    await expectHydrated(page.getByLabel("Term"));
    await expect(numbersOf(page, usage.name).getByLabel(volumeLabel(usageListing))).toHaveValue(String(usageVolume));
    await expect(fingerprint(page)).toHaveText(contents!);
    const shared = await page.context().newPage();
    await openQuote(shared, page.url());
    await expect(fingerprint(shared)).toHaveText(contents!);
    await expect(quoteTotals(shared)).toBeVisible();
    expect(await totalsRow(shared, /^Year 1/)).toEqual(firstYear);
  });

  test("a per-seat agent takes the seats a buyer counts, and never fewer than its volume needs", async ({ page }) => {
    const { agent: seated, listing } = seatedAgent();
    const pricing = await catalogPricing(page, seated.slug);
    const name = seated.name;
    await openQuote(page, quoteHref([seated.slug], 24));
    const seats = numbersOf(page, name).getByLabel(/^Seats/);
    await expect(seats).toHaveValue(String(pricing.minimumSeats));
    await seats.fill(String(pricing.minimumSeats! + 2));
    const counted = pricing.minimumSeats! + 2;
    await expect.poll(() => totalsRow(page, /^Monthly run rate/)).toEqual([formatCentsUsd(expectedMonthly(pricing, 0, { seats: counted })), "$0"]);
    const volume = pricing.volume!.includedPerMonth * (counted + 1) + 1;
    await numbersOf(page, name).getByLabel(volumeLabel(listing)).fill(String(volume));
    const month = expectedMonthly(pricing, volume, { seats: counted });
    await expect.poll(() => totalsRow(page, /^Whole term, 24 months/)).toEqual([formatCentsUsd(pricing.setupUsd + 24 * month), "$0"]);
  });

  test("prices long calls and further stores as the listings' estimators do", async ({ page }) => {
    // Usage terms that count some units twice (a long call), and an add-on that brings volume of its own (a further store's orders).
    const { agent: twice, listing: twiceListing } = agentWhere(
      "usage-priced, counting some units twice",
      (agent, listing) => isUsagePriced(agent, listing) && listing.pricing.volume?.countsAsTwo,
    );
    const { agent: stores, listing: storesListing } = agentWhere(
      "usage-priced, with an add-on that brings volume of its own",
      (agent, listing) => agent !== twice && isUsagePriced(agent, listing) && listing.pricing.addOns?.some((addOn) => addOn.includedPerMonth),
    );
    const [callsPricing, ordersPricing] = [await catalogPricing(page, twice.slug), await catalogPricing(page, stores.slug)];
    const storeIndex = ordersPricing.addOns!.findIndex((addOn) => addOn.includedPerMonth);
    const store = ordersPricing.addOns![storeIndex]!;
    const storeCounts = ordersPricing.addOns!.map((_addOn, index) => (index === storeIndex ? 1 : 0));
    const callsVolume = callsPricing.volume!.includedPerMonth * 2;
    // A share other than the default, within the estimator's range.
    const twiceInput = twiceListing.roi.inputs.find((input) => input.key === "countedTwicePercent")!;
    const twicePercent = twiceInput.defaultValue === twiceInput.max ? twiceInput.min : twiceInput.max;
    const ordersVolume = ordersPricing.volume!.includedPerMonth + store.includedPerMonth! + 10;
    await openQuote(
      page,
      `${quoteHref([twice.slug, stores.slug])}&${twice.slug}.volume=${callsVolume}&${twice.slug}.countedTwicePercent=${twicePercent}&${stores.slug}.volume=${ordersVolume}&${stores.slug}.addOn${storeIndex}=1`,
    );
    const expected = cents(
      expectedMonthly(callsPricing, callsVolume, { countedTwicePercent: twicePercent }) + expectedMonthly(ordersPricing, ordersVolume, { addOns: storeCounts }),
    );
    await expect(quoteTotals(page)).toBeVisible();
    expect((await totalsRow(page, /^Monthly run rate/))[0]).toBe(formatCentsUsd(expected));
    await expect(page.getByRole("table", { name: `Lines for ${stores.name}` })).toContainText(
      `10 ${storesListing.pricing.volume!.unit[1]} above ${(ordersPricing.volume!.includedPerMonth + store.includedPerMonth!).toLocaleString("en-US")}`,
    );
  });

  test("holds every agent of the catalog, with totals that add up", async ({ page }) => {
    const catalog = (await (await page.request.get("/agents.json")).json()) as { agents: { slug: string }[] };
    await openQuote(page, `/quote?agents=${catalog.agents.map((agent) => agent.slug).join(",")}`);
    await expect(page.getByRole("table", { name: /^Lines for / })).toHaveCount(catalog.agents.length);
    await expect(page.getByRole("table", { name: `Totals for all ${catalog.agents.length} agents` })).toBeVisible();
    await expect(page.getByLabel("Add an agent")).toHaveCount(0);
    const perAgent = await page.evaluate(() =>
      [...document.querySelectorAll("table")]
        .filter((table) => /^Totals for (?!all)/.test(table.caption?.textContent ?? ""))
        .map((table) => Number(/\$([\d,.]+)/.exec([...table.querySelectorAll("tbody tr")].at(-1)!.querySelector("td")!.textContent!)![1]!.replaceAll(",", ""))),
    );
    const whole = (await totalsRow(page, /^Whole term/))[0]!;
    expect(formatCentsUsd(cents(perAgent.reduce((sum, usd) => sum + usd, 0)))).toBe(whole);
  });

  test("foots as printed: over generated quotes every agent's lines add up to its totals, and the agents' to the quote's", async ({ page }) => {
    const catalog = (await (await page.request.get("/agents.json")).json()) as { agents: { slug: string; pricing: CatalogPricing }[] };
    let seed = 45;
    const random = (below: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % below;
    };
    for (let round = 0; round < 12; round++) {
      const chosen = catalog.agents.filter(() => random(3) === 0).slice(0, 5);
      if (chosen.length === 0) continue;
      const term = [12, 24, 36][random(3)]!;
      const numbers = chosen.flatMap(({ slug, pricing }) => (pricing.volume ? [`${slug}.volume=${random(pricing.volume.includedPerMonth * 3) + 1}`] : []));
      await openQuote(page, `/quote?agents=${chosen.map((agent) => agent.slug).join(",")}&term=${term}&${numbers.join("&")}`);
      await expect(quoteTotals(page)).toBeVisible();
      // Read as a controller would: every amount as printed, in cents.
      const printed = await page.evaluate(() => {
        const cents = (text: string) => Math.round(Number(/\$([\d,]+(?:\.\d\d)?)/.exec(text)![1]!.replaceAll(",", "")) * 100);
        const rows = (table: HTMLTableElement) =>
          [...table.querySelectorAll("tbody tr")].map((row) => ({
            label: row.querySelector("th")!.textContent ?? "",
            amounts: [...row.querySelectorAll("td")].map((cell) => cents(cell.textContent ?? "")),
          }));
        const tables = [...document.querySelectorAll("table")];
        const agents = tables
          .filter((table) => table.caption?.textContent?.startsWith("Lines for "))
          .map((lines) => {
            const totals = tables.find((table) => table.caption?.textContent === `Totals for ${lines.caption!.textContent!.slice("Lines for ".length)}`)!;
            return { lines: rows(lines), totals: rows(totals) };
          });
        return { agents, quote: rows(document.querySelector("#quote-totals-title")!.closest("section")!.querySelector("table")!) };
      });
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
      const row = (rows: { label: string; amounts: number[] }[], label: RegExp) => rows.find((candidate) => label.test(candidate.label))!.amounts;
      for (const agent of printed.agents) {
        const monthly = sum(agent.lines.filter((line) => !/^Pass-through|^Set-up/.test(line.label)).map((line) => line.amounts[0]!));
        const setup = sum(agent.lines.filter((line) => /^Set-up/.test(line.label)).map((line) => line.amounts[0]!));
        const passThrough = sum(agent.lines.filter((line) => /^Pass-through/.test(line.label)).map((line) => line.amounts[0]!));
        expect(row(agent.totals, /^Monthly run rate/)).toEqual([monthly, passThrough]);
        expect(row(agent.totals, /^Year 1/)[0]).toBe(setup + 12 * monthly);
        expect(row(agent.totals, /^Whole term/)).toEqual([setup + term * monthly, term * passThrough]);
      }
      for (const [index, label] of [/^Monthly run rate/, /^Set-up fee/, /^Year 1/, /^Whole term/].entries()) {
        expect({ round, index, amounts: row(printed.quote, label) }).toEqual({
          round,
          index,
          amounts: [0, 1].map((column) => sum(printed.agents.map((agent) => row(agent.totals, label)[column]!))),
        });
      }
    }
  });

  test("states currency, VAT and the terms the owner has not confirmed as such", async ({ page }) => {
    await openQuote(page, quoteHref([catalog[0]!.slug]));
    const quoteDocument = page.getByRole("article", { name: /^Quote/ });
    await expect(quoteDocument).toContainText("US dollars (USD)");
    await expect(quoteDocument).toContainText("excludes VAT");
    await expect(quoteDocument).toContainText("reverse charge");
    await expect(quoteDocument).toContainText("Payment terms: for Lumenfold to confirm with your order.");
    await expect(quoteDocument.getByRole("heading", { name: "Assumptions" })).toBeVisible();
  });

  test("reached from the marketplace's compare bar, the comparison and an agent page", async ({ page }) => {
    const [first, second] = catalog;
    await page.goto("/all-agents");
    const box = page.getByRole("checkbox", { name: `Compare ${first!.name}`, exact: true });
    await expect(box).toBeEnabled();
    await box.check();
    await page.getByRole("link", { name: "Build a quote (1)" }).click();
    await expect(page).toHaveURL(quoteHref([first!.slug]));

    await page.goto(compareHref([first!.slug, second!.slug]));
    await page.getByRole("link", { name: "Build a quote for these agents" }).click();
    await expect(page).toHaveURL(quoteHref([first!.slug, second!.slug]));
    await expect(page.getByRole("heading", { name: second!.name, level: 3 })).toBeVisible();

    await page.goto(agentHref(first!));
    await page.getByRole("link", { name: /^Build a quote over 12 to 36 months/ }).click();
    await expect(page).toHaveURL(quoteHref([first!.slug]));
  });

  test("adds and removes agents and changes the term, keeping the address", async ({ page }) => {
    const [first, second] = catalog;
    await openQuote(page, "/quote");
    await expect(page.getByText("No agents in this quote yet.")).toBeVisible();
    await page.getByLabel("Add an agent").selectOption({ label: first!.name });
    await page.getByRole("button", { name: "Add to the quote" }).click();
    // Focus goes to the agent added, not to the page.
    await expect(page.getByRole("heading", { name: first!.name, level: 3 })).toBeFocused();
    await page.getByLabel("Add an agent").selectOption({ label: second!.name });
    await page.getByRole("button", { name: "Add to the quote" }).click();
    await expect(page.getByRole("heading", { name: second!.name, level: 3 })).toBeFocused();
    await page.getByLabel("Term").selectOption("24");
    await expect(page).toHaveURL(quoteHref([first!.slug, second!.slug], 24));
    // Removing one moves focus to the agent after it, or before it when it was the last.
    await page.getByRole("button", { name: `Remove ${first!.name} from the quote` }).click();
    await expect(page.getByRole("heading", { name: second!.name, level: 3 })).toBeFocused();
    await page.getByRole("button", { name: `Remove ${second!.name} from the quote` }).click();
    await expect(page.getByText("No agents in this quote yet.")).toBeVisible();
    await expect(page.getByLabel("Add an agent")).toBeFocused();
  });

  test("says what is wrong next to a field, and what it counts until then", async ({ page }) => {
    const { agent, listing } = volumePricedAgent();
    await openQuote(page, quoteHref([agent.slug]));
    const field = numbersOf(page, agent.name).getByLabel(volumeLabel(listing));
    await expect(field).toHaveAttribute("min", "0");
    // Above the price table: not an error, a custom price asked for, and the request stays.
    await field.fill("999999999");
    await expect(field).not.toHaveAttribute("aria-invalid");
    await expect(field).toHaveAccessibleDescription(
      /we price by hand: the quote counts [\d,]+, and a request asks us for a custom price for the 999,999,999 you entered\./,
    );
    await expect(page.getByRole("button", { name: "Request this quote" })).toBeVisible();
    await field.fill("-3");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Enter a number of 0 or more\. The quote counts [\d,]+ until then, and cannot be requested\./);
    await expect(page.getByRole("button", { name: "Request this quote" })).toHaveCount(0);
    await expect(page.getByText(/Correct the fields marked above/)).toBeVisible();
    await field.fill("");
    await expect(field).toHaveAccessibleDescription(/Enter a number of 0 or more/);
    await field.fill("900");
    await expect(field).not.toHaveAttribute("aria-invalid");
    await expect(page.getByRole("button", { name: "Request this quote" })).toBeVisible();
  });

  test("tells a change of totals once the typing settles, politely, and nothing on arrival", async ({ page }) => {
    // Priced by use, so the volume changes the totals.
    const { agent, listing } = agentWhere("usage-priced, each unit counted once", usagePricedOnce);
    await openQuote(page, quoteHref([agent.slug]));
    const pricing = await catalogPricing(page, agent.slug);
    const live = page.getByRole("status").filter({ hasText: /^Quote totals:/ });
    await expect(quoteTotals(page)).toBeVisible();
    await page.waitForTimeout(700);
    await expect(live).toHaveCount(0);
    const volume = pricing.volume!.includedPerMonth * 3 + 7;
    await numbersOf(page, agent.name).getByLabel(volumeLabel(listing)).fill(String(volume));
    const month = expectedMonthly(pricing, volume);
    await expect(live).toHaveText(
      `Quote totals: ${formatCentsUsd(month)} a month, ${formatCentsUsd(cents(pricing.setupUsd + 12 * month))} over 12 months (1 year), excluding VAT.`,
    );
    await expect(live).toHaveAttribute("role", "status");
  });

  test("a quote with a field in error has no accessibility violations (axe, WCAG 2.2 AA)", async ({ page }) => {
    const { agent } = volumePricedAgent();
    const other = catalog.find((each) => each !== agent)!;
    await openQuote(page, `${quoteHref([agent.slug, other.slug], 24)}&${agent.slug}.volume=-3`);
    await expect(quoteTotals(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("a link with an unknown agent or term says what it left out", async ({ page }) => {
    await openQuote(page, `/quote?agents=${catalog[0]!.slug},no-such-agent&term=18`);
    await expect(page.getByText("The link names an agent we do not list (no-such-agent), left out.")).toBeVisible();
    await expect(page.getByText(/term is not one of 12, 24, 36 months/)).toBeVisible();
    await expect(page.getByLabel("Term")).toHaveValue("12");
  });
});

test.describe("printed", () => {
  test("on A4 and Letter as a document: no navigation, with the date, the seller, the inputs, every line and assumption", async ({ page }) => {
    const { agent: first, listing: firstListing } = volumePricedAgent();
    const { agent: second, listing: secondListing } = volumePricedAgent(first);
    // Within the price table for the first, far above it for the second.
    const firstVolume = firstListing.pricing.volume!.includedPerMonth + 434;
    await openQuote(page, `${quoteHref([first.slug, second.slug], 36)}&${first.slug}.volume=${firstVolume}&${second.slug}.volume=99999999`);
    const contents = (await fingerprint(page).textContent())!;
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.locator("body > footer")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(page.getByLabel("Term")).toBeHidden();
    await expect(page.getByRole("button", { name: "Request this quote" })).toBeHidden();
    const quoteDocument = page.getByRole("article", { name: /^Quote/ });
    await expect(quoteDocument.getByText(contents)).toBeVisible();
    await expect(quoteDocument).toContainText(/Made on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    await expect(quoteDocument.getByText("Seller", { exact: true })).toBeVisible();
    // The numbers the quote was made from print, where the fields do not, and so does a custom price asked for.
    await expect(quoteDocument.getByRole("term").filter({ hasText: exactly(volumeLabel(firstListing)) })).toBeVisible();
    await expect(quoteDocument.getByRole("definition").filter({ hasText: exactly(firstVolume.toLocaleString("en-US")) })).toBeVisible();
    await expect(quoteDocument.getByText(startingWith(`${volumeLabel(secondListing)}: 99,999,999 entered, above the`))).toBeVisible();
    await expect(page.getByRole("table", { name: `Lines for ${second.name}` })).toBeVisible();
    await expect(quoteTotals(page)).toBeVisible();
    await expect(quoteDocument.getByRole("heading", { name: "Assumptions" })).toBeVisible();
    for (const format of ["A4", "Letter"] as const) {
      const pdf = await page.pdf({ format });
      expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
    }
    // Nothing wider than the narrower paper's printable width (A4, 210 mm less the printer's margins).
    await page.setViewportSize({ width: 700, height: 1000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(700);
  });
});

test.describe("requested", () => {
  test.use({ allowConsoleErrors: DELIVERY_CONSOLE_ERRORS });

  async function requestQuote(page: Page, email: string) {
    const form = page.getByRole("form", { name: "Request this quote" });
    await expectHydrated(form.getByLabel("Full Name"));
    await form.getByLabel("Full Name").fill("Ada Quote");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Company Name").fill("Analytical Engines");
    await form.getByRole("button", { name: "Request this quote" }).click();
  }

  test("sends one lead with the quote's numbers, lines and totals, and thanks for that quote only", async ({ page }) => {
    // One with costs paid to others, so the lead carries pass-through lines too.
    const { agent: usage, listing: usageListing } = perUnitCostAgent();
    const other = catalog.find((agent) => agent !== usage)!;
    const volume = usageListing.pricing.volume!.includedPerMonth + 400;
    await openQuote(page, `${quoteHref([usage.slug, other.slug], 24)}&${usage.slug}.volume=${volume}`);
    const contents = (await fingerprint(page).textContent())!.match(/[0-9A-F]{8}/)![0];
    const termTotal = (await totalsRow(page, /^Whole term/))[0]!;
    const email = uniqueEmail("quote");
    await requestQuote(page, email);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    const record = await expectOneSubmission(email);
    expect(record).toMatchObject({ formType: "quote_request", quoteFingerprint: contents, termMonths: "24", termUsd: termTotal });
    expect(record.agents).toBe(`${usage.name}, ${other.name}`);
    expect(record.quote).toContain(`Numbers: ${volumeLabel(usageListing)}: ${volume.toLocaleString("en-US")}`);
    expect(record.quote).toContain("Set-up and integration fee, one-off");
    expect(record.quote).toContain("Pass-through, estimated");
    // The thanks name what was stored: its reference, term and total.
    const thanks = page.getByRole("heading", { name: "Thank You!" }).locator("..");
    await expect(thanks).toContainText(`over 24 months (2 years)`);
    await expect(thanks).toContainText(`${termTotal} over the whole term`);
    await expect(thanks).toContainText(record.submissionId!.slice(0, 8));

    // Another term is another quote, not requested yet: no thanks, its own Request button, and a note of what was sent.
    await page.getByRole("button", { name: "Submit Another Response" }).waitFor();
    await page.getByLabel("Term").selectOption("36");
    await expect(page.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Request this quote" })).toBeVisible();
    await expect(page.getByText(/The quote above differs from it and is not requested yet/)).toContainText("over 24 months");
    // Back to the term sent, the thanks for it return.
    await page.getByLabel("Term").selectOption("24");
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    // A new tab with another quote is not thanked either; requesting it stores a second lead, not an edit of the first.
    const otherPage = await page.context().newPage();
    await openQuote(otherPage, quoteHref([other.slug]));
    await expect(otherPage.getByRole("button", { name: "Request this quote" })).toBeVisible();
    await expect(otherPage.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
    await requestQuote(otherPage, email);
    await expect(otherPage.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect.poll(() => recordsFor(email).length).toBe(2);
    expect(recordsFor(email).map((stored) => stored.supersededBy ?? "")).toEqual(["", ""]);
    expect(recordsFor(email)[1]!.agents).toBe(other.name);
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("nothing scrolls sideways, no amount breaks across lines, and the totals come before the lines", async ({ page }) => {
    // Agents with every kind of line: usage and costs paid to others by the unit, a cost by the month at a large volume, seats.
    const { agent: usage } = perUnitCostAgent();
    const { agent: licensed, listing: licensedListing } = monthlyCostAgent(usage);
    const { agent: seated } = seatedAgent();
    const licensedVolume = licensedListing.pricing.volume!.includedPerMonth * 3 + 500;
    await openQuote(page, `${quoteHref([usage.slug, licensed.slug, seated.slug], 36)}&${licensed.slug}.volume=${licensedVolume}`);
    await expect(quoteTotals(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every dollar amount in every table sits on one line.
    const broken = await page.evaluate(() => {
      const found: string[] = [];
      for (const cell of document.querySelectorAll("table td")) {
        const text = cell.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) continue;
        for (const match of (text.textContent ?? "").matchAll(/\$[\d,]+(?:\.\d\d)?/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) found.push(match[0]);
        }
      }
      return found;
    });
    expect(broken).toEqual([]);
    // The quote's totals are reached before any agent's lines.
    const totalsTop = await quoteTotals(page).evaluate((table) => table.getBoundingClientRect().top);
    const firstLinesTop = await page
      .getByRole("table", { name: /^Lines for / })
      .first()
      .evaluate((table) => table.getBoundingClientRect().top);
    expect(totalsTop).toBeLessThan(firstLinesTop);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Playwright stops scripts but cannot turn the HTML parser's scripting flag off, so Chromium still
  // reads <noscript> as text. Served without its tags, the block parses as a browser with scripting off parses it.
  test("lists the agents' list prices and says the calculator needs JavaScript", async ({ page }) => {
    await page.route("**/quote?*", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/<\/?noscript>/g, "") });
    });
    const listed = catalog.slice(0, 2);
    await page.goto(quoteHref(listed.map((agent) => agent.slug)));
    await expect(page.getByText("The quote calculator needs JavaScript.")).toBeVisible();
    const prices = page.getByRole("table", { name: /^List prices of every agent/ });
    for (const { name, slug } of listed) {
      const row = prices.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
      await expect(row).toContainText(leastPriceLabel(listingFor(slug).pricing));
      await expect(row).toContainText(`${formatUsd((await catalogPricing(page, slug)).setupUsd)} one-off`);
    }
  });
});
