import type { Metadata } from "next";
import { requireAgent } from "@/lib/agents/catalog";
import { agentPageMetadata } from "@/lib/agents/page-metadata";
import { AgentPage } from "@/components/agents/AgentPage";

const agent = requireAgent("order-verification-agent");

export const metadata: Metadata = agentPageMetadata(agent);

/** Dedicated page: the same agent layout, with the request form settings of lib/agents/request-settings. */
export default function OrderVerificationAgentPage() {
  return <AgentPage agent={agent} />;
}
