import type { Article } from "@/content/types";
import { markdownParagraphs } from "@/lib/blog/markdown";

/** Reading speed used for every article's stated read time. */
const WORDS_PER_MINUTE = 220;

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Words a reader reads in the article body: section titles, subtitles and text (without its markup). */
export function articleWordCount(article: Pick<Article, "sections">): number {
  return article.sections.reduce(
    (total, section) =>
      total +
      countWords(section.title) +
      countWords(section.subtitle ?? "") +
      markdownParagraphs(section.body).reduce((sum, paragraph) => sum + countWords(paragraph), 0),
    0,
  );
}

export function readTimeMinutes(article: Pick<Article, "sections">): number {
  return Math.max(1, Math.round(articleWordCount(article) / WORDS_PER_MINUTE));
}

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
