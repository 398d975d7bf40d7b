import { listingFor } from "@/lib/agents/listings";
import { leastMonthlyUsd } from "@/lib/agents/pricing";
import { agentSearchIndex, searchVocabulary } from "@/lib/agents/search-index";
import { firstListedOn } from "@/lib/agents/agent-card";
import { listed, specifiedAgentSlugs, specifiedAgents } from "./support/specified-content";
import {
  DEFAULT_SORT,
  MAX_SEARCH_LENGTH,
  marketplaceQueryString,
  parseMarketplaceQuery,
  queryMarketplace,
  sortAgents,
  sortOptions,
  type MarketplaceQuery,
} from "@/lib/agents/marketplace-query";

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);
const catalogOrder = specifiedAgentSlugs;

/**
 * The specification's agents as the marketplace page hands them to the browser. The exact orders
 * below are the specification's; agents an owner adds only join the catalog around them.
 */
const entries = specifiedAgents.map((agent) => ({
  slug: agent.slug,
  name: agent.name,
  functions: agent.functions,
  priceFrom: leastMonthlyUsd(listingFor(agent.slug).pricing),
  listedOn: firstListedOn(listingFor(agent.slug).changelog),
  searchIndex: agentSearchIndex(agent),
}));
const priceOf = (slug: string) => entries.find((entry) => entry.slug === slug)!.priceFrom;

const defaultMarketplaceQuery: MarketplaceQuery = { filter: "All Functions", search: "", sort: DEFAULT_SORT };

describe("sort options", () => {
  it("offers the five sort orders in the specification's order, with its labels", () => {
    expect(sortOptions.map((option) => option.label)).toEqual(["Most Popular", "Newest", "Price Low to High", "Price High to Low", "Alphabetical"]);
  });

  it("uses Most Popular by default", () => {
    expect(DEFAULT_SORT).toBe("popular");
    expect(sortOptions.find((option) => option.value === DEFAULT_SORT)?.label).toBe("Most Popular");
  });
});

describe("sortAgents", () => {
  it("sorts Newest by the day first listed, latest first, and agents listed the same day in catalog order", () => {
    const listedOn = [
      { slug: "c", name: "C", priceFrom: 100, listedOn: "2026-11-22" },
      { slug: "a", name: "A", priceFrom: 100, listedOn: "2027-01-05" },
      { slug: "b", name: "B", priceFrom: 100, listedOn: "2026-11-22" },
    ];
    expect(slugs(sortAgents(listedOn, "newest"))).toEqual(["a", "c", "b"]);
    // The specification's agents were all first listed on one day.
    expect(slugs(sortAgents(entries, "newest"))).toEqual(catalogOrder);
  });

  it("sorts by name for Alphabetical", () => {
    expect(sortAgents(entries, "alphabetical").map((agent) => agent.name)).toEqual(
      listed([
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
      ]),
    );
  });

  it("keeps the catalog order for Most Popular", () => {
    expect(slugs(sortAgents(entries, "popular"))).toEqual(catalogOrder);
  });

  it("sorts Price Low to High and High to Low by the least a buyer can pay a month", () => {
    const low = sortAgents(entries, "price-low-high").map((entry) => entry.priceFrom);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    // Sales Pro is priced per seat with a minimum of seats: it sorts by the seat price times the minimum.
    const salesPro = listingFor("sales-pro-agent").pricing;
    expect(priceOf("sales-pro-agent")).toBe(salesPro.fromUsdPerMonth * salesPro.minimumSeats!);
    // The expected order, from content: by the least a month, ties in catalog order (a stable sort).
    const byLeast = [...entries].sort((a, b) => a.priceFrom - b.priceFrom);
    expect(slugs(sortAgents(entries, "price-low-high"))).toEqual(slugs(byLeast));
    const high = sortAgents(entries, "price-high-low").map((entry) => entry.priceFrom);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    expect(slugs(sortAgents(entries, "price-high-low"))).toEqual(slugs([...entries].sort((a, b) => b.priceFrom - a.priceFrom)));
  });

  it("keeps the catalog order between agents with the same starting price, in both directions", () => {
    const tied = [
      { slug: "c", name: "C", priceFrom: 500, listedOn: "2026-11-22" },
      { slug: "a", name: "A", priceFrom: 900, listedOn: "2026-11-22" },
      { slug: "b", name: "B", priceFrom: 500, listedOn: "2026-11-22" },
      { slug: "d", name: "D", priceFrom: 100, listedOn: "2026-11-22" },
    ];
    expect(slugs(sortAgents(tied, "price-low-high"))).toEqual(["d", "c", "b", "a"]);
    expect(slugs(sortAgents(tied, "price-high-low"))).toEqual(["a", "c", "b", "d"]);
  });

  it("does not reorder the catalog itself", () => {
    sortAgents(entries, "newest");
    sortAgents(entries, "price-high-low");
    expect(slugs(entries)).toEqual(catalogOrder);
  });
});

describe("queryMarketplace", () => {
  it("shows every agent of the function for an empty or blank search", () => {
    expect(slugs(queryMarketplace(entries, { filter: "Sales", search: "", sort: "popular" }, searchVocabulary).visible)).toEqual(
      listed(["order-verification-agent", "real-estate-bot", "shopping-assistant-agent", "outbound-sdr-agent", "inbound-ai-sdr-agent"]),
    );
    expect(slugs(queryMarketplace(entries, { filter: "All Functions", search: "   ", sort: "popular" }, searchVocabulary).visible)).toEqual(catalogOrder);
  });

  // The specification's example search, while the catalog holds the agent it finds.
  (listed(["ai-receptionist-agent"]).length ? it : it.skip)("ranks the best match first under Most Popular", () => {
    expect(
      slugs(queryMarketplace(entries, { filter: "All Functions", search: "answer the phone after hours", sort: "popular" }, searchVocabulary).visible)[0],
    ).toBe("ai-receptionist-agent");
  });

  it("keeps the function filter: a search never shows an agent of another function", () => {
    const salesSlugs = listed(["order-verification-agent", "real-estate-bot", "shopping-assistant-agent", "outbound-sdr-agent", "inbound-ai-sdr-agent"]);
    for (const search of ["leads", "forecast the pipeline", "answer questions at night"]) {
      const all = slugs(queryMarketplace(entries, { filter: "All Functions", search, sort: "popular" }, searchVocabulary).visible);
      const sales = slugs(queryMarketplace(entries, { filter: "Sales", search, sort: "popular" }, searchVocabulary).visible);
      expect(all.length).toBeGreaterThan(0);
      expect(sales.filter((slug) => !salesSlugs.includes(slug))).toEqual([]);
      // Every Sales agent found across all functions is found under Sales too, in the same order.
      expect(sales.filter((slug) => all.includes(slug))).toEqual(all.filter((slug) => salesSlugs.includes(slug)));
    }
  });

  it("shows nothing when the search matches no agent of the chosen function", () => {
    expect(queryMarketplace(entries, { filter: "Supply Chain", search: "resume", sort: "popular" }, searchVocabulary).visible).toEqual([]);
    expect(queryMarketplace(entries, { filter: "All Functions", search: "zzzz", sort: "popular" }, searchVocabulary).visible).toEqual([]);
  });

  it("applies an order the visitor chose to the matches", () => {
    const result = queryMarketplace(entries, { filter: "Sales", search: "leads", sort: "price-low-high" }, searchVocabulary).visible;
    expect(result.map((entry) => entry.priceFrom)).toEqual([...result.map((entry) => entry.priceFrom)].sort((a, b) => a - b));
    expect(priceOf(result[0]!.slug)).toBeLessThanOrEqual(priceOf(result.at(-1)!.slug));
  });

  it("filters, then sorts, without a search", () => {
    expect(slugs(queryMarketplace(entries, { filter: "Sales", search: "", sort: "newest" }, searchVocabulary).visible)).toEqual(
      listed(["order-verification-agent", "real-estate-bot", "shopping-assistant-agent", "outbound-sdr-agent", "inbound-ai-sdr-agent"]),
    );
  });

  it("gives the whole catalog for the default query", () => {
    expect(slugs(queryMarketplace(entries, defaultMarketplaceQuery, searchVocabulary).visible)).toEqual(catalogOrder);
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
