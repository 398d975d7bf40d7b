import type { ReactNode } from "react";
import styles from "./legal.module.css";

/** The readable column the privacy notice, legal notice and trust page are set in. */
export function LegalDocument({ children }: { children: ReactNode }) {
  return (
    <div className="section">
      <div className={`container narrow ${styles.document}`}>{children}</div>
    </div>
  );
}

export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** A table that scrolls sideways on a phone; the wrapper can take focus so keyboard users can scroll it. */
export function WideTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}
