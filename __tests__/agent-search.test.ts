import { agents } from "@/content/agents";
import { listingFor } from "@/lib/agents/listings";
import { agentSearchIndex, searchVocabulary } from "@/lib/agents/search-index";
import { searchAgents, searchTerms as termsWith } from "@/lib/agents/search";
import { listed } from "./support/specified-content";

const catalog = agents.map((agent) => ({ name: agent.name, searchIndex: agentSearchIndex(agent) }));
/** What the marketplace shows for the query, in its order: the matches, or else the closest. */
const ranked = (query: string) => {
  const { matches, closest } = searchAgents(catalog, query, searchVocabulary);
  return [...matches, ...closest].map((agent) => agent.name);
};
const searchTerms = (text: string) => termsWith(text, searchVocabulary);

/**
 * What buyers type, in their own words (not the listings' searchPhrases, except the issue's four
 * examples), and the agent they mean.
 */
const buyerQueries: [string, string][] = [
  ["answer the phone after hours", "AI Receptionist"],
  ["someone to pick up calls when we're closed", "AI Receptionist"],
  ["book patient appointments over the phone", "AI Receptionist"],
  ["I keep missing calls at my dental clinic", "AI Receptionist"],
  ["front desk phone cover for a busy vet", "AI Receptionist"],
  ["reorder pipette tips", "Lab Supply Management"],
  ["know when reagents are about to expire", "Lab Supply Management"],
  ["keep track of lab consumables stock", "Lab Supply Management"],
  ["find which fridge a reagent is stored in", "Lab Supply Management"],
  ["reply to customer emails and whatsapp messages from one place", "Omnichannel Support"],
  ["too many support tickets piling up", "Omnichannel Support"],
  ["help desk automation across chat and email", "Omnichannel Support"],
  ["customer service on every channel at night", "Omnichannel Support"],
  ["write social media posts for our brand", "AI Marketeer"],
  ["create a content calendar for linkedin", "AI Marketeer"],
  ["draft our monthly newsletter", "AI Marketeer"],
  ["marketing copy in our tone of voice", "AI Marketeer"],
  ["check grocery orders are packed correctly", "Order Verification"],
  ["stop wrong items being delivered to customers", "Order Verification"],
  ["pickers keep making mistakes", "Order Verification"],
  ["quality control for quick commerce orders", "Order Verification"],
  ["answer enquiries about apartments for rent", "RealEstate Bot"],
  ["schedule house viewings with buyers", "RealEstate Bot"],
  ["screen tenants by budget", "RealEstate Bot"],
  ["reconcile receipts", "FinanceTracker"],
  ["sort business expenses into categories", "FinanceTracker"],
  ["catch supplier invoices paid twice", "FinanceTracker"],
  ["predict our cash flow", "FinanceTracker"],
  ["alert me to suspicious payments", "FinanceTracker"],
  ["sort through job applicants", "Resume Screener"],
  ["screen resumes for an open position", "Resume Screener"],
  ["rank candidates for a vacancy", "Resume Screener"],
  ["hiring hundreds of seasonal workers", "Resume Screener"],
  ["help customers choose the right size", "Shopping Assistant"],
  ["product finder chat for my webshop", "Shopping Assistant"],
  ["recommend products to online shoppers", "Shopping Assistant"],
  ["send cold emails to potential customers", "Outbound SDR"],
  ["find and contact new B2B prospects", "Outbound SDR"],
  ["personalized outreach to target accounts", "Outbound SDR"],
  ["meal plans for my gym clients", "Nutrition Guru"],
  ["answer questions about allergens in our food products", "Nutrition Guru"],
  ["healthy eating advice for employees", "Nutrition Guru"],
  ["qualify website leads", "Inbound AI SDR"],
  ["respond instantly when someone requests a demo", "Inbound AI SDR"],
  ["route new leads from our contact form to sales reps", "Inbound AI SDR"],
  ["predict which deals will close this quarter", "Sales Pro"],
  ["spot deals that are stalling in our CRM", "Sales Pro"],
  ["sales forecast for my team", "Sales Pro"],
];
/** Those whose agent the catalog still holds. */
const queries = buyerQueries.filter(([, name]) => listed([name]).length);

describe("plain-language search", () => {
  it("holds at least 40 queries, none copied from a listing's phrases except the issue's four examples", () => {
    expect(buyerQueries.length).toBeGreaterThanOrEqual(40);
    const examples = ["answer the phone after hours", "reorder pipette tips", "qualify website leads", "reconcile receipts"];
    const phrases = new Set(agents.flatMap((agent) => listingFor(agent.slug).searchPhrases.map((phrase) => phrase.toLowerCase())));
    expect(queries.map(([query]) => query).filter((query) => phrases.has(query.toLowerCase()) && !examples.includes(query))).toEqual([]);
  });

  it("puts the expected agent first for at least 95% of the queries", () => {
    const misses = queries.filter(([query, expected]) => ranked(query)[0] !== expected);
    const report = misses.map(([query, expected]) => `${query}: expected ${expected}, got ${ranked(query).slice(0, 3).join(", ")}`);
    // Listed on failure: which queries missed, and what came first instead.
    if (misses.length) console.log(report.join("\n"));
    expect(misses.length / queries.length).toBeLessThanOrEqual(0.05);
  });

  it.each(queries)("ranks the expected agent in the top 3 for %j", (query, expected) => {
    expect(ranked(query).slice(0, 3)).toContain(expected);
  });
});

describe("reading a query", () => {
  it("reads words with the same meaning as one term", () => {
    expect(searchTerms("restock")).toEqual(searchTerms("reorder"));
    expect(searchTerms("replenishing")).toEqual(searchTerms("reorder"));
    expect(searchTerms("CVs")).toEqual(searchTerms("resume"));
    expect(searchTerms("expenses")).toEqual(searchTerms("receipt"));
    expect(searchTerms("calls")).toEqual(searchTerms("phone"));
    expect(searchTerms("prospects")).toEqual(searchTerms("leads"));
  });

  it("reads a phrase of several words as one term, and drops words that say nothing", () => {
    expect(searchTerms("out of hours")).toEqual(searchTerms("after hours"));
    expect(searchTerms("the phone")).toEqual(searchTerms("phone"));
  });

  it("does not read a word inside a longer phrase on its own", () => {
    // "will close" is a forecast, while "close" alone is no time of day.
    expect(searchTerms("deals that will close")).toEqual(searchTerms("deals forecast"));
    expect(searchTerms("close")).not.toEqual(searchTerms("after hours"));
  });

  it("finds the agent while the last word is still being typed", () => {
    const typing = [
      ["recep", "AI Receptionist"],
      ["nutri", "Nutrition Guru"],
    ].filter(([, name]) => listed([name!]).length);
    for (const [start, name] of typing) expect(ranked(start!)[0]).toBe(name);
  });

  it("keeps every agent for an empty query, and none for words no agent knows", () => {
    expect(ranked("")).toHaveLength(agents.length);
    expect(ranked("   ")).toHaveLength(agents.length);
    expect(ranked("zzzz qqqq")).toEqual([]);
  });
});

/** What the marketplace shows: close matches, or none and the closest few under their own label. */
const searched = (query: string) => {
  const { matches, closest } = searchAgents(catalog, query, searchVocabulary);
  return { matches: matches.map((agent) => agent.name), closest: closest.map((agent) => agent.name) };
};

/** More buyers' words, with the agent they mean: each must come first among the close matches. */
const moreBuyerQueries: [string, string][] = [
  ["bookkeeping for a small company", "FinanceTracker"],
  ["tenant maintenance requests", "AI Receptionist"],
  ["a receptionist for our law firm", "AI Receptionist"],
  ["missed calls during lunch", "AI Receptionist"],
  ["expired antibodies in the freezer", "Lab Supply Management"],
  ["run out of gloves in the lab", "Lab Supply Management"],
  ["one inbox for email, chat and whatsapp", "Omnichannel Support"],
  ["answer customer support tickets at night", "Omnichannel Support"],
  ["instagram posts in our brand voice", "AI Marketeer"],
  ["check the packer grabbed the right variant", "Order Verification"],
  ["dark store picking mistakes", "Order Verification"],
  ["book viewings for rental flats", "RealEstate Bot"],
  ["flag duplicate supplier invoices", "FinanceTracker"],
  ["shortlist CVs for a warehouse role", "Resume Screener"],
  ["help shoppers pick the right size", "Shopping Assistant"],
  ["cold outreach to new prospects", "Outbound SDR"],
  ["reply to demo requests within minutes", "Inbound AI SDR"],
  ["which deals are stuck in the pipeline", "Sales Pro"],
  ["allergy questions about our recipes", "Nutrition Guru"],
];
const closeQueries = moreBuyerQueries.filter(([, name]) => listed([name]).length);

/** Tasks no agent in the catalog does: the marketplace must say so instead of listing near words. */
const noMatchQueries = [
  "draft employment contracts",
  "monitor crop health with drones",
  "fix bugs in our codebase",
  "translate legal documents",
  "design a logo",
  "file our tax return",
  "manage a construction project",
  "book flights for business travel",
  "patient triage",
];

describe("search that says when nothing fits", () => {
  it("holds at least 20 new queries, at least 5 of them fitting no agent", () => {
    expect(moreBuyerQueries.length + noMatchQueries.length).toBeGreaterThanOrEqual(20);
    expect(noMatchQueries.length).toBeGreaterThanOrEqual(5);
    const known = new Set(buyerQueries.map(([query]) => query));
    expect([...moreBuyerQueries.map(([query]) => query), ...noMatchQueries].filter((query) => known.has(query))).toEqual([]);
  });

  it.each(closeQueries)("puts the expected agent first among the close matches for %j", (query, expected) => {
    expect(searched(query).matches[0]).toBe(expected);
  });

  // How rare a word is depends on the whole catalog, so an agent retired or added moves a few
  // borderline queries across the line: these two hold for all but one query in twenty.
  it("matches no agent closely for at least 85% of the tasks no agent does, offering at most 3 closest for each", () => {
    const matched = noMatchQueries.filter((query) => searched(query).matches.length > 0);
    expect(matched.length / noMatchQueries.length).toBeLessThanOrEqual(0.15);
    for (const query of noMatchQueries) expect(searched(query).closest.length).toBeLessThanOrEqual(3);
  });

  it("does not offer the receptionist for patient triage, nor the real-estate bot for tenant maintenance while the receptionist is there for it", () => {
    expect(searched("patient triage").matches).not.toContain("AI Receptionist");
    if (listed(["AI Receptionist"]).length) expect(searched("tenant maintenance requests").matches).not.toContain("RealEstate Bot");
  });

  it("keeps at least 95% of the first query set's agents first among the close matches, so few buyers land in the no-match state", () => {
    const lost = queries.filter(([query, expected]) => searched(query).matches[0] !== expected).map(([query]) => query);
    expect(lost.length / queries.length).toBeLessThanOrEqual(0.05);
  });

  it("keeps every agent for an empty query and offers no closest for words no agent knows", () => {
    expect(searched("").matches).toHaveLength(agents.length);
    expect(searched("zzzz qqqq")).toEqual({ matches: [], closest: [] });
  });
});
