// Server only (it reads public/): the blog list's cards, with the artwork of the card that opens
// the list inlined. Apart from lib/blog/list.ts because the client list imports that file.
import type { BlogArticle } from "@/lib/blog/articles";
import { inlineSvgMarkup } from "@/lib/content/inline-svg";
import { DEFAULT_BLOG_ORDER, orderArticles, toBlogCard, type BlogCardModel } from "@/lib/blog/list";

export function withFirstImageInline(articles: readonly BlogArticle[]): BlogCardModel[] {
  const cards = articles.map(toBlogCard);
  const firstId = orderArticles(cards, DEFAULT_BLOG_ORDER)[0]?.id;
  return cards.map((card) => (card.id === firstId ? { ...card, imageMarkup: inlineSvgMarkup(card.image, `blog-card-${card.id}`) } : card));
}
