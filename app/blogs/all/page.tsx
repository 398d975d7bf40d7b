import type { Metadata } from "next";
import Link from "next/link";
import { getAllArticles } from "@/lib/blog/articles";
import { formatCalendarDate } from "@/lib/site/dates";
import { ALL_ARTICLES_PATH, articleHref } from "@/lib/site/hrefs";
import { pageMetadata } from "@/lib/site/metadata";
import { breadcrumbJsonLd } from "@/lib/site/structured-data";
import { JsonLd } from "@/components/ui/JsonLd";
import styles from "./page.module.css";

export const metadata: Metadata = pageMetadata({
  title: "All Articles",
  description: "Every Lumenfold article on one page, newest first: data engineering, analytics and AI agents at work, with each one's date and summary.",
  path: ALL_ARTICLES_PATH,
  image: "blog",
});

/** Every article, newest first: /blogs' Load More shows 12 at most, so the rest are linked from here. */
export default function AllArticlesPage() {
  const articles = getAllArticles();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Blogs", path: "/blogs" },
          { name: "All Articles", path: ALL_ARTICLES_PATH },
        ])}
      />
      <section className="section" aria-labelledby="all-articles-title">
        <div className="container narrow">
          <p>
            <Link href="/blogs">Back to the blog</Link>
          </p>
          <h1 id="all-articles-title">All Articles</h1>
          <p className="muted">{articles.length} articles, newest first.</p>
          <ol className={styles.list}>
            {articles.map((article) => (
              <li key={article.id}>
                <h2 className={styles.title}>
                  <Link href={articleHref(article.id)}>{article.title}</Link>
                </h2>
                <p className="muted">
                  <time dateTime={article.date}>{formatCalendarDate(article.date)}</time> · {article.category} · {article.readTime}
                </p>
                <p>{article.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
