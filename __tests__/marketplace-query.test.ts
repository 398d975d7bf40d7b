import { agents } from "@/content/agents";
import {
  DEFAULT_SORT,
  MAX_SEARCH_LENGTH,
  defaultMarketplaceQuery,
  marketplaceQueryString,
  parseMarketplaceQuery,
  queryAgents,
  searchAgents,
  sortAgents,
  sortOptions,
  type MarketplaceQuery,
  type SortValue,
} from "@/lib/agents/marketplace-query";

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const catalogueOrder = [1, 19, 20, 21, 22, 4, 5, 11, 12, 13, 14, 17, 18];

/** Three agents whose words sit in exactly one place each: name, description or tags. */
const fixtures = [
  { id: 7, name: "Invoice Chaser", description: "Sends polite payment reminders.", tags: ["Finance"] },
  { id: 3, name: "Shelf Watcher", description: "Counts stock on warehouse shelves.", tags: ["Inventory Management"] },
  { id: 9, name: "Deal Coach", description: "Suggests the next step for every open deal.", tags: ["Sales", "Pipeline Management"] },
];

describe("sort options", () => {
  it("offers the five sort orders in the specification's order, with its labels", () => {
    expect(sortOptions.map((option) => option.label)).toEqual([
      "Most Popular",
      "Newest",
      "Price Low to High",
      "Price High to Low",
      "Alphabetical",
    ]);
  });

  it("uses Most Popular by default", () => {
    expect(DEFAULT_SORT).toBe("popular");
    expect(sortOptions.find((option) => option.value === DEFAULT_SORT)?.label).toBe("Most Popular");
  });
});

describe("sortAgents", () => {
  it("sorts by id descending for Newest", () => {
    expect(ids(sortAgents(agents, "newest"))).toEqual([22, 21, 20, 19, 18, 17, 14, 13, 12, 11, 5, 4, 1]);
  });

  it("sorts by name for Alphabetical", () => {
    expect(sortAgents(agents, "alphabetical").map((agent) => agent.name)).toEqual([
      "AI Marketeer",
      "AI Receptionist",
      "FinanceTracker",
      "Inbound AI SDR",
      "Lab Supply Management",
      "Nutrition Guru",
      "Omnichannel Support",
      "Order Verification",
      "Outbound SDR",
      "RealEstate Bot",
      "Resume Screener",
      "Sales Pro",
      "Shopping Assistant",
    ]);
  });

  it.each<SortValue>(["popular", "price-low-high", "price-high-low"])("keeps the catalogue order for %s (no price data exists)", (sort) => {
    expect(ids(sortAgents(agents, sort))).toEqual(catalogueOrder);
  });

  it("does not reorder the catalogue itself", () => {
    sortAgents(agents, "newest");
    sortAgents(agents, "alphabetical");
    expect(ids(agents)).toEqual(catalogueOrder);
  });
});

describe("searchAgents", () => {
  it("finds a word in the name", () => {
    expect(ids(searchAgents(fixtures, "chaser"))).toEqual([7]);
  });

  it("finds a word in the description", () => {
    expect(ids(searchAgents(fixtures, "warehouse"))).toEqual([3]);
  });

  it("finds a word in a tag", () => {
    expect(ids(searchAgents(fixtures, "pipeline"))).toEqual([9]);
  });

  it("ignores case", () => {
    expect(ids(searchAgents(fixtures, "SHELF"))).toEqual([3]);
    expect(ids(searchAgents(fixtures, "finance"))).toEqual([7]);
  });

  it("requires every word, wherever each one appears", () => {
    expect(ids(searchAgents(fixtures, "deal sales"))).toEqual([9]);
    expect(ids(searchAgents(fixtures, "deal warehouse"))).toEqual([]);
  });

  it("keeps every agent for an empty or blank search", () => {
    expect(ids(searchAgents(fixtures, ""))).toEqual([7, 3, 9]);
    expect(ids(searchAgents(fixtures, "   "))).toEqual([7, 3, 9]);
  });

  it("finds agents of the real catalogue by name", () => {
    expect(ids(searchAgents(agents, "Resume Screener"))).toEqual([11]);
  });
});

describe("queryAgents", () => {
  it("combines the search with a function filter", () => {
    // Sales Pro mentions leads too, but its function is Analytics.
    expect(ids(searchAgents(agents, "lead"))).toContain(18);
    expect(ids(queryAgents(agents, { filter: "Sales", search: "lead", sort: "popular" }))).toEqual([4, 13, 17]);
    expect(ids(queryAgents(agents, { filter: "Analytics", search: "lead", sort: "popular" }))).toEqual([18]);
  });

  it("shows nothing when the search matches no agent of the chosen function", () => {
    expect(queryAgents(agents, { filter: "Supply Chain", search: "resume", sort: "popular" })).toEqual([]);
  });

  it("filters, then searches, then sorts", () => {
    const result = queryAgents(agents, { filter: "Sales", search: "", sort: "newest" });
    expect(ids(result)).toEqual([22, 17, 13, 12, 4]);
  });

  it("gives the whole catalogue for the default query", () => {
    expect(ids(queryAgents(agents, defaultMarketplaceQuery))).toEqual(catalogueOrder);
  });
});

describe("the marketplace query in the URL", () => {
  const parse = (query: string) => parseMarketplaceQuery(new URLSearchParams(query));

  it("omits every default, so the default view is a bare /all-agents", () => {
    expect(marketplaceQueryString(defaultMarketplaceQuery)).toBe("");
    expect(marketplaceQueryString({})).toBe("");
    expect(marketplaceQueryString({ filter: "All Functions", search: "  ", sort: "popular" })).toBe("");
  });

  it("writes only the parts that differ from the defaults", () => {
    expect(marketplaceQueryString({ filter: "Sales" })).toBe("?function=Sales");
    expect(marketplaceQueryString({ search: "lead" })).toBe("?q=lead");
    expect(marketplaceQueryString({ sort: "newest" })).toBe("?sort=newest");
    expect(marketplaceQueryString({ filter: "Healthcare Operations", search: "lead gen", sort: "alphabetical" })).toBe(
      "?function=Healthcare%20Operations&q=lead%20gen&sort=alphabetical",
    );
  });

  const roundTrips: MarketplaceQuery[] = [
    defaultMarketplaceQuery,
    { filter: "Agriculture & Farming", search: "", sort: "popular" },
    { filter: "IT/DevOps", search: "a&b=c #d", sort: "price-high-low" },
    { filter: "All Functions", search: "lead generation", sort: "newest" },
    { filter: "Customer Support", search: "chat", sort: "alphabetical" },
  ];

  it.each(roundTrips)("round-trips %o", (query) => {
    expect(parse(marketplaceQueryString(query).replace(/^\?/, ""))).toEqual(query);
  });

  it("reads a missing query as the default view", () => {
    expect(parse("")).toEqual(defaultMarketplaceQuery);
  });

  it("falls back to All Functions for an unknown function", () => {
    expect(parse("function=Astrology").filter).toBe("All Functions");
  });

  it("falls back to Most Popular for an unknown sort", () => {
    expect(parse("sort=cheapest").sort).toBe("popular");
  });

  it("cuts an over-long search to its limit", () => {
    expect(parse(`q=${"a".repeat(MAX_SEARCH_LENGTH + 50)}`).search).toHaveLength(MAX_SEARCH_LENGTH);
  });
});
