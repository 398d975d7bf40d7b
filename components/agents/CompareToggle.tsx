"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { MAX_COMPARED, toggleCompared } from "@/lib/agents/compare";
import { useCompareSelection, writeCompareSelection } from "@/lib/browser/compare-selection";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { compareHref } from "@/lib/site/hrefs";
import styles from "@/components/agents/compare.module.css";

type CompareToggleProps = {
  slug: string;
  name: string;
  /** Also link to the comparison of the marked agents (on an agent page, where no compare bar is). */
  withLink?: boolean;
  /** Light text, for a dark background such as the agent page's hero. */
  onDark?: boolean;
};

/** Marks an agent for comparison; a fourth is refused with a message. Disabled until React runs. */
export function CompareToggle({ slug, name, withLink = false, onDark = false }: CompareToggleProps) {
  const hydrated = useHydrated();
  const selection = useCompareSelection();
  const [refused, setRefused] = useState(false);
  const messageId = useId();
  const showRefusal = refused && !selection.includes(slug) && selection.length >= MAX_COMPARED;

  return (
    <div className={onDark ? `${styles.toggle} ${styles.onDark}` : styles.toggle}>
      <label className={styles.toggleLabel}>
        <input
          type="checkbox"
          checked={selection.includes(slug)}
          disabled={!hydrated}
          aria-describedby={messageId}
          onChange={() => {
            const next = toggleCompared(selection, slug);
            setRefused(next.refused);
            if (!next.refused) writeCompareSelection(next.selection);
          }}
        />
        Compare<span className="visually-hidden"> {name}</span>
      </label>
      {withLink && selection.length > 0 && (
        <Link href={compareHref(selection)} className={styles.link}>
          Compare ({selection.length})
        </Link>
      )}
      <p id={messageId} className={styles.message} role="status">
        {showRefusal ? `You can compare up to ${MAX_COMPARED} agents. Untick one to add ${name}.` : ""}
      </p>
    </div>
  );
}
