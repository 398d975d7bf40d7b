// The marketplace view as data: which function, what search text and which order. It lives in the
// URL (?function=&q=&sort=) so that any view can be shared and survives Back.
import type { Agent } from "@/content/types";
import { ALL_FUNCTIONS, agentsForFunction, parseFunctionParam, type FunctionFilter } from "@/lib/agents/functions";

type Sortable = Pick<Agent, "id" | "name">;

/** No price data exists, so the price orders keep the catalogue order, as does Most Popular. */
export const sortOptions = [
  { value: "popular", label: "Most Popular", compare: null },
  { value: "newest", label: "Newest", compare: (a: Sortable, b: Sortable) => b.id - a.id },
  { value: "price-low-high", label: "Price Low to High", compare: null },
  { value: "price-high-low", label: "Price High to Low", compare: null },
  { value: "alphabetical", label: "Alphabetical", compare: (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, "en") },
] as const;

export type SortValue = (typeof sortOptions)[number]["value"];
export const DEFAULT_SORT: SortValue = "popular";

export type MarketplaceQuery = { filter: FunctionFilter; search: string; sort: SortValue };
export const defaultMarketplaceQuery: MarketplaceQuery = { filter: ALL_FUNCTIONS, search: "", sort: DEFAULT_SORT };

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

export function sortAgents<T extends Sortable>(agents: T[], sort: SortValue): T[] {
  const compare = sortOptions.find((option) => option.value === sort)?.compare;
  return compare ? [...agents].sort(compare) : agents;
}

type Searchable = Pick<Agent, "name" | "description" | "tags">;

/** Every word of the search must appear in the name, the description or a tag. */
export function searchAgents<T extends Searchable>(agents: T[], search: string): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return agents;
  return agents.filter((agent) => {
    const text = [agent.name, agent.description, ...agent.tags].join(" ").toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export function queryAgents<T extends Sortable & Searchable & Pick<Agent, "tags">>(agents: T[], query: MarketplaceQuery): T[] {
  return sortAgents(searchAgents(agentsForFunction(agents, query.filter), query.search), query.sort);
}
