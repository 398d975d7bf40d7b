// The marketplace's read tools for a visitor's browser agent (WebMCP): search, one agent's listing,
// a comparison and an ROI estimate. Each answers from the same code as the page a person reads
// (search.ts, pricing.ts, compare-rows.ts, roi.ts), over the catalog the browser fetches
// (/agents.json and /agent-search.json), so an agent and a person are never told two things.
// Pure: the browser module (lib/browser/webmcp.ts) fetches the data and registers the tools.
//
// Descriptions and results are plain text and JSON, never HTML, and never echo what the caller
// typed: a result built from a query names agents and listing facts only. build_quote's notes name a
// value the caller got wrong by its agent and field, and show it only when it is a number.
import { site } from "@/content/site";
import type { Agent, AgentListing } from "@/content/types";
import { compareRows } from "@/lib/agents/compare-rows";
import { MAX_COMPARED, parseComparedSlugs } from "@/lib/agents/compare";
import { agentsForFunction } from "@/lib/agents/functions";
import { businessFunctions, type BusinessFunction } from "@/content/choices";
import { aiDisclosureText, euAiActClassLabels, INDICATIVE_PRICE_NOTE, pricingModelLabels, timelineLabel } from "@/lib/agents/listing-text";
import { leastPriceLabel, priceIncludes, usageTerms } from "@/lib/agents/pricing";
import { estimateRoi, roiAddOnFields, roiPriceLines, roiPriceNote, roiResultRows, roiVerdict } from "@/lib/agents/roi";
import {
  buildQuote,
  customEntryText,
  DEFAULT_QUOTE_TERM,
  pricingForQuote,
  QUOTE_ASSUMPTIONS,
  QUOTE_TERMS,
  quoteFieldProblem,
  quoteFields,
  quoteLineAmount,
  quoteTotalRows,
  type Quote,
  type QuoteAgent,
  type QuoteEntries,
  type QuoteField,
} from "@/lib/agents/quote";
import { quoteQueryString } from "@/lib/agents/quote-query";
import { MAX_SEARCH_LENGTH } from "@/lib/agents/marketplace-query";
import { searchAgents, searchTerms, type AgentSearchData } from "@/lib/agents/search";
import { agentHref, agentRequestHref, agentRoiHref, compareHref, contactHref, functionPageHref, procurementSheetHref, QUOTE_PATH } from "@/lib/site/hrefs";
import { formatNumber, formatUsd } from "@/lib/site/numbers";

/** An agent as /agents.json (lib/site/agent-catalog.ts) gives it: the fields the tools read. */
type CatalogAgent = Pick<Agent, "slug" | "name" | "description" | "tags" | "functions" | "path" | "keyCapabilities"> &
  Pick<
    AgentListing,
    "pricing" | "integrations" | "data" | "requirements" | "timelineWeeks" | "handover" | "limits" | "risk" | "lastReviewed" | "searchPhrases" | "roi"
  > & {
    function: string;
  };

/** What the tools read: the catalog as /agents.json has it, and the search data, both fetched. */
export type ReadToolData = { agents: CatalogAgent[]; search: AgentSearchData };

/** A tool result as WebMCP hands it to the agent: JSON as text content. */
export type ToolResult = { content: { type: "text"; text: string }[]; isError?: boolean };

export type ReadTool = {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations: { readOnlyHint: true };
  /** `origin` makes the URLs absolute: the site the visitor is on. */
  run: (input: Record<string, unknown>, data: ReadToolData, origin: string) => ToolResult;
};

/** How many matches search_agents returns at most. */
const MAX_MATCHES = 5;
/** How many of an agent's buyer phrases explain a match. */
const MAX_REASONS = 2;

/** Every number the agent's estimator takes: its inputs, then one count per add-on. */
const roiFieldsOf = (agent: Pick<AgentListing, "roi" | "pricing">) => [...agent.roi.inputs, ...roiAddOnFields(agent.pricing)];

const json = (value: unknown): ToolResult => ({ content: [{ type: "text", text: JSON.stringify(value) }] });
const refusal = (message: string, notes: readonly string[] = []): ToolResult => ({
  content: [{ type: "text", text: JSON.stringify({ error: message, ...(notes.length ? { notes } : {}) }) }],
  isError: true,
});

const findAgent = (data: ReadToolData, slug: unknown) =>
  typeof slug === "string" ? data.agents.find((agent) => agent.slug === slug.trim().toLowerCase()) : undefined;
const unknownAgent = () => refusal("No agent has that slug. search_agents lists the agents with their slugs.");

/**
 * Why an agent matched, in the listing's own words: its buyer phrases (and failing those, its
 * capabilities) that share terms with the query, most shared first. Never the query itself.
 */
function matchReasons(agent: CatalogAgent, query: string, vocabulary: string): string[] {
  const asked = new Set(searchTerms(query, vocabulary));
  const shared = (text: string) => searchTerms(text, vocabulary).filter((term) => asked.has(term)).length;
  const candidates = [...agent.searchPhrases, ...agent.keyCapabilities.map((capability) => capability.title)];
  const reasons = candidates
    .map((text) => ({ text, shared: shared(text) }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, MAX_REASONS)
    .map(({ text }) => text);
  return reasons.length ? reasons : ["Its description and use cases share the words of the request."];
}

/** The price lines every tool gives: as the cards write it, with what it includes and how usage is charged. */
function priceFacts(pricing: AgentListing["pricing"]) {
  return {
    price: leastPriceLabel(pricing),
    pricingModel: pricingModelLabels[pricing.model],
    includes: priceIncludes(pricing),
    usageTerms: usageTerms(pricing),
    setupFee: `${formatUsd(pricing.setupUsd)} one-off`,
    note: INDICATIVE_PRICE_NOTE,
  };
}

const searchAgentsTool: ReadTool = {
  name: "search_agents",
  description: `Find ready-to-deploy AI agents in the ${site.name} marketplace for a task described in plain words. Returns the best matches first, each with its name, slug, starting price as the marketplace shows it, page URL and why it matched; or says that no agent fits and gives the page to request a custom agent.`,
  inputSchema: {
    type: "object",
    properties: {
      query: { type: "string", description: "The task in plain words, e.g. answer our phone calls after hours.", maxLength: MAX_SEARCH_LENGTH },
      function: { type: "string", description: "Only agents for this business function.", enum: [...businessFunctions] },
    },
    required: ["query"],
  },
  annotations: { readOnlyHint: true },
  run(input, data, origin) {
    const query = typeof input.query === "string" ? input.query.slice(0, MAX_SEARCH_LENGTH) : "";
    if (!searchTerms(query, data.search.vocabulary).length) return refusal("The query has no words to search by. Describe the task in plain words.");
    const fn = businessFunctions.find((candidate) => candidate === input.function) as BusinessFunction | undefined;
    const corpus = data.agents.map((agent) => ({ ...agent, searchIndex: data.search.indexes[agent.slug] ?? "" }));
    const { matches, closest } = searchAgents(fn ? agentsForFunction(corpus, fn) : corpus, query, data.search.vocabulary, corpus);
    const url = (href: string) => new URL(href, origin).href;
    const customAgentUrl = url(contactHref("custom"));
    if (!matches.length) {
      return json({
        nothingFits: true,
        message: `No agent in the marketplace${fn ? ` under ${fn}` : ""} does this closely. ${site.name} builds custom agents around a buyer's workflow, data and systems: request one at the custom agent URL.`,
        customAgentUrl,
        closestButNotAMatch: closest.map((agent) => agent.name),
      });
    }
    return json({
      nothingFits: false,
      ...(fn ? { function: fn, functionPageUrl: url(functionPageHref(fn)) } : {}),
      matches: matches.slice(0, MAX_MATCHES).map((agent) => ({
        name: agent.name,
        slug: agent.slug,
        function: agent.function,
        price: leastPriceLabel(agent.pricing),
        url: url(agentHref(agent)),
        whyItMatched: matchReasons(agent, query, data.search.vocabulary),
      })),
      customAgentUrl,
    });
  },
};

const getAgentTool: ReadTool = {
  name: "get_agent",
  description:
    "The listing facts of one marketplace agent, by slug: indicative price and usage terms, what the price includes, set-up fee, integrations, where data is processed and how long it is kept, data protection, requirements, implementation timeline, human handover, limits, EU AI Act class, the inputs its ROI estimate takes, and the URLs of its page, request form and procurement sheet.",
  inputSchema: {
    type: "object",
    properties: { slug: { type: "string", description: "The agent's slug, as search_agents returns it." } },
    required: ["slug"],
  },
  annotations: { readOnlyHint: true },
  run(input, data, origin) {
    const agent = findAgent(data, input.slug);
    if (!agent) return unknownAgent();
    const url = (href: string) => new URL(href, origin).href;
    const dataProtection = compareRows.find((row) => row.label === "Data protection")!.values(agent);
    return json({
      name: agent.name,
      slug: agent.slug,
      function: agent.function,
      description: agent.description,
      ...priceFacts(agent.pricing),
      integrations: agent.integrations.map(({ kind, examples }) => `${kind}: ${examples.join(", ")}`),
      data: { processedIn: agent.data.processedIn, retention: agent.data.retention, dataProtection },
      requirements: agent.requirements,
      timeline: timelineLabel(agent.timelineWeeks),
      handover: { how: agent.handover.how, when: agent.handover.when },
      limits: agent.limits,
      euAiActClass: `${euAiActClassLabels[agent.risk.euAiActClass]}: ${agent.risk.why}`,
      disclosesAi: aiDisclosureText(agent.risk),
      roiInputs: roiFieldsOf(agent).map(({ key, label, defaultValue, min, max }) => ({ key, label, default: defaultValue, min, max })),
      lastReviewed: agent.lastReviewed,
      url: url(agentHref(agent)),
      requestUrl: url(agentRequestHref(agent)),
      procurementSheetUrl: url(procurementSheetHref(agent.slug)),
    });
  },
};

const compareAgentsTool: ReadTool = {
  name: "compare_agents",
  description: `Compare up to ${MAX_COMPARED} marketplace agents side by side, by slug: the rows of the site's comparison table (starting price, what it includes, set-up fee, pricing model, integrations, data and retention, requirements, timeline, human handover, EU AI Act class, data protection), and the comparison page's URL.`,
  inputSchema: {
    type: "object",
    properties: {
      slugs: {
        type: "array",
        description: "The agents' slugs, as search_agents returns them.",
        items: { type: "string" },
        minItems: 1,
        maxItems: MAX_COMPARED,
      },
    },
    required: ["slugs"],
  },
  annotations: { readOnlyHint: true },
  run(input, data, origin) {
    const given = Array.isArray(input.slugs) ? input.slugs.filter((slug): slug is string => typeof slug === "string") : [];
    const { slugs, cut, unknown } = parseComparedSlugs(
      given.join(","),
      data.agents.map((agent) => agent.slug),
    );
    if (!slugs.length) return unknownAgent();
    const compared = slugs.map((slug) => findAgent(data, slug)!);
    const notes = [
      ...(unknown.length ? [`${unknown.length} of the values given name no agent and were left out.`] : []),
      ...(cut.length ? [`Only the first ${MAX_COMPARED} agents are compared.`] : []),
    ];
    return json({
      agents: compared.map((agent) => ({ name: agent.name, slug: agent.slug, url: new URL(agentHref(agent), origin).href })),
      rows: compareRows.map((row) => ({
        label: row.label,
        values: Object.fromEntries(compared.map((agent) => [agent.slug, row.values(agent)])),
      })),
      compareUrl: new URL(compareHref(slugs), origin).href,
      ...(notes.length ? { notes } : {}),
    });
  },
};

const estimateRoiTool: ReadTool = {
  name: "estimate_roi",
  description:
    "Estimate what one marketplace agent saves a month with the buyer's numbers, as the ROI estimator on the agent's page does: tasks, hours and money saved, the price at that volume, the net, the payback of the set-up fee and a one-line verdict. Each agent takes its own inputs (get_agent lists them with their labels, defaults and ranges); an input left out counts at its default, and a value outside its range counts at the nearest bound.",
  inputSchema: {
    type: "object",
    properties: {
      slug: { type: "string", description: "The agent's slug, as search_agents returns it." },
      volume: { type: "number", description: "How many tasks (calls, orders, leads...) a month or a working day, as the agent's inputs say." },
      minutesPerTask: { type: "number", description: "Minutes a person spends on one task today." },
      hourlyCost: { type: "number", description: "Cost of an hour of staff time, in USD." },
      errorRatePercent: { type: "number", description: "Share of tasks with an error today, in percent." },
      costPerError: { type: "number", description: "Cost of one error, in USD." },
      automatedPercent: {
        type: "number",
        description: "Share of the tasks the agent handles from start to finish, in percent (our planning figure by default).",
      },
      errorReductionPercent: { type: "number", description: "Share of today's errors the agent prevents, in percent (our planning figure by default)." },
      countedTwicePercent: { type: "number", description: "Share of the tasks the usage terms bill as two, in percent." },
    },
    // The add-ons' counts, under the keys get_agent lists (addOn0, addOn1, ...).
    additionalProperties: { type: "number" },
    required: ["slug"],
  },
  annotations: { readOnlyHint: true },
  run(input, data, origin) {
    const agent = findAgent(data, input.slug);
    if (!agent) return unknownAgent();
    const entries = Object.fromEntries(
      roiFieldsOf(agent)
        .filter(({ key }) => typeof input[key] === "number")
        .map(({ key }) => [key, input[key] as number]),
    );
    const estimate = estimateRoi(agent.roi, agent.pricing, entries);
    return json({
      agent: agent.name,
      slug: agent.slug,
      inputs: agent.roi.inputs.map((roiInput) => ({ key: roiInput.key, label: roiInput.label, countedAs: formatNumber(estimate.values[roiInput.key], 2) })),
      results: roiResultRows(estimate, agent.pricing),
      priceUsed: roiPriceLines(estimate),
      verdict: roiVerdict(estimate, agent.pricing),
      assumptions: [...agent.roi.assumptions, roiPriceNote(agent.pricing)],
      estimatorUrl: new URL(agentRoiHref(agent), origin).href,
    });
  },
};

/** A value the caller gave, as build_quote's notes name it: a number as given (a number carries no words of the caller's), anything else by its kind. */
function givenText(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return Number.isFinite(Number(value)) && value.trim() !== "" ? value.trim() : "text that is not a number";
  if (typeof value === "boolean" || value === null) return String(value);
  return Array.isArray(value) ? "a list" : "an object";
}

/** A number for the quote, as a number or as text: what a browser agent passes for a field. */
const numberOrText = (description: string) => ({ type: ["number", "string"], description });

/** An agent the caller gave that the quote holds: its price terms, what it was given, and the entries the quote counts from them. */
type QuoteChoice = { agent: QuoteAgent; fields: QuoteField[]; given: Record<string, unknown>; entries: QuoteEntries };

/**
 * The agents given, as the quote page would hold them: known slugs, each once, with the values of
 * their own fields. Numbers and text go to the quote as given, as the page's address carries them,
 * so the quote, its fingerprint and its URL are the page's; anything else counts as left out.
 * Whatever is left out is named in `notes`.
 */
function quoteChoices(given: unknown, data: ReadToolData, notes: string[]): QuoteChoice[] {
  const choices: QuoteChoice[] = [];
  for (const [index, item] of (Array.isArray(given) ? given : []).entries()) {
    const position = `Agent ${index + 1} of the list`;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      notes.push(`${position} is ${givenText(item)}, not an agent with a slug; left out.`);
      continue;
    }
    const values = item as Record<string, unknown>;
    const listing = findAgent(data, values.slug);
    if (!listing) {
      notes.push(`${position}: no agent has the slug given; left out. search_agents lists the agents with their slugs.`);
      continue;
    }
    if (choices.some((choice) => choice.agent.slug === listing.slug)) {
      notes.push(`${position}: ${listing.name} is already in the quote, which holds each agent once; the numbers given here were left out.`);
      continue;
    }
    const pricing = pricingForQuote(listing);
    const fields = quoteFields(pricing);
    const keys = fields.map((field) => field.key);
    const unknownFields = Object.keys(values).filter((key) => key !== "slug" && !keys.includes(key)).length;
    if (unknownFields > 0) {
      notes.push(
        `${listing.name} was given ${unknownFields === 1 ? "a field it does not take" : `${unknownFields} fields it does not take`}${keys.length ? ` (its fields: ${keys.join(", ")})` : " (it takes no numbers)"}; left out.`,
      );
    }
    const entries: QuoteEntries = {};
    for (const field of fields) {
      const value = values[field.key];
      if (typeof value === "number" || typeof value === "string") entries[field.key] = value;
    }
    choices.push({ agent: { slug: listing.slug, name: listing.name, pricing }, fields, given: values, entries });
  }
  return choices;
}

/**
 * Every value given that the quote could not count as given: the agent, the field, the value, what
 * is wrong (in the words the quote page shows next to the field) and what the quote counted instead.
 * A volume or seats above the price table's range is no problem: the quote lists it as custom.
 */
function unusableValueNotes(choices: readonly QuoteChoice[], quote: Quote): string[] {
  return choices.flatMap((choice, index) =>
    choice.fields.flatMap((field) => {
      const value = choice.given[field.key];
      if (value === undefined) return [];
      const problem = quoteFieldProblem(field, choice.entries[field.key]);
      if (!problem) return [];
      const counted = quote.agents[index]!.inputs.find((input) => input.key === field.key)!.value;
      return [`${choice.agent.name}, ${field.label} (${field.key}): got ${givenText(value)}. ${problem} Counted ${formatNumber(counted)} instead.`];
    }),
  );
}

const buildQuoteTool: ReadTool = {
  name: "build_quote",
  description: `Build a quote for any number of marketplace agents over a term of ${QUOTE_TERMS.join(", ")} months, as the site's quote page does: for each agent the monthly price at the numbers given (volume a month, seats for an agent priced per seat, the share of the volume counted twice where the usage terms count some units as two, add-ons), the set-up fee and estimated pass-through costs (billed by others, each with its basis), then the monthly run rate, the set-up fees, each year of the term (year 1 with the set-up fees) and the whole term, in USD excluding VAT, with the quote's fingerprint and the URL of the same quote on the site. Numbers may be given as numbers or as text ("1200"). A number left out counts at its default (the volume the price includes, the fewest seats, no add-on); each agent's inputs say what was counted, and a value the quote cannot use is named in notes with what was counted instead. A volume or seats above what the price table covers is priced at its top and listed under the agent's custom entries: a request sent from the quote page asks for a custom price for it. get_agent lists each agent's add-ons (addOn0, addOn1, ...).`,
  inputSchema: {
    type: "object",
    properties: {
      agents: {
        type: "array",
        description:
          "The agents to quote, each once, by slug, with its numbers; a call with slugs alone returns each agent's inputs with their keys and labels.",
        items: {
          type: "object",
          properties: {
            slug: { type: "string", description: "The agent's slug, as search_agents returns it." },
            volume: numberOrText("Units a month of what the agent's price counts (answered calls, prospects...); left out, the volume the price includes."),
            seats: numberOrText("Agents priced per seat only: the seats, each as the listing defines a seat; left out, the fewest the agent is sold with."),
            countedTwicePercent: numberOrText(
              "Agents whose usage terms count some units as two only (calls longer than 10 minutes...): that share of the volume, in percent; left out, the listing's planning figure.",
            ),
          },
          patternProperties: {
            "^addOn[0-9]+$": numberOrText("How many of the agent's add-on with that key, as get_agent lists them (addOn0, addOn1, ...); left out, none."),
          },
          required: ["slug"],
        },
        minItems: 1,
      },
      termMonths: {
        type: ["number", "string"],
        description: `The term in months: ${QUOTE_TERMS.join(", ")}; left out, ${DEFAULT_QUOTE_TERM}.`,
        enum: [...QUOTE_TERMS, ...QUOTE_TERMS.map(String)],
      },
    },
    required: ["agents"],
  },
  annotations: { readOnlyHint: true },
  run(input, data, origin) {
    const notes: string[] = [];
    const choices = quoteChoices(input.agents, data, notes);
    if (!choices.length) return refusal("The quote needs at least one agent, given by its slug. search_agents lists the agents with their slugs.", notes);
    const givenTerm = input.termMonths;
    const term = QUOTE_TERMS.find((months) => (typeof givenTerm === "number" || typeof givenTerm === "string") && Number(givenTerm) === months);
    if (givenTerm !== undefined && !term)
      notes.push(`Term (termMonths): got ${givenText(givenTerm)}, not one of ${QUOTE_TERMS.join(", ")} months. Counted ${DEFAULT_QUOTE_TERM} instead.`);
    const quote = buildQuote(choices, term ?? DEFAULT_QUOTE_TERM);
    notes.push(...unusableValueNotes(choices, quote));
    const query = quoteQueryString(
      choices.map((choice) => choice.agent.slug),
      quote.termMonths,
      Object.fromEntries(choices.map((choice) => [choice.agent.slug, choice.entries])),
    );
    const asksCustomPrice = quote.agents.some((agent) => agent.custom.length > 0);
    return json({
      fingerprint: quote.fingerprint,
      termMonths: quote.termMonths,
      currency: "USD",
      vat: "Every amount excludes VAT.",
      agents: quote.agents.map((agent) => ({
        name: agent.name,
        slug: agent.slug,
        inputs: agent.inputs,
        custom: agent.custom.map((entry) => ({ ...entry, text: customEntryText(entry) })),
        lines: agent.lines.map((line) => ({
          kind: line.kind,
          label: line.label,
          amount: quoteLineAmount(line),
          ...(line.kind === "pass-through" ? { estimate: true, billedBy: line.billedBy, basis: line.basis } : {}),
        })),
        totals: quoteTotalRows(agent.totals, quote.termMonths),
      })),
      totals: quoteTotalRows(quote.totals, quote.termMonths),
      ...(asksCustomPrice
        ? {
            customPrice:
              "Some numbers are above what the price table covers: the quote prices them at its top, and a request sent from the quote page asks for a custom price for the numbers entered.",
          }
        : {}),
      assumptions: [...QUOTE_ASSUMPTIONS, INDICATIVE_PRICE_NOTE],
      quoteUrl: new URL(`${QUOTE_PATH}?${query}`, origin).href,
      ...(notes.length ? { notes } : {}),
    });
  },
};

export const readTools: ReadTool[] = [searchAgentsTool, getAgentTool, compareAgentsTool, estimateRoiTool, buildQuoteTool];
