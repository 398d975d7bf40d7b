import type { Agent } from "@/content/types";
import { agentJsonLd } from "@/lib/agents/page-metadata";
import { agentRequestSettings } from "@/lib/agents/request-settings";
import { AgentDetail } from "@/components/agents/AgentDetail";
import { JsonLd } from "@/components/ui/JsonLd";
import { ScrollToTopButton } from "@/components/ui/ScrollToTopButton";

/** A whole agent page: structured data, the detail layout with its request form, back to top. */
export function AgentPage({ agent }: { agent: Agent }) {
  return (
    <>
      <JsonLd data={agentJsonLd(agent)} />
      <AgentDetail agent={agent} requestConfig={agentRequestSettings(agent)} />
      <ScrollToTopButton />
    </>
  );
}
