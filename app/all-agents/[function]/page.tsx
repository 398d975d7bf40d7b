import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAllAgents } from "@/lib/agents/catalog";
import { agentsForFunction } from "@/lib/agents/functions";
import { functionPageMetadata } from "@/lib/agents/page-metadata";
import { functionForPageSlug, functionPageSlugs } from "@/lib/agents/function-pages";
import { FunctionAgents } from "@/components/agents/FunctionAgents";

type Props = { params: Promise<{ function: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return functionPageSlugs().map((slug) => ({ function: slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const fn = functionForPageSlug((await params).function);
  return fn ? functionPageMetadata(fn, agentsForFunction(getAllAgents(), fn)) : {};
}

export default async function FunctionPage({ params }: Props) {
  const fn = functionForPageSlug((await params).function);
  if (!fn) notFound();
  return <FunctionAgents fn={fn} agents={agentsForFunction(getAllAgents(), fn)} />;
}
