// The content editor at /admin (docs/cms.md), run on Decap's in-browser test backend: the generated
// configuration, served from out/admin/config.yml with only the backend swapped, over the site's
// own articles, agents and claims. What a save writes must pass `check:content` (or the schema, as it
// reads it) and say what the owner typed; an agent's file is read back as the marketplace reads it.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, parseDocument } from "yaml";
import { agentFileOf, agentFiles, agentSlugOf, readCatalog } from "@/content/agents/files";
import { ARTICLES_FOLDER, articleFiles, articleIdOf } from "@/content/articles/files";
import { isOwnerFact, type OwnerFact } from "@/content/owner-fact";
import { articleSchema, COMPANY_FILE, factFiles } from "@/content/schema";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { markdownHtml } from "@/lib/blog/markdown";
import { cmsEntryHash, LAUNCH_CHECKLIST_PATH } from "@/lib/cms/config";
import { unconfirmedFacts } from "@/lib/launch/unconfirmed-facts";
import { agentHref, articleHref, legalNoticeHref } from "@/lib/site/hrefs";
import { OUT_DIR } from "../../scripts/page-javascript";
import { problemsWithAgentFiles } from "../support/agent-files";
import { deployedWith } from "../support/deployed-copy";
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
  // The editor keeps its login for the tab: log in only when it asks.
  const login = page.getByRole("button", { name: "Login" });
  await expect(login.or(page.locator("a[href*='#/collections/']").first())).toBeVisible();
  if (await login.isVisible()) await login.click();
  await expect(page).toHaveURL(/#\/collections\//);
  await openEntry(page, file);
}

/** Opens a content file's entry in the editor already open, from its list or the entry itself. */
async function openEntry(page: Page, file: string) {
  const entry = cmsEntryHash(file);
  if (!entry) throw new Error(`${file} is in no collection of the editor`);
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, entry);
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

const newArticle = { title: "Chasing late invoices with an agent", id: "chasing-late-invoices-with-an-agent", date: "2026-11-27" };
const newArticleBody = {
  markdown:
    "Late payers answer a reminder that names the invoice.\n\n- Send the first reminder on the due date\n- Call after a week\n\n[Talk to us](/contact) about your ledger.",
  link: { name: "Talk to us", href: "/contact" },
  list: ["Send the first reminder on the due date", "Call after a week"],
};

/** In the open editor: a new article as a copy of `source`, its first section typed as Markdown with a list and a link. */
async function publishNewArticle(page: Page, source: string) {
  await openEntry(page, source);
  await duplicate(page, "articles");
  await page.getByLabel("Title", { exact: true }).first().fill(newArticle.title);
  await page.getByLabel("Date", { exact: true }).fill(newArticle.date);
  // The first section's text, typed as Markdown (the editor's switch beside its buttons).
  await page.getByRole("button", { name: "Expand" }).click();
  const markdownSwitch = page.getByRole("switch").first();
  await markdownSwitch.click();
  // Its raw Markdown editor is an editable region after the switch, not a form field.
  const editor = markdownSwitch.locator("xpath=following::*[@contenteditable='true'][1]");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await editor.pressSequentially(newArticleBody.markdown);
  await publishNow(page);
}

test("publishes a new article, started as a copy of another, whose section holds a link and a list", async ({ page }) => {
  test.setTimeout(120_000);
  const source = articles[0]!;
  await openInEditor(page, source.file);
  await publishNewArticle(page, source.file);

  const saved = (await savedFiles(page)).articles;
  const added = Object.keys(saved).filter((name) => !articles.some(({ file }) => file.endsWith(`/${name}`)));
  expect(added).toEqual([`${newArticle.id}.md`]);
  const { article } = savedArticle(added[0]!, saved[added[0]!]!.content);
  expect(article).toMatchObject({ title: newArticle.title, date: newArticle.date });
  const html = markdownHtml(article.sections[0]!.body);
  expect(html).toContain(`<a href="${newArticleBody.link.href}">${newArticleBody.link.name}</a>`);
  expect(html).toMatch(new RegExp(`<ul>\\s*${newArticleBody.list.map((item) => `<li>${item}</li>`).join("\\s*")}\\s*</ul>`));
  // The copy it started from is unchanged.
  expect(saved[source.file.split("/").pop()!]!.content).toBe(source.text);
});

/** In the open editor: flips the first "Confirmed" switch of a file of facts, and saves. */
async function toggleFirstConfirmation(page: Page, file: string, wasConfirmed: boolean) {
  await openEntry(page, file);
  const confirmed = page.getByRole("switch", { name: "Confirmed" }).first();
  await expect(confirmed).toHaveAttribute("aria-checked", String(wasConfirmed));
  await confirmed.click();
  await publishNow(page);
}

/** In the open editor: sets an agent's monthly price, and saves. */
async function changePrice(page: Page, agent: (typeof agents)[number], from: number, to: number) {
  await openEntry(page, agent.file);
  const field = page.getByLabel("From usd per month", { exact: true });
  await expect(field).toHaveValue(String(from));
  await field.fill(String(to));
  await publishNow(page);
}

const newAgent = { name: "Invoice Chaser", slug: "invoice-chaser" };

/** In the open editor: a new agent as a copy of `source`, under a new name, saved. */
async function addAgent(page: Page, source: string) {
  await openEntry(page, source);
  await duplicate(page, "agents");
  await page.getByLabel("Name", { exact: true }).first().fill(newAgent.name);
  await publishNow(page);
}

for (const { file, label, schema } of factFiles) {
  test(`confirms the first fact of ${label} with its switch; the saved file changes that state and nothing else`, async ({ page }) => {
    test.setTimeout(120_000);
    const facts = JSON.parse(readFileSync(file, "utf8")) as object;
    const first = firstOwnerFact(facts)!;
    await openInEditor(page, file);
    // Once the owner has confirmed it, this takes the confirmation back.
    await toggleFirstConfirmation(page, file, first.confirmed);

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
  await changePrice(page, agent, before.listing.pricing.value.fromUsdPerMonth, price);

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
  await addAgent(page, source.file);

  const saved = (await savedFiles(page)).agents;
  const added = Object.keys(saved).filter((name) => !agents.some((agent) => agent.name === name));
  expect(added).toEqual([`${newAgent.slug}.yaml`]);
  const { problems, catalog } = withSavedAgent(newAgent.slug, saved[added[0]!]!.content);
  // Not in content/agent-order.yaml: it follows the agents listed there.
  expect(problems).toEqual([]);
  expect(catalog?.agents.find((agent) => agent.slug === newAgent.slug)?.name).toBe(newAgent.name);
  expect(catalog?.listings[newAgent.slug]).toEqual(catalog?.listings[source.slug]);
  expect(parse(saved[added[0]!]!.content)).toEqual({ ...(parse(source.text) as object), name: newAgent.name });
});

test("the owner's edits in the editor show on the site after the deploy: a fact confirmed, a price, an article, an agent", async ({ page }) => {
  // Four edits, then the whole site built as a deploy builds it: a few minutes on a CI core.
  test.setTimeout(600_000);
  const companyFile = COMPANY_FILE;
  const company = JSON.parse(readFileSync(companyFile, "utf8")) as { legalName: OwnerFact<string> };
  // The fact the first "Confirmed" switch holds, which the legal notice shows.
  expect(firstOwnerFact(company)).toBe(company.legalName);
  const agent = agents[0]!;
  const { path, listing } = parse(agent.text) as { path?: string; listing: { pricing: { value: Parameters<typeof leastPriceLabel>[0] } } };
  const price = listing.pricing.value.fromUsdPerMonth + 20;

  // Each edit in a session of its own (the editor opened from one entry does not load another's values).
  await openInEditor(page, companyFile);
  await toggleFirstConfirmation(page, companyFile, company.legalName.confirmed);
  const companyText = (await savedFiles(page))[companyFile.split("/").pop()!]!.content;
  await openInEditor(page, agent.file);
  await changePrice(page, agent, listing.pricing.value.fromUsdPerMonth, price);
  const agentText = (await savedFiles(page)).agents[agent.name]!.content;
  await openInEditor(page, articles[0]!.file);
  await publishNewArticle(page, articles[0]!.file);
  const articleText = (await savedFiles(page)).articles[`${newArticle.id}.md`]!.content;
  await openInEditor(page, agent.file);
  await addAgent(page, agent.file);
  const newAgentText = (await savedFiles(page)).agents[`${newAgent.slug}.yaml`]!.content;

  const deployed = await deployedWith({
    [companyFile]: companyText,
    [agent.file]: agentText,
    [`${ARTICLES_FOLDER}/${newArticle.id}.md`]: articleText,
    [agentFileOf(newAgent.slug)]: newAgentText,
  });
  try {
    // The legal notice names the operator as the fact now stands.
    await page.goto(`${deployed.url}${legalNoticeHref}`);
    const operator = page.getByRole("heading", { name: "Operator of this website" }).locator("xpath=following-sibling::p[1]");
    if (company.legalName.confirmed) await expect(operator).toContainText("available on request");
    else await expect(operator).toHaveText(company.legalName.value);

    await page.goto(`${deployed.url}${agentHref({ slug: agent.slug, path })}`);
    await expect(page.getByText(leastPriceLabel({ ...listing.pricing.value, fromUsdPerMonth: price }), { exact: true }).first()).toBeVisible();

    await page.goto(`${deployed.url}${articleHref(newArticle.id)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newArticle.title);
    await expect(page.getByRole("main").getByRole("link", { name: newArticleBody.link.name })).toHaveAttribute("href", newArticleBody.link.href);
    const list = page.getByRole("main").getByRole("list").filter({ hasText: newArticleBody.list[0] });
    await expect(list.getByRole("listitem")).toHaveText(newArticleBody.list);

    await page.goto(`${deployed.url}/all-agents`);
    await page.getByRole("link", { name: newAgent.name }).first().click();
    await expect(page).toHaveURL(`${deployed.url}${agentHref({ slug: newAgent.slug, path })}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(newAgent.name);
  } finally {
    // Leave the deployed site before it stops, so the chunks its page still loads are not refused.
    await page.goto("about:blank");
    await deployed.close();
  }
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
