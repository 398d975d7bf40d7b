// The content check: the schemas of content/schema.ts, with what they cannot see from within one
// file: image files under public/, an agent's own page's route folder, slugs that must match
// across files (the marketplace's order, articles' calls to action), home places and pages taken
// twice, the listings' dates, and the markers the `npm run new` scaffold leaves. Each problem names
// the file (with the line, in a data file), the field and the value.
// `npm run check:content` runs it, and `npm run build` and `npm run dev` run that first; nothing
// runs it while a page renders.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { agentFiles, agentSlugOf, catalogProblems } from "@/content/agents/files";
import { articleFiles, articleIdOf } from "@/content/articles/files";
import { relatedFunctionKeys } from "@/content/choices";
import { aiActDates } from "@/content/regulation";
import { readDataFile } from "@/content/data-file";
import { legalTextFile, legalTextNames, readLegalText } from "@/content/legal/files";
import { customerFiles, customerSlugOf } from "@/content/customers/files";
import {
  agentFileSchema,
  agentProofSchema,
  agentSchema,
  articleSchema,
  audioPath,
  captionsPath,
  customerStorySchema,
  imagePath,
  listingSchema,
  videoPath,
} from "@/content/schema";
import type { Agent } from "@/content/types";
import { partners } from "@/content/site";
import { markdownHeadingLevels, markdownReferences } from "@/lib/blog/markdown";
import { readTimeMinutes } from "@/lib/blog/read-time";
import { legalTemplateIssues, legalTextPlaceholders } from "@/lib/legal/legal-text";
import { schemaProblems, type ContentProblem } from "@/lib/content/problem";
import { formatCalendarDate } from "@/lib/site/dates";
import { canonicalRoutes } from "@/lib/site/routes";

/** What `npm run new` writes wherever the owner must write something; the build refuses while one is left. */
export const FILL_IN_MARKER = "FILL IN";

/** Folders (under the project) whose files are scanned for a marker. */
const SCANNED_FOLDERS = ["content", "public/images"];

/** Where an agent's own page lives: app/<path>, as a route folder. */
const SITE_ROUTES_FOLDER = "app";

/** A path of one of our files (an image, a recording) whose file is under public/. */
function existing(path: z.ZodString, root: string) {
  // A path not in the form its schema takes has that problem alone.
  return path.refine((value) => !path.safeParse(value).success || existsSync(join(root, "public", value)), {
    error: (issue) => `names no file: add public${String(issue.input)}`,
  });
}

/** An image path whose file is under public/. */
function existingImage(root: string) {
  return existing(imagePath, root);
}

/** An agent's proof, with the media files it names under public/. */
function proofCheck(root: string) {
  const { demoAudio, demoVideo } = agentProofSchema.shape;
  const audio = demoAudio.unwrap();
  const video = demoVideo.unwrap();
  return agentProofSchema.extend({
    demoAudio: audio.extend({ value: audio.shape.value.extend({ src: existing(audioPath, root) }) }).optional(),
    demoVideo: video
      .extend({ value: video.shape.value.extend({ src: existing(videoPath, root), captions: existing(captionsPath, root), poster: existingImage(root).optional() }) })
      .optional(),
  });
}

function isRealDate(date: string): boolean {
  try {
    formatCalendarDate(date);
    return true;
  } catch {
    return false;
  }
}

const realDate = { error: 'is not a real date written like "2025-11-18"' };

/** An agent's file: its catalog entry, with the files it names, and its listing. */
function agentFileCheck(root: string) {
  return agentFileSchema.extend({
    image: existingImage(root),
    path: agentSchema.shape.path.refine((value) => value === undefined || existsSync(join(root, SITE_ROUTES_FOLDER, value, "page.tsx")), {
      error: (issue) => `has no page: add ${SITE_ROUTES_FOLDER}${String(issue.input)}/page.tsx, or remove the path to use /agent/{slug}`,
    }),
    listing: listingCheck,
    proof: proofCheck(root).optional(),
  });
}

/** The length of an article, in minutes of reading (lib/blog/read-time.ts). */
const READ_MINUTES = { min: 6, max: 14 };

/** Where a section's Markdown may link: our own pages by path, other sites over HTTPS, and e-mail. */
const LINK_TARGET = /^(\/(?!\/)|https:\/\/|mailto:)/;

type MarkdownIssue = { line: number; value?: string; message: string };

/** Whether a path names one of the site's pages, or a file it serves (from public/, or a route handler such as /feed.xml). */
function isSitePath(root: string, routes: readonly string[], target: string): boolean {
  const path = target.split(/[?#]/)[0]!.replace(/(.)\/$/, "$1");
  return routes.includes(path) || existsSync(join(root, "public", path)) || existsSync(join(root, SITE_ROUTES_FOLDER, path, "route.ts"));
}

/** Markdown's links to places that exist, and our own images with words for them. */
function referenceIssues(root: string, routes: readonly string[], body: string): MarkdownIssue[] {
  return markdownReferences(body).flatMap(({ kind, target, alt, line }): MarkdownIssue[] => {
    if (kind === "link") {
      if (!LINK_TARGET.test(target))
        return [{ line, value: target, message: "is not a link the site can hold: a path of this site (/contact), an https:// address or a mailto: address" }];
      return !target.startsWith("/") || isSitePath(root, routes, target)
        ? []
        : [{ line, value: target, message: "is not a page of this site (an agent or article that has gone?): link a page that exists, such as /all-agents" }];
    }
    if (!imagePath.safeParse(target).success)
      return [{ line, value: target, message: "is not an image of this site: put it under public/images/ and write its path, like /images/blog/chart.svg" }];
    if (!existsSync(join(root, "public", target))) return [{ line, value: target, message: `names no file: add public${target}` }];
    return alt?.trim()
      ? []
      : [{ line, value: target, message: "has no words for readers who cannot see it: write them between the brackets, ![like this](/images/...)" }];
  });
}

/** What a section's Markdown may hold beyond what its schema sees: links, our own images with words for them, no heading above its title's. */
function markdownIssues(root: string, routes: readonly string[], body: string): MarkdownIssue[] {
  const issues = referenceIssues(root, routes, body);
  const headings = markdownHeadingLevels(body).filter((level) => level < 3);
  if (headings.length) issues.push({ line: 1, message: "has a # or ## heading: the section's title is its heading, so start its own at ###" });
  return issues;
}

function articleCheck(root: string, agents: readonly RoutedAgent[]) {
  const routes = canonicalRoutes(root, agents);
  const relatedAgents = [...agentFiles(root).map(agentSlugOf), ...relatedFunctionKeys, "marketplace"];
  const { date, relatedAgent } = articleSchema.shape;
  return articleSchema
    .extend({
      image: existingImage(root),
      date: date.refine(isRealDate, realDate),
      relatedAgent: relatedAgent.refine((value) => relatedAgents.includes(value), {
        error: `is not an agent's slug (the name of its file in content/agents/), nor one of ${[...relatedFunctionKeys, "marketplace"].map((key) => `"${key}"`).join(", ")}`,
      }),
    })
    .superRefine((article, context) => {
      article.sections.forEach((section, index) => {
        for (const { line, value, message } of markdownIssues(root, routes, section.body)) {
          context.addIssue({ code: "custom", path: ["sections", index, "body"], params: { value, line }, message });
        }
      });
      const minutes = readTimeMinutes(article);
      if (minutes < READ_MINUTES.min || minutes > READ_MINUTES.max) {
        context.addIssue({
          code: "custom",
          path: ["sections"],
          params: { value: `${minutes} min` },
          message: `reads in ${minutes} minutes: an article reads in ${READ_MINUTES.min} to ${READ_MINUTES.max}`,
        });
      }
    });
}

/** A listing's review date, changelog and conformity plan are real days, the plan's open steps before the high-risk duties apply. */
const listingCheck = listingSchema.superRefine((listing, context) => {
  if (!isRealDate(listing.lastReviewed)) context.addIssue({ code: "custom", path: ["lastReviewed"], message: realDate.error });
  listing.changelog.forEach((entry, index) => {
    if (!isRealDate(entry.date)) context.addIssue({ code: "custom", path: ["changelog", index, "date"], message: realDate.error });
  });
  listing.highRisk?.conformityPlan.forEach((step, index) => {
    if (!isRealDate(step.target)) context.addIssue({ code: "custom", path: ["highRisk", "conformityPlan", index, "target"], message: realDate.error });
    // A step still open past the day the high-risk duties apply would leave the agent on sale without them.
    if (step.status !== "done" && step.target > aiActDates.annexIII) {
      context.addIssue({
        code: "custom",
        path: ["highRisk", "conformityPlan", index, "target"],
        message: `is after ${aiActDates.annexIII}, when the high-risk duties apply (content/regulation.ts, aiActDates.annexIII)`,
      });
    }
  });
});

/** Each article file: unreadable YAML by line, then its fields by schema, with their lines. */
function articleProblems(root: string, agents: readonly RoutedAgent[]): ContentProblem[] {
  const check = articleCheck(root, agents);
  return articleFiles(root).flatMap((file) => {
    const id = articleIdOf(file);
    const { data, problems, lineOf } = readDataFile(root, file);
    if (problems.length) return problems.map(({ line, message }) => ({ file: `${file}:${line}`, field: "", message }));
    const fields = data && typeof data === "object" && !("id" in data) ? { ...data, id } : data;
    // The id is the file's name, not a field: its problem is the file's.
    return schemaProblems(check, fields, file, lineOf).map((problem) =>
      problem.field === "id" && !("id" in (data as object))
        ? { file, field: "", value: id, message: "is not a slug for the article's file name: lower-case letters and digits joined by single hyphens, then .md" }
        : problem,
    );
  });
}

/** Each legal text: Mustache that parses, only the placeholders its view gives, links to places that exist. */
function legalTextProblems(root: string): ContentProblem[] {
  const routes = canonicalRoutes(root);
  return legalTextNames.flatMap((name) => {
    const file = legalTextFile(name);
    if (!existsSync(join(root, file))) return [{ file, field: "", message: "is missing: its page is made from it" }];
    const text = readLegalText(name, root);
    const at = (line: number) => `${file}:${line}`;
    const placeholders = Object.entries(legalTextPlaceholders(name));
    const blocks = placeholders.filter(([, placeholder]) => placeholder.block).map(([key]) => key);
    const issues = legalTemplateIssues(
      text,
      placeholders.map(([key]) => key),
      blocks,
    );
    // A link to a placeholder alone, [the authority]({{supervisoryAuthorityUrl}}), goes where an owner fact says, which its schema checks.
    const links = referenceIssues(root, routes, text).filter(({ value }) => !/^\{\{\w+\}\}$/.test(decodeURI(value ?? "")));
    return [...issues, ...links].map(({ line, value, message }) => ({ file: at(line), field: "", value, message }));
  });
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
        line.includes(FILL_IN_MARKER) ? [{ file: `${file}:${index + 1}`, field: "", message: `still has a "${FILL_IN_MARKER}" marker: ${line.trim()}` }] : [],
      ),
  );
}

function duplicates<T>(values: T[]): T[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** What the routes need of an agent (lib/site/routes.ts), from its file, as far as it can be read. */
type RoutedAgent = Pick<Agent, "slug" | "path" | "functions">;

type AgentFileRead = { file: string; slug: string; data: Record<string, unknown>; lineOf: (path: readonly PropertyKey[]) => number };

/** The line of a field of a file, for problems found across files. */
const at = ({ file, lineOf }: AgentFileRead, path: PropertyKey[]) => `${file}:${lineOf(path)}`;

/**
 * Each agent's file: what leaves the catalog unreadable (YAML, the marketplace's order) by line,
 * then its fields by schema, with their lines, then what one file cannot see: a home place or a
 * page taken twice. Gives the agents as far as they can be read, for the articles' checks.
 */
function agentProblems(root: string): { problems: ContentProblem[]; agents: RoutedAgent[] } {
  const unreadable = catalogProblems(root);
  const problems: ContentProblem[] = unreadable.map(({ file, line, value, message }) => ({ file: `${file}:${line}`, field: "", value, message }));
  const files: AgentFileRead[] = agentFiles(root)
    .filter((file) => !unreadable.some((problem) => problem.file === file))
    .map((file) => {
      const { data, lineOf } = readDataFile(root, file);
      return { file, slug: agentSlugOf(file), data: data as Record<string, unknown>, lineOf };
    });
  const check = agentFileCheck(root);
  for (const read of files) {
    const { file, slug, data, lineOf } = read;
    // The slug is the file's name, not a field: its problem is the file's.
    if ("slug" in data) problems.push({ file: at(read, ["slug"]), field: "slug", value: data.slug, message: `is not a field: the agent's slug is its file's name, "${slug}"` });
    for (const problem of schemaProblems(check, { ...data, slug }, file, lineOf, "an agent's file (content/schema.ts: agentSchema, and listingSchema under listing)")) {
      problems.push(
        problem.field === "slug"
          ? { file, field: "", value: slug, message: "is not a slug for the agent's file name: lower-case letters and digits joined by single hyphens, then .yaml" }
          : problem,
      );
    }
  }
  for (const [field, what] of [
    ["featuredOnHome", "is the place of more than one agent on the home page"],
    ["path", "is the page of more than one agent"],
  ] as const) {
    const values = files.map((read) => read.data[field]).filter((value) => value !== undefined);
    for (const value of duplicates(values)) {
      for (const read of files.filter((each) => each.data[field] === value)) problems.push({ file: at(read, [field]), field, value, message: what });
    }
  }
  // A file that cannot be read still has its page, as far as its name tells: links to it are not the problem.
  const agents = agentFiles(root).map((file) => {
    const data = files.find((read) => read.file === file)?.data ?? {};
    return {
      slug: agentSlugOf(file),
      path: typeof data.path === "string" ? data.path : undefined,
      functions: Array.isArray(data.functions) ? (data.functions as Agent["functions"]) : [],
    };
  });
  return { problems, agents };
}

/** Each customer's story: unreadable YAML by line, then its fields by schema, with its logo and the agents it names. */
function customerProblems(root: string, agents: readonly RoutedAgent[]): ContentProblem[] {
  const slugs = agents.map((agent) => agent.slug);
  const check = customerStorySchema.extend({
    logo: existingImage(root).optional(),
    agents: customerStorySchema.shape.agents.refine((named) => named.every((slug) => slugs.includes(slug)), {
      error: (issue) => `names an agent there is none of: ${(issue.input as string[]).filter((slug) => !slugs.includes(slug)).join(", ")} (the names of files in content/agents/)`,
    }),
  });
  return customerFiles(root).flatMap((file) => {
    const { data, problems, lineOf } = readDataFile(root, file);
    if (problems.length) return problems.map(({ line, message }) => ({ file: `${file}:${line}`, field: "", message }));
    const slugProblem = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(customerSlugOf(file))
      ? []
      : [{ file, field: "", value: customerSlugOf(file), message: "is not a slug for the story's file name: lower-case letters and digits joined by single hyphens, then .yaml" }];
    return [...slugProblem, ...schemaProblems(check, data, file, lineOf, "a customer's story (content/schema.ts: customerStorySchema)")];
  });
}

/** Every problem in the content, empty when the site can be built from it. */
export function contentProblems(root: string = process.cwd()): ContentProblem[] {
  const { problems, agents } = agentProblems(root);
  partners.forEach((partner, index) => {
    problems.push(...schemaProblems(z.object({ logo: existingImage(root) }), partner, `content/site.ts (partner ${index + 1}, "${partner.id}")`));
  });
  return [...problems, ...articleProblems(root, agents), ...customerProblems(root, agents), ...legalTextProblems(root), ...markerProblems(root)];
}
