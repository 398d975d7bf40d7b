"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { ALL_FUNCTIONS } from "@/lib/agents/functions";
import { MARKETPLACE_SECTION_ID } from "@/lib/site/hrefs";
import { marketplaceQueryString, parseMarketplaceQuery, queryMarketplace, type MarketplaceQuery } from "@/lib/agents/marketplace-query";
import { useAgentSearchData } from "@/lib/browser/agent-search-data";
import { scrollToIdAfterDelay } from "@/lib/browser/scroll";
import { MarketplaceView, type MarketplaceCard } from "@/components/agents/MarketplaceView";
import { SearchParamsListener } from "@/components/ui/SearchParamsListener";

/**
 * The interactive marketplace. The URL is the only state: controls rewrite it in place
 * (history.replaceState, which Next's router follows), and the view is derived from the query
 * string the listener reports; until it does, from none, as the page was pre-rendered.
 */
export function MarketplaceFromUrl({ cards, compare }: { cards: MarketplaceCard[]; compare?: ReactNode }) {
  const pathname = usePathname();
  const [queryString, setQueryString] = useState("");
  // The query the page was opened with: the listener's first report.
  const [arrivalQuery, setArrivalQuery] = useState<string>();
  // The listener says when the address changed; the address itself is read now, since the router
  // may report an older one after a keystroke has already written a newer one.
  const onQueryString = useCallback(() => {
    const next = window.location.search.replace(/^\?/, "");
    setQueryString(next);
    setArrivalQuery((first) => first ?? next);
  }, []);
  const query = parseMarketplaceQuery(new URLSearchParams(queryString));
  const searching = query.search.trim() !== "";
  const search = useAgentSearchData(searching);
  const searchable = useMemo(() => cards.map((card) => ({ ...card, searchIndex: search.data?.indexes[card.slug] ?? "" })), [cards, search.data]);
  const searchPending = searching && !search.data;
  const { visible, closest } = queryMarketplace(searchable, searchPending ? { ...query, search: "" } : query, search.data?.vocabulary ?? "");

  // Opened with a function preselected: show the list after the section delay.
  useEffect(() => {
    if (arrivalQuery === undefined || parseMarketplaceQuery(new URLSearchParams(arrivalQuery)).filter === ALL_FUNCTIONS) return;
    return scrollToIdAfterDelay(MARKETPLACE_SECTION_ID);
  }, [arrivalQuery]);

  const update = (change: Partial<MarketplaceQuery>) => {
    // From the address as it is now, not as this render saw it: a change made before React
    // re-rendered after the last one (a filter, then typing at once) must keep that one too.
    const next = { ...parseMarketplaceQuery(new URLSearchParams(window.location.search)), ...change };
    const nextQueryString = marketplaceQueryString(next);
    window.history.replaceState(null, "", `${pathname}${nextQueryString}${window.location.hash}`);
    // The search box is controlled by this state, so it takes the change in the same render as the
    // keystroke: the router reports the new address later, in a transition, and a box that waited
    // for it would be set back to its old text and lose the next key pressed meanwhile.
    setQueryString(nextQueryString.replace(/^\?/, ""));
  };

  return (
    <>
      <SearchParamsListener onChange={onQueryString} />
      <MarketplaceView
        cards={cards}
        visible={visible}
        closest={closest}
        query={query}
        searchStatus={searchPending ? (search.failed ? "unavailable" : "loading") : undefined}
        compare={compare}
        onFilterChange={(filter) => update({ filter })}
        onSearchChange={(search) => update({ search })}
        onSortChange={(sort) => update({ sort })}
      />
    </>
  );
}
