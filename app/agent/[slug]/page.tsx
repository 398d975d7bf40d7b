import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAgentBySlug, getAllAgents } from "@/lib/agents/catalog";
import { agentPageMetadata } from "@/lib/agents/page-metadata";
import { AgentPage } from "@/components/agents/AgentPage";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllAgents().map((agent) => ({ slug: agent.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const agent = getAgentBySlug((await params).slug);
  return agent ? agentPageMetadata(agent) : {};
}

export default async function AgentSlugPage({ params }: Props) {
  const agent = getAgentBySlug((await params).slug);
  if (!agent) notFound();
  return <AgentPage agent={agent} />;
}
