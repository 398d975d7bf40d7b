import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { claimFacts, type ClaimFacts } from "@/content/claim-facts";
import * as about from "@/content/about";
import { articles } from "@/content/articles";
import * as home from "@/content/home";
import { listings } from "@/content/agents";
import * as services from "@/content/services";
import * as marketplace from "@/content/marketplace";
import { marketplaceHero } from "@/content/marketplace";
import { site } from "@/content/site";
import { getAllAgents } from "@/lib/agents/catalog";
import { specifiedReplyWithin } from "./support/specified-content";

const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|md)$/.test(name) ? [path] : [];
  });
}

const files = ["app", "components", "content", "lib", "scripts"].flatMap(sourceFiles).map((path) => ({
  path: relative(root, join(root, path)),
  text: readFileSync(join(root, path), "utf8"),
}));

function filesMatching(pattern: RegExp): string[] {
  return files.filter((file) => pattern.test(file.text)).map((file) => file.path);
}

describe("the reply promise", () => {
  it("is the specification's 24 hours", () => {
    expect(site.replyWithin).toBe(specifiedReplyWithin);
    expect(site.replyPromise).toContain(site.replyWithin);
  });

  it("is written once, in content/site.ts", () => {
    expect(filesMatching(/within \d+ hours/i)).toEqual(["content/site.ts"]);
  });

  it("has no rival in working or business days", () => {
    expect(filesMatching(/within (one|a|1) (working|business) day/i)).toEqual([]);
  });
});

type WordedClaims = {
  claims: typeof import("@/content/claims");
  about: typeof import("@/content/about");
  /** The data-protection answers, for an agent that may see health data and one that may not. */
  dataProtection: unknown[];
};

/** The claims as content and the data-protection answers word them, with every claim confirmed or none. */
function claimsWhen(confirmed: boolean): WordedClaims {
  const facts = Object.fromEntries(Object.entries(claimFacts).map(([name, fact]) => [name, { ...fact, confirmed }])) as ClaimFacts;
  let modules!: WordedClaims;
  jest.isolateModules(() => {
    jest.doMock("@/content/claim-facts", () => ({ claimFacts: facts }));
    const { dataProtectionAnswers } = jest.requireActual<typeof import("@/lib/agents/data-protection")>("@/lib/agents/data-protection");
    modules = {
      claims: jest.requireActual("@/content/claims"),
      about: jest.requireActual("@/content/about"),
      dataProtection: [true, false].map((mayProcessHealthData) => dataProtectionAnswers({ subProcessors: ["cloud-hosting"], mayProcessHealthData })),
    };
  });
  jest.dontMock("@/content/claim-facts");
  return modules;
}

describe("claims the specification does not make", () => {
  it("are each written once, in content/claims.json", () => {
    // A claim built from its figures (the live agents) is in no file word for word.
    for (const { value } of Object.values(claimFacts)) {
      if (typeof value !== "string") continue;
      const elsewhere = filesMatching(new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      expect(elsewhere).toEqual([]);
    }
  });

  it("say none of their values until the owner confirms them, and each once confirmed", () => {
    const values = Object.values(claimFacts).flatMap(({ value }) => (typeof value === "string" ? [value] : []));
    const worded = (modules: ReturnType<typeof claimsWhen>) => JSON.stringify(modules);
    const before = worded(claimsWhen(false));
    const after = worded(claimsWhen(true));
    for (const value of values) {
      expect(before).not.toContain(JSON.stringify(value).slice(1, -1));
      expect(after).toContain(JSON.stringify(value).slice(1, -1));
    }
    expect(claimsWhen(false).about.tractionClaim.figure).toBeUndefined();
  });

  it.each([
    ["a senior engineer", /senior engineer/i],
    ["fixed prices", /fixed price/i],
    ["record volumes", /millions of records/i],
    ["named technology partners", /technology partner/i],
    ["results within weeks", /results within weeks/i],
  ])("mention %s nowhere else", (_name, pattern) => {
    expect(filesMatching(pattern)).toEqual([]);
  });
});

describe("claims that agree with the listings", () => {
  it("gives the go-live time as the listings' own range of implementation weeks", () => {
    const weeks = Object.values(listings).map((listing) => listing.timelineWeeks);
    const min = Math.min(...weeks.map((week) => week.min));
    const max = Math.max(...weeks.map((week) => week.max));
    expect(claimFacts.agentsLiveIn.value).toContain(`${min} to ${max} weeks`);
    expect(filesMatching(/days, not quarters/i)).toEqual([]);
  });

  it("does not call the marketplace the first of its kind", () => {
    expect(marketplaceHero.title).toBe("A marketplace of vertical AI agents");
    expect(filesMatching(/first marketplace/i)).toEqual([]);
  });

  it.each([
    [
      "the founders' track record",
      /founders (previously |have |had )?(helped (to )?)?(build|built)|helped (to )?build a credit|built a credit bureau|credit infrastructure/i,
      claimFacts.foundersTrackRecord.value,
      ["Our founders helped build a credit bureau from the ground up", "who have built credit infrastructure", "founders previously built"],
    ],
    [
      "the live agents",
      /(more than|over|at least) (20|twenty) (of|live|agents)|\b(20|twenty) ?\+|twenty live|agents (already )?run (live|day to day)|(three|3) cities/i,
      claimsWhen(true).claims.liveAgents!.sentence,
      ["Our agents already run day to day in distribution centers across three cities", "20+ live agents", "over twenty agents in 3 cities"],
    ],
  ])("words %s once, in content/claims.ts", (_name, pattern, claim, variants) => {
    expect(pattern.test(claim)).toBe(true);
    for (const variant of variants) expect(pattern.test(variant)).toBe(true);
    expect(filesMatching(pattern).filter((path) => path !== "content/claims.ts")).toEqual([]);
  });

  it("builds the About page's live-agents stat card from the same figures as the wording", () => {
    const { claims, about: confirmedAbout } = claimsWhen(true);
    const { agents, cities } = claimFacts.liveAgents.value;
    const liveAgents = claims.liveAgents!;
    expect(liveAgents.figure).toBe(`${agents}+`);
    expect(liveAgents.where).toBe(`in distribution centers across ${cities} cities`);
    expect(liveAgents.sentence).toBe(`more than ${agents} of our agents run live ${liveAgents.where}`);
    expect(confirmedAbout.tractionClaim).toEqual({
      figure: liveAgents.figure,
      title: `live agents ${liveAgents.where}`,
      text: expect.stringContaining(liveAgents.sentence),
    });
    expect(confirmedAbout.aboutHero.lead).toContain(claimFacts.foundersTrackRecord.value);
  });

  it("keeps no performance figure without a source", () => {
    expect(filesMatching(/up to 85%|about 25% of|up to 3x/i)).toEqual([]);
  });
});

// A percentage, a multiple ("3x", "three times as", "twice the", "tenfold") or a time saved ("cut the
// close by two to five working days"), in digits or in words, is a figure a buyer may hold us to. In
// articles, agent descriptions, listings and the company pages each one names its source in the same
// sentence ("(Source: ...)" or "according to ..."), or is one of the few figures below that describe a
// reader's starting point or a threshold they set, never a result. The sample conversations and the ROI
// model's stated assumptions are left out: they are examples and inputs the visitor can change.
const numberWords =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundred|a few|several|double-digit|single-digit|triple-digit";
const amount = `(?:\\d[\\d,.]*|(?:${numberWords})(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)`;
const range = `${amount}(?:\\s*(?:to|and|or|-|–)\\s*${amount})?`;
const performanceFigures = [
  new RegExp(`(?<![\\w.])${range}\\s*(?:%|percent|per cent|percentage)`, "i"),
  /(?<![\w.])\d+(?:\.\d+)?\s?[x×](?!\w)/i,
  new RegExp(`\\b${amount} times (?:as|more|faster|higher|lower|fewer|less|better|over|the)\\b`, "i"),
  /\btwice (?:as|the)\b|\b(?:two|three|four|five|ten|\d+)-?fold\b|\b(?:doubl|tripl|halv)(?:e|es|ed|ing) (?:the|their|your|its|our)\b/i,
  new RegExp(
    `\\b(?:cut|cuts|reduce[sd]?|reducing|shorten(?:s|ed)?|save[sd]?|saving|faster by)\\b[^.;:]{0,40}?\\b${range}\\s+(?:working |business )?(?:minutes?|hours?|days?|weeks?|months?)\\b`,
    "i",
  ),
];
const namesItsSource = /\([Ss]ources?: [^)]+\)|\baccording to (?:the )?[A-Z]/;

/** Figures that are not results: where they are, the words of the figure, and why it may stand without a source. */
const figuresThatAreNotResults: [where: string, figure: string, why: string][] = [
  ["article ecommerce-ai", "between one and four percent", "the conversion rate a store starts from"],
  ["article ecommerce-ai", "Rates of 20 to 30 percent", "the return rate a store starts from"],
  ["article healthcare-ai", "from a few percent to over twenty percent", "the no-show rate a clinic starts from"],
  ["article quick-commerce-insights", "two to four percent", "the basket error rate an operator starts from"],
  ["article business-process", "30 to 50 percent of volume in resolve", "a split the reader designs, not a result"],
  ["listing sales-pro-agent", "more than 10% from the week before", "a threshold for handing over to a person"],
];

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

const figureSources: { where: string; text: string[] }[] = [
  ...articles.map((article) => ({ where: `article ${article.id}`, text: stringsIn(article) })),
  ...getAllAgents().map((agent) => ({ where: `agent ${agent.slug}`, text: stringsIn(agent) })),
  ...Object.entries(listings).map(([slug, listing]) => ({
    where: `listing ${slug}`,
    text: stringsIn(Object.entries(listing).filter(([field]) => field !== "roi" && field !== "conversations")),
  })),
  ...Object.entries({ home, about, services, marketplace }).map(([page, exports]) => ({ where: `page ${page}`, text: stringsIn(exports) })),
];

describe("performance figures", () => {
  it.each([
    ["auto-match rates move to 85 percent or more", true],
    ["Teams commonly reach 70 to 90 percent straight-through coding", true],
    ["we see between 40 and 60 percent of staff time", true],
    ["savings in the range of 10 to 25 percent", true],
    ["a double-digit percentage increase in conversion", true],
    ["up to 3x more meetings", true],
    ["three times as many replies", true],
    ["twice the clicks", true],
    ["it can cut their close by two to five working days", true],
    ["saves agents 12 hours a week", true],
    ["85% fewer picking errors (Source: Example Survey 2025, p. 4)", false],
    ["the same customer exists three times across the CRM", false],
    ["kept for 6 months after that", false],
  ])("counts %p as a figure without a source: %p", (sentence, flagged) => {
    expect(performanceFigures.some((pattern) => pattern.test(sentence)) && !namesItsSource.test(sentence)).toBe(flagged);
  });

  it.each(figureSources.map((source) => [source.where, source] as const))("%s names the source of every figure it gives", (where, source) => {
    const allowed = figuresThatAreNotResults.filter(([at]) => at === where).map(([, figure]) => figure);
    const unsourced = source.text
      .flatMap(sentences)
      .filter((sentence) => performanceFigures.some((pattern) => pattern.test(sentence)))
      .filter((sentence) => !namesItsSource.test(sentence) && !allowed.some((figure) => sentence.includes(figure)));
    expect(unsourced).toEqual([]);
  });

  it.each(figuresThatAreNotResults)("still finds the figure allowed in %s: %p", (where, figure) => {
    const source = figureSources.find((each) => each.where === where);
    expect(source?.text.some((text) => text.includes(figure))).toBe(true);
  });
});
