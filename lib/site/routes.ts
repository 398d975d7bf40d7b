// Every canonical route of the site, built from the same content the pages are built from. The
// link checks and the accessibility sweep read this one list; the sitemap reads it less the unlisted.
import { getAllAgents } from "@/lib/agents/catalog";
import { agentsForFunction } from "@/lib/agents/functions";
import { businessFunctions } from "@/content/choices";
import type { Agent } from "@/content/types";
import { articleFiles, articleIdOf } from "@/content/articles/files";
import { hasConfirmedCustomerStory } from "@/content/customers/files";
import {
  ALL_ARTICLES_PATH,
  CUSTOMERS_PATH,
  agentCardHref,
  agentHref,
  articleHref,
  functionPageHref,
  legalNoticeHref,
  privacyHref,
  procurementSheetHref,
  QUOTE_PATH,
  BOOK_PATH,
  trustCenterHrefs,
  trustHref,
} from "@/lib/site/hrefs";

const staticRoutes = [
  "/",
  "/services",
  "/about",
  "/all-agents",
  "/contact",
  BOOK_PATH,
  "/coming-soon",
  "/compare",
  QUOTE_PATH,
  privacyHref,
  legalNoticeHref,
  trustHref(),
  trustCenterHrefs.subProcessors,
] as const;

/** The trust center's documents that are pages (its JSON and CSV downloads are files, not routes). */
const trustDocumentRoutes = [trustCenterHrefs.dpa, trustCenterHrefs.questionnaire, trustCenterHrefs.vulnerabilityDisclosure] as const;

/** What the routes need of an agent: the content check gives them from the files it has read. */
type RoutedAgent = Pick<Agent, "slug" | "path" | "functions">;

function agentRoutes(agents: readonly RoutedAgent[]): string[] {
  return agents.map((agent) => agentHref(agent));
}

/** Each agent's one-page procurement sheet. */
function procurementSheetRoutes(agents: readonly RoutedAgent[]): string[] {
  return agents.map((agent) => procurementSheetHref(agent.slug));
}

/** Each agent's model and system card, with its changelog. */
function agentCardRoutes(agents: readonly RoutedAgent[]): string[] {
  return agents.map((agent) => agentCardHref(agent.slug));
}

/** Each business function's page of agents. */
function functionRoutes(): string[] {
  return businessFunctions.map(functionPageHref);
}

/** Function pages with no agent yet: they answer their filter's link, but are no search result. */
function emptyFunctionRoutes(): string[] {
  return businessFunctions.filter((fn) => agentsForFunction(getAllAgents(), fn).length === 0).map(functionPageHref);
}

/** By file name, which is each article's id: the content check reads the routes before the articles' fields. */
function articleRoutes(root?: string): string[] {
  return articleFiles(root).map((file) => articleHref(articleIdOf(file)));
}

/** `root`: the project whose articles to read, the current one by default; `agents`: the catalog's by default. */
export function canonicalRoutes(root?: string, agents: readonly RoutedAgent[] = getAllAgents()): string[] {
  return [
    ...staticRoutes,
    ...trustDocumentRoutes,
    ...functionRoutes(),
    ...agentRoutes(agents),
    ...procurementSheetRoutes(agents),
    ...agentCardRoutes(agents),
    "/blogs",
    ALL_ARTICLES_PATH,
    ...articleRoutes(root),
    // Only once a customer has consented to their story (next.config.ts makes the page then).
    ...(hasConfirmedCustomerStory(root) ? [CUSTOMERS_PATH] : []),
  ];
}

/** Pages that are not worth a search result: a placeholder has nothing of its own to find. */
const placeholderRoutes: readonly string[] = ["/coming-soon"];

/** Canonical routes left out of the sitemap on purpose; the empty function pages are also noindex. */
function unlistedRoutes(): string[] {
  return [...placeholderRoutes, ...emptyFunctionRoutes()];
}

export function sitemapRoutes(): string[] {
  const unlisted = unlistedRoutes();
  return canonicalRoutes().filter((route) => !unlisted.includes(route));
}
