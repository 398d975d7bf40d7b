import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAgentBySlug, getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { procurementSheetMetadata } from "@/lib/agents/page-metadata";
import { ProcurementSheet } from "@/components/agents/ProcurementSheet";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllAgents().map((agent) => ({ slug: agent.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const agent = getAgentBySlug((await params).slug);
  return agent ? procurementSheetMetadata(agent) : {};
}

export default async function ProcurementSheetPage({ params }: Props) {
  const agent = getAgentBySlug((await params).slug);
  if (!agent) notFound();
  return <ProcurementSheet agent={agent} listing={listingFor(agent.slug)} />;
}
