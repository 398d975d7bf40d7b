/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Partner } from "@/content/site";
import type { Agent, AgentListing, Article } from "@/content/types";
import { listingFor } from "@/lib/agents/listings";
import { assertContentIsValid, contentProblems, formatProblem } from "@/lib/content/check";

type Check = typeof import("@/lib/content/check");

/** The content check run over the real content with one module's export replaced. */
function problemsWith(moduleName: string, change: (actual: Record<string, unknown>) => Record<string, unknown>): string[] {
  let messages: string[] = [];
  jest.isolateModules(() => {
    jest.doMock(moduleName, () => change(jest.requireActual(moduleName)));
    const check = jest.requireActual<Check>("@/lib/content/check");
    messages = check.contentProblems().map(check.formatProblem);
  });
  jest.dontMock(moduleName);
  return messages;
}

const withArticle = (edit: (article: Article) => Article) => (actual: Record<string, unknown>) => {
  const [first, ...rest] = actual.articles as Article[];
  return { ...actual, articles: [edit(first!), ...rest] };
};
const withAgent = (agent: Agent) => (actual: Record<string, unknown>) => ({ ...actual, agents: [...(actual.agents as Agent[]), agent] });

describe("the content check", () => {
  it("finds nothing wrong with the site's content", () => {
    expect(contentProblems().map(formatProblem)).toEqual([]);
    expect(() => assertContentIsValid()).not.toThrow();
  });

  it("names the file, the field and the value of a mistyped relatedAgent", () => {
    const messages = problemsWith("@/content/articles", withArticle((article) => ({ ...article, relatedAgent: "invoice-chaser" as Article["relatedAgent"] })));
    expect(messages).toEqual([
      'content/articles/quick-commerce-insights.ts: relatedAgent "invoice-chaser" is not an agent\'s slug in content/agents.ts, nor one of "healthcare-operations", "agriculture-farming", "marketplace"',
    ]);
  });

  it("names an article image that is missing from public/", () => {
    const messages = problemsWith("@/content/articles", withArticle((article) => ({ ...article, image: "/images/blog/no-such-artwork.svg" })));
    expect(messages).toEqual(['content/articles/quick-commerce-insights.ts: image "/images/blog/no-such-artwork.svg" names no file: add public/images/blog/no-such-artwork.svg']);
  });

  it("names a partner logo that is missing from public/", () => {
    const messages = problemsWith("@/content/site", (actual) => {
      const [first, ...rest] = actual.partners as Partner[];
      return { ...actual, partners: [{ ...first!, logo: "/images/partners/no-such-logo.svg" }, ...rest] };
    });
    expect(messages).toEqual(['content/site.ts (partner 1, "snowflake"): logo "/images/partners/no-such-logo.svg" names no file: add public/images/partners/no-such-logo.svg']);
  });

  it("names an article whose file is not its id, and a date that does not exist", () => {
    const messages = problemsWith("@/content/articles", withArticle((article) => ({ ...article, id: "quick-commerce", date: "2025-02-30" })));
    expect(messages).toEqual([
      'content/articles/index.ts: id "quick-commerce" names an article whose file is not content/articles/quick-commerce.ts: an article\'s id is its file name',
      'content/articles/quick-commerce.ts: date "2025-02-30" is not a real date written like "2025-11-18"',
    ]);
  });

  it("names an agent without a listing, with its missing image and its empty fields", () => {
    const [receptionist] = jest.requireActual<typeof import("@/content/agents")>("@/content/agents").agents;
    const halfAdded = { ...receptionist!, id: 30, slug: "invoice-chaser-agent", image: "/images/agents/invoice-chaser-agent.svg", useCases: [""] };
    expect(problemsWith("@/content/agents", withAgent(halfAdded))).toEqual([
      'content/agents.ts (agent 14, "invoice-chaser-agent"): image "/images/agents/invoice-chaser-agent.svg" names no file: add public/images/agents/invoice-chaser-agent.svg',
      'content/agents.ts (agent 14, "invoice-chaser-agent"): useCases[0] "" is empty',
      'content/listings/index.ts: listings "invoice-chaser-agent" has no listing: add content/listings/invoice-chaser-agent.ts and list it here (npm run new -- agent invoice-chaser-agent writes both)',
    ]);
  });

  it("names a second agent with the same slug or id", () => {
    const [receptionist] = jest.requireActual<typeof import("@/content/agents")>("@/content/agents").agents;
    expect(problemsWith("@/content/agents", withAgent(receptionist!))).toEqual([
      'content/agents.ts: id 1 is used by more than one agent',
      'content/agents.ts: slug "ai-receptionist-agent" is used by more than one agent',
    ]);
  });

  it("names a featured agent id that the catalogue lacks", () => {
    expect(problemsWith("@/content/home", (actual) => ({ ...actual, featuredAgentIds: [1, 99, "omnichannel"] }))).toEqual([
      'content/home.ts: featuredAgentIds 99 names no agent in content/agents.ts: use an agent\'s id, or "omnichannel"',
    ]);
  });

  describe("a listing", () => {
    const withListing = (slug: string, edit: (listing: AgentListing) => AgentListing) => (actual: Record<string, unknown>) => {
      const listings = actual.listings as Record<string, AgentListing>;
      return { ...actual, listings: { ...listings, [slug]: edit(listings[slug]!) } };
    };

    it("names an estimator input whose default is outside its bounds, and one of our figures without its basis", () => {
      const messages = problemsWith(
        "@/content/listings",
        withListing("ai-receptionist-agent", (listing) => ({
          ...listing,
          roi: {
            ...listing.roi,
            inputs: listing.roi.inputs.map((input) =>
              input.key === "automatedPercent" ? { ...input, basis: undefined, max: 120 } : input.key === "volume" ? { ...input, defaultValue: input.max + 1 } : input,
            ),
          },
        })),
      );
      const automated = listingFor("ai-receptionist-agent").roi.inputs.findIndex((input) => input.key === "automatedPercent");
      expect(messages).toEqual([
        expect.stringMatching(/^content\/listings\/ai-receptionist-agent\.ts: roi\.inputs\[0\] .* has a default outside its bounds/),
        expect.stringMatching(new RegExp(`^content/listings/ai-receptionist-agent\\.ts: roi\\.inputs\\[${automated}\\] .* is a percentage whose bounds are not within 0 to 100`)),
        expect.stringMatching(new RegExp(`^content/listings/ai-receptionist-agent\\.ts: roi\\.inputs\\[${automated}\\] .* needs a \`basis\``)),
      ]);
    });

    it("names the inputs the price and the estimate need but the listing lacks", () => {
      const messages = problemsWith(
        "@/content/listings",
        withListing("omnichannel-support-agent", (listing) => ({
          ...listing,
          roi: { ...listing.roi, inputs: listing.roi.inputs.filter((input) => input.key !== "countedTwicePercent" && input.key !== "automatedPercent") },
        })),
      );
      expect(messages).toEqual([
        expect.stringContaining('content/listings/omnichannel-support-agent.ts: roi.inputs ["volume","minutesPerTask","hourlyCost"] has no "automatedPercent" input'),
        expect.stringContaining('has no "countedTwicePercent" input: only usage terms that count some units as two'),
      ]);
    });

    it("names a per-seat price without the definition of a seat, and an agent that converses but is classed minimal", () => {
      const messages = problemsWith(
        "@/content/listings",
        withListing("sales-pro-agent", (listing) => ({
          ...listing,
          pricing: { ...listing.pricing, seat: undefined },
          risk: { ...listing.risk, euAiActClass: "minimal" },
        })),
      );
      expect(messages).toEqual([
        "content/listings/sales-pro-agent.ts: pricing.seat is missing: a per-seat price needs the one definition of a seat",
        'content/listings/sales-pro-agent.ts: risk.euAiActClass "minimal" is minimal, but Art. 50 applies to an agent that converses with people or generates content they receive',
      ]);
    });
  });

  describe("markers left by npm run new", () => {
    let root: string;
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), "content-check-"));
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it("names the file and line of every marker left in content/ and public/images/", () => {
      mkdirSync(join(root, "content/listings"), { recursive: true });
      mkdirSync(join(root, "public/images/agents"), { recursive: true });
      writeFileSync(join(root, "content/listings/invoice-chaser-agent.ts"), 'export const x = {\n  fromUsdPerMonth: 0, // FILL IN: the starting price\n};\n');
      writeFileSync(join(root, "public/images/agents/invoice-chaser-agent.svg"), "<svg>\n<!-- FILL IN: replace this artwork -->\n</svg>\n");
      const markers = contentProblems(root).map(formatProblem).filter((message) => message.includes("marker"));
      expect(markers).toEqual([
        'content/listings/invoice-chaser-agent.ts:2: still has a "FILL IN" marker: fromUsdPerMonth: 0, // FILL IN: the starting price',
        'public/images/agents/invoice-chaser-agent.svg:2: still has a "FILL IN" marker: <!-- FILL IN: replace this artwork -->',
      ]);
      expect(() => assertContentIsValid(root)).toThrow(/The site's content has \d+ problems:\n  - .*\n/);
    });
  });
});
