import Link from "next/link";
import type { Agent } from "@/content/types";
import { Icon } from "@/components/ui/Icon";
import { TagList } from "@/components/ui/Chip";

type AgentCardProps = {
  agent: Agent;
  href: string;
  headingLevel?: "h2" | "h3";
};

export function AgentCard({ agent, href, headingLevel: Heading = "h3" }: AgentCardProps) {
  return (
    <article className="card agent-card">
      {/* eslint-disable-next-line @next/next/no-img-element -- static SVG artwork, already the right size */}
      <img className="agent-card-image" src={agent.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      <div className="agent-card-body">
        <span className="icon-badge">
          <Icon name={agent.icon} />
        </span>
        <Heading className="agent-card-title">{agent.name}</Heading>
        <p>{agent.description}</p>
        <TagList tags={agent.tags} label={`${agent.name} tags`} />
        <Link href={href} className="card-link">
          Learn More<span className="visually-hidden"> about {agent.name}</span>
          <Icon name="arrow-right" size={18} />
        </Link>
      </div>
    </article>
  );
}
