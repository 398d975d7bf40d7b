import type { Agent } from "@/content/types";
import { listingFor } from "@/lib/agents/listings";
import { proofFor } from "@/lib/agents/proof";
import { customerStoriesUsing } from "@/lib/customers/stories";
import { agentJsonLd } from "@/lib/agents/page-metadata";
import { agentRequestSettings } from "@/lib/agents/request-settings";
import { AgentDetail } from "@/components/agents/AgentDetail";
import { JsonLd } from "@/components/ui/JsonLd";
import { ScrollToTopButton } from "@/components/ui/ScrollToTopButton";

/** A whole agent page: structured data, the detail layout with its listing and request form, back to top. */
export function AgentPage({ agent }: { agent: Agent }) {
  const listing = listingFor(agent.slug);
  return (
    <>
      <JsonLd data={agentJsonLd(agent, listing)} />
      <AgentDetail
        agent={agent}
        listing={listing}
        requestConfig={agentRequestSettings(agent)}
        proof={proofFor(agent.slug)}
        stories={customerStoriesUsing(agent.slug)}
      />
      <ScrollToTopButton />
    </>
  );
}
