// The content editor at /admin (docs/cms.md), run on Decap's in-browser test backend: the generated
// configuration, served from out/admin/config.yml with only the backend swapped, over the site's
// own articles, agents and claims. What a save writes must pass `check:content` (or the schema, as it
// reads it) and say what the owner typed; an agent's file is read back as the marketplace reads it.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, parseDocument } from "yaml";
import { agentFileOf, agentFiles, agentSlugOf, readCatalog } from "@/content/agents/files";
import { articleFiles, articleIdOf } from "@/content/articles/files";
import { isOwnerFact, type OwnerFact } from "@/content/owner-fact";
import { articleSchema, factFiles } from "@/content/schema";
import { markdownHtml } from "@/lib/blog/markdown";
import { cmsEntryHash, LAUNCH_CHECKLIST_PATH } from "@/lib/cms/config";
import { unconfirmedFacts } from "@/lib/launch/unconfirmed-facts";
import { OUT_DIR } from "../../scripts/page-javascript";
import { problemsWithAgentFiles } from "../support/agent-files";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

type RepoFile = { content: string; path?: string };
type Folder = Record<string, RepoFile>;
type TestRepoWindow = { repoFiles: { content: { articles: Folder; agents: Folder } & Folder } };

const articles = articleFiles().map((file) => ({ file, id: articleIdOf(file), text: readFileSync(file, "utf8") }));
const frontMatterOf = (text: string) => parseDocument(text.split("\n---\n")[0]!.replace(/^---\n/, "")).toJS() as Record<string, unknown>;
const titleOf = (text: string) => String(frontMatterOf(text).title);
const dateOf = (text: string) => String(frontMatterOf(text).date);

/** The first owner fact in a file of facts, in its order (the editor's): the first "Confirmed" switch. */
function firstOwnerFact(node: unknown): OwnerFact<unknown> | undefined {
  if (isOwnerFact(node)) return node;
  if (typeof node !== "object" || node === null) return undefined;
  for (const value of Object.values(node)) {
    const found = firstOwnerFact(value);
    if (found) return found;
  }
  return undefined;
}
const agents = agentFiles().map((file) => ({ file, name: file.split("/").pop()!, slug: agentSlugOf(file), text: readFileSync(file, "utf8") }));

/**
 * An agent's file as the editor saved it, in a copy of the content: `check:content`'s messages, and
 * the catalog the marketplace reads from that copy.
 */
function withSavedAgent(slug: string, text: string) {
  let catalog: ReturnType<typeof readCatalog> | undefined;
  const problems = problemsWithAgentFiles((root) => {
    writeFileSync(join(root, agentFileOf(slug)), text);
    try {
      catalog = readCatalog(root);
    } catch {
      // The problems say why.
    }
  });
  return { problems, catalog };
}

/** The files of the test backend after a save. */
const savedFiles = (page: Page) => page.evaluate(() => (window as unknown as TestRepoWindow).repoFiles.content);

/** An article file as the site reads it: front matter only, the id from its name. */
function savedArticle(name: string, text: string) {
  const [, frontMatter, after] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  expect(after?.trim()).toBe("");
  const data = parseDocument(frontMatter ?? "").toJS() as Record<string, unknown>;
  const parsed = articleSchema.safeParse({ ...data, id: name.replace(/\.md$/, "") });
  expect(parsed.error?.issues ?? []).toEqual([]);
  return { data, article: parsed.data! };
}

/** Logs in on the test backend and opens a content file's entry, where the launch checklist links. */
async function openInEditor(page: Page, file: string) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`/admin/${cmsEntryHash(file)}`);
}

/** Starts a new entry of `collection` as a copy of the open one, as the docs tell the owner to. */
async function duplicate(page: Page, collection: string) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await expect(page).toHaveURL(new RegExp(`#/collections/${collection}/new`));
}

async function publishNow(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry saved")).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  const config = parse(readFileSync(join(OUT_DIR, "admin/config.yml"), "utf8")) as Record<string, unknown>;
  await page.route("**/admin/config.yml", (route) =>
    route.fulfill({ contentType: "text/yaml", body: JSON.stringify({ ...config, backend: { name: "test-repo" }, local_backend: false }) }),
  );
  const articleFolder = Object.fromEntries(articles.map(({ file, text }) => [file.split("/").pop()!, { content: text }]));
  const agentFolder = Object.fromEntries(agents.map(({ name, text }) => [name, { content: text }]));
  await page.addInitScript(
    ({ articleFolder, agentFolder, facts }: { articleFolder: Folder; agentFolder: Folder; facts: Folder }) => {
      // The test backend lists a folder by its whole path and reads a file by its path's parts.
      (window as unknown as { repoFiles: unknown }).repoFiles = {
        "content/articles": articleFolder,
        "content/agents": agentFolder,
        content: { articles: articleFolder, agents: agentFolder, ...facts },
      };
    },
    { articleFolder, agentFolder, facts: Object.fromEntries(factFiles.map(({ file }) => [file.split("/").pop()!, { content: readFileSync(file, "utf8") }])) },
  );
});

test("lists the site's articles and edits one with the fields of the schema; a save writes a valid article", async ({ page }) => {
  // Decap's 5 MB of script, parsed and run on a CI core: 30 s of the default 45 on this machine.
  test.setTimeout(120_000);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/#\/collections\/articles$/);
  // Newest first, as the site lists them (the config's default sort).
  const newestFirst = articles.map(({ text }) => ({ title: titleOf(text), date: dateOf(text) })).sort((a, b) => (a.date < b.date ? 1 : -1));
  const listed = page.locator("main a[href*='#/collections/articles/entries/']");
  await expect(listed).toHaveCount(articles.length);
  await expect(listed.first()).toContainText(newestFirst[0]!.title);
  for (const [index, text] of (await listed.allInnerTexts()).entries()) expect(text).toContain(newestFirst[index]!.title);

  const article = articles[0]!;
  await page.goto(`/admin/${cmsEntryHash(article.file)}`);
  for (const label of [
    "Category",
    "Category color",
    "Hero gradient",
    "Date",
    "Title",
    "Description",
    "Image",
    "Author",
    "Sections",
    "Related agent",
    "Related agent title",
    "Explore button text",
  ]) {
    await expect(page.locator("label", { hasText: new RegExp(`^${label}$`) }).first()).toBeVisible();
  }
  const title = page.locator("input#title-field-1, [id^='title-field']").first();
  await expect(title).toHaveValue(titleOf(article.text));
  await title.fill("A title edited in the CMS");
  await publishNow(page);

  const name = article.file.split("/").pop()!;
  const { data, article: saved } = savedArticle(name, (await savedFiles(page)).articles[name]!.content);
  expect(saved.title).toBe("A title edited in the CMS");
  // Only the title changed: every other field reads as the file had it.
  const before = frontMatterOf(article.text);
  expect({ ...data, title: before.title }).toEqual(before);
});

test("publishes a new article, started as a copy of another, whose section holds a link and a list", async ({ page }) => {
  test.setTimeout(120_000);
  const source = articles[0]!;
  await openInEditor(page, source.file);
  await duplicate(page, "articles");

  await page.getByLabel("Title", { exact: true }).first().fill("Chasing late invoices with an agent");
  await page.getByLabel("Date", { exact: true }).fill("2026-11-27");
  // The first section's text, typed as Markdown (the editor's switch beside its buttons).
  await page.getByRole("button", { name: "Expand" }).click();
  const markdownSwitch = page.getByRole("switch").first();
  await markdownSwitch.click();
  const body =
    "Late payers answer a reminder that names the invoice.\n\n- Send the first reminder on the due date\n- Call after a week\n\n[Talk to us](/contact) about your ledger.";
  // Its raw Markdown editor is an editable region after the switch, not a form field.
  const editor = markdownSwitch.locator("xpath=following::*[@contenteditable='true'][1]");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await editor.pressSequentially(body);
  await publishNow(page);

  const saved = (await savedFiles(page)).articles;
  const added = Object.keys(saved).filter((name) => !articles.some(({ file }) => file.endsWith(`/${name}`)));
  expect(added).toEqual(["chasing-late-invoices-with-an-agent.md"]);
  const { article } = savedArticle(added[0]!, saved[added[0]!]!.content);
  expect(article).toMatchObject({ title: "Chasing late invoices with an agent", date: "2026-11-27" });
  const html = markdownHtml(article.sections[0]!.body);
  expect(html).toContain('<a href="/contact">Talk to us</a>');
  expect(html).toMatch(/<ul>\s*<li>Send the first reminder on the due date<\/li>\s*<li>Call after a week<\/li>\s*<\/ul>/);
  // The copy it started from is unchanged.
  expect(saved[source.file.split("/").pop()!]!.content).toBe(source.text);
});

for (const { file, label, schema } of factFiles) {
  test(`confirms the first fact of ${label} with its switch; the saved file changes that state and nothing else`, async ({ page }) => {
    test.setTimeout(120_000);
    const facts = JSON.parse(readFileSync(file, "utf8")) as object;
    const first = firstOwnerFact(facts)!;
    await openInEditor(page, file);
    // Once the owner has confirmed it, this takes the confirmation back.
    const confirmed = page.getByRole("switch", { name: "Confirmed" }).first();
    await expect(confirmed).toHaveAttribute("aria-checked", String(first.confirmed));
    await confirmed.click();
    await publishNow(page);

    const saved = JSON.parse((await savedFiles(page))[file.split("/").pop()!]!.content) as object;
    expect(schema.safeParse(saved).error?.issues ?? []).toEqual([]);
    const expected = structuredClone(facts);
    firstOwnerFact(expected)!.confirmed = !first.confirmed;
    expect(saved).toEqual(expected);
  });
}

test("changes an agent's monthly price; the marketplace's reader shows the new price and nothing else changed", async ({ page }) => {
  test.setTimeout(120_000);
  const agent = agents[0]!;
  const before = parse(agent.text) as { listing: { pricing: { value: { fromUsdPerMonth: number } } } };
  const price = before.listing.pricing.value.fromUsdPerMonth + 20;
  await openInEditor(page, agent.file);
  const field = page.getByLabel("From usd per month", { exact: true });
  await expect(field).toHaveValue(String(before.listing.pricing.value.fromUsdPerMonth));
  await field.fill(String(price));
  await publishNow(page);

  const saved = (await savedFiles(page)).agents[agent.name]!.content;
  const { problems, catalog } = withSavedAgent(agent.slug, saved);
  expect(problems).toEqual([]);
  expect(catalog?.listings[agent.slug]?.pricing?.fromUsdPerMonth).toBe(price);
  const expected = structuredClone(before);
  expected.listing.pricing.value.fromUsdPerMonth = price;
  expect(parse(saved)).toEqual(expected);
});

test("adds an agent, started as a copy of another: its file is named from its name and the marketplace lists it", async ({ page }) => {
  test.setTimeout(120_000);
  const source = agents[0]!;
  await openInEditor(page, source.file);
  await duplicate(page, "agents");
  await page.getByLabel("Name", { exact: true }).first().fill("Invoice Chaser");
  await publishNow(page);

  const saved = (await savedFiles(page)).agents;
  const added = Object.keys(saved).filter((name) => !agents.some((agent) => agent.name === name));
  expect(added).toEqual(["invoice-chaser.yaml"]);
  const { problems, catalog } = withSavedAgent("invoice-chaser", saved[added[0]!]!.content);
  // Not in content/agent-order.yaml: it follows the agents listed there.
  expect(problems).toEqual([]);
  expect(catalog?.agents.find((agent) => agent.slug === "invoice-chaser")?.name).toBe("Invoice Chaser");
  expect(catalog?.listings["invoice-chaser"]).toEqual(catalog?.listings[source.slug]);
  expect(parse(saved[added[0]!]!.content)).toEqual({ ...(parse(source.text) as object), name: "Invoice Chaser" });
});

test("the launch checklist lists every unconfirmed fact, with the pages that show it and a link to confirm it in the editor", async ({ page }) => {
  const facts = unconfirmedFacts();
  await page.goto(LAUNCH_CHECKLIST_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Launch checklist" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const rows = page.getByRole("table", { name: "Facts to confirm, by file" }).locator("tbody tr");
  await expect(rows).toHaveCount(facts.length);
  test.skip(facts.length === 0, "every fact is confirmed: the page says the site may launch");
  const first = rows.first();
  await expect(first).toContainText(facts[0]!.field);
  const path = facts[0]!.file.replace(/:\d+$/, "");
  await expect(first.getByRole("link", { name: "Open in the editor" })).toHaveAttribute("href", `/admin/${cmsEntryHash(path)}`);
  // A page it names opens, and Back returns to the list.
  const shownOn = first.getByRole("cell").nth(2).getByRole("link").first();
  const target = await shownOn.getAttribute("href");
  await shownOn.click();
  await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await page.goBack();
  await expect(rows).toHaveCount(facts.length);
});

test("/admin/ is noindex, not in the sitemap, and runs under its own policy", async ({ page, request }) => {
  const response = await page.goto("/admin/");
  expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute("content", /script-src 'self' 'unsafe-eval';/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin");
});
