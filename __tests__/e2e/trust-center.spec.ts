// The trust center as a buyer's reviewer reads it, and the preview as the owner sees it: the
// sub-processors with their changes and feed, tags shown only with their evidence, and no page of
// the preview stating as fact what the content marks as not confirmed yet.
import { company } from "@/content/company";
import { site } from "@/content/site";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { ENTERPRISE_READY, enterpriseReadyCandidates } from "@/lib/agents/tag-evidence";
import { unconfirmedFacts } from "@/lib/launch/unconfirmed-facts";
import { PROVIDER_NOT_NAMED } from "@/lib/legal/sub-processors";
import { trustAreaSummaries } from "@/lib/legal/trust-summary";
import { formatCalendarDate } from "@/lib/site/dates";
import { agentHref, subProcessorRowHref, trustCenterHrefs, trustHref } from "@/lib/site/hrefs";
import { trustCenterUrls } from "@/lib/site/agent-catalog";
import { canonicalRoutes } from "@/lib/site/routes";
import { decodeEntities } from "../../scripts/exported-html";
import { machineJsonFiles, machineTextFiles } from "../support/machine-files";
import { expect, test } from "./fixtures";

test.describe("the sub-processors page", () => {
  test("lists every service with its provider only once confirmed, its data, location and date, and the dated changes", async ({ page }) => {
    await page.goto(trustCenterHrefs.subProcessors);
    const table = page.getByRole("table", { name: "Sub-processors" });
    for (const row of company.subProcessors) {
      const line = table.locator(`tr[id="${row.role}"]`);
      await expect(line.getByRole("rowheader")).toHaveText(row.service);
      const cells = line.getByRole("cell");
      await expect(cells.nth(0)).toHaveText(row.provider.confirmed ? row.provider.value.entity : PROVIDER_NOT_NAMED);
      for (const category of row.dataCategories) await expect(cells.nth(2)).toContainText(category);
      if (row.provider.confirmed) {
        await expect(cells.nth(3)).toHaveText(row.provider.value.location);
        await expect(cells.nth(5)).toHaveText(formatCalendarDate(row.provider.value.added));
      } else {
        await expect(line).not.toContainText(row.provider.value.location);
      }
    }
    const changes = page.getByRole("list").filter({ has: page.locator("time") });
    await expect(changes.getByRole("listitem")).toHaveCount(company.subProcessorChanges.length);
    for (const change of company.subProcessorChanges) await expect(changes).toContainText(`${formatCalendarDate(change.date)}: ${change.change}`);
    const window = company.subProcessorObjectionDays;
    await expect(page.getByRole("main")).toContainText(window.confirmed ? `${window.value} days before it takes effect` : "is not confirmed yet");
  });

  test("has an Atom feed with an entry per change, linked from the page and its head", async ({ page, request }) => {
    await page.goto(trustCenterHrefs.subProcessors);
    await expect(page.getByRole("link", { name: "Atom feed" }).first()).toHaveAttribute("href", trustCenterHrefs.subProcessorFeed);
    // Feed readers find it from the page's address.
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      new RegExp(`${trustCenterHrefs.subProcessorFeed}$`),
    );
    const response = await request.get(trustCenterHrefs.subProcessorFeed);
    expect(response.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
    const feed = await response.text();
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(feed).toContain(`<link rel="self" href="${site.url}${trustCenterHrefs.subProcessorFeed}"/>`);
    expect(feed.match(/<entry>/g)).toHaveLength(company.subProcessorChanges.length);
    expect(feed).toContain(`<updated>${company.subProcessorChanges[0]!.date}T00:00:00Z</updated>`);
  });

  test("is where each listing sends a reviewer, to the rows its agent uses", async ({ page }) => {
    const agent = getAllAgents()[0]!;
    const roles = listingFor(agent.slug).data.subProcessors;
    await page.goto(agentHref(agent));
    const answer = page.getByRole("definition").filter({ hasText: "Their rows on our sub-processors page" });
    await expect(answer.getByRole("link")).toHaveCount(roles.length);
    const role = roles.at(-1)!;
    await answer.getByRole("link").last().click();
    await expect(page).toHaveURL(subProcessorRowHref(role));
    await expect(page.locator(`tr[id="${role}"]`)).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(agentHref(agent));
  });
});

test.describe("the trust page", () => {
  test("shows Enterprise Ready on an agent only with its evidence, and says what is missing", async ({ page }) => {
    for (const { agent, gaps } of enterpriseReadyCandidates()) {
      await page.goto(agentHref(agent));
      const tags = page.getByRole("list", { name: `${agent.name} tags` });
      await expect(tags.getByText(ENTERPRISE_READY, { exact: true })).toHaveCount(gaps.length ? 0 : 1);
      await page.goto(trustHref("enterpriseReady"));
      const section = page.getByRole("main");
      for (const gap of gaps) await expect(section).toContainText(gap);
    }
  });

  test("opens with the documents, then where each area stands as the downloaded questionnaire answers it, each area leading to its answers", async ({
    page,
    request,
  }) => {
    const { answers } = await (await request.get(trustCenterHrefs.questionnaireJson)).json();
    const summaries = trustAreaSummaries(answers);
    await page.goto(trustHref());
    const documents = page.getByRole("navigation", { name: "Documents for your review" });
    const glance = page.getByRole("table", { name: /Where each area of a security review stands/ });
    // After the version line, the documents come first, the summary next, and the detail below it.
    const order = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    const first = order.indexOf("Documents for your review");
    expect(order.slice(first, first + 3)).toEqual(["Documents for your review", "At a glance", "Certifications and testing"]);
    expect(order.slice(0, first)).toEqual(["What changed"]);
    await expect(documents).toBeVisible();
    const rows = glance.locator("tbody tr");
    await expect(rows).toHaveCount(summaries.length);
    for (const [index, summary] of summaries.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole("rowheader")).toHaveText(summary.area);
      await expect(row.getByRole("cell")).toHaveText([summary.standing, summary.detail]);
    }
    const last = summaries.at(-1)!;
    await glance.getByRole("link", { name: last.area, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${trustCenterHrefs.questionnaire}#`));
    await expect(page.getByRole("heading", { level: 2, name: last.area, exact: true })).toBeInViewport();
    await page.goBack();
    await expect(glance).toBeVisible();
  });

  test("states a security measure only once the owner has confirmed it", async ({ page }) => {
    await page.goto(trustHref("security"));
    const main = page.getByRole("main");
    for (const fact of Object.values(company.security)) {
      if (fact.confirmed) await expect(main).toContainText(fact.value);
      else await expect(main).not.toContainText(fact.value);
    }
    await main.getByRole("link", { name: "Sub-processors, with their changes" }).click();
    await expect(page).toHaveURL(trustCenterHrefs.subProcessors);
  });
});

/**
 * The text values of every owner fact that is not confirmed, except those the preview shows as
 * written (docs/launch.md): the claims, the AI Act check date, and each listing's prices, estimator
 * and retention periods, which are the offer itself.
 */
function unconfirmedOwnerTexts(): string[] {
  const texts = (value: unknown): string[] => {
    if (typeof value === "string") return [value];
    if (Array.isArray(value)) return value.flatMap(texts);
    if (value && typeof value === "object") return Object.values(value).flatMap(texts);
    return [];
  };
  return (
    unconfirmedFacts()
      .filter((fact) => fact.value !== undefined && !fact.file.startsWith("content/regulation.ts"))
      .filter((fact) => !/^listing\.(pricing|roi|data\.retention)$/.test(fact.field))
      .flatMap((fact) => texts(fact.value))
      // Short labels (a standard's name) say nothing on their own; the site's e-mail address is the specification's.
      .filter((text) => text.length >= 16 && text !== site.email && !text.includes(`from ${site.email}`))
  );
}

test.describe("a preview build", () => {
  test("states no owner fact or claim that is not confirmed yet, on any page or in any file", async ({ request }) => {
    const texts = unconfirmedOwnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const route of [...canonicalRoutes(), ...machineJsonFiles, ...machineTextFiles]) {
      const html = decodeEntities(await (await request.get(route)).text());
      for (const text of texts) if (html.includes(text)) found.push(`${route}: "${text}"`);
    }
    expect(found).toEqual([]);
  });

  test("says on every page that it is not for launch, and keeps crawlers out", async ({ page, request }) => {
    const count = unconfirmedFacts().length;
    for (const route of ["/", trustHref(), agentHref(getAllAgents()[0]!)]) {
      await page.goto(route);
      const notice = page.getByRole("note").filter({ hasText: "Preview, not for launch." });
      await expect(notice).toBeVisible();
      if (count) await expect(notice).toContainText(`${count} facts only the owner can confirm are not confirmed yet`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    }
    expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/$/m);
  });
});

test("the machine-readable catalogs link the site to its trust documents, and each link answers", async ({ request }) => {
  const urls = Object.values(trustCenterUrls());
  const catalog = (await (await request.get("/agents.json")).json()) as { trust: Record<string, string> };
  expect(Object.values(catalog.trust)).toEqual(urls);
  const llms = await (await request.get("/llms.txt")).text();
  for (const url of urls) expect(llms).toContain(`(${url})`);
  const ard = (await (await request.get("/.well-known/ai-catalog.json")).json()) as { entries: { metadata: Record<string, string> }[] };
  for (const entry of ard.entries) expect(entry.metadata.dpaUrl).toBe(trustCenterUrls().dpaUrl);
  for (const url of urls) expect((await request.get(new URL(url).pathname)).status(), url).toBe(200);
});
