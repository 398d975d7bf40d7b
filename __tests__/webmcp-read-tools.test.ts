import { getAllAgents, requireAgent } from "@/lib/agents/catalog";
import { compareRows } from "@/lib/agents/compare-rows";
import { listingFor } from "@/lib/agents/listings";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { estimateRoi, roiResultRows, roiVerdict } from "@/lib/agents/roi";
import { agentSearchData } from "@/lib/agents/search-index";
import { agentsJson, readToolAgents, type AgentsJson } from "@/lib/site/agent-catalog";
import { agentHref, compareHref, contactHref, procurementSheetHref } from "@/lib/site/hrefs";
import { readTools, type ReadToolData } from "@/lib/webmcp/read-tools";
import { buildQuote, pricingForQuote, quoteLineAmount, quoteTotalRows } from "@/lib/agents/quote";

const origin = "https://shop.example";
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

describe("the WebMCP read tools", () => {
  it("are the five read tools, each marked read-only, described in plain text", () => {
    expect(readTools.map((tool) => tool.name)).toEqual(["search_agents", "get_agent", "compare_agents", "estimate_roi", "build_quote"]);
    for (const tool of readTools) {
      expect(tool.annotations.readOnlyHint).toBe(true);
      expect(tool.description).not.toMatch(/[<>]/);
      expect(tool.inputSchema).toMatchObject({ type: "object" });
    }
  });

  it("search_agents ranks the receptionist first for a plain request to answer calls, with the card's price", () => {
    const { body } = call("search_agents", { query: "answer our phone calls and book appointments" });
    const [first] = body.matches as { slug: string; price: string; url: string; whyItMatched: string[] }[];
    expect(first!.slug).toBe("ai-receptionist-agent");
    expect(first!.price).toBe(leastPriceLabel(listingFor("ai-receptionist-agent").pricing));
    expect(first!.url).toBe(`${origin}${agentHref(requireAgent("ai-receptionist-agent"))}`);
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
    const slugs = getAllAgents().slice(0, 4).map((agent) => agent.slug);
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

  it("build_quote gives the quote page's lines and totals for the same input, with its URL", () => {
    const input = { agents: [{ slug: "ai-receptionist-agent", volume: 1200, addOn0: 1 }, { slug: "sales-pro-agent" }], termMonths: 24 };
    const { body } = call("build_quote", input);
    const quote = buildQuote(
      input.agents.map(({ slug, ...entries }) => ({ agent: { slug, name: requireAgent(slug).name, pricing: pricingForQuote(listingFor(slug).pricing) }, entries })),
      24,
    );
    expect(body.reference).toBe(quote.reference);
    expect(body.totals).toEqual(quoteTotalRows(quote.totals, 24));
    expect((body.agents as { lines: { label: string; amount: string }[] }[])[0]!.lines.map((line) => `${line.label}: ${line.amount}`)).toEqual(
      quote.agents[0]!.lines.map((line) => `${line.label}: ${quoteLineAmount(line)}`),
    );
    expect(body.quoteUrl).toBe(`${origin}/quote?agents=ai-receptionist-agent,sales-pro-agent&term=24&ai-receptionist-agent.volume=1200&ai-receptionist-agent.addOn0=1`);
  });

  it("build_quote leaves the capacity add-on to the volume, as the page does, so both give one reference", () => {
    const { body } = call("build_quote", { agents: [{ slug: "outbound-sdr-agent", volume: 4000 }], termMonths: 36 });
    const page = buildQuote([{ agent: { slug: "outbound-sdr-agent", name: requireAgent("outbound-sdr-agent").name, pricing: pricingForQuote(listingFor("outbound-sdr-agent").pricing) }, entries: { volume: 4000 } }], 36);
    expect(body.reference).toBe(page.reference);
    expect(Object.keys((body.agents as { counted: Record<string, number> }[])[0]!.counted)).toEqual(Object.keys(page.agents[0]!.counted));
  });

  it("build_quote counts a volume out of range at the nearest bound and says so, and refuses no known agent", () => {
    const { body } = call("build_quote", { agents: [{ slug: "ai-receptionist-agent", volume: -5 }], termMonths: 18 });
    expect((body.agents as { counted: Record<string, number> }[])[0]!.counted.volume).toBe(0);
    expect(body.termMonths).toBe(12);
    expect((body.notes as string[]).length).toBe(2);
    expect(call("build_quote", { agents: [{ slug: "no-such-agent" }] }).result.isError).toBe(true);
  });
});
