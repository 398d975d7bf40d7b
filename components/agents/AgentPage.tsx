import type { Agent } from "@/content/types";
import { agentJsonLd } from "@/lib/agent-metadata";
import { agentRequestConfig } from "@/lib/agent-pages";
import { AgentDetail } from "@/components/agents/AgentDetail";
import { JsonLd } from "@/components/ui/JsonLd";
import { ScrollToTopButton } from "@/components/ui/ScrollToTopButton";

/** A whole agent page: structured data, the detail layout with its request form, back to top. */
export function AgentPage({ agent }: { agent: Agent }) {
  return (
    <>
      <JsonLd data={agentJsonLd(agent)} />
      <AgentDetail agent={agent} requestConfig={agentRequestConfig(agent)} />
      <ScrollToTopButton />
    </>
  );
}
