// Where the agents are and how they are read: one YAML file each in this folder, its catalog entry
// and, under `listing`, its listing (content/schema.ts, agentFileSchema); its name is the agent's
// slug. content/agent-order.yaml lists the slugs the marketplace shows first, in its default order;
// the agents it leaves out follow by slug, so an agent added in the CMS needs no second file. Apart
// from index.ts, which reads them on import, so the content check can read a broken file.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readDataFile, type DataFile } from "@/content/data-file";
import { company } from "@/content/company";
import { stated } from "@/content/owner-fact";
import { sentences } from "@/content/sentences";
import { obligationsApplyByClass, providerDutiesByClass, sharedBuyerDuties } from "@/content/regulation";
import type { Agent, AgentFile, AgentListing, ListingFile } from "@/content/types";
import type { AgentProofFile } from "@/content/schema";

/** The folder of the agents' files, one each. */
export const AGENTS_FOLDER = "content/agents";
const EXTENSION = ".yaml";
/** The marketplace's default order: outside the agents' folder, whose every file is an agent. */
export const AGENT_ORDER_FILE = `content/agent-order${EXTENSION}`;

export const agentFileOf = (slug: string) => `${AGENTS_FOLDER}/${slug}${EXTENSION}`;
export const agentSlugOf = (file: string) => file.slice(AGENTS_FOLDER.length + 1, -EXTENSION.length);

/** The agents' files, from the project root, by name. */
export function agentFiles(root: string = process.cwd()): string[] {
  const folder = join(root, AGENTS_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(EXTENSION))
    .map((name) => `${AGENTS_FOLDER}/${name}`)
    .sort();
}

/** What stops the catalog from being read, by file and line: YAML it cannot parse, or an order naming no agent or one twice. */
export type CatalogProblem = { file: string; line: number; value?: string; message: string };

/** agent-order.yaml, read: its slugs (empty when it is not a list of them), with the line of each. */
function readAgentOrder(root: string = process.cwd()): DataFile & { slugs: string[] } {
  if (!existsSync(join(root, AGENT_ORDER_FILE))) return { file: AGENT_ORDER_FILE, data: [], problems: [], lineOf: () => 1, slugs: [] };
  const order = readDataFile(root, AGENT_ORDER_FILE);
  const slugs = Array.isArray(order.data) ? order.data.filter((slug): slug is string => typeof slug === "string") : [];
  return { ...order, slugs };
}

/** Each problem that leaves the catalog unreadable; empty when readCatalog can read it. */
export function catalogProblems(root: string = process.cwd()): CatalogProblem[] {
  const files = agentFiles(root);
  const problems: CatalogProblem[] = files.flatMap((file) => {
    const { data, problems: unreadable } = readDataFile(root, file);
    if (unreadable.length) return unreadable.map((problem) => ({ file, ...problem }));
    const fields = typeof data === "object" && data !== null && !Array.isArray(data);
    return fields ? [] : [{ file, line: 1, message: 'holds no fields: write each on a line of its own, as "name: value" (content/schema.ts, agentFileSchema)' }];
  });
  if (!existsSync(join(root, AGENT_ORDER_FILE))) return problems;
  const order = readAgentOrder(root);
  if (order.problems.length) return [...problems, ...order.problems.map((problem) => ({ file: AGENT_ORDER_FILE, ...problem }))];
  if (!Array.isArray(order.data) || order.slugs.length !== order.data.length) {
    return [...problems, { file: AGENT_ORDER_FILE, line: order.lineOf([]), message: 'is not a list of slugs: write each agent\'s slug on a line of its own, after "- "' }];
  }
  const slugs = files.map(agentSlugOf);
  order.slugs.forEach((slug, index) => {
    const line = order.lineOf([index]);
    if (!slugs.includes(slug)) problems.push({ file: AGENT_ORDER_FILE, line, value: slug, message: `names no agent: there is no ${agentFileOf(slug)}` });
    else if (order.slugs.indexOf(slug) !== index) problems.push({ file: AGENT_ORDER_FILE, line, value: slug, message: "is listed twice: keep the one where the marketplace should show it" });
  });
  return problems;
}

/**
 * Where an agent's data is processed: our cloud provider's region, from its sub-processor row once
 * the owner confirms it, so every listing, the DPA and the questionnaire give one answer; then what
 * the listing adds.
 */
function processedIn(note: string | undefined): string {
  const hosting = company.subProcessors.find((row) => row.role === "cloud-hosting")?.provider;
  const notConfirmed = "The cloud region it runs in is not confirmed yet.";
  const region = hosting ? stated(hosting, ({ location }) => `${location}.`, notConfirmed) : notConfirmed;
  return sentences(region, note);
}

/**
 * The listing as the pages read it: the values of its owner facts that pages show as they are
 * (prices, estimator, retention; the launch check reads their states from the file), where it is
 * processed, the shared
 * duties written out, and the class's provider duties and dates from content/regulation.ts, after
 * the listing's own risk fields as they always came.
 */
function pageListing(listing: ListingFile): AgentListing {
  // A file the check refuses may lack these; its problems are the check's to report.
  if (typeof listing?.risk !== "object" || listing.risk === null) return listing as unknown as AgentListing;
  const { providerDuties = [], ...risk } = listing.risk;
  const buyerDuties = Array.isArray(risk.buyerDuties)
    ? risk.buyerDuties.flatMap((duty) => (duty in sharedBuyerDuties ? [...sharedBuyerDuties[duty as keyof typeof sharedBuyerDuties]] : [duty]))
    : risk.buyerDuties;
  const obligationsApply = obligationsApplyByClass[risk.euAiActClass];
  return {
    ...listing,
    pricing: listing.pricing?.value,
    roi: listing.roi?.value,
    data: { ...listing.data, retention: listing.data?.retention?.value, processedIn: processedIn(listing.data?.processingNote) },
    risk: {
      ...risk,
      buyerDuties,
      providerDuties: [...(providerDutiesByClass[risk.euAiActClass] ?? []), ...providerDuties],
      ...(obligationsApply === undefined ? {} : { obligationsApply }),
    },
  };
}

export type Catalog = {
  /** In the marketplace's default order: agent-order.yaml's, then the rest by slug. */
  agents: Agent[];
  /** Each agent's listing as the pages read it, by slug. */
  listings: Record<string, AgentListing>;
  /** Each agent's listing as its file holds it, by slug: its owner facts with their states, for the launch check. */
  listingFiles: Record<string, ListingFile>;
  /** Each agent's proof (`proof` in its file), by slug, with its owner facts' states: pages show only the confirmed ones. */
  proofs: Record<string, AgentProofFile>;
};

/** Every agent and its listing as the files say. A file that cannot be read stops the build with check:content's words. */
export function readCatalog(root: string = process.cwd()): Catalog {
  const [problem] = catalogProblems(root);
  if (problem) {
    const value = problem.value === undefined ? "" : `${JSON.stringify(problem.value)} `;
    throw new Error(`${problem.file}:${problem.line}: ${value}${problem.message} (npm run check:content lists every problem)`);
  }
  const catalog: Catalog = { agents: [], listings: {}, listingFiles: {}, proofs: {} };
  const listed = readAgentOrder(root).slugs;
  const rest = agentFiles(root)
    .map(agentSlugOf)
    .filter((slug) => !listed.includes(slug));
  for (const slug of [...listed, ...rest]) {
    const { listing, proof, ...entry } = readDataFile(root, agentFileOf(slug)).data as AgentFile;
    catalog.agents.push({ ...entry, slug });
    if (proof) catalog.proofs[slug] = proof;
    if (!listing) continue;
    catalog.listings[slug] = pageListing(listing);
    catalog.listingFiles[slug] = listing;
  }
  return catalog;
}
