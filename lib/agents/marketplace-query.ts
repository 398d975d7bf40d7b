// The marketplace view as data: which function, what search text and which order. It lives in the
// URL (?function=&q=&sort=) so that any view can be shared and survives Back.
import type { Agent } from "@/content/types";
import { ALL_FUNCTIONS, agentsForFunction, parseFunctionParam, type FunctionFilter } from "@/lib/agents/functions";
import { searchAgents, type Searchable } from "@/lib/agents/search";

/**
 * An agent as the marketplace sorts it: priceFrom is the least its listing lets a buyer pay a month
 * (USD; lib/agents/pricing), listedOn the day it was first listed (lib/agents/agent-card, firstListedOn).
 */
type Sortable = Pick<Agent, "name"> & { priceFrom: number; listedOn: string };

/**
 * Most Popular is the catalog order. Newest is by the day first listed, latest first. The price
 * orders use the least a buyer can pay a month (a per-seat price times the minimum seats). The sort
 * is stable, so agents listed the same day or at the same price keep their catalog order (see DESIGN.md).
 */
export const sortOptions = [
  { value: "popular", label: "Most Popular", compare: null },
  { value: "newest", label: "Newest", compare: (a: Sortable, b: Sortable) => (a.listedOn === b.listedOn ? 0 : a.listedOn < b.listedOn ? 1 : -1) },
  { value: "price-low-high", label: "Price Low to High", compare: (a: Sortable, b: Sortable) => a.priceFrom - b.priceFrom },
  { value: "price-high-low", label: "Price High to Low", compare: (a: Sortable, b: Sortable) => b.priceFrom - a.priceFrom },
  { value: "alphabetical", label: "Alphabetical", compare: (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, "en") },
] as const;

export type SortValue = (typeof sortOptions)[number]["value"];
/** @internal Exported for the tests and the build's checks (knip --production). */
export const DEFAULT_SORT: SortValue = "popular";

export type MarketplaceQuery = { filter: FunctionFilter; search: string; sort: SortValue };

export const MAX_SEARCH_LENGTH = 100;

type Params = { get(name: string): string | null };

export function parseMarketplaceQuery(params: Params): MarketplaceQuery {
  const sort = sortOptions.find((option) => option.value === params.get("sort"))?.value ?? DEFAULT_SORT;
  return {
    filter: parseFunctionParam(params.get("function")),
    search: (params.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH),
    sort,
  };
}

/** "?function=Sales&q=lead" without the defaults; "" for the default view. */
export function marketplaceQueryString({ filter, search, sort }: Partial<MarketplaceQuery>): string {
  const parts = [
    filter && filter !== ALL_FUNCTIONS && `function=${encodeURIComponent(filter)}`,
    search?.trim() && `q=${encodeURIComponent(search)}`,
    sort && sort !== DEFAULT_SORT && `sort=${sort}`,
  ].filter(Boolean);
  return parts.length ? `?${parts.join("&")}` : "";
}

/** @internal Exported for the tests and the build's checks (knip --production). */
export function sortAgents<T extends Sortable>(agents: T[], sort: SortValue): T[] {
  const compare = sortOptions.find((option) => option.value === sort)?.compare;
  return compare ? [...agents].sort(compare) : agents;
}

type Entry = Sortable & Searchable & Pick<Agent, "functions">;

/**
 * Filters by function, then searches (`vocabulary` from search-index.ts), then sorts. With a search and the default order the
 * matches come best first; an order the visitor chose applies to the matches. When the search
 * matches no agent closely, `closest` holds the nearest few, to be shown as such, never as results.
 */
export function queryMarketplace<T extends Entry>(agents: T[], query: MarketplaceQuery, vocabulary: string): { visible: T[]; closest: T[] } {
  const inFunction = agentsForFunction(agents, query.filter);
  if (!query.search.trim()) return { visible: sortAgents(inFunction, query.sort), closest: [] };
  const { matches, closest } = searchAgents(inFunction, query.search, vocabulary, agents);
  return { visible: query.sort === DEFAULT_SORT ? matches : sortAgents(matches, query.sort), closest };
}
