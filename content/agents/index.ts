// The marketplace's agents in its default order, and their listings by slug: read from
// content/agents/*.yaml when the site is built (files.ts). `npm run check:content` checks them
// first and names file, line and field.
import { readCatalog } from "@/content/agents/files";

export const { agents, listings, listingFiles, proofs } = readCatalog();
