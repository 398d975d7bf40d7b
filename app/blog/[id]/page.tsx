import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAllArticles, getArticleById } from "@/lib/blog/articles";
import { articleHref } from "@/lib/site/hrefs";
import { pageMetadata } from "@/lib/site/metadata";
import { blogPostingJsonLd, breadcrumbJsonLd } from "@/lib/site/structured-data";
import { ArticleBody } from "@/components/blog/ArticleBody";
import { ArticleCallToAction } from "@/components/blog/ArticleCallToAction";
import { ARTICLE_TITLE_ID, ArticleHero } from "@/components/blog/ArticleHero";
import { JsonLd } from "@/components/ui/JsonLd";
import { ScrollToTopButton } from "@/components/ui/ScrollToTopButton";

type ArticlePageProps = { params: Promise<{ id: string }> };

// Only the articles that exist are pre-rendered; any other id is answered by the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return getAllArticles().map((article) => ({ id: article.id }));
}

async function articleFor(params: ArticlePageProps["params"]) {
  const { id } = await params;
  const article = getArticleById(id);
  if (!article) notFound();
  return article;
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const article = await articleFor(params);
  return pageMetadata({
    title: article.title,
    description: article.description,
    path: articleHref(article.id),
    image: { article: article.id },
    type: "article",
    publishedTime: article.date,
  });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const article = await articleFor(params);
  return (
    <>
      <JsonLd data={blogPostingJsonLd(article)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Blogs", path: "/blogs" },
          { name: article.title, path: articleHref(article.id) },
        ])}
      />
      <article aria-labelledby={ARTICLE_TITLE_ID}>
        <ArticleHero article={article} />
        <ArticleBody article={article} />
      </article>
      <ArticleCallToAction article={article} />
      <ScrollToTopButton />
    </>
  );
}
