// The business functions' own pages (/all-agents/<function>) read from their slugs, and where the
// marketplace's function filter links. Apart from lib/site/hrefs.ts on purpose: hrefs is in every
// page's JavaScript, and these need the list of functions, which most pages do not.
import { ALL_FUNCTIONS, type FunctionFilter } from "@/lib/agents/functions";
import { businessFunctions, type BusinessFunction } from "@/content/choices";
import { MARKETPLACE_PATH, functionPageHref, functionPageSlug } from "@/lib/site/hrefs";

/** Every function's page slug, for generateStaticParams. */
export function functionPageSlugs(): string[] {
  return businessFunctions.map(functionPageSlug);
}

/** The function a page slug names; undefined for a slug no function has. */
export function functionForPageSlug(slug: string): BusinessFunction | undefined {
  return businessFunctions.find((fn) => functionPageSlug(fn) === slug);
}

/**
 * Where a function filter's link goes: the function's page, or the whole marketplace for All
 * Functions. Not through marketplaceHref, whose query code would bring the search with it.
 */
export function functionFilterHref(filter: FunctionFilter): string {
  return filter === ALL_FUNCTIONS ? MARKETPLACE_PATH : functionPageHref(filter);
}
