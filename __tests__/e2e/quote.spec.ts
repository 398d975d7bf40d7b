// A buyer's quote (/quote): several agents over a term, every line and total, kept in the address,
// printed as a document, sent as one lead, on a phone and without JavaScript. Expected figures are
// computed here from /agents.json, not read from the quote's own code.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { listingFor } from "@/lib/agents/listings";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { requireAgent } from "@/lib/agents/catalog";
import { formatUsd } from "@/lib/site/numbers";
import { expect, test } from "./fixtures";
import { expectHydrated } from "./helpers";
import { expectOneSubmission, uniqueEmail } from "./inbox";
import { DELIVERY_CONSOLE_ERRORS } from "./delivery-helpers";

const RECEPTIONIST = "ai-receptionist-agent";
const OUTBOUND = "outbound-sdr-agent";
const SALES_PRO = "sales-pro-agent";

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
  };
  passThroughCosts?: { estimatedUsdPerUnit: number; unitsPerVolumeUnit?: number; unitsPerMonth?: number }[];
};

async function catalogPricing(page: Page, slug: string): Promise<CatalogPricing> {
  const catalog = (await (await page.request.get("/agents.json")).json()) as { agents: { slug: string; pricing: CatalogPricing }[] };
  return catalog.agents.find((agent) => agent.slug === slug)!.pricing;
}

/** The month at `volume` units, as the listing's terms state it: starting price or seats, usage above the included, further capacity. */
function expectedMonthly(pricing: CatalogPricing, volume: number): number {
  const { volume: terms } = pricing;
  if (pricing.model === "per-seat") {
    const seats = Math.max(pricing.minimumSeats ?? 1, Math.ceil(volume / terms!.includedPerMonth));
    return seats * pricing.perSeatUsdPerMonth!;
  }
  const usage = terms?.usdPerUnitAbove ? Math.max(0, volume - terms.includedPerMonth) * terms.usdPerUnitAbove : 0;
  const capacity = terms?.capacity;
  const further = capacity ? Math.max(0, Math.ceil(volume / (capacity.unitsPerWorkingDay * 22)) - capacity.included) * capacity.addOn.usdPerMonth : 0;
  return pricing.fromUsdPerMonth + usage + further;
}

function expectedPassThrough(pricing: CatalogPricing, volume: number): number {
  return (pricing.passThroughCosts ?? []).reduce((sum, cost) => sum + (cost.unitsPerMonth ?? Math.ceil(volume * cost.unitsPerVolumeUnit!)) * cost.estimatedUsdPerUnit, 0);
}

const numbersOf = (page: Page, name: string) => page.getByRole("group", { name: `Your numbers for ${name}` });
const quoteTotals = (page: Page) => page.getByRole("table", { name: /^Totals for all/ });

async function totalsRow(page: Page, label: RegExp) {
  return page.evaluate(
    ([source]) => {
      const table = [...document.querySelectorAll("table")].find((candidate) => candidate.caption?.textContent?.startsWith("Totals for all"))!;
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
    await openQuote(page, `/quote?agents=${RECEPTIONIST},${OUTBOUND}&term=36`);
    const receptionist = requireAgent(RECEPTIONIST).name;
    const outbound = requireAgent(OUTBOUND).name;
    await expect(page.getByLabel("Term")).toHaveValue("36");
    await numbersOf(page, receptionist).getByLabel("Answered calls a month").fill("1200");
    await numbersOf(page, outbound).getByLabel("Prospects a month").fill("2000");
    await expect(page).toHaveURL(/ai-receptionist-agent\.volume=1200/);

    const pricing = [await catalogPricing(page, RECEPTIONIST), await catalogPricing(page, OUTBOUND)];
    const volumes = [1200, 2000];
    const monthly = pricing.map((terms, index) => expectedMonthly(terms, volumes[index]!));
    const setup = pricing.reduce((sum, terms) => sum + terms.setupUsd, 0);
    const passThrough = pricing.reduce((sum, terms, index) => sum + expectedPassThrough(terms, volumes[index]!), 0);
    const month = monthly.reduce((sum, value) => sum + value, 0);
    await expect(quoteTotals(page)).toBeVisible();
    expect(await totalsRow(page, /^First year/)).toEqual([formatUsd(setup + 12 * month), formatUsd(12 * passThrough)]);
    expect(await totalsRow(page, /^Whole term, 36 months/)).toEqual([formatUsd(setup + 36 * month), formatUsd(36 * passThrough)]);
    expect(await totalsRow(page, /^Per month over the term/)).toEqual([formatUsd((setup + 36 * month) / 36), formatUsd(passThrough)]);

    // Each agent's lines: usage above the included volume at the listing's own unit and rate, the set-up fee, estimated pass-through costs.
    const lines = page.getByRole("table", { name: `Lines for ${receptionist}` });
    await expect(lines).toContainText(`400 answered calls above 800 at $${pricing[0]!.volume!.usdPerUnitAbove!.toFixed(2)}`);
    await expect(lines).toContainText(`${formatUsd(pricing[0]!.setupUsd)} one-off`);
    await expect(lines.getByRole("rowheader").filter({ hasText: "Pass-through, estimated" })).toHaveCount(pricing[0]!.passThroughCosts!.length);
    await expect(lines).toContainText("Basis:");
    await expect(page.getByRole("table", { name: `Lines for ${outbound}` })).toContainText("Prospect-data license");

    // A reload and a shared link show the same quote.
    const reference = await page.getByRole("heading", { name: /^Quote Q-/ }).textContent();
    const firstYear = await totalsRow(page, /^First year/);
    await page.reload();
    await expectHydrated(page.getByLabel("Term"));
    await expect(numbersOf(page, receptionist).getByLabel("Answered calls a month")).toHaveValue("1200");
    await expect(page.getByRole("heading", { name: /^Quote Q-/ })).toHaveText(reference!);
    const shared = await page.context().newPage();
    await openQuote(shared, page.url());
    await expect(shared.getByRole("heading", { name: /^Quote Q-/ })).toHaveText(reference!);
    await expect(quoteTotals(shared)).toBeVisible();
    expect(await totalsRow(shared, /^First year/)).toEqual(firstYear);
  });

  test("a per-seat agent is priced by the seats the volume needs, never fewer than the minimum", async ({ page }) => {
    const pricing = await catalogPricing(page, SALES_PRO);
    const name = requireAgent(SALES_PRO).name;
    await openQuote(page, `/quote?agents=${SALES_PRO}&term=24`);
    const volume = pricing.volume!.includedPerMonth * (pricing.minimumSeats! + 1) + 1;
    await numbersOf(page, name).getByRole("spinbutton").first().fill(String(volume));
    const month = expectedMonthly(pricing, volume);
    await expect(quoteTotals(page)).toBeVisible();
    await expect.poll(() => totalsRow(page, /^Whole term, 24 months/)).toEqual([formatUsd(pricing.setupUsd + 24 * month), formatUsd(0)]);
  });

  test("states currency, VAT and the terms the owner has not confirmed as such", async ({ page }) => {
    await openQuote(page, `/quote?agents=${RECEPTIONIST}`);
    const quoteDocument = page.getByRole("article", { name: /^Quote/ });
    await expect(quoteDocument).toContainText("US dollars (USD)");
    await expect(quoteDocument).toContainText("excludes VAT");
    await expect(quoteDocument).toContainText("reverse charge");
    await expect(quoteDocument).toContainText("Payment terms: for Lumenfold to confirm with your order.");
    await expect(quoteDocument.getByRole("heading", { name: "Assumptions" })).toBeVisible();
  });

  test("reached from the marketplace's compare bar, the comparison and an agent page", async ({ page }) => {
    await page.goto("/all-agents");
    const box = page.getByRole("checkbox", { name: `Compare ${requireAgent(RECEPTIONIST).name}` });
    await expect(box).toBeEnabled();
    await box.check();
    await page.getByRole("link", { name: "Build a quote (1)" }).click();
    await expect(page).toHaveURL(`/quote?agents=${RECEPTIONIST}`);

    await page.goto(`/compare?agents=${RECEPTIONIST},${OUTBOUND}`);
    await page.getByRole("link", { name: "Build a quote for these agents" }).click();
    await expect(page).toHaveURL(`/quote?agents=${RECEPTIONIST},${OUTBOUND}`);
    await expect(page.getByRole("heading", { name: requireAgent(OUTBOUND).name, level: 3 })).toBeVisible();

    await page.goto(`/agent/${RECEPTIONIST}`);
    await page.getByRole("link", { name: /^Build a quote over 12 to 36 months/ }).click();
    await expect(page).toHaveURL(`/quote?agents=${RECEPTIONIST}`);
  });

  test("adds and removes agents and changes the term, keeping the address", async ({ page }) => {
    await openQuote(page, "/quote");
    await expect(page.getByText("No agents in this quote yet.")).toBeVisible();
    await page.getByLabel("Add an agent").selectOption({ label: requireAgent(RECEPTIONIST).name });
    await page.getByRole("button", { name: "Add to the quote" }).click();
    await page.getByLabel("Term").selectOption("24");
    await expect(page).toHaveURL(`/quote?agents=${RECEPTIONIST}&term=24`);
    await page.getByRole("button", { name: `Remove ${requireAgent(RECEPTIONIST).name} from the quote` }).click();
    await expect(page.getByText("No agents in this quote yet.")).toBeVisible();
  });

  test("says what is wrong next to a field, and what it counts until then", async ({ page }) => {
    await openQuote(page, `/quote?agents=${RECEPTIONIST}`);
    const field = numbersOf(page, requireAgent(RECEPTIONIST).name).getByLabel("Answered calls a month");
    await expect(field).toHaveAttribute("min", "0");
    await expect(field).toHaveAttribute("max", /\d+/);
    await field.fill("999999999");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Enter a number from 0 to [\d,]+\. The quote counts [\d,]+ until then\./);
    await expect(page.getByRole("button", { name: "Request this quote" })).toHaveCount(0);
    await expect(page.getByText(/Correct the fields marked above/)).toBeVisible();
    await field.fill("");
    await expect(field).toHaveAccessibleDescription(/Enter a number from 0/);
    await field.fill("900");
    await expect(field).not.toHaveAttribute("aria-invalid");
    await expect(page.getByRole("button", { name: "Request this quote" })).toBeVisible();
  });

  test("a quote with a field in error has no accessibility violations (axe, WCAG 2.2 AA)", async ({ page }) => {
    await openQuote(page, `/quote?agents=${RECEPTIONIST},${OUTBOUND}&term=24&${RECEPTIONIST}.volume=-3`);
    await expect(quoteTotals(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("a link with an unknown agent or term says what it left out", async ({ page }) => {
    await openQuote(page, `/quote?agents=${RECEPTIONIST},no-such-agent&term=18`);
    await expect(page.getByText("The link names an agent we do not list (no-such-agent), left out.")).toBeVisible();
    await expect(page.getByText(/term is not one of 12, 24, 36 months/)).toBeVisible();
    await expect(page.getByLabel("Term")).toHaveValue("12");
  });
});

test.describe("printed", () => {
  test("on A4 and Letter as a document: no navigation, with the date, the reference, every line and assumption", async ({ page }) => {
    await openQuote(page, `/quote?agents=${RECEPTIONIST},${OUTBOUND}&term=36`);
    const reference = (await page.getByRole("heading", { name: /^Quote Q-/ }).textContent())!;
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.locator("body > footer")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(page.getByLabel("Term")).toBeHidden();
    await expect(page.getByRole("button", { name: "Request this quote" })).toBeHidden();
    const quoteDocument = page.getByRole("article", { name: /^Quote/ });
    await expect(quoteDocument.getByRole("heading", { name: reference })).toBeVisible();
    await expect(quoteDocument).toContainText(/Made on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    await expect(page.getByRole("table", { name: `Lines for ${requireAgent(OUTBOUND).name}` })).toBeVisible();
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

  test("sends one lead with the quote's lines and totals, which the inbox stores", async ({ page }) => {
    await openQuote(page, `/quote?agents=${RECEPTIONIST},${OUTBOUND}&term=24`);
    const reference = (await page.getByRole("heading", { name: /^Quote Q-/ }).textContent())!.replace("Quote ", "");
    const termTotal = (await totalsRow(page, /^Whole term/))[0]!;
    const email = uniqueEmail("quote");
    const form = page.getByRole("form", { name: "Request this quote" });
    await expectHydrated(form.getByLabel("Full Name"));
    await form.getByLabel("Full Name").fill("Ada Quote");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Company Name").fill("Analytical Engines");
    await form.getByRole("button", { name: "Request this quote" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    const record = await expectOneSubmission(email);
    expect(record).toMatchObject({ formType: "quote_request", quoteReference: reference, termMonths: "24", termUsd: termTotal });
    expect(record.agents).toBe(`${requireAgent(RECEPTIONIST).name}, ${requireAgent(OUTBOUND).name}`);
    expect(record.quote).toContain("Set-up and integration fee, one-off");
    expect(record.quote).toContain("Pass-through, estimated");
    expect(record.quote).toContain(`Quote ${reference}`);
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("nothing scrolls sideways", async ({ page }) => {
    await openQuote(page, `/quote?agents=${RECEPTIONIST},${OUTBOUND},${SALES_PRO}&term=36`);
    await expect(quoteTotals(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
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
    await page.goto(`/quote?agents=${RECEPTIONIST},${OUTBOUND}`);
    await expect(page.getByText("The quote calculator needs JavaScript.")).toBeVisible();
    const prices = page.getByRole("table", { name: /^List prices of every agent/ });
    for (const slug of [RECEPTIONIST, OUTBOUND]) {
      const row = prices.getByRole("row").filter({ has: page.getByRole("rowheader", { name: requireAgent(slug).name, exact: true }) });
      await expect(row).toContainText(leastPriceLabel(listingFor(slug).pricing));
      await expect(row).toContainText(`${formatUsd((await catalogPricing(page, slug)).setupUsd)} one-off`);
    }
  });
});
