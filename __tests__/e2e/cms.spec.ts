// The content editor at /admin (docs/cms.md), run on Decap's in-browser test backend: the generated
// configuration, served from out/admin/config.yml with only the backend swapped, over the site's
// own article files. What a save writes must pass the site's schema, as `check:content` reads it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, parseDocument } from "yaml";
import { articleFiles, articleIdOf } from "@/content/articles/files";
import { articleSchema } from "@/content/schema";
import { OUT_DIR } from "../../scripts/page-javascript";
import { expect, test } from "./fixtures";

type RepoFile = { content: string; path?: string };
type TestRepoWindow = { repoFiles: Record<string, unknown> };

const articles = articleFiles().map((file) => ({ file, id: articleIdOf(file), text: readFileSync(file, "utf8") }));
const frontMatterOf = (text: string) => parseDocument(text.split("\n---\n")[0]!.replace(/^---\n/, "")).toJS() as Record<string, unknown>;
const titleOf = (text: string) => String(frontMatterOf(text).title);
const dateOf = (text: string) => String(frontMatterOf(text).date);

test.beforeEach(async ({ page }) => {
  const config = parse(readFileSync(join(OUT_DIR, "admin/config.yml"), "utf8")) as Record<string, unknown>;
  await page.route("**/admin/config.yml", (route) =>
    route.fulfill({ contentType: "text/yaml", body: JSON.stringify({ ...config, backend: { name: "test-repo" }, local_backend: false }) }),
  );
  const files = Object.fromEntries(articles.map(({ file, text }) => [file.split("/").pop()!, { content: text }]));
  await page.addInitScript((articleFolder: Record<string, RepoFile>) => {
    // The test backend lists a folder by its whole path and reads a file by its path's parts.
    (window as unknown as TestRepoWindow).repoFiles = { "content/articles": articleFolder, content: { articles: articleFolder } };
  }, files);
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
  await page.goto(`/admin/#/collections/articles/entries/${article.id}`);
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
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry saved")).toBeVisible();

  const saved = await page.evaluate(
    (name) => ((window as unknown as TestRepoWindow).repoFiles.content as Record<string, Record<string, RepoFile>>).articles![name]!.content,
    article.file.split("/").pop()!,
  );
  const [, frontMatter, after] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(saved) ?? [];
  expect(after?.trim()).toBe("");
  const data = parseDocument(frontMatter ?? "").toJS() as Record<string, unknown>;
  const parsed = articleSchema.safeParse({ ...data, id: article.id });
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data?.title).toBe("A title edited in the CMS");
  // Only the title changed: every other field reads as the file had it.
  const before = frontMatterOf(article.text);
  expect({ ...data, title: before.title }).toEqual(before);
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
