"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useRef } from "react";
import { ALL_FUNCTIONS } from "@/lib/agents/functions";
import { MARKETPLACE_SECTION_ID } from "@/lib/site/hrefs";
import { marketplaceQueryString, parseMarketplaceQuery, queryMarketplace, type MarketplaceQuery } from "@/lib/agents/marketplace-query";
import { useAgentSearchData } from "@/lib/browser/agent-search-data";
import { scrollToIdAfterDelay } from "@/lib/browser/scroll";
import { MarketplaceView, type MarketplaceCard } from "@/components/agents/MarketplaceView";

/**
 * The interactive marketplace. The URL is the only state: controls rewrite it in place
 * (history.replaceState, which Next's useSearchParams follows), and the view is derived from it.
 */
export function MarketplaceFromUrl({ cards }: { cards: MarketplaceCard[] }) {
  const pathname = usePathname();
  const query = parseMarketplaceQuery(useSearchParams());
  const searching = query.search.trim() !== "";
  const search = useAgentSearchData(searching);
  const searchable = useMemo(() => cards.map((card) => ({ ...card, searchIndex: search.data?.indexes[card.id] ?? "" })), [cards, search.data]);
  const searchPending = searching && !search.data;
  const { visible, closest } = queryMarketplace(searchable, searchPending ? { ...query, search: "" } : query, search.data?.vocabulary ?? "");

  // Opened with a function preselected: show the list after the section delay.
  const arrivedWithFilter = useRef(query.filter !== ALL_FUNCTIONS);
  useEffect(() => {
    if (!arrivedWithFilter.current) return;
    return scrollToIdAfterDelay(MARKETPLACE_SECTION_ID);
  }, []);

  const update = (change: Partial<MarketplaceQuery>) => {
    // From the address as it is now, not as this render saw it: a change made before React
    // re-rendered after the last one (a filter, then typing at once) must keep that one too.
    const next = { ...parseMarketplaceQuery(new URLSearchParams(window.location.search)), ...change };
    window.history.replaceState(null, "", `${pathname}${marketplaceQueryString(next)}${window.location.hash}`);
  };

  return (
    <MarketplaceView
      cards={cards}
      visible={visible}
      closest={closest}
      query={query}
      searchStatus={searchPending ? (search.failed ? "unavailable" : "loading") : undefined}
      onFilterChange={(filter) => update({ filter })}
      onSearchChange={(search) => update({ search })}
      onSortChange={(sort) => update({ sort })}
    />
  );
}
