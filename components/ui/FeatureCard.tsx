import type { ReactNode } from "react";
import type { IconName } from "@/content/types";
import { Icon } from "@/components/ui/Icon";
import styles from "./FeatureCard.module.css";

type FeatureCardProps = { title: string; icon: IconName; children: ReactNode; className?: string };

/** A card with an icon badge, a title and its text; the building block of most card grids. */
export function FeatureCard({ title, icon, children, className }: FeatureCardProps) {
  return (
    <article className={["card", styles.card, className].filter(Boolean).join(" ")}>
      <span className="icon-badge">
        <Icon name={icon} />
      </span>
      <h3>{title}</h3>
      {children}
    </article>
  );
}
