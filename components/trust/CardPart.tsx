import type { ReactNode } from "react";
import styles from "@/components/trust/ModelSystemCard.module.css";

/** One titled part of a model and system card, with an id other pages and machines link to. */
export function CardPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.part} id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
