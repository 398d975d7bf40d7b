import { articles } from "@/content/articles";
import type { Article } from "@/content/types";

export function getAllArticles(): Article[] {
  return articles;
}

export function getArticleById(id: string): Article | undefined {
  return articles.find((article) => article.id === id);
}

export function getArticleIds(): string[] {
  return articles.map((article) => article.id);
}

/** Articles whose call to action points at this agent. */
export function getArticlesForAgent(slug: string): Article[] {
  return articles.filter((article) => article.relatedAgent === slug);
}
