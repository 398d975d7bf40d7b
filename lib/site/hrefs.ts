// Every "X goes to Y, except Z" rule of the site, in one place (but an article's call to action,
// lib/blog/related-agent.ts, which needs the catalog). Components never build these paths. Every
// page's JavaScript imports this file, so it imports no content at run time.
import { feedPaths } from "@/lib/site/feed-paths";
import type { ServiceId } from "@/content/services";
import type { BusinessFunction } from "@/content/choices";
import type { Agent } from "@/content/types";
import type { FunctionFilter } from "@/lib/agents/functions";
import type { ContactIntent } from "@/lib/forms/contact/options";
import { marketplaceQueryString } from "@/lib/agents/marketplace-query";

export const MARKETPLACE_SECTION_ID = "all-functions";
export const CORE_SERVICES_SECTION_ID = "core-services";
export const AGENT_REQUEST_SECTION_ID = "request-agent";
export const AGENT_LISTING_SECTION_ID = "listing";
export const AGENT_ROI_SECTION_ID = "roi-estimate";
export const AGENT_AT_A_GLANCE_ID = "at-a-glance";
export const SAMPLE_CONVERSATIONS_ID = "sample-conversations";
export const AGENT_PROOF_SECTION_ID = "see-it-work";

/** What an agent's links are made from; takes the agent, not its slug, so no page's JavaScript needs the catalog to make one. */
type LinkedAgent = Pick<Agent, "slug" | "path">;

/** An agent's page: /agent/{slug}, or the page of its own that its `path` names (content/agents/<slug>.yaml). */
export function agentHref(agent: LinkedAgent): string {
  return agent.path ?? `/agent/${agent.slug}`;
}

/** The agent's one-page procurement sheet: price, data, law, oversight and timeline for reviewers. */
export function procurementSheetHref(slug: string): string {
  return `/procurement/${slug}`;
}

/** The request form on the agent's page. */
export function agentRequestHref(agent: LinkedAgent): string {
  return `${agentHref(agent)}#${AGENT_REQUEST_SECTION_ID}`;
}

/** The ROI estimator on the agent's page. */
export function agentRoiHref(agent: LinkedAgent): string {
  return `${agentHref(agent)}#${AGENT_ROI_SECTION_ID}`;
}

/** `/compare?agents=a,b`, or the page of every agent side by side when none is chosen. */
export function compareHref(slugs: readonly string[] = []): string {
  return slugs.length ? `/compare?agents=${slugs.map(encodeURIComponent).join(",")}` : "/compare";
}

export const QUOTE_PATH = "/quote";

/**
 * Where a visitor picks a time for a call (the owner's scheduler, shown in a frame): the one page
 * whose policy allows the scheduler's frame. Link to it with a plain <a>, never next/link: a
 * client-side navigation keeps the page the visitor came from, and its policy, which refuses the frame.
 */
export const BOOK_PATH = "/book";

/** The customers' stories: a page only once a story's consent is confirmed (next.config.ts). */
export const CUSTOMERS_PATH = "/customers";
/** A story's place on the customers page. */
export const customerStoryHref = (slug: string) => `${CUSTOMERS_PATH}#${slug}`;

/** The quote for these agents, optionally over a term in months: /quote?agents=a,b&term=36. */
export function quoteHref(slugs: readonly string[] = [], term?: number): string {
  const query = [slugs.length ? `agents=${slugs.map(encodeURIComponent).join(",")}` : "", term ? `term=${term}` : ""].filter(Boolean).join("&");
  return query ? `${QUOTE_PATH}?${query}` : QUOTE_PATH;
}

/** The marketplace's own path. Links that need no query use it directly: marketplaceHref pulls in the query code. */
export const MARKETPLACE_PATH = "/all-agents";

/** `/all-agents`, optionally with a preselected function (the spec's navigation state selectedFunction). */
export function marketplaceHref(filter?: FunctionFilter): string {
  return `${MARKETPLACE_PATH}${marketplaceQueryString({ filter })}`;
}

/**
 * A function's own page, pre-rendered with its agents for visitors and crawlers without JavaScript:
 * "IT/DevOps" -> "/all-agents/it-devops", "Agriculture & Farming" -> "/all-agents/agriculture-farming".
 * The reverse lookups and the filter's links are in lib/agents/function-pages.ts.
 */
export function functionPageHref(fn: BusinessFunction): string {
  return `${MARKETPLACE_PATH}/${functionPageSlug(fn)}`;
}

/** The one place a function's URL slug is made. */
export function functionPageSlug(fn: BusinessFunction): string {
  return fn
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The empty-filter button: a custom agent for that function, with the idea already started. */
export function customAgentHref(filter: FunctionFilter): string {
  return contactHref("custom", { idea: `I would like a custom AI agent for ${filter}.` });
}

/** A search that matched no agent: a custom agent request with the visitor's words already in it. */
export function searchedAgentHref(search: string): string {
  return contactHref("custom", { idea: `I would like a custom AI agent for: ${search}` });
}

/** The marketplace scrolled to its list of functions. */
export const marketplaceListHref = `${MARKETPLACE_PATH}#${MARKETPLACE_SECTION_ID}`;

/** `/contact`, optionally with a preselected intent and, for custom agents, a starting idea. */
export function contactHref(intent?: ContactIntent | "services", options: { idea?: string } = {}): string {
  const query = [intent && `intent=${intent}`, options.idea && `idea=${encodeURIComponent(options.idea)}`].filter(Boolean);
  return query.length ? `/contact?${query.join("&")}` : "/contact";
}

export function serviceHref(id: ServiceId): string {
  return `/services?service=${id}`;
}

/** The whole agent catalog with every listing field, for machines. */
export const agentCatalogJsonHref = "/agents.json";

/** The privacy notice; the footer and every form link it. */
export const privacyHref = "/privacy";

/** The legal notice and terms of use. */
export const legalNoticeHref = "/legal";

/** Sections of the trust page that other pages link to. */
export const TRUST_SECTION_IDS = { security: "security", subProcessors: "sub-processors", enterpriseReady: "enterprise-ready" } as const;

/** The trust page, or one of its sections. */
export function trustHref(section?: keyof typeof TRUST_SECTION_IDS): string {
  return section ? `/trust#${TRUST_SECTION_IDS[section]}` : "/trust";
}

/** The trust center's documents, each a static page (or file) a buyer's reviewer works from. */
export const trustCenterHrefs = {
  subProcessors: "/trust/sub-processors",
  subProcessorFeed: feedPaths.subProcessors,
  dpa: "/trust/dpa",
  questionnaire: "/trust/questionnaire",
  questionnaireJson: "/trust/questionnaire.json",
  questionnaireCsv: "/trust/questionnaire.csv",
  vulnerabilityDisclosure: "/trust/vulnerability-disclosure",
} as const;

/** A sub-processor's row on the sub-processors page, by its role (content/company.json). */
export function subProcessorRowHref(role: string): string {
  return `${trustCenterHrefs.subProcessors}#${role}`;
}

/** An agent's model and system card, with its changelog. */
export function agentCardHref(slug: string): string {
  return `/trust/agents/${slug}`;
}

/** The changelog section of an agent's model and system card. */
export const AGENT_CHANGELOG_SECTION_ID = "changelog";

/** The changelog on an agent's model and system card. */
export function agentChangelogHref(slug: string): string {
  return `${agentCardHref(slug)}#${AGENT_CHANGELOG_SECTION_ID}`;
}

/** The footer's Legal column, on every page: what a visitor, a buyer's legal team and a security reviewer look for. */
export const legalLinks = [
  { label: "Privacy Notice", href: privacyHref },
  { label: "Legal Notice", href: legalNoticeHref },
  { label: "Trust & Security", href: trustHref() },
] as const;

/** Tags that mean something the trust page defines link there; other tags are plain labels. */
const tagMeaningHrefs: Partial<Record<string, string>> = { "Enterprise Ready": trustHref("enterpriseReady") };

export function tagHref(tag: string): string | undefined {
  return tagMeaningHrefs[tag];
}

/** Every article on one page: the blog list's Load More stops at 12 cards, as the specification says. */
export const ALL_ARTICLES_PATH = "/blogs/all";

export function articleHref(slug: string): string {
  return `/blog/${slug}`;
}
