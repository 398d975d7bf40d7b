// Proof and customers' stories in the browser, from fixtures only: one copy of the site built with
// a confirmed and an unconfirmed story, an agent whose every kind of proof is confirmed and another
// whose same proof is not (derived from the live catalog's first two agents), served as deployed.
// Then the live export, which has neither stories nor proof: no customers page, no proof section.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { stringify } from "yaml";
import { agentFileOf } from "@/content/agents/files";
import { customerFileOf } from "@/content/customers/files";
import { getAllAgents } from "@/lib/agents/catalog";
import { LAUNCH_CHECKLIST_PATH } from "@/lib/cms/config";
import { optionalFacts, unconfirmedFacts } from "@/lib/launch/unconfirmed-facts";
import { agentTitle } from "@/lib/agents/title";
import { AGENT_PROOF_SECTION_ID, CUSTOMERS_PATH, agentHref, customerStoryHref } from "@/lib/site/hrefs";
import { agentFileData } from "../support/agent-files";
import { deployedWith } from "../support/deployed-copy";
import { fixtureDeployments, fixtureMedia, fixtureMediaFiles, fixturePhone, fixtureTranscript, proofFixture, storyFixture } from "../support/proof-fixtures";
import { NOT_FOUND_RESOURCE, expect, test } from "./fixtures";

const [shown, unshown] = getAllAgents();
const told = { slug: "fixture-told-story", ...storyFixture("Told Fixture Customer", [shown!.slug], true) };
const untold = { slug: "fixture-untold-story", ...storyFixture("Untold Fixture Customer", [shown!.slug, unshown!.slug], false) };
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** The Nu Html Checker's errors in the pages at these addresses, as served. */
async function htmlErrors(urls: string[]): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), "proof-html-"));
  try {
    const files = await Promise.all(
      urls.map(async (url, index) => {
        const file = join(folder, `page-${index}.html`);
        writeFileSync(file, await (await fetch(url)).text());
        return file;
      }),
    );
    execFileSync("java", ["-jar", require.resolve("vnu-jar/build/dist/vnu.jar"), "--errors-only", ...files], { stdio: "pipe" });
    return [];
  } catch (error) {
    return [String((error as { stderr?: Buffer }).stderr ?? error)];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Whether a media element loads its file's metadata when asked to (so its file is served, valid and allowed by the page's policy). */
const loadsMetadata = (page: Page, selector: string) =>
  page.locator(selector).evaluate(
    (media: HTMLMediaElement) =>
      new Promise<string>((resolve) => {
        media.addEventListener("loadedmetadata", () => resolve("loaded"), { once: true });
        media.addEventListener("error", () => resolve(`error ${media.error?.code}`), { once: true });
        media.preload = "metadata";
        media.load();
      }),
  );

test.describe.serial("proof from confirmed fixtures", () => {
  let deployed: Awaited<ReturnType<typeof deployedWith>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    deployed = await deployedWith({
      [agentFileOf(shown!.slug)]: stringify({ ...agentFileData(shown!.slug), proof: proofFixture(true) }),
      [agentFileOf(unshown!.slug)]: stringify({ ...agentFileData(unshown!.slug), proof: proofFixture(false) }),
      [customerFileOf(told.slug)]: stringify({ ...told, slug: undefined }),
      [customerFileOf(untold.slug)]: stringify({ ...untold, slug: undefined }),
      ...fixtureMediaFiles(),
    });
  });

  test.afterAll(async () => {
    await deployed?.close();
  });

  test("an agent page shows each confirmed proof: count, customer, recording with transcript, captioned video, number", async ({ page }) => {
    const name = agentTitle(shown!.name);
    await page.goto(`${deployed!.url}${agentHref(shown!)}`);
    await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "See it work" })).toHaveAttribute(
      "href",
      `#${AGENT_PROOF_SECTION_ID}`,
    );
    const section = page.getByRole("region", { name: "See it work" });
    await expect(section.getByText(`Live at ${fixtureDeployments} businesses.`)).toBeVisible();
    await expect(section.getByRole("link", { name: told.customer })).toHaveAttribute("href", customerStoryHref(told.slug));
    await expect(section.getByText(untold.customer)).toHaveCount(0);

    const audio = section.getByLabel(`Recording of the ${name} at work`);
    await expect(audio).toHaveAttribute("src", fixtureMedia.audio);
    await expect(audio).toHaveAttribute("preload", "none");
    await section.getByText("Transcript").click();
    for (const line of fixtureTranscript.split("\n")) await expect(section.getByText(line)).toBeVisible();

    const video = section.getByLabel(`Video of the ${name} at work`);
    await expect(video).toHaveAttribute("src", fixtureMedia.video);
    const track = video.locator("track");
    await expect(track).toHaveAttribute("kind", "captions");
    await expect(track).toHaveAttribute("src", fixtureMedia.captions);
    await expect(track).toHaveAttribute("default", "");
    await expect(section.getByRole("link", { name: fixturePhone })).toHaveAttribute("href", `tel:${fixturePhone}`);

    // The files play under the page's policy, and the captions are read (no CSP or load error reaches the console).
    expect(await loadsMetadata(page, `#${AGENT_PROOF_SECTION_ID} audio`)).toBe("loaded");
    expect(await loadsMetadata(page, `#${AGENT_PROOF_SECTION_ID} video`)).toBe("loaded");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0)).toBe(1);
    await expectNoViolations(page);
  });

  test("an agent whose proof is not confirmed shows none of it, and no empty section", async ({ page }) => {
    await page.goto(`${deployed!.url}${agentHref(unshown!)}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(unshown!.name);
    await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "See it work" })).toHaveCount(0);
    await expect(page.locator(`#${AGENT_PROOF_SECTION_ID}`)).toHaveCount(0);
    await expect(page.locator("audio, video")).toHaveCount(0);
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(page.getByText(/^Live at /)).toHaveCount(0);
    await expect(page.getByText(untold.customer)).toHaveCount(0);
  });

  test("/customers lists only the confirmed story, linked from the footer and the sitemap", async ({ page }) => {
    await page.goto(`${deployed!.url}/`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Customer stories" }).click();
    await expect(page).toHaveURL(`${deployed!.url}${CUSTOMERS_PATH}`);
    await expect(page).toHaveTitle(/^Customer Stories/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customer stories");
    const story = page.getByRole("article", { name: told.customer });
    await expect(story.getByRole("link", { name: agentTitle(shown!.name) })).toHaveAttribute("href", agentHref(shown!));
    await expect(story.getByText(told.outcome)).toBeVisible();
    await expect(story.getByText(told.quote!.text)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByText(untold.customer)).toHaveCount(0);
    await expectNoViolations(page);

    const sitemap = await (await fetch(`${deployed!.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${CUSTOMERS_PATH}</loc>`));
    expect(await htmlErrors([`${deployed!.url}${CUSTOMERS_PATH}`, `${deployed!.url}${agentHref(shown!)}`])).toEqual([]);
  });
});

test.describe("the live export, which has no story and no proof", () => {
  test.use({ allowConsoleErrors: NOT_FOUND_RESOURCE });

  test("has no customers page, nor a link to one, nor a proof section", async ({ page, request }) => {
    const response = await page.goto(CUSTOMERS_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Customer stories" })).toHaveCount(0);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(CUSTOMERS_PATH);

    await page.goto(agentHref(shown!));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(shown!.name);
    await expect(page.locator(`#${AGENT_PROOF_SECTION_ID}`)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "See it work" })).toHaveCount(0);
    await expect(page.locator("audio, video")).toHaveCount(0);
  });

  test("lists the proof nobody has provided on the launch checklist, apart from the facts the launch needs", async ({ page }) => {
    await page.goto(LAUNCH_CHECKLIST_PATH);
    await expect(page.getByRole("table", { name: "Facts to confirm, by file" }).locator("tbody tr")).toHaveCount(unconfirmedFacts().length);
    await expect(page.getByRole("heading", { level: 2, name: "Optional: proof and booking" })).toBeVisible();
    const rows = page.getByRole("table", { name: "Optional facts, by file" }).locator("tbody tr");
    await expect(rows).toHaveCount(optionalFacts().length);
    for (const fact of optionalFacts()) {
      const row = rows.filter({ hasText: fact.field }).filter({ hasText: fact.file.replace(/:\d+$/, "") });
      await expect(row).toHaveCount(1);
      // A kind nobody has provided says so; a fact provided (the booking's scheduler, say) shows its value.
      if (fact.action.startsWith("none yet")) await expect(row.getByText("None yet")).toBeVisible();
    }
  });
});
