import type { Article } from "@/content/types";
import { markdownHtml } from "@/lib/blog/markdown";
import { ButtonLink } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import styles from "./ArticleBody.module.css";

/** "The quiet cost of running out" -> "the-quiet-cost-of-running-out", for linkable sections. */
function sectionId(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The article's sections, each a titled `<section>`; 'Content Coming Soon' when there are none. */
export function ArticleBody({ article }: { article: Pick<Article, "sections"> }) {
  if (article.sections.length === 0) {
    return (
      <div className={styles.body}>
        <div className="container narrow">
          <section className={styles.empty} aria-labelledby="article-empty-title">
            <span className="icon-badge">
              <Icon name="clock" />
            </span>
            <h2 id="article-empty-title">Content Coming Soon</h2>
            <p>We are still writing this article. Meanwhile, our other articles cover data and AI in practice.</p>
            <ButtonLink href="/blogs" variant="secondary" icon="arrow-right">
              Read Other Articles
            </ButtonLink>
          </section>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.body}>
      <div className="container narrow">
        {article.sections.map((section) => {
          const id = sectionId(section.title);
          return (
            <section key={id} id={id} className={styles.section} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>
                {section.icon && (
                  <span className={styles.sectionIcon}>
                    <Icon name={section.icon} size={22} />
                  </span>
                )}
                {section.title}
              </h2>
              {section.subtitle && <p className={styles.subtitle}>{section.subtitle}</p>}
              {/* The owner's Markdown, rendered at build time with raw HTML off (lib/blog/markdown.ts). */}
              <div className={styles.text} dangerouslySetInnerHTML={{ __html: markdownHtml(section.body) }} />
            </section>
          );
        })}
      </div>
    </div>
  );
}
