// An agent's full listing (content/listings): what a buyer decides from.
import { listings } from "@/content/listings";
import type { AgentListing } from "@/content/types";

/** The listing of a catalog agent; a missing one is a content error that stops the build. */
export function listingFor(slug: string): AgentListing {
  const listing = listings[slug];
  if (!listing) throw new Error(`content/listings has no listing for the agent "${slug}"`);
  return listing;
}
