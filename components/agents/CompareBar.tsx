"use client";

import Link from "next/link";
import { useRef } from "react";
import { MAX_COMPARED } from "@/lib/agents/compare";
import { useCompareSelection, writeCompareSelection } from "@/lib/browser/compare-selection";
import { compareHref, quoteHref } from "@/lib/site/hrefs";
import styles from "@/components/agents/compare.module.css";

/** The marketplace's link to the comparison, with how many agents are marked and which, announced as it changes. */
export function CompareBar({ agents }: { agents: { slug: string; name: string }[] }) {
  const marked = useCompareSelection().flatMap((slug) => agents.filter((agent) => agent.slug === slug));
  const selection = marked.map((agent) => agent.slug);
  const names = marked.map((agent) => agent.name);
  const compareRef = useRef<HTMLAnchorElement>(null);

  return (
    <div className={styles.bar}>
      <p role="status">
        {selection.length ? `Marked to compare: ${names.join(", ")}.` : `Tick Compare on up to ${MAX_COMPARED} agents, or see them all side by side.`}
      </p>
      <div className={styles.barActions}>
        {selection.length > 0 && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              writeCompareSelection([]);
              // Clear goes with the selection; focus stays in the bar.
              compareRef.current?.focus();
            }}
          >
            Clear
          </button>
        )}
        {selection.length > 0 && (
          <Link href={quoteHref(selection)} className="btn btn-secondary">
            Build a quote ({selection.length})
          </Link>
        )}
        <Link href={compareHref(selection)} className="btn btn-primary" ref={compareRef}>
          {selection.length ? `Compare (${selection.length})` : "Compare all agents"}
        </Link>
      </div>
    </div>
  );
}
