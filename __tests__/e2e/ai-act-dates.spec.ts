// No page states an AI Act application date that contradicts content/regulation.ts: every exported
// route's text is read (agent pages, procurement sheets, articles, the comparison and the rest),
// and the pages that must quote the dates do.
import { aiActDates } from "@/content/regulation";
import { writtenDate } from "@/content/date-text";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { agentHref, procurementSheetHref } from "@/lib/site/hrefs";
import { canonicalRoutes } from "@/lib/site/routes";
import { agentWhere, highRisk } from "../support/agent-picks";
import { aiActDateContradictions, aiActDateSentences } from "../support/ai-act-dates";
import { expect, test } from "./fixtures";

// The text is in the exported HTML; no script needs to run to read it.
test.use({ javaScriptEnabled: false });

test("no page states an AI Act date that contradicts content/regulation.ts", async ({ page }) => {
  test.setTimeout(120_000);
  const contradictions: string[] = [];
  const quoting: string[] = [];
  for (const route of canonicalRoutes()) {
    await page.goto(route);
    const text = await page.locator("body").innerText();
    contradictions.push(...aiActDateContradictions(text).map((found) => `${route}: ${found}`));
    if (aiActDateSentences(text).length > 0) quoting.push(route);
  }
  expect(contradictions).toEqual([]);
  // The check read the dates where they are: every listing with AI Act obligations, on its page and its sheet.
  for (const agent of getAllAgents().filter((each) => listingFor(each.slug).risk.obligationsApply)) {
    expect(quoting).toEqual(expect.arrayContaining([agentHref(agent), procurementSheetHref(agent.slug)]));
  }
});

test("a high-risk agent's page and sheet give the Annex III date, and a transparency agent's the Art. 50 dates", async ({ page }) => {
  const { agent: highRiskAgent } = highRisk();
  // Limited risk is Art. 50's transparency class; one that generates content has its output marked, whose own date applies (Art. 111(4)).
  const { agent: transparency } = agentWhere(
    "limited risk under the EU AI Act, generating content",
    (_agent, listing) => listing.risk.euAiActClass === "limited" && listing.risk.generates?.length,
  );
  for (const route of [agentHref(highRiskAgent), procurementSheetHref(highRiskAgent.slug)]) {
    await page.goto(route);
    await expect(page.locator("body")).toContainText(`Annex III high-risk systems apply from ${writtenDate(aiActDates.annexIII)}`);
  }
  await page.goto(procurementSheetHref(transparency.slug));
  await expect(page.locator("body")).toContainText(`the transparency duties of Art. 50 apply from ${writtenDate(aiActDates.transparency)}`);
  await expect(page.locator("body")).toContainText(writtenDate(aiActDates.markingOfSystemsAlreadyOnMarket));
});
