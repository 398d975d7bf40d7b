// Shared by the server (the pre-rendered view: every agent, no filter) and the client leaf that
// drives it from the URL. Without handlers the controls render but do nothing, which is the
// state before hydration and without JavaScript.
import type { ReactNode } from "react";
import type { Agent } from "@/content/types";
import { ALL_FUNCTIONS, functionFilterLabel, functionFilters, type FunctionFilter } from "@/lib/agents/functions";
import { functionFilterHref } from "@/lib/agents/function-pages";
import { customAgentHref, searchedAgentHref } from "@/lib/site/hrefs";
import { MAX_SEARCH_LENGTH, sortOptions, type MarketplaceQuery, type SortValue } from "@/lib/agents/marketplace-query";
import { ButtonLink } from "@/components/ui/Button";
import { SettledStatus } from "@/components/ui/SettledStatus";
import { LabeledSelect } from "@/components/forms/LabeledSelect";
import fieldStyles from "@/components/forms/field.module.css";
import styles from "@/components/agents/marketplace.module.css";

export type MarketplaceCard = {
  /** Its key, and the key of its search index. */
  slug: string;
  name: string;
  /** The functions that list it, for the function filter. */
  functions: Agent["functions"];
  /** The least a buyer can pay a month in USD (lib/agents/pricing), for the price orders. */
  priceFrom: number;
  /** The day it was first listed, for Newest. */
  listedOn: string;
  /** The server-rendered AgentCard; the client only chooses which cards to show and in what order. */
  card: ReactNode;
};

type MarketplaceViewProps = {
  cards: MarketplaceCard[];
  /** The cards to show, already filtered, searched and sorted. */
  visible: MarketplaceCard[];
  /** When a search matches no agent closely: the nearest few, shown under their own label. */
  closest?: MarketplaceCard[];
  query: MarketplaceQuery;
  /** While the search data has not arrived, the cards are filtered by function only, and the count says why. */
  searchStatus?: "loading" | "unavailable";
  /** Beside the count: the marketplace's compare bar. */
  compare?: ReactNode;
  onFilterChange?: (filter: FunctionFilter) => void;
  onSearchChange?: (search: string) => void;
  onSortChange?: (sort: SortValue) => void;
};

export function MarketplaceView({
  cards,
  visible,
  closest = [],
  query,
  searchStatus,
  compare,
  onFilterChange,
  onSearchChange,
  onSortChange,
}: MarketplaceViewProps) {
  const { filter, search, sort } = query;
  return (
    <div>
      <div className={styles.controls}>
        <div className={styles.filterBar} role="group" aria-label="Filter agents by business function">
          {/* Links to each function's own page, so that without JavaScript (and for crawlers) a filter
              still leads to its agents; with JavaScript a plain click filters in place instead. */}
          {functionFilters.map((option) => (
            <a
              key={option}
              href={functionFilterHref(option)}
              className={styles.filterButton}
              aria-current={option === filter ? "true" : undefined}
              onClick={
                onFilterChange &&
                ((event) => {
                  // A click meant for a new tab or window opens the function's page there.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  onFilterChange(option);
                })
              }
            >
              {functionFilterLabel(cards, option)}
            </a>
          ))}
        </div>
        <div className={`${fieldStyles.field} ${styles.search}`}>
          <label htmlFor="agent-search" className={fieldStyles.label}>
            Search agents
          </label>
          <input
            id="agent-search"
            type="search"
            className={fieldStyles.input}
            placeholder="Describe the task, e.g. answer the phone after hours"
            maxLength={MAX_SEARCH_LENGTH}
            value={search}
            disabled={!onSearchChange}
            onChange={onSearchChange && ((event) => onSearchChange(event.target.value))}
          />
        </div>
        {/* On a phone the sixteen buttons above would push the agents a screen down: one select instead (CSS picks
            one), beside Sort by and under the search, in the order the keyboard reaches them. */}
        <LabeledSelect
          id="agent-function"
          label="Business function"
          className={styles.functionSelect}
          options={functionFilters.map((option) => ({ value: option, label: functionFilterLabel(cards, option) }))}
          value={filter}
          disabled={!onFilterChange}
          onChange={onFilterChange && ((event) => onFilterChange(event.target.value as FunctionFilter))}
        />
        <LabeledSelect
          id="agent-sort"
          label="Sort by"
          className={`${fieldStyles.field} ${styles.sort}`}
          options={sortOptions}
          value={sort}
          disabled={!onSortChange}
          onChange={onSortChange && ((event) => onSortChange(event.target.value as SortValue))}
        />
      </div>

      <div className={styles.resultRow}>
        <SettledStatus className={styles.resultCount} text={countText(visible.length, cards.length, query, searchStatus)} />
        {compare}
      </div>
      <SettledStatus className="visually-hidden" text={`Sorted by ${sortOptions.find((option) => option.value === sort)?.label}.`} />

      {visible.length > 0 ? (
        <ul className={`grid grid-3 ${styles.agentGrid}`} aria-label="Agents">
          {visible.map((item) => (
            <li key={item.slug}>{item.card}</li>
          ))}
        </ul>
      ) : (
        <EmptyResult query={query} closest={closest} onClearSearch={onSearchChange && (() => onSearchChange(""))} />
      )}
    </div>
  );
}

function countText(shown: number, total: number, { filter, search }: MarketplaceQuery, searchStatus: MarketplaceViewProps["searchStatus"]) {
  const words = search.trim();
  let text = `Showing ${shown} of ${total} agents${filter !== ALL_FUNCTIONS ? ` under ${filter}` : ""}`;
  if (words && !searchStatus) text += ` matching “${words}”`;
  if (words && searchStatus === "loading") text += ". Loading the search…";
  if (words && searchStatus === "unavailable")
    text += ". The search could not load, so these are not filtered by your words; it will try again when the connection is back.";
  return text;
}

type EmptyResultProps = { query: MarketplaceQuery; closest: MarketplaceCard[]; onClearSearch?: () => void };

function EmptyResult({ query, closest, onClearSearch }: EmptyResultProps) {
  const { filter, search } = query;
  if (filter !== ALL_FUNCTIONS && !search.trim()) return <NoAgentsYet filter={filter} />;
  return (
    <>
      <div className={`card ${styles.emptyState}`}>
        <h3>No agent matches “{search.trim()}” closely</h3>
        <p>
          None of our agents is built for this. We can build a custom agent around your workflow, data and systems, or you can try other words, or clear the
          search to see every agent{filter !== ALL_FUNCTIONS ? ` under ${filter}` : ""}.
        </p>
        <div className={styles.emptyStateActions}>
          <ButtonLink href={searchedAgentHref(search.trim())} icon="arrow-right">
            Request a custom agent
          </ButtonLink>
          {onClearSearch && (
            <button type="button" className="btn btn-secondary" onClick={onClearSearch}>
              Clear search
            </button>
          )}
        </div>
      </div>
      {closest.length > 0 && (
        <section className={styles.closestAgents} aria-labelledby="closest-agents-title">
          <h3 id="closest-agents-title">Closest agents, not a match</h3>
          <p>These share some words with your search, but none of them does what you asked.</p>
          <ul className={`grid grid-3 ${styles.agentGrid}`} aria-label="Closest agents, not a match">
            {closest.map((item) => (
              <li key={item.slug}>{item.card}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** A function with no agent yet: the marketplace's empty filter and the function's own page. */
export function NoAgentsYet({ filter, headingLevel: Heading = "h3" }: { filter: FunctionFilter; headingLevel?: "h2" | "h3" }) {
  return (
    <div className={`card ${styles.emptyState}`}>
      <Heading>We are coming soon with agents under {filter}</Heading>
      <p>Need one sooner? We build custom agents around your workflow, data and systems.</p>
      <ButtonLink href={customAgentHref(filter)} icon="arrow-right">
        Build a Custom {filter} Agent
      </ButtonLink>
    </div>
  );
}
