import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getAllArticles } from "@/lib/blog/articles";
import { formatCalendarDate } from "@/lib/site/dates";
import { toBlogCard, type BlogCardModel } from "@/lib/blog/list";
import type { BlogArticle } from "@/lib/blog/articles";
import { ArticleBody } from "@/components/blog/ArticleBody";
import { ArticleCallToAction } from "@/components/blog/ArticleCallToAction";
import { ArticleHero } from "@/components/blog/ArticleHero";
import { BlogList } from "@/components/blog/BlogList";
import { markdownParagraphs } from "@/lib/blog/markdown";
import { relatedAgentHref, relatedAgentTarget } from "@/lib/blog/related-agent";
import { specifiedArticleIds } from "./support/specified-content";

const articles = getAllArticles();
const cards = articles.map(toBlogCard);
const article = articles[0] as BlogArticle;

/** An article as the owner adds one: at the top of content/articles/index.ts, newest first. */
const ownersCard: BlogCardModel = { ...cards[0]!, id: "owners-new-article", href: "/blog/owners-new-article", title: "An Article the Owner Adds" };

function cardTitles(): string[] {
  return screen.getAllByRole("article").map((card) => within(card).getByRole("heading", { level: 2 }).textContent ?? "");
}

const titles = (list: BlogCardModel[]) => list.map((card) => card.title);

function renderList(list: BlogCardModel[] = cards) {
  const user = userEvent.setup();
  render(<BlogList cards={list} />);
  return {
    user,
    recent: screen.getByRole("button", { name: "Most Recent" }),
    popular: screen.getByRole("button", { name: "Most Popular" }),
    loadMore: () => screen.queryByRole("button", { name: "Load More Articles" }),
    status: screen.getByRole("status"),
  };
}

describe("BlogList", () => {
  it("draws a card's artwork from its markup when the card carries it, and as an image otherwise", () => {
    const markup = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630"/></svg>';
    render(<BlogList cards={[{ ...cards[0]!, imageMarkup: markup }, cards[1]!]} />);
    const [drawn, linked] = screen.getAllByRole("article") as HTMLElement[];
    const drawing = within(drawn!).getByRole("img", { name: cards[0]!.imageAlt });
    expect(drawing).not.toHaveAttribute("src");
    expect(drawing.querySelector("svg rect")).not.toBeNull();
    expect(within(linked!).getByRole("img", { name: cards[1]!.imageAlt })).toHaveAttribute("src", cards[1]!.image);
  });

  it("shows each card's category, date, summary, two sections, read time and links to the article", () => {
    renderList();
    const first = screen.getAllByRole("article")[0] as HTMLElement;
    const card = cards[0]!;
    expect(within(first).getByRole("img", { name: card.imageAlt })).toHaveAttribute("src", card.image);
    expect(within(first).getByText(card.category)).toBeInTheDocument();
    expect(within(first).getByText(card.date)).toHaveAttribute("datetime", card.dateIso);
    expect(within(first).getByText(card.description)).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(article.sections.slice(0, 2).map((section) => section.title));
    expect(within(first).getByText(card.readTime)).toBeInTheDocument();
    // One link to the article, not a second one on the title.
    expect(within(first).getAllByRole("link")).toHaveLength(1);
    expect(within(first).getByRole("link", { name: `Read More about ${card.title}` })).toHaveAttribute("href", `/blog/${article.id}`);
  });

  // Totals come from the list rendered, so the paging holds for the catalog the owner grows. The
  // specification's twelve articles are always there, so 6, 9 and 12 cards show whatever is added.
  describe.each([
    ["the catalog", cards],
    ["the catalog with an article the owner adds", [ownersCard, ...cards]],
  ])("with %s", (_name, list) => {
    const total = list.length;

    it("shows the 6 most recent articles first, politely announcing the count", () => {
      const { recent, popular, status } = renderList(list);
      expect(screen.getByRole("group", { name: "Order articles" })).toContainElement(recent);
      expect(recent).toHaveAttribute("aria-pressed", "true");
      expect(popular).toHaveAttribute("aria-pressed", "false");
      expect(cardTitles()).toEqual(titles(list.slice(0, 6)));
      // The specification's articles among them come in its order, from its first.
      const specifiedShown = list
        .slice(0, 6)
        .map((card) => card.id)
        .filter((id) => specifiedArticleIds.includes(id));
      expect(specifiedShown).toEqual(specifiedArticleIds.slice(0, specifiedShown.length));
      expect(status).toHaveTextContent(`Showing 6 of ${total} articles`);
      expect(status).toHaveAttribute("aria-live", "polite");
    });

    it("orders by popularity: laboratory-automation, then quick-commerce-insights, then the rest in content order", async () => {
      const { user, recent, popular } = renderList(list);
      await user.click(popular);
      expect(popular).toHaveAttribute("aria-pressed", "true");
      expect(recent).toHaveAttribute("aria-pressed", "false");
      const popularIds = ["laboratory-automation", "quick-commerce-insights"];
      const byId = (id: string) => list.find((card) => card.id === id)!;
      const expected = [...popularIds.map(byId), ...list.filter((card) => !popularIds.includes(card.id))];
      expect(cardTitles()).toEqual(titles(expected.slice(0, 6)));
    });

    it("loads 3 more twice, moving focus to the first new card, then hides the button", async () => {
      const { user, loadMore, status } = renderList(list);
      await user.click(loadMore()!);
      expect(screen.getAllByRole("article")).toHaveLength(9);
      expect(status).toHaveTextContent(`Showing 9 of ${total} articles`);
      expect(screen.getByRole("link", { name: `Read More about ${list[6]!.title}` })).toHaveFocus();

      await user.click(loadMore()!);
      expect(screen.getAllByRole("article")).toHaveLength(12);
      expect(status).toHaveTextContent(`Showing 12 of ${total} articles`);
      expect(screen.getByRole("link", { name: `Read More about ${list[9]!.title}` })).toHaveFocus();
      expect(loadMore()).not.toBeInTheDocument();
    });

    it("works from the keyboard", async () => {
      const { user, loadMore } = renderList(list);
      loadMore()!.focus();
      await user.keyboard("{Enter}");
      expect(screen.getByRole("link", { name: `Read More about ${list[6]!.title}` })).toHaveFocus();
    });

    it("resets to 6 when the order changes, and keeps the page when the same order is chosen again", async () => {
      const { user, recent, popular, loadMore, status } = renderList(list);
      await user.click(loadMore()!);
      await user.click(recent);
      expect(status).toHaveTextContent(`Showing 9 of ${total} articles`);

      await user.click(popular);
      expect(screen.getAllByRole("article")).toHaveLength(6);
      expect(status).toHaveTextContent(`Showing 6 of ${total} articles`);
      expect(loadMore()).toBeInTheDocument();

      await user.click(loadMore()!);
      await user.click(loadMore()!);
      await user.click(recent);
      expect(status).toHaveTextContent(`Showing 6 of ${total} articles`);
      expect(cardTitles()).toEqual(titles(list.slice(0, 6)));
    });
  });
});

describe("ArticleBody", () => {
  it("renders each section as a titled region with its subtitle and paragraphs", () => {
    render(<ArticleBody article={article} />);
    const first = article.sections[0]!;
    const region = screen.getByRole("region", { name: first.title });
    expect(within(region).getByRole("heading", { level: 2, name: first.title })).toBeInTheDocument();
    if (first.subtitle) expect(within(region).getByText(first.subtitle)).toBeInTheDocument();
    // A paragraph or list item whose words (links and emphasis included) are the paragraph's.
    const block = (words: string) => (_: string, element: Element | null) =>
      ["P", "LI"].includes(element?.tagName ?? "") && element?.textContent?.replace(/\s+/g, " ").trim() === words;
    for (const paragraph of markdownParagraphs(first.body)) expect(within(region).getAllByText(block(paragraph)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("region")).toHaveLength(article.sections.length);
  });

  it("shows 'Content Coming Soon' for an article with no sections", () => {
    render(<ArticleBody article={{ ...article, sections: [] }} />);
    expect(screen.getByRole("heading", { name: "Content Coming Soon" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read Other Articles" })).toHaveAttribute("href", "/blogs");
  });

  it("renders a section's Markdown: links, lists, emphasis and images, and no HTML of its own", () => {
    const body =
      "Read [the guide](/blogs) *first*.\n\n- one step\n- another step\n\n![A chart of the steps](/images/blog/chart.svg)\n\n<script>alert(1)</script>";
    render(<ArticleBody article={{ sections: [{ title: "Only one", body }] }} />);
    const region = screen.getByRole("region", { name: "Only one" });
    expect(within(region).getByRole("link", { name: "the guide" })).toHaveAttribute("href", "/blogs");
    expect(within(region).getByText("first").tagName).toBe("EM");
    expect(
      within(region)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["one step", "another step"]);
    expect(within(region).getByRole("img", { name: "A chart of the steps" })).toHaveAttribute("loading", "lazy");
    expect(region.querySelector("script")).toBeNull();
    expect(region).toHaveTextContent("<script>alert(1)</script>");
  });
});

describe("ArticleHero", () => {
  it("shows the back link, category, title, date, read time and author", () => {
    render(<ArticleHero article={article} />);
    expect(screen.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute("href", "/blogs");
    expect(screen.getByRole("heading", { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText(article.category)).toBeInTheDocument();
    const meta = screen.getByRole("list", { name: "About this article" });
    expect(within(meta).getByText(formatCalendarDate(article.date))).toHaveAttribute("datetime", article.date);
    expect(meta).toHaveTextContent(article.readTime);
    expect(meta).toHaveTextContent(`By ${article.author}`);
  });
});

describe("ArticleCallToAction", () => {
  /** The invitation's wording for each kind of target, with the article's own name for it. */
  function invitation(article: BlogArticle): string {
    const { kind } = relatedAgentTarget(article.relatedAgent);
    if (kind === "agent") return `See how the ${article.relatedAgentTitle} puts these ideas to work, or browse every ready-to-deploy agent in our marketplace.`;
    if (kind === "function") return `${article.relatedAgentTitle} are coming soon to our marketplace, and we can build a custom agent for your workflow today.`;
    return `Browse the ${article.relatedAgentTitle} by business function to find the agent that puts these ideas to work.`;
  }

  it("has articles that lead to an agent, to a function's agents and to the marketplace", () => {
    expect(new Set(articles.map((article) => relatedAgentTarget(article.relatedAgent).kind))).toEqual(new Set(["agent", "function", "marketplace"]));
  });

  it.each(articles.map((article) => [article.id, article] as const))(
    "words %s's invitation for what its button leads to, and sends the button there beside Browse All Agents",
    (_id, article) => {
      render(<ArticleCallToAction article={article} />);
      expect(screen.getByRole("heading", { level: 2, name: "Ready to Transform Your Operations?" })).toBeInTheDocument();
      expect(screen.getByRole("region", { name: "Ready to Transform Your Operations?" }).querySelector("p")).toHaveTextContent(invitation(article), {
        normalizeWhitespace: true,
      });
      expect(screen.getByRole("link", { name: article.exploreButtonText })).toHaveAttribute("href", relatedAgentHref(article.relatedAgent));
      expect(screen.getByRole("link", { name: "Browse All Agents" })).toHaveAttribute("href", "/all-agents");
    },
  );
});

describe("article hero colors", () => {
  // axe cannot measure text on a gradient, so every stop of every hero gradient is checked here.
  const css = readFileSync(join(process.cwd(), "components/blog/ArticleHero.module.css"), "utf8");

  function luminance(hex: string): number {
    const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
    const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  function contrast(a: string, b: string): number {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  }

  it.each([...new Set(articles.map((each) => each.heroGradient))])("keeps hero text on the %s gradient at AA contrast", (tone) => {
    const rule = new RegExp(`^\\.${tone} \\{([^}]*)\\}`, "m").exec(css)?.[1];
    expect(rule).toBeDefined();
    const colors = rule!.match(/#[0-9a-f]{6}/gi) ?? [];
    expect(colors.length).toBeGreaterThanOrEqual(3);
    for (const background of colors) {
      for (const text of ["#ffffff", "#f1f5f9"]) expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
