// The blog list's rules: its two orders, how many cards show after each Load More, and the small
// card model the client list receives instead of whole articles.
import type { Article, Tone } from "@/content/types";
import type { BlogArticle } from "@/lib/blog/articles";
import { formatCalendarDate } from "@/lib/site/dates";
import { articleHref } from "@/lib/site/hrefs";

/**
 * Cards shown before any Load More.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const BLOG_PAGE_SIZE = 6;
/**
 * Cards each Load More adds.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const BLOG_LOAD_MORE = 3;
/**
 * Load More works this many times at most.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const BLOG_MAX_LOADS = 2;

export const blogOrders = [
  { value: "recent", label: "Most Recent" },
  { value: "popular", label: "Most Popular" },
] as const;

export type BlogOrder = (typeof blogOrders)[number]["value"];
export const DEFAULT_BLOG_ORDER: BlogOrder = "recent";

/** "Most Popular" puts these first, in this order; the rest keep the content order. */
const POPULAR_ARTICLE_IDS = ["laboratory-automation", "quick-commerce-insights"] as const;

/** Items in the given order. "recent" is the content order (newest first); the input is never mutated. */
export function orderArticles<T extends { id: string }>(items: readonly T[], order: BlogOrder): T[] {
  if (order === "recent") return [...items];
  const rank = (item: T) => {
    const index = (POPULAR_ARTICLE_IDS as readonly string[]).indexOf(item.id);
    return index === -1 ? POPULAR_ARTICLE_IDS.length : index;
  };
  // Array.prototype.sort is stable, so unranked items keep their original order.
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** How many cards show after `loads` presses of Load More, never more than `total`. */
export function visibleCount(loads: number, total: number): number {
  const presses = Math.min(Math.max(0, loads), BLOG_MAX_LOADS);
  return Math.min(total, BLOG_PAGE_SIZE + presses * BLOG_LOAD_MORE);
}

/** Whether Load More is still offered after `loads` presses. */
export function canLoadMore(loads: number, total: number): boolean {
  return loads < BLOG_MAX_LOADS && visibleCount(loads, total) < total;
}

export function showingText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} articles`;
}

/**
 * Plain text cut at a word boundary to at most `maxLength` characters, with an ellipsis when cut.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export function excerpt(text: string, maxLength = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxLength) return clean;
  // One character more than the text may keep, so a word ending right at the limit survives.
  const cut = clean.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength - 1);
  return `${words.replace(/[\s,;:.!?\u2013\u2014-]+$/, "")}\u2026`;
}

/** Descriptive text for an article's illustration. */
export function articleImageAlt(article: Pick<Article, "category">): string {
  return `Illustration for an article about ${article.category}`;
}

type BlogCardSection = { title: string; excerpt: string };

/** What one blog card shows: plain, serialisable data, a fraction of the article's size. */
export type BlogCardModel = {
  id: string;
  href: string;
  title: string;
  description: string;
  category: string;
  categoryColor: Tone;
  /** Display date and its ISO form for `<time dateTime>`. */
  date: string;
  dateIso: string;
  readTime: string;
  image: string;
  imageAlt: string;
  /**
   * The artwork's SVG markup, for the card that opens the list: on a phone its artwork is the
   * page's largest paint, and drawn from the HTML it waits for no image request. Other cards use
   * `image` in an <img>, so the page's HTML and data stay small.
   */
  imageMarkup?: string;
  /** The first two content sections: their titles and the start of their first paragraph. */
  sections: BlogCardSection[];
};

/** Sections a card previews. */
const CARD_SECTION_COUNT = 2;
/**
 * Characters of the first paragraph a card previews per section.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const CARD_EXCERPT_LENGTH = 140;

export function toBlogCard(article: BlogArticle): BlogCardModel {
  return {
    id: article.id,
    href: articleHref(article.id),
    title: article.title,
    description: article.description,
    category: article.category,
    categoryColor: article.categoryColor,
    date: formatCalendarDate(article.date),
    dateIso: article.date,
    readTime: article.readTime,
    image: article.image,
    imageAlt: articleImageAlt(article),
    sections: article.sections
      .slice(0, CARD_SECTION_COUNT)
      .map((section, index) => ({ title: section.title, excerpt: excerpt(article.leads[index] ?? "", CARD_EXCERPT_LENGTH) })),
  };
}
