"use client";

import Link from "next/link";
import { useRef } from "react";
import { flushSync } from "react-dom";
import { MAX_COMPARED } from "@/lib/agents/compare";
import { useCompareSelection, writeCompareSelection } from "@/lib/browser/compare-selection";
import { compareHref, quoteHref } from "@/lib/site/hrefs";
import styles from "@/components/agents/compare.module.css";

/**
 * The marketplace's way to the comparison. With nothing marked it sits beside the count; once an
 * agent is marked it becomes a tray held at the foot of the screen, so ticking a card far down the
 * list shows what is marked, each with a way to remove it, and leads to Compare and to a quote.
 * Its changes are announced.
 */
export function CompareBar({ agents }: { agents: { slug: string; name: string }[] }) {
  const marked = useCompareSelection().flatMap((slug) => agents.filter((agent) => agent.slug === slug));
  const selection = marked.map((agent) => agent.slug);
  const compareRef = useRef<HTMLAnchorElement>(null);
  const mark = (slugs: string[]) => {
    // Rendered before focus moves: the link may leave the tray for its place beside the count, and
    // focus() then scrolls it into view there.
    flushSync(() => writeCompareSelection(slugs));
    // A removed agent's button goes with it; focus stays in the bar, on the way to compare.
    compareRef.current?.focus();
  };

  /** With an agent marked, the bar is the tray at the foot of the screen. */
  const inTray = selection.length > 0;

  return (
    <div
      className={inTray ? `${styles.bar} ${styles.tray}` : styles.bar}
      role={inTray ? "region" : undefined}
      aria-label={inTray ? "Agents to compare" : undefined}
    >
      <p role="status" className={inTray ? "visually-hidden" : undefined}>
        {inTray
          ? `Marked to compare: ${marked.map((agent) => agent.name).join(", ")}.`
          : `Tick Compare on up to ${MAX_COMPARED} agents, or see them all side by side.`}
      </p>
      {inTray && (
        <ul className={styles.marked} aria-label={`Marked to compare, ${selection.length} of ${MAX_COMPARED}`}>
          {marked.map((agent) => (
            <li key={agent.slug}>
              {agent.name}
              <button type="button" className={styles.remove} onClick={() => mark(selection.filter((slug) => slug !== agent.slug))}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">Remove {agent.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.barActions}>
        {inTray && (
          <>
            <button type="button" className="btn btn-secondary" onClick={() => mark([])}>
              Clear
            </button>
            <Link href={quoteHref(selection)} className="btn btn-secondary">
              Build a quote ({selection.length})
            </Link>
          </>
        )}
        <Link href={compareHref(selection)} className="btn btn-primary" ref={compareRef}>
          {inTray ? `Compare (${selection.length})` : "Compare all agents"}
        </Link>
      </div>
    </div>
  );
}
