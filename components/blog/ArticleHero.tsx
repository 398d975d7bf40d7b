import Link from "next/link";
import type { BlogArticle } from "@/lib/blog/articles";
import { formatCalendarDate } from "@/lib/site/dates";
import { articleImageAlt } from "@/lib/blog/list";
import { Chip } from "@/components/ui/Chip";
import { Icon } from "@/components/ui/Icon";
import { InlineSvg } from "@/components/ui/InlineSvg";
import styles from "./ArticleHero.module.css";

export const ARTICLE_TITLE_ID = "article-title";

type ArticleHeroProps = {
  article: Pick<BlogArticle, "category" | "categoryColor" | "heroGradient" | "date" | "title" | "description" | "image" | "readTime" | "author">;
};

/** The top of an article: back link, category, title, summary, date, read time, author and artwork. */
export function ArticleHero({ article }: ArticleHeroProps) {
  return (
    <div className={`${styles.hero} ${styles[article.heroGradient]}`}>
      <div className={`container ${styles.inner}`}>
        <div>
          <Link href="/blogs" className={styles.backLink}>
            <Icon name="arrow-left" size={18} />
            Back to Blogs
          </Link>
          <Chip tone={article.categoryColor}>{article.category}</Chip>
          <h1 id={ARTICLE_TITLE_ID}>{article.title}</h1>
          <p className="hero-lead">{article.description}</p>
          <ul className={styles.meta} aria-label="About this article">
            <li>
              <time dateTime={article.date}>{formatCalendarDate(article.date)}</time>
            </li>
            <li>
              <Icon name="clock" size={16} />
              {article.readTime}
            </li>
            <li>By {article.author}</li>
          </ul>
        </div>
        <InlineSvg className={styles.image} src={article.image} alt={articleImageAlt(article)} idPrefix="article-hero" />
      </div>
    </div>
  );
}
