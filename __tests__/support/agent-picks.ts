// Tests choose the agents they need by what the test is about (usage pricing, a page of its own,
// health data), from the catalog as it is, so an owner who retires, renames or reprices an agent
// keeps them green. A test that needs the specification's own agents reads them from
// specified-content.ts instead.
import type { Agent, AgentListing } from "@/content/types";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";

export type AgentWithListing = { agent: Agent; listing: AgentListing };

/** Every catalog agent whose entry and listing match, in catalog order. */
export function agentsWhere(matches: (agent: Agent, listing: AgentListing) => unknown): AgentWithListing[] {
  return getAllAgents()
    .map((agent) => ({ agent, listing: listingFor(agent.slug) }))
    .filter(({ agent, listing }) => matches(agent, listing));
}

/** The first catalog agent that matches; `what` says what the test needs, for the error when none does. */
export function agentWhere(what: string, matches: (agent: Agent, listing: AgentListing) => unknown): AgentWithListing {
  const found = agentsWhere(matches)[0];
  if (!found) throw new Error(`No agent in the catalog is ${what}: the test needs one`);
  return found;
}

/** Priced by use, with a unit price above what the starting price includes. */
export const isUsagePriced = (_agent: Agent, listing: AgentListing) => Boolean(listing.pricing.volume?.usdPerUnitAbove);

/** Priced by use, each unit billed once, with no capacity to run into: the price is the starting price plus the units above those included. */
export const isPlainUsage = (agent: Agent, listing: AgentListing) =>
  isUsagePriced(agent, listing) && !listing.pricing.volume!.countsAsTwo && !listing.pricing.volume!.capacity;

/** Priced by use, with at least one add-on (a quote's `addOn0`). */
export const usageWithAddOn = () =>
  agentWhere("priced by use with an add-on", (agent, listing) => isUsagePriced(agent, listing) && (listing.pricing.addOns?.length ?? 0) > 0);

/** Priced per seat, with a minimum of more than one seat (the least a month is the minimum's price). */
export const perSeat = () =>
  agentWhere(
    "priced per seat with a minimum of several seats",
    (_agent, listing) => listing.pricing.model === "per-seat" && (listing.pricing.minimumSeats ?? 1) > 1,
  );

/** Priced by use, where some units count as two (a long call). */
export const countsSomeTwice = () =>
  agentWhere("priced by use where some units count as two", (_agent, listing) => Boolean(listing.pricing.volume?.countsAsTwo));

/** Priced by use, with a capacity its volume runs into (sending mailboxes). */
export const withCapacity = () =>
  agentWhere("priced by use with a capacity the volume runs into", (_agent, listing) => Boolean(listing.pricing.volume?.capacity));

/** Priced by use, with an add-on that brings volume of its own (a further store's orders). */
export const withVolumeAddOn = () =>
  agentWhere("priced by use with an add-on that brings its own volume", (_agent, listing) =>
    Boolean(listing.pricing.volume && listing.pricing.addOns?.[0]?.includedPerMonth),
  );

/** High risk under the EU AI Act. */
export const highRisk = () => agentWhere("high risk under the EU AI Act", (_agent, listing) => listing.risk.euAiActClass === "high");
