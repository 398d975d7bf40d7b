import type { ReactNode } from "react";
import styles from "./PageHero.module.css";

type PageHeroProps = {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** "tall" is the 600 px hero of the home and about pages; "slim" leaves the first screen to what follows it. */
  size?: "tall" | "compact" | "slim";
  /** The hero's buttons. */
  children?: ReactNode;
};

/** The dark gradient band that opens a page, with its h1. */
export function PageHero({ id, eyebrow, title, lead, size = "compact", children }: PageHeroProps) {
  return (
    <section className={`hero ${styles[size]}`} aria-labelledby={`${id}-title`}>
      <div className="container hero-inner">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id={`${id}-title`}>{title}</h1>
        <p className="hero-lead">{lead}</p>
        {children && <div className="button-row">{children}</div>}
      </div>
    </section>
  );
}
