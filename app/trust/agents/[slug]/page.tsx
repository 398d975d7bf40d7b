import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAgentBySlug, getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { agentCardMetadata } from "@/lib/agents/page-metadata";
import { ModelSystemCard } from "@/components/trust/ModelSystemCard";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllAgents().map((agent) => ({ slug: agent.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const agent = getAgentBySlug((await params).slug);
  return agent ? agentCardMetadata(agent, listingFor(agent.slug)) : {};
}

export default async function AgentCardPage({ params }: Props) {
  const agent = getAgentBySlug((await params).slug);
  if (!agent) notFound();
  return <ModelSystemCard agent={agent} listing={listingFor(agent.slug)} />;
}
