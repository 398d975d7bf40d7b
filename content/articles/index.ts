// The articles, newest first: read from content/articles/*.md when the site is built (files.ts).
// `npm run check:content` checks them first and names file, line and field.
import { readArticles } from "@/content/articles/files";
import type { Article } from "@/content/types";

export const articles: Article[] = readArticles();
