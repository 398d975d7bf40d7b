import Link from "next/link";
import type { BlogCardModel } from "@/lib/blog/list";
import { Chip } from "@/components/ui/Chip";
import { SmallIcon } from "@/components/ui/SmallIcon";
import { SvgMarkup } from "@/components/ui/SvgMarkup";
import styles from "./BlogCard.module.css";

type BlogCardProps = {
  card: BlogCardModel;
  /** Cards in the first row load their image at once; the rest when scrolled near. */
  eagerImage?: boolean;
};

/**
 * One article on the blog list: artwork, category, date, title, summary, a preview of two sections.
 * One link, Read More, whose area covers the card, so the whole card opens the article.
 */
export function BlogCard({ card, eagerImage = false }: BlogCardProps) {
  const titleId = `blog-card-${card.id}-title`;
  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      {card.imageMarkup ? (
        <SvgMarkup className={styles.image} markup={card.imageMarkup} alt={card.imageAlt} />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- static SVG artwork, already the right size
        <img className={styles.image} src={card.image} alt={card.imageAlt} width={1200} height={630} loading={eagerImage ? "eager" : "lazy"} decoding="async" />
      )}
      <div className={styles.body}>
        <div className={styles.meta}>
          <Chip tone={card.categoryColor}>{card.category}</Chip>
          <time dateTime={card.dateIso}>{card.date}</time>
        </div>
        <h2 className={styles.title} id={titleId}>
          {card.title}
        </h2>
        <p className={styles.description}>{card.description}</p>
        {card.sections.length > 0 && (
          <ul className={styles.sections} aria-label={`In this article: ${card.title}`}>
            {card.sections.map((section) => (
              <li key={section.title}>
                <h3>{section.title}</h3>
                <p>{section.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.footer}>
          <Link href={card.href} className={`card-link ${styles.readMore}`}>
            Read More<span className="visually-hidden"> about {card.title}</span>
            <SmallIcon name="arrow-right" size={18} />
          </Link>
          <span className={styles.readTime}>
            <SmallIcon name="clock" size={16} />
            {card.readTime}
          </span>
        </div>
      </div>
    </article>
  );
}
