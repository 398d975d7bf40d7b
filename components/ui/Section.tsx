import type { ReactNode } from "react";
import styles from "./Section.module.css";

type SectionProps = {
  id?: string;
  title?: ReactNode;
  intro?: ReactNode;
  eyebrow?: string;
  tone?: "plain" | "muted" | "dark";
  className?: string;
  children?: ReactNode;
};

/** A full-width band of a page with a centred heading; ids double as link fragments. */
export function Section({ id, title, intro, eyebrow, tone = "plain", className, children }: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={["section", tone === "muted" && styles.muted, className].filter(Boolean).join(" ")}>
      <div className="container">
        {(title || intro) && (
          <header className={styles.header}>
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            {title && <h2 id={headingId}>{title}</h2>}
            {intro && <p className="section-intro">{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
