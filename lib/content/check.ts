// The content check: what TypeScript cannot see in content/ (image files under public/, slugs that
// must match across files, an agent without a listing, markers the `npm run new` scaffold leaves)
// and the shape of every agent and article, each problem naming the file, the field and the value.
// The root layout runs it, so `next build` stops and `next dev` shows the problem on every page.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { agents } from "@/content/agents";
import { articles } from "@/content/articles";
import { featuredAgentIds } from "@/content/home";
import { listings } from "@/content/listings";
import { highRiskObligationsApply, transparencyObligationsApply } from "@/content/regulation";
import { partners } from "@/content/site";
import { iconNames, relatedFunctionKeys, roiFigureKeys, type AgentListing, type RoiInputKey } from "@/content/types";
import { getFeaturedAgent } from "@/lib/agents/catalog";
import { readTimeMinutes } from "@/lib/blog/read-time";
import { formatCalendarDate } from "@/lib/site/dates";

/** What `npm run new` writes wherever the owner must write something; the build refuses while one is left. */
export const FILL_IN_MARKER = "FILL IN";

/** Folders (under the project) whose files are scanned for a marker. */
const SCANNED_FOLDERS = ["content", "public/images"];

export type ContentProblem = {
  /** Path from the project root, with a line number for a marker. */
  file: string;
  /** The field at fault, e.g. `relatedAgent` or `sections[2].title`; empty for a whole file. */
  field: string;
  value?: unknown;
  message: string;
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const text = z.string().trim().min(1, "is empty");
const slug = z.string().regex(SLUG, "is not a slug: lower-case letters and digits joined by single hyphens");

function imagePath(root: string) {
  return z
    .string()
    .regex(/^\/images\/[^?#]+\.(svg|png|jpe?g|webp)$/, "is not an image path like /images/agents/my-agent.svg")
    .refine((path) => existsSync(join(root, "public", path)), { error: (issue) => `names no file: add public${String(issue.input)}` });
}

function agentSchema(root: string) {
  const step = z.object({ title: text, description: text });
  return z.object({
    id: z.number().int("is not a whole number").positive("is not a positive number"),
    name: text,
    slug,
    description: text,
    tags: z.array(text).min(1, "has no tag"),
    icon: z.enum(iconNames, { error: "is not an icon the site can draw (content/types.ts, iconNames)" }),
    image: imagePath(root),
    howItWorks: z.array(step).min(1, "has no step"),
    keyCapabilities: z.array(step).min(1, "has no capability"),
    useCases: z.array(text).min(1, "has no use case"),
  });
}

/** The length of an article, in minutes of reading (lib/blog/read-time.ts). */
const READ_MINUTES = { min: 6, max: 14 };

function articleSchema(root: string) {
  const relatedAgents = [...agents.map((agent) => agent.slug), ...relatedFunctionKeys, "marketplace"];
  return z.object({
    id: slug,
    category: text,
    date: z.string().refine(
      (date) => {
        try {
          formatCalendarDate(date);
          return true;
        } catch {
          return false;
        }
      },
      { error: 'is not a real date written like "2025-11-18"' },
    ),
    title: text,
    description: text,
    image: imagePath(root),
    author: text,
    sections: z.array(z.object({ title: text, content: z.union([text, z.array(text).min(1, "has no paragraph")]) })),
    relatedAgent: z.string().refine((value) => relatedAgents.includes(value), {
      error: `is not an agent's slug in content/agents.ts, nor one of ${[...relatedFunctionKeys, "marketplace"].map((key) => `"${key}"`).join(", ")}`,
    }),
    relatedAgentTitle: text,
    exploreButtonText: text,
  }).superRefine((article, context) => {
    const minutes = readTimeMinutes(article);
    if (minutes < READ_MINUTES.min || minutes > READ_MINUTES.max) {
      context.addIssue({ code: "custom", path: ["sections"], params: { value: `${minutes} min` }, message: `reads in ${minutes} minutes: an article reads in ${READ_MINUTES.min} to ${READ_MINUTES.max}` });
    }
  });
}

const roiInputSchema = z
  .object({
    key: z.string(),
    label: text,
    defaultValue: z.number(),
    min: z.number(),
    max: z.number(),
    step: z.number().positive("is not a positive step"),
    basis: text.optional(),
  })
  .refine((input) => input.min <= input.defaultValue && input.defaultValue <= input.max, {
    error: "has a default outside its bounds: min <= defaultValue <= max",
  })
  .refine((input) => !input.key.endsWith("Percent") || (input.min >= 0 && input.max <= 100), {
    error: "is a percentage whose bounds are not within 0 to 100",
  })
  .refine((input) => !(roiFigureKeys as readonly string[]).includes(input.key) || input.basis !== undefined, {
    error: "is one of our own figures, so it needs a `basis`: one sentence on where its default comes from",
  });

/** A number of dollars: the pages, the sorting and the estimate do arithmetic with it, so "520" is refused. */
const usd = z.number({ error: 'is not a number: write it without quotes, e.g. 520, not "520"' });

/** The words a listing states when its risk class has obligations with a date (content/regulation.ts). */
const obligationsByClass: Record<string, [name: string, text: string]> = {
  limited: ["transparencyObligationsApply", transparencyObligationsApply],
  high: ["highRiskObligationsApply", highRiskObligationsApply],
};

/** Marketplace search ranks by these; fewer leaves the agent unfound for most of the words buyers use. */
const MIN_SEARCH_PHRASES = 6;

/**
 * What TypeScript cannot see in a listing: prices as numbers, a priced next step for each cap, the
 * estimator's inputs within their bounds, each of our own figures with its basis, the inputs the
 * price and the estimate need, the defaults its assumptions state, one definition of a seat, and
 * Art. 50 applied wherever the agent converses or generates, in content/regulation.ts's words.
 */
function listingSchema() {
  return z
    .object({
      pricing: z
        .object({
          model: z.string(),
          fromUsdPerMonth: usd.positive("is not above zero"),
          setupUsd: usd.nonnegative("is below zero"),
          includes: z.array(text).min(2, "has fewer than 2 items: say what the starting price includes"),
          addOns: z.array(z.object({ usdPerMonth: usd.positive("is not above zero") }).loose()).optional(),
          seat: text.optional(),
          volume: z.object({ countsAsTwo: text.optional() }).loose().optional(),
        })
        .loose(),
      risk: z
        .object({
          euAiActClass: z.string(),
          talksWith: z.string().optional(),
          generates: z.array(z.string()).optional(),
          obligationsApply: text.optional(),
        })
        .loose(),
      roi: z.object({ inputs: z.array(roiInputSchema), assumptions: z.array(text).min(1, "is empty: state what the estimate assumes") }).loose(),
      searchPhrases: z.array(text).min(MIN_SEARCH_PHRASES, `has fewer than ${MIN_SEARCH_PHRASES} phrases: list the words buyers use for what it does`),
    })
    .loose()
    .superRefine((listing, context) => {
      const keys = listing.roi.inputs.map((input) => input.key as RoiInputKey);
      const need = (key: RoiInputKey, when: boolean, why: string) => {
        if (when && !keys.includes(key)) context.addIssue({ code: "custom", path: ["roi", "inputs"], params: { value: keys }, message: `has no "${key}" input: ${why}` });
        if (!when && keys.includes(key)) context.addIssue({ code: "custom", path: ["roi", "inputs"], params: { value: keys }, message: `has a "${key}" input it cannot use: ${why}` });
      };
      for (const key of ["volume", "minutesPerTask", "hourlyCost", "automatedPercent"] as const) need(key, true, "every estimate counts it");
      const countsErrors = keys.includes("errorRatePercent") || keys.includes("costPerError");
      need("errorReductionPercent", countsErrors, "errors avoided need the error rate, the cost of an error and the share it prevents");
      need("countedTwicePercent", Boolean(listing.pricing.volume?.countsAsTwo), "only usage terms that count some units as two (pricing.volume.countsAsTwo) need it");
      for (const key of duplicates(keys)) context.addIssue({ code: "custom", path: ["roi", "inputs"], params: { value: key }, message: "asks for the same input twice" });

      // The assumptions state the defaults in words, so they must move with them.
      const assumptions = listing.roi.assumptions.join(" ");
      for (const input of listing.roi.inputs) {
        const wording = input.key === "minutesPerTask" ? `${input.defaultValue} minute` : input.key === "hourlyCost" ? `$${input.defaultValue} an hour` : undefined;
        if (wording && !assumptions.includes(wording)) {
          context.addIssue({ code: "custom", path: ["roi", "assumptions"], params: { value: wording }, message: `is missing from them: the ${input.key} input's default, in these words` });
        }
      }

      // A cap the price includes ("Up to 3 labs") needs a priced way past it.
      const caps = listing.pricing.includes.filter((item) => /\bup to \d/i.test(item));
      const addOns = listing.pricing.addOns?.length ?? 0;
      if (addOns < caps.length) {
        context.addIssue({ code: "custom", path: ["pricing", "addOns"], params: { value: caps }, message: `has ${addOns} add-on(s) for ${caps.length} "Up to" caps in pricing.includes: price the next step past each` });
      }
      if (listing.pricing.model === "per-seat" && !listing.pricing.seat) {
        context.addIssue({ code: "custom", path: ["pricing", "seat"], message: "is missing: a per-seat price needs the one definition of a seat" });
      }
      const { risk } = listing;
      if ((risk.talksWith || risk.generates?.length) && risk.euAiActClass === "minimal") {
        context.addIssue({ code: "custom", path: ["risk", "euAiActClass"], message: "is minimal, but Art. 50 applies to an agent that converses with people or generates content they receive" });
      }
      const obligations = obligationsByClass[risk.euAiActClass];
      if (obligations && risk.obligationsApply !== obligations[1]) {
        context.addIssue({
          code: "custom",
          path: ["risk", "obligationsApply"],
          params: { value: risk.obligationsApply },
          message: `is not ${obligations[0]} from content/regulation.ts, which every ${risk.euAiActClass}-risk listing states`,
        });
      }
    });
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), "");
}

function valueAt(entry: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined), entry);
}

function schemaProblems(schema: z.ZodType, entry: unknown, file: string): ContentProblem[] {
  const result = schema.safeParse(entry);
  if (result.success) return [];
  // A custom issue may name the value it is about (params.value) when that is not the whole field.
  return result.error.issues.map((issue) => ({
    file,
    field: fieldName(issue.path),
    value: issue.code === "custom" && issue.params && "value" in issue.params ? issue.params.value : valueAt(entry, issue.path),
    message: issue.message,
  }));
}

function filesUnder(root: string, folder: string): string[] {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute).flatMap((name) => {
    const path = `${folder}/${name}`;
    return statSync(join(root, path)).isDirectory() ? filesUnder(root, path) : [path];
  });
}

function markerProblems(root: string): ContentProblem[] {
  return SCANNED_FOLDERS.flatMap((folder) => filesUnder(root, folder)).flatMap((file) =>
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .flatMap((line, index) =>
        line.includes(FILL_IN_MARKER)
          ? [{ file: `${file}:${index + 1}`, field: "", message: `still has a "${FILL_IN_MARKER}" marker: ${line.trim()}` }]
          : [],
      ),
  );
}

function duplicates<T>(values: T[]): T[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** Every problem in the content, empty when the site can be built from it. */
export function contentProblems(root: string = process.cwd()): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const agentsFile = "content/agents.ts";
  const agentSlugs: string[] = agents.map((agent) => agent.slug);

  agents.forEach((agent, index) => {
    const where = `${agentsFile} (agent ${index + 1}${typeof agent.slug === "string" ? `, "${agent.slug}"` : ""})`;
    problems.push(...schemaProblems(agentSchema(root), agent, where));
  });
  for (const id of duplicates(agents.map((agent) => agent.id))) {
    problems.push({ file: agentsFile, field: "id", value: id, message: "is used by more than one agent" });
  }
  for (const value of duplicates(agentSlugs)) {
    problems.push({ file: agentsFile, field: "slug", value, message: "is used by more than one agent" });
  }

  for (const agentSlug of agentSlugs.filter((each) => !(each in listings))) {
    problems.push({
      file: "content/listings/index.ts",
      field: "listings",
      value: agentSlug,
      message: `has no listing: add content/listings/${agentSlug}.ts and list it here (npm run new -- agent ${agentSlug} writes both)`,
    });
  }
  for (const listed of Object.keys(listings).filter((key) => !agentSlugs.includes(key))) {
    problems.push({ file: "content/listings/index.ts", field: "listings", value: listed, message: `is not the slug of an agent in ${agentsFile}` });
  }

  // The same lookup the home page and its links use, so what passes here is what they find.
  for (const id of featuredAgentIds) {
    try {
      getFeaturedAgent(id);
    } catch {
      problems.push({ file: "content/home.ts", field: "featuredAgentIds", value: id, message: `names no agent in ${agentsFile}: use an agent's id, or "omnichannel"` });
    }
  }

  for (const [slug, listing] of Object.entries(listings) as [string, AgentListing][]) {
    problems.push(...schemaProblems(listingSchema(), listing, `content/listings/${slug}.ts`));
  }

  partners.forEach((partner, index) => {
    problems.push(...schemaProblems(z.object({ logo: imagePath(root) }), partner, `content/site.ts (partner ${index + 1}, "${partner.id}")`));
  });

  for (const article of articles) {
    const file = `content/articles/${article.id}.ts`;
    if (!existsSync(join(root, file))) {
      problems.push({ file: "content/articles/index.ts", field: "id", value: article.id, message: `names an article whose file is not ${file}: an article's id is its file name` });
    }
    problems.push(...schemaProblems(articleSchema(root), article, file));
  }
  for (const id of duplicates(articles.map((article) => article.id))) {
    problems.push({ file: "content/articles/index.ts", field: "id", value: id, message: "is used by more than one article" });
  }

  return [...problems, ...markerProblems(root)];
}

export function formatProblem({ file, field, value, message }: ContentProblem): string {
  const subject = [field, value === undefined ? "" : JSON.stringify(value)].filter(Boolean).join(" ");
  return `${file}: ${subject ? `${subject} ` : ""}${message}`;
}

let checkedOnce = false;

/**
 * Throws one error listing every problem. A build checks once per process; `next dev` checks on
 * every render, so a fixed file clears the error at the next reload.
 */
export function assertContentIsValid(root: string = process.cwd()): void {
  if (checkedOnce && process.env.NODE_ENV === "production") return;
  const problems = contentProblems(root);
  if (problems.length) {
    throw new Error(`The site's content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:\n${problems.map((problem) => `  - ${formatProblem(problem)}`).join("\n")}\n`);
  }
  checkedOnce = true;
}
