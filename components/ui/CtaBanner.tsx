import type { ReactNode } from "react";
import styles from "./CtaBanner.module.css";

type CtaBannerProps = {
  /** Prefix of the heading's id, unique on the page. */
  id?: string;
  title: string;
  text: string;
  /** The banner's buttons. */
  children: ReactNode;
};

/** A closing call-to-action band: a heading, one sentence and its buttons. */
export function CtaBanner({ id = "cta-banner", title, text, children }: CtaBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby={`${id}-title`}>
      <div className={`container ${styles.inner}`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{text}</p>
        <div className={`button-row ${styles.actions}`}>{children}</div>
      </div>
    </section>
  );
}
