// The catalog as the read tools take it, from /agents.json as the browser fetched it. Apart from
// lib/site/agent-catalog.ts, which builds that file from the content at build time: the browser's
// WebMCP chunk imports this, and with it no content and no file reading.
import type { AgentsJson } from "@/lib/site/agent-catalog";
import type { ReadToolData } from "@/lib/webmcp/read-tools";

/** The agents as the read tools take them: the listing's own pricing back from the catalog's. */
export function readToolAgents(catalog: AgentsJson): ReadToolData["agents"] {
  return catalog.agents.map(({ pricing: { perSeatUsdPerMonth, ...pricing }, ...agent }) => ({
    ...agent,
    pricing: { ...pricing, fromUsdPerMonth: perSeatUsdPerMonth ?? pricing.fromUsdPerMonth },
  }));
}
