// The full listing on every agent page (the three dedicated pages included), the sample
// conversations and the ROI estimator, with and without JavaScript, and the estimate that travels
// with a request to the inbox.
import type { Locator, Page } from "@playwright/test";
import type { AgentListing, RoiInputKey } from "@/content/types";
import { getAllAgents, requireAgent } from "@/lib/agents/catalog";
import { SAMPLE_CONVERSATIONS_NOTE, euAiActClassLabels, outcomeLabels, pricingModelLabels, timelineLabel } from "@/lib/agents/listing-text";
import { formatCalendarDate } from "@/lib/site/dates";
import { listingFor } from "@/lib/agents/listings";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { pricingForQuote, quoteFields } from "@/lib/agents/quote";
import { quoteHrefForEstimate } from "@/lib/agents/quote-query";
import { estimateRoi, roiAddOnFields, roiPriceLines, roiResultRows, roiSummaryText, roiVerdict, type RoiEntries } from "@/lib/agents/roi";
import { agentHref } from "@/lib/site/hrefs";
import { expect, test } from "./fixtures";
import { expectHydrated, scrollNear, startingWith } from "./helpers";
import { expectOneSubmission, uniqueEmail } from "./inbox";
import { formatCentsUsd, formatNumber, formatUsd } from "@/lib/site/numbers";
import { agentWhere, isUsagePriced } from "../support/agent-picks";

const agents = getAllAgents();

/** The <dd> that follows the <dt> with this label. */
const valueOf = (scope: Locator, label: string) => scope.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

const verdict = (page: Page) => page.locator("#roi-estimate output");

const roiInput = (listing: AgentListing, key: RoiInputKey) => listing.roi.inputs.find((input) => input.key === key)!;

/** The most tasks the estimator takes, each as short as it takes and at the cheapest staff time: where a usage price weighs most against the saving. */
const manyShortTasks = (listing: AgentListing) => ({
  volume: roiInput(listing, "volume").max,
  minutesPerTask: roiInput(listing, "minutesPerTask").min,
  hourlyCost: roiInput(listing, "hourlyCost").min,
});

/** What the estimate loses a month at those numbers; negative for a gain. */
const lossAtManyShortTasks = (listing: AgentListing) => {
  const estimate = estimateRoi(listing.roi, listing.pricing, manyShortTasks(listing));
  return estimate.price.usd - estimate.moneySavedPerMonth;
};

test.describe("the listing on every agent page", () => {
  for (const agent of agents) {
    test(`${agent.name} shows its price, timeline, risk class, integrations and last review`, async ({ page }) => {
      const listing = listingFor(agent.slug);
      await page.goto(agentHref(agent));

      const glance = page.getByRole("region", { name: "At a glance" });
      await expect(valueOf(glance, "Starting price")).toHaveText(leastPriceLabel(listing.pricing));
      await expect(valueOf(glance, "Pricing model")).toHaveText(pricingModelLabels[listing.pricing.model]);
      await expect(valueOf(glance, "Implementation")).toHaveText(timelineLabel(listing.timelineWeeks));
      await expect(valueOf(glance, "EU AI Act class")).toHaveText(euAiActClassLabels[listing.risk.euAiActClass]);
      await expect(valueOf(glance, "Integrations").getByRole("listitem")).toHaveText(listing.integrations.map((i) => i.kind));
      await expect(valueOf(glance, "Last reviewed")).toHaveText(formatCalendarDate(listing.lastReviewed));
      await expect(glance).toContainText("Prices are indicative: we send you a quote after your request.");
      await expect(glance.getByRole("link", { name: "This catalog as JSON" })).toHaveAttribute("href", "/agents.json");

      const full = page.getByRole("region", { name: "The full listing" });
      await expect(full.getByRole("heading", { level: 3 })).toHaveText([
        "Pricing",
        "Integrations",
        "Data",
        "Data protection",
        "Requirements and timeline",
        "Human handover and limits",
        "Risk and transparency",
      ]);
      await expect(full).toContainText(listing.risk.why);
      await expect(full).toContainText(listing.data.retention);
      // The glance block comes before How It Works; the full listing before the request form.
      const top = async (locator: Locator) => (await locator.boundingBox())!.y;
      expect(await top(glance)).toBeLessThan(await top(page.locator("#how-it-works")));
      expect(await top(full)).toBeLessThan(await top(page.locator("#request-agent")));
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const agent of agents) {
    test(`${agent.name} shows its sample conversations and the default estimate`, async ({ page }) => {
      const listing = listingFor(agent.slug);
      await page.goto(agentHref(agent));

      const section = page.getByRole("region", { name: "Sample conversations" });
      await expect(section.getByText(SAMPLE_CONVERSATIONS_NOTE, { exact: false })).toHaveCount(1);
      const articles = section.getByRole("article");
      await expect(articles).toHaveCount(listing.conversations.length);
      for (const [index, conversation] of listing.conversations.entries()) {
        const article = articles.nth(index);
        await expect(article.getByRole("heading", { level: 3 })).toHaveText(conversation.title);
        await expect(article).toContainText(`Outcome: ${outcomeLabels[conversation.outcome]}`);
        const turns = article.getByRole("list").getByRole("listitem");
        await expect(turns).toHaveCount(conversation.turns.length);
        // Each turn opens with its speaker.
        await expect(turns).toHaveText(conversation.turns.map((turn) => startingWith(turn.speaker)));
        await expect(turns.last()).toBeVisible();
      }

      const estimate = estimateRoi(listing.roi, listing.pricing);
      await expect(verdict(page)).toHaveText(roiVerdict(estimate, listing.pricing));
      await expect(page.getByLabel(listing.roi.inputs[0]!.label)).toBeDisabled();
      await expect(page.getByRole("button", { name: "Add this estimate to my request" })).toBeHidden();
    });
  }
});

test.describe("the ROI estimator", () => {
  const agent = requireAgent("order-verification-agent");
  const listing = listingFor(agent.slug);

  test("recomputes the estimate when an input changes, and never shows a loss as a gain", async ({ page }) => {
    await page.goto(agentHref(agent));
    const orders = page.getByLabel("Orders per day");
    await scrollNear(page, "roi-estimate");
    await expect(orders).toBeEnabled();
    await expect(verdict(page)).toHaveText(roiVerdict(estimateRoi(listing.roi, listing.pricing), listing.pricing));

    await orders.fill("400");
    await expect(verdict(page)).toHaveText(roiVerdict(estimateRoi(listing.roi, listing.pricing, { volume: 400 }), listing.pricing));
    await expect(valueOf(page.locator("#roi-estimate"), "Tasks a month")).toHaveText(
      formatNumber(estimateRoi(listing.roi, listing.pricing, { volume: 400 }).tasksPerMonth),
    );

    await orders.fill("10");
    await page.getByLabel("Picking error rate (%)").fill("0");
    await expect(verdict(page)).toContainText("At these numbers the agent does not pay for itself");
    const loss = estimateRoi(listing.roi, listing.pricing, { volume: 10, errorRatePercent: 0 });
    await expect(valueOf(page.locator("#roi-estimate"), "Net a month, after the price")).toHaveText(roiResultRows(loss, listing.pricing)[4]!.value);
    await expect(valueOf(page.locator("#roi-estimate"), "Net a month, after the price")).toHaveText(/ lost$/);

    await orders.fill("");
    await expect(orders).toHaveAccessibleDescription(
      `Counted as ${formatNumber(listing.roi.inputs.find((input) => input.key === "volume")!.min)}, the lowest this estimate takes.`,
    );
    await expect(page.locator("#roi-estimate")).not.toContainText(/NaN|Infinity/);
  });

  test("shows a loss at the price the volume implies, itemised, when many short tasks cost more than they save", async ({ page }) => {
    const { agent: usagePriced, listing: terms } = agentWhere(
      "usage-priced and dearer than it saves at its most tasks, each at its shortest and cheapest",
      (agent, listing) => isUsagePriced(agent, listing) && lossAtManyShortTasks(listing) > 1,
    );
    const entries = manyShortTasks(terms);
    await page.goto(agentHref(usagePriced));
    await scrollNear(page, "roi-estimate");
    const estimator = page.locator("#roi-estimate");
    const field = (key: RoiInputKey) => estimator.getByLabel(roiInput(terms, key).label, { exact: true });
    await expect(field("volume")).toBeEnabled();
    for (const key of ["volume", "minutesPerTask", "hourlyCost"] as const) await field(key).fill(String(entries[key]));

    const expected = estimateRoi(terms.roi, terms.pricing, entries);
    const loss = expected.price.usd - expected.moneySavedPerMonth;
    expect(loss).toBeGreaterThan(1);
    await expect(valueOf(estimator, "Money saved a month, before the price")).toHaveText(formatUsd(expected.moneySavedPerMonth));
    await expect(valueOf(estimator, "Price a month at this volume")).toHaveText(formatUsd(expected.price.usd));
    await expect(valueOf(estimator, "Net a month, after the price")).toHaveText(`${formatUsd(loss)} lost`);
    await expect(valueOf(estimator, "Payback of the total cost")).toHaveText("Not reached");
    await expect(estimator.getByRole("list", { name: "Price used at this volume" }).getByRole("listitem")).toHaveText(roiPriceLines(expected));
    await expect(verdict(page)).toHaveText(
      `At these numbers the agent does not pay for itself: it saves about ${formatUsd(expected.moneySavedPerMonth)} a month, ${formatUsd(loss)} less than its price of ${formatUsd(expected.price.usd)} a month at this volume.`,
    );
    await expect(estimator).not.toContainText(new RegExp(`\\+\\$|saves about \\${formatUsd(loss)}`));
  });

  for (const slug of ["order-verification-agent", "omnichannel-support-agent"]) {
    test(`${slug}: changing each of the buyer's new inputs (our figures and the add-ons) changes the result shown`, async ({ page }) => {
      const { roi, pricing } = listingFor(slug);
      await page.goto(agentHref(requireAgent(slug)));
      await scrollNear(page, "roi-estimate");
      const estimator = page.locator("#roi-estimate");
      const newInputs = [
        ...roi.inputs.filter((input) => ["automatedPercent", "errorReductionPercent", "countedTwicePercent"].includes(input.key)),
        ...roiAddOnFields(pricing),
      ];
      expect(newInputs.length).toBeGreaterThanOrEqual(2);
      const entries: RoiEntries = {};
      for (const input of newInputs) {
        const field = estimator.getByRole("spinbutton", { name: input.label, exact: true });
        await expect(field).toBeEnabled();
        const before = await estimator.getByRole("definition").allInnerTexts();
        const value = input.defaultValue === input.max ? input.min : input.max;
        await field.fill(String(value));
        entries[input.key] = value;
        const estimate = estimateRoi(roi, pricing, entries);
        await expect(estimator.getByRole("definition")).toHaveText(roiResultRows(estimate, pricing).map((row) => row.value));
        expect(await estimator.getByRole("definition").allInnerTexts(), `${input.label} changes the result`).not.toEqual(before);
      }
    });
  }

  test("builds a quote with the estimate's numbers: the volume a month, at the monthly price the estimate shows", async ({ page }) => {
    await page.goto(agentHref(agent));
    await scrollNear(page, "roi-estimate");
    const estimator = page.locator("#roi-estimate");
    const orders = estimator.getByLabel(listing.roi.inputs.find((input) => input.key === "volume")!.label, { exact: true });
    await expect(orders).toBeEnabled();
    // Orders per day: the quote asks for them a month, over the working days.
    await orders.fill("310");
    const estimate = estimateRoi(listing.roi, listing.pricing, { volume: 310 });
    const price = valueOf(estimator, "Price a month at this volume");
    await expect(price).toHaveText(formatUsd(estimate.price.usd));
    const shownPrice = await price.innerText();
    const link = estimator.getByRole("link", { name: "Build a quote with these numbers" });
    await expect(link).toHaveAttribute("href", quoteHrefForEstimate(agent.slug, estimate, listing.pricing));
    await link.click();

    await expect(page).toHaveURL(/\/quote\?/);
    await expectHydrated(page.getByLabel("Term"));
    const volumeLabel = quoteFields(pricingForQuote(listing)).find((field) => field.key === "volume")!.label;
    const numbers = page.getByRole("group", { name: `Your numbers for ${agent.name}` });
    await expect(numbers.getByLabel(volumeLabel, { exact: true })).toHaveValue(String(estimate.tasksPerMonth));
    const runRate = page
      .getByRole("region", { name: "Quote totals" })
      .getByRole("row", { name: /^Monthly run rate/ })
      .getByRole("cell")
      .first();
    await expect(runRate).toHaveText(formatCentsUsd(estimate.price.usd));
    // The estimator writes whole dollars, the quote cents: the same amount either way.
    expect(formatUsd(Number((await runRate.innerText()).replace(/[$,]/g, "")))).toBe(shownPrice);
  });

  test("adds the estimate to the request form and takes the visitor there", async ({ page }) => {
    await page.goto(agentHref(agent));
    await scrollNear(page, "roi-estimate");
    await expect(page.getByLabel("Orders per day")).toBeEnabled();
    await page.getByLabel("Orders per day").fill("300");
    await page.getByRole("button", { name: "Add this estimate to my request" }).click();

    const request = page.locator("#request-agent");
    await expect(request.getByText("ROI estimate attached to your request")).toBeVisible();
    await expect(request.getByRole("group", { name: "ROI estimate attached to your request" }).getByRole("paragraph").nth(1)).toHaveText(
      roiSummaryText(agent.name, listing.roi, listing.pricing, estimateRoi(listing.roi, listing.pricing, { volume: 300 })),
      { useInnerText: true },
    );
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(page.getByText("Added to your request below.")).toBeVisible();
  });
});

// Depends on the agent request's delivery and the local inbox, which are being rewritten elsewhere.
test.describe("estimate in the request", () => {
  test("the attached estimate reaches the inbox as the request's roiEstimate", async ({ page }) => {
    // The request form every agent has unless its own wording asks for more.
    const { agent, listing } = agentWhere("on the default request form", (each) => !each.requestForm);
    const volumeInput = roiInput(listing, "volume");
    // A volume other than the default, so the estimate sent is the one entered.
    const volume = volumeInput.defaultValue === volumeInput.max ? volumeInput.min : volumeInput.max;
    const email = uniqueEmail("agent-roi");
    await page.goto(agentHref(agent));
    await scrollNear(page, "roi-estimate");
    const volumeField = page.locator("#roi-estimate").getByLabel(volumeInput.label, { exact: true });
    await expect(volumeField).toBeEnabled();
    await volumeField.fill(String(volume));
    await page.getByRole("button", { name: "Add this estimate to my request" }).click();

    await page.getByLabel("Full Name").fill("Estimate Tester");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Company Name").fill("Brightside Dental");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    const record = await expectOneSubmission(email);
    expect(record.roiEstimate).toBe(roiSummaryText(agent.name, listing.roi, listing.pricing, estimateRoi(listing.roi, listing.pricing, { volume })));
  });
});
