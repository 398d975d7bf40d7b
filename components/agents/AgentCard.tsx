import Link from "next/link";
import type { ReactNode } from "react";
import type { Agent } from "@/content/types";
import { listingFor } from "@/lib/agents/listings";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { Icon } from "@/components/ui/Icon";
import { TagList } from "@/components/ui/Chip";
import styles from "@/components/agents/AgentCard.module.css";

type AgentCardProps = {
  agent: Agent;
  href: string;
  headingLevel?: "h2" | "h3";
  /** Controls under the tags, such as the marketplace's Compare checkbox. */
  children?: ReactNode;
};

export function AgentCard({ agent, href, headingLevel: Heading = "h3", children }: AgentCardProps) {
  return (
    <article className={`card ${styles.card}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- static SVG artwork, already the right size */}
      <img className={styles.image} src={agent.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      <div className={styles.body}>
        <span className="icon-badge">
          <Icon name={agent.icon} />
        </span>
        <Heading className="agent-card-title">{agent.name}</Heading>
        <p>{agent.description}</p>
        <p className={styles.price}>{leastPriceLabel(listingFor(agent.slug).pricing)}</p>
        <TagList tags={agent.tags} label={`${agent.name} tags`} />
        {children}
        <Link href={href} className="card-link">
          Learn More<span className="visually-hidden"> about {agent.name}</span>
          <Icon name="arrow-right" size={18} />
        </Link>
      </div>
    </article>
  );
}
