// An agent's full listing (`listing` in content/agents/<slug>.yaml): what a buyer decides from.
import { listings } from "@/content/agents";
import type { AgentListing } from "@/content/types";

/** The listing of a catalog agent; a missing one is a content error that stops the build. */
export function listingFor(slug: string): AgentListing {
  const listing = listings[slug];
  if (!listing) throw new Error(`The agent "${slug}" has no listing: content/agents/${slug}.yaml needs its \`listing\``);
  return listing;
}
