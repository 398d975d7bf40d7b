// Where the articles are and how they are read: one Markdown file each in this folder, its fields in
// YAML front matter (content/schema.ts, articleSchema), its name the article's id and address
// (/blog/{id}). Apart from index.ts, which reads them on import, so the content check can read a broken file.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readDataFile } from "@/content/data-file";
import type { Article } from "@/content/types";

export const ARTICLES_FOLDER = "content/articles";
const EXTENSION = ".md";

/** The articles' files, from the project root. */
export function articleFiles(root: string = process.cwd()): string[] {
  const folder = join(root, ARTICLES_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(EXTENSION))
    .sort()
    .map((name) => `${ARTICLES_FOLDER}/${name}`);
}

export const articleIdOf = (file: string) => file.slice(ARTICLES_FOLDER.length + 1, -EXTENSION.length);

/** Newest first, the order of "Most Recent"; articles of one day by id. */
const byNewest = (a: Pick<Article, "date" | "id">, b: Pick<Article, "date" | "id">) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date > b.date ? -1 : 1);

/** Every article as its file says, newest first. A file that cannot be read stops the build with check:content's words. */
export function readArticles(root: string = process.cwd()): Article[] {
  return articleFiles(root)
    .map((file) => {
      const { data, problems } = readDataFile(root, file);
      if (problems[0]) throw new Error(`${file}:${problems[0].line}: ${problems[0].message} (npm run check:content lists every problem)`);
      return { ...(data as Omit<Article, "id">), id: articleIdOf(file) };
    })
    .sort(byNewest);
}
