// The estimator's "Build a quote with these numbers": for every agent, the quote the link opens
// prices the month as the estimate did, at the default numbers and at changed ones. Everything is
// derived from the listings, so a new agent or a new price is covered without editing this file.
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { buildQuote, DEFAULT_QUOTE_TERM, pricingForQuote, quoteFieldProblem, quoteFields } from "@/lib/agents/quote";
import { parseQuoteQuery, quoteHrefForEstimate } from "@/lib/agents/quote-query";
import { estimateRoi, roiAddOnFields, type RoiEntries } from "@/lib/agents/roi";
import { QUOTE_PATH } from "@/lib/site/hrefs";

const agents = getAllAgents();
const slugs = agents.map((agent) => agent.slug);

/** The estimator's entries to try for one agent: the defaults, then a higher volume, add-ons taken and the share counted twice changed. */
function casesFor(slug: string): { name: string; entries: RoiEntries }[] {
  const { roi, pricing } = listingFor(slug);
  const volume = roi.inputs.find((input) => input.key === "volume");
  const twice = roi.inputs.find((input) => input.key === "countedTwicePercent");
  const addOns = roiAddOnFields(pricing);
  return [
    { name: "the default numbers", entries: {} },
    ...(volume
      ? [
          { name: "a volume a few steps higher", entries: { volume: Math.min(volume.max, volume.defaultValue + 7 * volume.step) } },
          { name: "the highest volume", entries: { volume: volume.max } },
        ]
      : []),
    ...(addOns.length > 0 ? [{ name: "one add-on taken", entries: { [addOns[0]!.key]: 1 } }] : []),
    ...(addOns.length > 0
      ? [
          {
            name: "every add-on taken twice, at the highest volume",
            entries: { ...(volume ? { volume: volume.max } : {}), ...Object.fromEntries(addOns.map((field) => [field.key, 2])) },
          },
        ]
      : []),
    ...(twice ? [{ name: "the share counted twice changed", entries: { countedTwicePercent: twice.defaultValue === twice.max ? twice.min : twice.max } }] : []),
  ];
}

describe("a quote built from an ROI estimate", () => {
  it("covers an agent counted per working day, one whose terms count some units as two, and one priced per seat", () => {
    const listings = slugs.map(listingFor);
    expect(listings.some((listing) => listing.roi.volumePer === "day")).toBe(true);
    expect(listings.some((listing) => listing.pricing.volume?.countsAsTwo && listing.roi.inputs.some((input) => input.key === "countedTwicePercent"))).toBe(
      true,
    );
    expect(listings.some((listing) => listing.pricing.model === "per-seat")).toBe(true);
  });

  describe.each(slugs)("%s", (slug) => {
    const agent = agents.find((each) => each.slug === slug)!;
    const listing = listingFor(slug);
    const pricing = pricingForQuote(listing);

    it.each(casesFor(slug))("prices the month as the estimate does, at $name", ({ entries }) => {
      const estimate = estimateRoi(listing.roi, listing.pricing, entries);
      const href = quoteHrefForEstimate(slug, estimate, listing.pricing);
      expect(href.startsWith(`${QUOTE_PATH}?`)).toBe(true);

      const query = parseQuoteQuery(new URL(href, "https://example.test").search, slugs);
      expect(query).toMatchObject({ slugs: [slug], term: DEFAULT_QUOTE_TERM, notes: [] });
      const given = query.entries[slug]!;
      // Every number the link carries is one the quote takes as typed: none wrong, none above its range.
      for (const field of quoteFields(pricing)) {
        if (given[field.key] !== undefined) expect(quoteFieldProblem(field, given[field.key])).toBeUndefined();
      }
      expect("countedTwicePercent" in given).toBe(Boolean(listing.pricing.volume?.countsAsTwo));

      const quote = buildQuote([{ agent: { slug, name: agent.name, pricing }, entries: given }], query.term);
      const [quoted] = quote.agents;
      expect(quoted!.custom).toEqual([]);
      expect(quote.totals.monthlyUsd).toBe(estimate.price.usd);
      // The quote's volume is the estimate's a month, even when the estimator asks for a day's.
      if (listing.pricing.volume) expect(quoted!.inputs.find((input) => input.key === "volume")?.value).toBe(Math.round(estimate.tasksPerMonth));
      for (const [index, field] of roiAddOnFields(listing.pricing).entries()) {
        expect(quoted!.inputs.find((input) => input.key === field.key)?.value).toBe(estimate.addOns[index]!.count);
      }
    });
  });
});
