import type { Metadata } from "next";
import { requireAgent } from "@/lib/agents";
import { agentPageMetadata } from "@/lib/agent-metadata";
import { AgentPage } from "@/components/agents/AgentPage";

const agent = requireAgent("order-verification-agent");

export const metadata: Metadata = agentPageMetadata(agent);

/** Dedicated page: the same agent layout, with the request form settings of lib/agent-pages. */
export default function OrderVerificationAgentPage() {
  return <AgentPage agent={agent} />;
}
