import { articles } from "@/content/articles";
import type { Article } from "@/content/types";
import { formatReadTime, readTimeMinutes } from "@/lib/blog/read-time";

/** An article as the pages use it: the stored content plus its read time, computed from the text. */
export type BlogArticle = Article & {
  /** "N min read". */
  readTime: string;
};

const blogArticles: BlogArticle[] = articles.map((article) => ({ ...article, readTime: formatReadTime(readTimeMinutes(article)) }));

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
