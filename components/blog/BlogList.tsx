"use client";

import Link from "next/link";
import { useEffect, useMemo, useRef, useState } from "react";
import { DEFAULT_BLOG_ORDER, blogOrders, canLoadMore, orderArticles, showingText, visibleCount, type BlogCardModel, type BlogOrder } from "@/lib/blog/list";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { ALL_ARTICLES_PATH } from "@/lib/site/hrefs";
import { BlogCard } from "@/components/blog/BlogCard";
import styles from "./BlogList.module.css";

/** Cards whose image loads at once: the first row on a wide screen. */
const EAGER_IMAGES = 3;

/**
 * The blog list's interactive part: the Most Recent / Most Popular toggle and Load More. The page
 * is pre-rendered with the first BLOG_PAGE_SIZE cards, as the browser shows them, so hydrating it
 * changes nothing on screen; until then (and without JavaScript) "All articles" stands where Load
 * More will, so every article stays one link away.
 */
export function BlogList({ cards }: { cards: BlogCardModel[] }) {
  const [order, setOrder] = useState<BlogOrder>(DEFAULT_BLOG_ORDER);
  const [loads, setLoads] = useState(0);
  const hydrated = useHydrated();
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndexAfterLoad = useRef<number | null>(null);

  const ordered = useMemo(() => orderArticles(cards, order), [cards, order]);
  const total = ordered.length;
  const shown = visibleCount(loads, total);
  const visible = ordered.slice(0, shown);

  // After Load More, keyboard focus goes to the first new card's link.
  useEffect(() => {
    const index = focusIndexAfterLoad.current;
    if (index === null) return;
    focusIndexAfterLoad.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(":scope > li a")[index]?.focus();
  }, [shown]);

  function chooseOrder(next: BlogOrder) {
    if (next === order) return;
    setOrder(next);
    setLoads(0);
  }

  function loadMore() {
    focusIndexAfterLoad.current = shown;
    setLoads((current) => current + 1);
  }

  return (
    <div className="blog-list">
      <div className={styles.toolbar}>
        <div className={styles.toggle} role="group" aria-label="Order articles">
          {blogOrders.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={order === option.value}
              // Inert until hydration (and without JavaScript), so it says so instead of ignoring clicks.
              disabled={!hydrated}
              onClick={() => chooseOrder(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
        <p className={styles.count} role="status" aria-live="polite">
          {showingText(shown, total)}
        </p>
      </div>

      <ul className={`grid grid-3 ${styles.grid}`} ref={listRef}>
        {visible.map((card, index) => (
          <li key={card.id}>
            <BlogCard card={card} eagerImage={index < EAGER_IMAGES} />
          </li>
        ))}
      </ul>

      {hydrated && canLoadMore(loads, total) && (
        <div className="section-actions">
          <button type="button" className="btn btn-secondary" onClick={loadMore}>
            Load More Articles
          </button>
        </div>
      )}
      {/* Before Load More works, and after it stops at 12 cards, the rest stay one link away. */}
      {(!hydrated || !canLoadMore(loads, total)) && shown < total && (
        <div className="section-actions">
          <Link className="btn btn-secondary" href={ALL_ARTICLES_PATH}>
            All articles
          </Link>
        </div>
      )}
    </div>
  );
}
