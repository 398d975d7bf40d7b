import type { Page } from "@playwright/test";
import { getAllArticles } from "@/lib/blog/articles";
import { formatCalendarDate } from "@/lib/site/dates";
import { BLOG_LOAD_MORE, BLOG_MAX_LOADS, BLOG_PAGE_SIZE, orderArticles, toBlogCard } from "@/lib/blog/list";
import { relatedAgentHref } from "@/lib/blog/related-agent";
import { ALL_ARTICLES_PATH, articleHref } from "@/lib/site/hrefs";
import { NOT_FOUND_RESOURCE, expect, test } from "./fixtures";
import { expectBackToTop } from "./helpers";

const articles = getAllArticles();
const recentTitles = orderArticles(articles, "recent").map((article) => article.title);
const popularTitles = orderArticles(articles, "popular").map((article) => article.title);
/** The most cards /blogs shows: the specification's two loads of 3 after the first 6. */
const listedAtMost = BLOG_PAGE_SIZE + BLOG_MAX_LOADS * BLOG_LOAD_MORE;

function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

async function expectCards(page: Page, titles: string[]) {
  await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(titles);
  await expect(page.getByRole("status")).toHaveText(`Showing ${titles.length} of ${articles.length} articles`);
}

/** The list has hydrated once Load More shows: before that, All articles stands in its place. */
async function openBlogList(page: Page) {
  await page.goto("/blogs");
  await expect(page.getByRole("button", { name: "Load More Articles" })).toBeVisible();
}

test.describe("blog list", () => {
  test("shows the 6 most recent articles first, then 3 more twice, moving focus to the first new card", async ({ page }) => {
    await openBlogList(page);
    await expect(page.getByRole("heading", { level: 1, name: "Insights & Articles" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Most Recent" })).toHaveAttribute("aria-pressed", "true");
    await expectCards(page, recentTitles.slice(0, 6));

    const loadMore = page.getByRole("button", { name: "Load More Articles" });
    await loadMore.click();
    await expectCards(page, recentTitles.slice(0, 9));
    await expect(page.getByRole("link", { name: `Read More about ${recentTitles[6]}`, exact: true })).toBeFocused();

    await loadMore.click();
    await expectCards(page, recentTitles.slice(0, listedAtMost));
    await expect(page.getByRole("link", { name: `Read More about ${recentTitles[9]}`, exact: true })).toBeFocused();
    await expect(loadMore).toHaveCount(0);
  });

  test("every article is reachable: past the last Load More, All Articles lists each one, newest first", async ({ page }) => {
    await openBlogList(page);
    const loadMore = page.getByRole("button", { name: "Load More Articles" });
    while (await loadMore.isVisible()) await loadMore.click();
    const allArticles = page.getByRole("link", { name: "All articles", exact: true });
    // Shown only once Load More is used up with articles left over (an owner's 13th article).
    await expect(allArticles).toHaveCount(articles.length > listedAtMost ? 1 : 0);
    if (articles.length > listedAtMost) await allArticles.click();
    else await page.goto(ALL_ARTICLES_PATH);

    await expect(page).toHaveURL(ALL_ARTICLES_PATH);
    await expect(page.getByRole("heading", { level: 1, name: "All Articles" })).toBeVisible();
    const listed = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });
    await expect(listed).toHaveText(recentTitles);
    const last = articles.at(-1)!;
    await page.getByRole("link", { name: last.title, exact: true }).click();
    await expect(page).toHaveURL(articleHref(last.id));
    await page.goBack();
    await page.getByRole("link", { name: "Back to the blog" }).click();
    await expect(page).toHaveURL("/blogs");
  });

  test("orders by popularity and resets to 6 whenever the order changes", async ({ page }) => {
    await openBlogList(page);
    const recent = page.getByRole("button", { name: "Most Recent" });
    const popular = page.getByRole("button", { name: "Most Popular" });
    const loadMore = page.getByRole("button", { name: "Load More Articles" });

    await popular.click();
    await expect(popular).toHaveAttribute("aria-pressed", "true");
    await expect(recent).toHaveAttribute("aria-pressed", "false");
    await expectCards(page, popularTitles.slice(0, 6));

    await loadMore.click();
    await loadMore.click();
    await expectCards(page, popularTitles.slice(0, listedAtMost));

    await recent.click();
    await expectCards(page, recentTitles.slice(0, 6));
    await expect(loadMore).toBeVisible();

    await loadMore.click();
    await popular.click();
    await expectCards(page, popularTitles.slice(0, 6));
  });

  test("shows each card's image, category, date, two sections, read time and Read More", async ({ page }) => {
    await openBlogList(page);
    const first = articles[0]!;
    const card = cards(page).first();
    // The opening card's artwork is drawn from the HTML (the page's largest paint on a phone), the others are images.
    const drawing = card.getByRole("img", { name: toBlogCard(first).imageAlt, exact: true });
    await expect(drawing).not.toHaveAttribute("src");
    expect((await drawing.locator("svg").boundingBox())?.height).toBeGreaterThan(100);
    const second = cards(page)
      .nth(1)
      .getByRole("img", { name: toBlogCard(articles[1]!).imageAlt, exact: true });
    await expect(second).toHaveAttribute("src", articles[1]!.image);
    await expect.poll(() => second.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(card).toContainText(first.category);
    await expect(card).toContainText(formatCalendarDate(first.date));
    await expect(card).toContainText(first.description);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(first.sections.slice(0, 2).map((section) => section.title));
    await expect(card).toContainText(first.readTime);
    await expect(card.getByRole("link", { name: `Read More about ${first.title}` })).toHaveAttribute("href", articleHref(first.id));
  });

  test("opens an article from its card", async ({ page }) => {
    await openBlogList(page);
    const article = articles[1]!;
    // The card's one link covers it: a click anywhere on the card opens the article.
    await expect(cards(page).nth(1)).toHaveAccessibleName(article.title);
    await cards(page).nth(1).click();
    await expect(page).toHaveURL(articleHref(article.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  });

  test("offers a discovery call with the services intent and the marketplace", async ({ page }) => {
    await page.goto("/blogs");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Book Free Discovery Call" })).toHaveAttribute("href", "/contact?intent=services");
    await expect(main.getByRole("link", { name: "Browse All Agents" })).toHaveAttribute("href", "/all-agents");
  });
});

test.describe("article page", () => {
  for (const article of articles) {
    test(`${article.id} shows its sections and points its call to action at ${relatedAgentHref(article.relatedAgent)}`, async ({ page }) => {
      await page.goto(articleHref(article.id));
      await expect(page).toHaveTitle(`${article.title} | Lumenfold`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      const main = page.getByRole("main");
      await expect(main.locator(`time[datetime="${article.date}"]`)).toHaveText(formatCalendarDate(article.date));
      await expect(main).toContainText(article.readTime);
      await expect(main).toContainText(article.author);
      await expect(main.locator("article section h2")).toHaveText(article.sections.map((section) => section.title));

      await expect(page.getByRole("heading", { level: 2, name: "Ready to Transform Your Operations?" })).toBeVisible();
      await expect(main.getByRole("link", { name: article.exploreButtonText })).toHaveAttribute("href", relatedAgentHref(article.relatedAgent));
      await expect(main.getByRole("link", { name: "Browse All Agents" })).toHaveAttribute("href", "/all-agents");
    });
  }

  for (const [id, query] of [
    ["healthcare-ai", "function=Healthcare%20Operations"],
    ["agriculture-tech", "function=Agriculture%20%26%20Farming"],
  ] as const) {
    test(`${id} sends its related-agent button to the marketplace filtered by function`, async ({ page }) => {
      const article = articles.find((each) => each.id === id)!;
      await page.goto(articleHref(id));
      await page.getByRole("link", { name: article.exploreButtonText }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/all-agents" && url.search === `?${query}`);
    });
  }

  test("goes back to the blog list", async ({ page }) => {
    await page.goto(articleHref(articles[2]!.id));
    await page.getByRole("link", { name: "Back to Blogs" }).click();
    await expect(page).toHaveURL("/blogs");
    await expect(page.getByRole("heading", { level: 1, name: "Insights & Articles" })).toBeVisible();
  });

  test("shows the back-to-top button after 300 px of scroll", async ({ page }) => {
    await page.goto(articleHref(articles[0]!.id));
    await expectBackToTop(page);
  });

  test("describes itself to search engines and link previews", async ({ page }) => {
    const article = articles[0]!;
    await page.goto(articleHref(article.id));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${article.id}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", /^\d{4}-\d{2}-\d{2}/);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    const posting = data.find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: article.title, datePublished: article.date, publisher: { name: "Lumenfold" } });
    expect(posting.image).toMatch(/^https?:\/\/.+\/images\/blog\//);
    const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList");
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Blogs", article.title]);
  });
});

test.describe("unknown article", () => {
  test.use({ allowConsoleErrors: NOT_FOUND_RESOURCE });

  test("answers 404 with 'Blog not found', the id, the available articles and a way back", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Blog not found" })).toBeVisible();
    await expect(page).toHaveTitle("Blog not found | Lumenfold");
    await expect(page.getByRole("main")).toContainText("no-such-article");
    for (const article of articles) {
      await expect(page.getByRole("main").getByRole("link", { name: article.id, exact: true })).toHaveAttribute("href", articleHref(article.id));
    }
    await page.getByRole("link", { name: "Return to blogs" }).click();
    await expect(page).toHaveURL("/blogs");
    await expect(page).toHaveTitle("Insights & Articles | Lumenfold");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/blogs shows the first page of articles and leads to every other one, and its order buttons show that they do nothing", async ({ page }) => {
    await page.goto("/blogs");
    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Most Recent" })).toBeDisabled();
    await expect(main.getByRole("button", { name: "Most Popular" })).toBeDisabled();
    const firstPage = orderArticles(articles, "recent").slice(0, BLOG_PAGE_SIZE);
    await expect(cards(page)).toHaveCount(firstPage.length);
    for (const article of firstPage) {
      await expect(main.getByRole("link", { name: `Read More about ${article.title}`, exact: true })).toHaveAttribute("href", articleHref(article.id));
    }
    if (articles.length <= BLOG_PAGE_SIZE) return;
    await main.getByRole("link", { name: "All articles", exact: true }).click();
    await expect(page).toHaveURL(ALL_ARTICLES_PATH);
    for (const article of articles)
      await expect(page.getByRole("main").getByRole("link", { name: article.title, exact: true })).toHaveAttribute("href", articleHref(article.id));
  });

  test("an article page shows its sections", async ({ page }) => {
    const article = articles[4]!;
    await page.goto(articleHref(article.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(page.getByRole("main").locator("article section h2")).toHaveText(article.sections.map((section) => section.title));
    await expect(page.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute("href", "/blogs");
  });
});
