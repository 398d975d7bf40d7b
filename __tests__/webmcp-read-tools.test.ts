import { getAllAgents, requireAgent } from "@/lib/agents/catalog";
import { compareRows } from "@/lib/agents/compare-rows";
import { listingFor } from "@/lib/agents/listings";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { estimateRoi, roiResultRows, roiVerdict } from "@/lib/agents/roi";
import { agentSearchData } from "@/lib/agents/search-index";
import { agentsJson, type AgentsJson } from "@/lib/site/agent-catalog";
import { readToolAgents } from "@/lib/webmcp/tool-agents";
import { agentHref, compareHref, contactHref, procurementSheetHref, QUOTE_PATH } from "@/lib/site/hrefs";
import { readTools, type ReadToolData } from "@/lib/webmcp/read-tools";
import {
  buildQuote,
  customEntryText,
  pricingForQuote,
  quoteFields,
  quoteLineAmount,
  quoteTotalRows,
  type CustomEntry,
  type QuoteEntries,
  type QuoteTerm,
  type QuoteTotalRow,
} from "@/lib/agents/quote";
import { parseQuoteQuery } from "@/lib/agents/quote-query";
import { formatCentsUsd, formatNumber } from "@/lib/site/numbers";
import { agentsWhere, countsSomeTwice, isUsagePriced, perSeat, usageWithAddOn, withCapacity } from "./support/agent-picks";
import { listed } from "./support/specified-content";

const origin = "https://shop.example";
// Agents by how they are priced, from the catalog as it is (support/agent-picks.ts).
const usage = usageWithAddOn().agent.slug;
const seated = perSeat().agent.slug;
const otherUsage = agentsWhere(isUsagePriced).find(({ agent }) => agent.slug !== usage)!.agent.slug;
// The two JSON files as the browser receives them, through JSON, read as lib/browser/webmcp.ts reads them.
const served = JSON.parse(JSON.stringify({ catalog: agentsJson(), search: agentSearchData(getAllAgents()) })) as {
  catalog: AgentsJson;
  search: ReadToolData["search"];
};
const data: ReadToolData = { agents: readToolAgents(served.catalog), search: served.search };

function call(name: string, input: Record<string, unknown>) {
  const tool = readTools.find((candidate) => candidate.name === name)!;
  const result = tool.run(input, data, origin);
  return { result, body: JSON.parse(result.content[0]!.text) as Record<string, unknown> };
}

/** build_quote's answer, as far as the tests read it. */
type QuoteBody = {
  fingerprint: string;
  termMonths: number;
  agents: {
    slug: string;
    inputs: { key: string; label: string; value: number }[];
    custom: (CustomEntry & { text: string })[];
    lines: { label: string; amount: string }[];
    totals: QuoteTotalRow[];
  }[];
  totals: QuoteTotalRow[];
  customPrice?: string;
  quoteUrl: string;
  notes?: string[];
};

function quoteCall(input: Record<string, unknown>): QuoteBody {
  const { result, body } = call("build_quote", input);
  expect(result.isError).toBeUndefined();
  return body as QuoteBody;
}

/** The quote the /quote page builds for these agents and entries: the listings' price terms, through the same buildQuote. */
function pageQuote(agents: readonly { slug: string; entries?: QuoteEntries }[], term: QuoteTerm) {
  return buildQuote(
    agents.map(({ slug, entries }) => ({ agent: { slug, name: requireAgent(slug).name, pricing: pricingForQuote(listingFor(slug)) }, entries })),
    term,
  );
}

describe("the WebMCP read tools", () => {
  it("are the five read tools, each marked read-only, described in plain text", () => {
    expect(readTools.map((tool) => tool.name)).toEqual(["search_agents", "get_agent", "compare_agents", "estimate_roi", "build_quote"]);
    for (const tool of readTools) {
      expect(tool.annotations.readOnlyHint).toBe(true);
      expect(tool.description).not.toMatch(/[<>]/);
      expect(tool.inputSchema).toMatchObject({ type: "object" });
    }
  });

  // A plain request to answer calls finds the receptionist, while the catalog holds it.
  const [receptionist] = listed(["ai-receptionist-agent"]);
  (receptionist ? it : it.skip)("search_agents ranks the receptionist first for a plain request to answer calls, with the card's price", () => {
    const { body } = call("search_agents", { query: "answer our phone calls and book appointments" });
    const [first] = body.matches as { slug: string; price: string; url: string; whyItMatched: string[] }[];
    expect(first!.slug).toBe(receptionist);
    expect(first!.price).toBe(leastPriceLabel(listingFor(receptionist!).pricing));
    expect(first!.url).toBe(`${origin}${agentHref(requireAgent(receptionist!))}`);
    expect(first!.whyItMatched.length).toBeGreaterThan(0);
  });

  it("search_agents keeps to the function asked for", () => {
    const { body } = call("search_agents", { query: "qualify website leads", function: "Sales" });
    expect((body.matches as { function: string }[]).every((match) => match.function === "Sales")).toBe(true);
  });

  it("search_agents says nothing fits for a task no agent does, points at the custom agent route and never repeats the query", () => {
    const query = "draft employment contracts";
    const { result, body } = call("search_agents", { query });
    expect(body.nothingFits).toBe(true);
    expect(body.customAgentUrl).toBe(`${origin}${contactHref("custom")}`);
    expect(result.content[0]!.text).not.toContain("employment");
  });

  it("search_agents refuses a query with no words to search by", () => {
    expect(call("search_agents", { query: "the" }).result.isError).toBe(true);
  });

  it("get_agent gives the card's price, the listing facts and the procurement sheet", () => {
    for (const agent of getAllAgents()) {
      const listing = listingFor(agent.slug);
      const { body } = call("get_agent", { slug: agent.slug });
      expect(body.price).toBe(leastPriceLabel(listing.pricing));
      expect(body.procurementSheetUrl).toBe(`${origin}${procurementSheetHref(agent.slug)}`);
      expect(body.data).toMatchObject({ processedIn: listing.data.processedIn, retention: listing.data.retention });
    }
    expect(call("get_agent", { slug: "no-such-agent" }).result.isError).toBe(true);
  });

  it("compare_agents gives the comparison table's rows for up to three agents", () => {
    const slugs = getAllAgents()
      .slice(0, 4)
      .map((agent) => agent.slug);
    const { body } = call("compare_agents", { slugs });
    const compared = slugs.slice(0, 3);
    expect((body.agents as { slug: string }[]).map((agent) => agent.slug)).toEqual(compared);
    expect(body.compareUrl).toBe(`${origin}${compareHref(compared)}`);
    expect(body.rows).toEqual(
      compareRows.map((row) => ({ label: row.label, values: Object.fromEntries(compared.map((slug) => [slug, row.values(listingFor(slug))])) })),
    );
  });

  it("estimate_roi gives the estimator's figures for the same inputs, an input left out at its default", () => {
    for (const agent of getAllAgents()) {
      const { roi, pricing } = listingFor(agent.slug);
      const [first] = roi.inputs;
      const entries = { [first!.key]: first!.max };
      const { body } = call("estimate_roi", { slug: agent.slug, ...entries });
      const estimate = estimateRoi(roi, pricing, entries);
      expect(body.results).toEqual(roiResultRows(estimate, pricing));
      expect(body.verdict).toBe(roiVerdict(estimate, pricing));
    }
  });

  it("build_quote gives the quote page's quote for the same input, and a URL that opens the same quote", () => {
    const agents = [
      { slug: usage, entries: { volume: 1200, addOn0: 1 } },
      { slug: seated, entries: { seats: 4 } },
    ];
    const body = quoteCall({ agents: agents.map(({ slug, entries }) => ({ slug, ...entries })), termMonths: 24 });
    const quote = pageQuote(agents, 24);
    expect(body.notes).toBeUndefined();
    expect(body.fingerprint).toBe(quote.fingerprint);
    expect(body.totals).toEqual(quoteTotalRows(quote.totals, 24));
    expect(body.agents.map(({ slug, inputs, custom }) => ({ slug, inputs, custom }))).toEqual(
      quote.agents.map(({ slug, inputs, custom }) => ({ slug, inputs, custom })),
    );
    body.agents.forEach((agent, index) => {
      expect(agent.lines.map((line) => `${line.label}: ${line.amount}`)).toEqual(
        quote.agents[index]!.lines.map((line) => `${line.label}: ${quoteLineAmount(line)}`),
      );
      expect(agent.totals).toEqual(quoteTotalRows(quote.agents[index]!.totals, 24));
    });
    const url = new URL(body.quoteUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${origin}${QUOTE_PATH}`);
    // The page reads its address with parseQuoteQuery: the same agents, term and entries, so the same quote.
    const opened = parseQuoteQuery(
      url.search,
      getAllAgents().map((agent) => agent.slug),
    );
    expect(opened.notes).toEqual([]);
    expect(
      pageQuote(
        opened.slugs.map((slug) => ({ slug, entries: opened.entries[slug] })),
        opened.term,
      ).fingerprint,
    ).toBe(quote.fingerprint);
  });

  it("build_quote counts a number written as text as the number", () => {
    const asNumbers = quoteCall({
      agents: [
        { slug: usage, volume: 1200, addOn0: 1 },
        { slug: seated, seats: 5 },
      ],
      termMonths: 36,
    });
    const asText = quoteCall({
      agents: [
        { slug: usage, volume: "1200", addOn0: " 1 " },
        { slug: seated, seats: " 5" },
      ],
      termMonths: "36",
    });
    expect(asText).toEqual(asNumbers);
    expect(asText.notes).toBeUndefined();
    expect(asText.termMonths).toBe(36);
  });

  it("build_quote names every value it cannot use, by agent and field, with what it counted instead, and never defaults one silently", () => {
    const given = {
      agents: [
        { slug: usage, volume: "about 1200", addOn0: 1.5, minutesPerTask: 4 },
        { slug: seated, seats: -1 },
        { slug: otherUsage, volume: true },
        { slug: "no-such-agent", volume: 10 },
        { slug: usage, volume: 900 },
        seated,
      ],
      termMonths: 18,
    };
    const body = quoteCall(given);
    expect(body.agents.map((agent) => agent.slug)).toEqual([usage, seated, otherUsage]);
    expect(body.termMonths).toBe(12);
    // The page, given the same values, counts the same numbers: what each note says was counted instead.
    const quote = pageQuote(
      [{ slug: usage, entries: { volume: "about 1200", addOn0: 1.5 } }, { slug: seated, entries: { seats: -1 } }, { slug: otherUsage }],
      12,
    );
    expect(body.fingerprint).toBe(quote.fingerprint);
    const counted = (slug: string, key: string) =>
      formatNumber(quote.agents.find((agent) => agent.slug === slug)!.inputs.find((input) => input.key === key)!.value);
    const notes = body.notes!;
    const named = (...parts: string[]) => notes.filter((note) => parts.every((part) => note.includes(part)));
    const usageName = requireAgent(usage).name;
    const seatedName = requireAgent(seated).name;
    const otherName = requireAgent(otherUsage).name;
    expect(named(usageName, "(volume)", "text that is not a number", `Counted ${counted(usage, "volume")} instead`)).toHaveLength(1);
    expect(named(usageName, "(addOn0)", "1.5", `Counted ${counted(usage, "addOn0")} instead`)).toHaveLength(1);
    expect(named(usageName, "a field it does not take", "left out")).toHaveLength(1);
    expect(named(seatedName, "(seats)", "-1", `Counted ${counted(seated, "seats")} instead`)).toHaveLength(1);
    // A value of no number type counts as left out, at the field's default, and says so.
    const volumeDefault = quoteFields(pricingForQuote(listingFor(otherUsage))).find((field) => field.key === "volume")!.defaultValue;
    expect(named(otherName, "(volume)", "true", `Counted ${formatNumber(volumeDefault)} instead`)).toHaveLength(1);
    expect(named("Agent 4 of the list", "no agent has the slug given", "left out")).toHaveLength(1);
    expect(named("Agent 5 of the list", usageName, "once")).toHaveLength(1);
    expect(named("Agent 6 of the list", "text that is not a number", "not an agent with a slug")).toHaveLength(1);
    // Nothing the caller wrote comes back in words: only numbers, agents' names and fields.
    expect(notes.join(" ")).not.toMatch(/about 1200|no-such-agent|minutesPerTask/);
    expect(named("termMonths", "18", "Counted 12 instead")).toHaveLength(1);
    expect(notes).toHaveLength(9);
  });

  it("build_quote lists a volume above the price table's range as a custom entry, priced at the top, not as a problem", () => {
    const volume = quoteFields(pricingForQuote(listingFor(usage))).find((field) => field.key === "volume")!;
    const body = quoteCall({ agents: [{ slug: usage, volume: String(volume.max + 1000) }] });
    const [agent] = body.agents;
    expect(body.notes).toBeUndefined();
    expect(agent!.inputs.find((input) => input.key === "volume")!.value).toBe(volume.max);
    const entry = { label: volume.label, entered: volume.max + 1000, counted: volume.max };
    expect(agent!.custom).toEqual([{ ...entry, text: customEntryText(entry) }]);
    expect(body.customPrice).toEqual(expect.any(String));
    expect(body.fingerprint).toBe(pageQuote([{ slug: usage, entries: { volume: volume.max + 1000 } }], 12).fingerprint);
  });

  it("build_quote quotes any number of agents: the whole catalog in one call", () => {
    const slugs = getAllAgents().map((agent) => agent.slug);
    const body = quoteCall({ agents: slugs.map((slug) => ({ slug })), termMonths: 36 });
    expect(body.notes).toBeUndefined();
    expect(body.agents.map((agent) => agent.slug)).toEqual(slugs);
    expect(body.fingerprint).toBe(
      pageQuote(
        slugs.map((slug) => ({ slug })),
        36,
      ).fingerprint,
    );
    expect(JSON.stringify(readTools.find((tool) => tool.name === "build_quote")!.inputSchema)).not.toContain("maxItems");
  });

  it("build_quote takes the seats of an agent priced per seat, at its price per seat", () => {
    const { pricing } = listingFor(seated);
    const seats = (pricing.minimumSeats ?? 1) + 2;
    const body = quoteCall({ agents: [{ slug: seated, seats }] });
    const [agent] = body.agents;
    expect(agent!.inputs.find((input) => input.key === "seats")!.value).toBe(seats);
    expect(agent!.totals[0]!.usd).toBe(formatCentsUsd(seats * pricing.fromUsdPerMonth));
    expect(body.fingerprint).toBe(pageQuote([{ slug: seated, entries: { seats } }], 12).fingerprint);
  });

  it("build_quote takes the share counted twice, at the price the ROI estimator gives for the same volume and share", () => {
    const { agent: caller, listing } = countsSomeTwice();
    const { roi, pricing } = listing;
    const countedTwice = roi.inputs.find((input) => input.key === "countedTwicePercent")!;
    const volume = 3 * pricing.volume!.includedPerMonth;
    const priceAt = (countedTwicePercent: number) => estimateRoi(roi, pricing, { volume, countedTwicePercent }).price.usd;
    // The share must change the price, or the test would prove nothing.
    expect(priceAt(countedTwice.max)).not.toBe(priceAt(countedTwice.min));
    const body = quoteCall({ agents: [{ slug: caller.slug, volume, countedTwicePercent: String(countedTwice.max) }] });
    const [agent] = body.agents;
    expect(body.notes).toBeUndefined();
    expect(agent!.inputs.find((input) => input.key === "countedTwicePercent")!.value).toBe(countedTwice.max);
    expect(agent!.totals[0]!.usd).toBe(formatCentsUsd(priceAt(countedTwice.max)));
  });

  it("build_quote leaves the capacity add-on to the volume, as the page does, so both give one fingerprint", () => {
    const { slug } = withCapacity().agent;
    const body = quoteCall({ agents: [{ slug, volume: 4000 }], termMonths: 36 });
    const page = pageQuote([{ slug, entries: { volume: 4000 } }], 36);
    expect(body.fingerprint).toBe(page.fingerprint);
    expect(body.agents[0]!.inputs).toEqual(page.agents[0]!.inputs);
  });

  it("build_quote refuses a call that names no known agent, and says why", () => {
    const { result, body } = call("build_quote", { agents: [{ slug: "no-such-agent" }] });
    expect(result.isError).toBe(true);
    expect((body.notes as string[]).some((note) => note.includes("no agent has the slug given"))).toBe(true);
    expect(call("build_quote", {}).result.isError).toBe(true);
  });
});
