import { articles } from "@/content/articles";
import type { Article } from "@/content/types";
import { markdownParagraphs } from "@/lib/blog/markdown";
import { formatReadTime, readTimeMinutes } from "@/lib/blog/read-time";

/** An article as the pages use it: the stored content plus what is computed from its text. */
export type BlogArticle = Article & {
  /** "N min read". */
  readTime: string;
  /** Each section's first paragraph as plain text, for the card's preview (lib/blog/list.ts, which the browser runs, has no Markdown). */
  leads: string[];
};

/** @internal Exported for the tests (knip --production). */
export function toBlogArticle(article: Article): BlogArticle {
  return {
    ...article,
    readTime: formatReadTime(readTimeMinutes(article)),
    leads: article.sections.map((section) => markdownParagraphs(section.body)[0] ?? ""),
  };
}

const blogArticles: BlogArticle[] = articles.map(toBlogArticle);

export function getAllArticles(): BlogArticle[] {
  return blogArticles;
}

export function getArticleById(id: string): BlogArticle | undefined {
  return blogArticles.find((article) => article.id === id);
}

export function getArticleIds(): string[] {
  return blogArticles.map((article) => article.id);
}

/** Articles whose call to action points at this agent. */
export function getArticlesForAgent(slug: string): BlogArticle[] {
  return blogArticles.filter((article) => article.relatedAgent === slug);
}
