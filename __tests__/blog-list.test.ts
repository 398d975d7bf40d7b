import { getAllArticles, toBlogArticle } from "@/lib/blog/articles";
import { markdownParagraphs } from "@/lib/blog/markdown";
import {
  BLOG_LOAD_MORE,
  BLOG_MAX_LOADS,
  BLOG_PAGE_SIZE,
  CARD_EXCERPT_LENGTH,
  DEFAULT_BLOG_ORDER,
  canLoadMore,
  excerpt,
  orderArticles,
  showingText,
  toBlogCard,
  visibleCount,
} from "@/lib/blog/list";
import { withFirstImageInline } from "@/lib/blog/list-images";
import { formatCalendarDate } from "@/lib/site/dates";
import type { BlogArticle } from "@/lib/blog/articles";
import { specifiedArticleIds } from "./support/specified-content";

const ids = (items: { id: string }[]) => items.map((item) => item.id);
/** The specification's articles in the order they appear: an owner's new articles may stand among them. */
const specifiedOnly = (order: string[]) => order.filter((id) => specifiedArticleIds.includes(id));

describe("blog list constants", () => {
  it("shows 6 at first and adds 3 per load, at most twice", () => {
    expect(BLOG_PAGE_SIZE).toBe(6);
    expect(BLOG_LOAD_MORE).toBe(3);
    expect(BLOG_MAX_LOADS).toBe(2);
  });
});

describe("orderArticles", () => {
  const articles = getAllArticles();

  it("keeps the content order for Most Recent", () => {
    expect(ids(orderArticles(articles, "recent"))).toEqual(ids(articles));
    expect(specifiedOnly(ids(articles))).toEqual(specifiedArticleIds);
  });

  it("puts laboratory-automation, then quick-commerce-insights first for Most Popular, the rest in original order", () => {
    const popular = ids(orderArticles(articles, "popular"));
    const rest = ids(articles).filter((id) => id !== "laboratory-automation" && id !== "quick-commerce-insights");
    expect(popular).toEqual(["laboratory-automation", "quick-commerce-insights", ...rest]);
    expect(specifiedOnly(popular.slice(2))).toEqual(specifiedArticleIds.filter((id) => rest.includes(id)));
  });

  it("keeps the original order of the rest wherever the popular two stand", () => {
    const items = ["a", "quick-commerce-insights", "b", "c", "laboratory-automation", "d"].map((id) => ({ id }));
    expect(ids(orderArticles(items, "popular"))).toEqual(["laboratory-automation", "quick-commerce-insights", "a", "b", "c", "d"]);
  });

  it("never changes the list it is given", () => {
    const items = ["a", "laboratory-automation"].map((id) => ({ id }));
    orderArticles(items, "popular");
    expect(ids(items)).toEqual(["a", "laboratory-automation"]);
    expect(orderArticles(items, "recent")).not.toBe(items);
  });
});

describe("paging", () => {
  it("shows 6, then 9, then 12 of 12 articles, and then offers no more", () => {
    expect([0, 1, 2].map((loads) => visibleCount(loads, 12))).toEqual([6, 9, 12]);
    expect([0, 1, 2].map((loads) => canLoadMore(loads, 12))).toEqual([true, true, false]);
  });

  it("stops after two loads even when more articles exist", () => {
    expect(visibleCount(2, 20)).toBe(12);
    expect(visibleCount(5, 20)).toBe(12);
    expect(canLoadMore(2, 20)).toBe(false);
  });

  it("never shows more than there are, and offers no Load More when everything already shows", () => {
    expect(visibleCount(0, 4)).toBe(4);
    expect(canLoadMore(0, 4)).toBe(false);
    expect(visibleCount(1, 8)).toBe(8);
    expect(canLoadMore(1, 8)).toBe(false);
    expect(canLoadMore(0, 7)).toBe(true);
  });

  it("resets to the first page at zero loads", () => {
    expect(visibleCount(0, 12)).toBe(6);
    expect(visibleCount(-1, 12)).toBe(6);
  });

  it("words the count as 'Showing N of M articles'", () => {
    expect(showingText(6, 12)).toBe("Showing 6 of 12 articles");
  });
});

describe("formatCalendarDate", () => {
  it("writes an ISO date the way the site shows it, in US English", () => {
    expect(formatCalendarDate("2025-11-18")).toBe("November 18, 2025");
    expect(formatCalendarDate("2025-07-01")).toBe("July 1, 2025");
  });

  it.each(["November 18, 2025", "2025-02-30", "2025-13-01", "2025-1-5", ""])("rejects %p", (date) => {
    expect(() => formatCalendarDate(date)).toThrow(/is not a date/);
  });
});

describe("excerpt", () => {
  it("leaves short text alone, collapsing whitespace", () => {
    expect(excerpt("  A short\n paragraph.  ", 40)).toBe("A short paragraph.");
  });

  it("cuts long text at a word boundary and ends it with an ellipsis", () => {
    const text = "The quick brown fox jumps over the lazy dog, again and again.";
    expect(excerpt(text, 30)).toBe("The quick brown fox jumps\u2026");
    expect(excerpt(text, 31)).toBe("The quick brown fox jumps over\u2026");
    for (const length of [20, 30, 31, 40, 50]) expect(excerpt(text, length).length).toBeLessThanOrEqual(length);
  });

  it("cuts a single over-long word at the limit", () => {
    expect(excerpt("Supercalifragilisticexpialidocious", 10)).toBe("Supercali\u2026");
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(excerpt("Alpha beta, gamma delta epsilon", 13)).toBe("Alpha beta\u2026");
  });
});

describe("toBlogCard", () => {
  const article = getAllArticles()[0] as BlogArticle;
  const card = toBlogCard(article);

  it("carries what a card shows and links to /blog/{id}", () => {
    expect(card).toMatchObject({
      id: article.id,
      href: `/blog/${article.id}`,
      title: article.title,
      description: article.description,
      category: article.category,
      categoryColor: article.categoryColor,
      date: formatCalendarDate(article.date),
      dateIso: article.date,
      readTime: article.readTime,
      image: article.image,
    });
    expect(card.imageAlt).toMatch(new RegExp(article.category));
  });

  it("previews the first two sections: their titles and the start of their first paragraph", () => {
    expect(card.sections.map((section) => section.title)).toEqual(article.sections.slice(0, 2).map((section) => section.title));
    card.sections.forEach((section, index) => {
      expect(section.excerpt.length).toBeLessThanOrEqual(CARD_EXCERPT_LENGTH);
      expect(
        markdownParagraphs(article.sections[index]!.body)[0]!
          .replace(/\s+/g, " ")
          .startsWith(section.excerpt.replace(/\u2026$/, "")),
      ).toBe(true);
    });
  });

  it("previews a section's words without their Markdown, and an article with no sections", () => {
    const marked = toBlogCard(toBlogArticle({ ...article, sections: [{ title: "One", body: "Read the *guide* on [our blog](/blogs).\n\n- a list" }] }));
    expect(marked.sections).toEqual([{ title: "One", excerpt: "Read the guide on our blog." }]);
    expect(toBlogCard(toBlogArticle({ ...article, sections: [] })).sections).toEqual([]);
  });

  it("is far smaller than the article it summarises", () => {
    // The longest article: a short new one may be little more than its card.
    const longest = getAllArticles().reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
    expect(JSON.stringify(toBlogCard(longest)).length).toBeLessThan(JSON.stringify(longest).length / 5);
  });
});

describe("the blog list's first artwork", () => {
  it("inlines the artwork of the card that opens the list, and only that one", () => {
    const articles = getAllArticles();
    const cards = withFirstImageInline(articles);
    const first = orderArticles(cards, DEFAULT_BLOG_ORDER)[0]!;
    expect(first.imageMarkup).toMatch(/^<svg[\s>]/);
    expect(first.imageMarkup).toContain(`id="blog-card-${first.id}-`);
    expect(cards.filter((card) => card.imageMarkup !== undefined).map((card) => card.id)).toEqual([first.id]);
  });
});
