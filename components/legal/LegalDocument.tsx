import type { ReactNode } from "react";
import styles from "./legal.module.css";

/**
 * The readable column the privacy notice, legal notice and trust page are set in; `printable` prints
 * it without the site's chrome, `wide` gives a page of wide tables the full container.
 */
export function LegalDocument({ children, printable = false, wide = false }: { children: ReactNode; printable?: boolean; wide?: boolean }) {
  return (
    <div className="section">
      <div className={`container${wide ? "" : " narrow"} ${styles.document}${printable ? ` ${styles.printable}` : ""}`}>{children}</div>
    </div>
  );
}

/** A part of a document kept on one printed page where it fits. */
export function DocumentPart({ children, headingId }: { children: ReactNode; headingId: string }) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {children}
    </section>
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
