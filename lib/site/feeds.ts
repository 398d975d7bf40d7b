// Text feeds built from the content: the RSS feed of the articles and llms.txt for AI assistants.
import { feedPaths } from "@/lib/site/feed-paths";
import { withPreviewNotice } from "@/lib/launch/preview";
import { liveAgents } from "@/content/claims";
import { sentences } from "@/content/sentences";
import { site } from "@/content/site";
import { coreServices, engagementModels, genAiTraining } from "@/content/services";
import { agentFunction, agentsForFunction } from "@/lib/agents/functions";
import { businessFunctions } from "@/content/choices";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { getAllArticles } from "@/lib/blog/articles";
import { AGENTS_JSON_PATH, AI_CATALOG_PATH, trustCenterUrls } from "@/lib/site/agent-catalog";
import { subProcessorLabels } from "@/lib/agents/data-protection";
import {
  agentCardHref,
  agentChangelogHref,
  agentHref,
  articleHref,
  compareHref,
  contactHref,
  functionPageHref,
  marketplaceHref,
  serviceHref,
  subProcessorRowHref,
} from "@/lib/site/hrefs";
import { absoluteUrl } from "@/lib/site/urls";
import { AGENT_REQUEST_TOOL_NAME, contactFormTool } from "@/lib/forms/tools";
import { readTools } from "@/lib/webmcp/read-tools";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function rssFeed(): string {
  const items = getAllArticles()
    .map((article) => {
      const url = absoluteUrl(articleHref(article.id));
      return [
        "    <item>",
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <description>${escapeXml(article.description)}</description>`,
        `      <category>${escapeXml(article.category)}</category>`,
        `      <pubDate>${new Date(article.date).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.name}: Insights & Articles`)}</title>
    <link>${absoluteUrl("/blogs")}</link>
    <atom:link href="${absoluteUrl(feedPaths.articles)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(withPreviewNotice("Practical writing on data engineering, analytics and AI agents for enterprise and SMB teams."))}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
}

/** An agent's model and system card, its changelog and its sub-processor rows, as one indented line under the agent. */
function agentCardLine(slug: string): string {
  const subProcessors = listingFor(slug)
    .data.subProcessors.map((role) => `[${subProcessorLabels[role]}](${absoluteUrl(subProcessorRowHref(role))})`)
    .join(", ");
  return `  - [Model and system card](${absoluteUrl(agentCardHref(slug))}), [changelog](${absoluteUrl(agentChangelogHref(slug))}); sub-processors: ${subProcessors}`;
}

export function llmsTxt(): string {
  const trust = trustCenterUrls();
  const agents = getAllAgents()
    .map(
      (agent) =>
        `- [${agent.name}](${absoluteUrl(agentHref(agent))}) (${agentFunction(agent)}; ${leastPriceLabel(listingFor(agent.slug).pricing)}): ${agent.description}\n${agentCardLine(agent.slug)}`,
    )
    .join("\n");
  const services = coreServices.map((service) => `- [${service.name}](${absoluteUrl(serviceHref(service.id))}): ${service.summary}`).join("\n");
  const models = engagementModels.map((model) => `- ${model.name}: ${model.summary}`).join("\n");
  const functionPages = businessFunctions
    .map((fn) => ({ fn, count: agentsForFunction(getAllAgents(), fn).length }))
    .filter(({ count }) => count > 0)
    .map(({ fn, count }) => `- [${fn}](${absoluteUrl(functionPageHref(fn))}): ${count} ${count === 1 ? "agent" : "agents"}`)
    .join("\n");
  const tools = readTools.map((tool) => `- \`${tool.name}\`: ${tool.description}`).join("\n");
  // The catalog's first two agents, as an example of a comparison's address.
  const compareExample = compareHref(
    getAllAgents()
      .slice(0, 2)
      .map((agent) => agent.slug),
  );
  const articles = getAllArticles()
    .map((article) => `- [${article.title}](${absoluteUrl(articleHref(article.id))}): ${article.description}`)
    .join("\n");
  const summary = sentences(
    `${site.name} is a data and AI services company. It builds data platforms, analytics and AI systems for enterprises and small and medium businesses, trains teams in generative AI, and runs a marketplace of ready-to-deploy vertical AI agents.`,
    liveAgents && `Today ${liveAgents.sentence}.`,
    `Inquiries: ${absoluteUrl("/contact")} (reply ${site.replyWithin}).`,
  );
  return `# ${site.name}

> ${withPreviewNotice(site.description)}

${summary}

## Services

${services}
- [${genAiTraining.title}](${absoluteUrl(contactHref("training"))}): ${genAiTraining.summary}

Engagement models:
${models}

## Agent marketplace

All agents: ${absoluteUrl("/all-agents")}. Each business function has a page listing its agents, readable without JavaScript, e.g. ${absoluteUrl(functionPageHref("Sales"))}; on ${absoluteUrl("/all-agents")}, ?function= filters the same way in place (${absoluteUrl(marketplaceHref("Sales"))}). Compare up to three agents side by side: ${absoluteUrl(compareExample)}. Request a custom agent: ${absoluteUrl(contactHref("custom"))}.

- [The full catalog as JSON](${absoluteUrl(AGENTS_JSON_PATH)}): every agent's indicative pricing, integrations, data handling, requirements, timeline, human handover, limits, EU AI Act class, and the links to its model and system card, changelog and sub-processors
- [Agent discovery manifest](${absoluteUrl(AI_CATALOG_PATH)}) (Agentic Resource Discovery)

Agents by business function:
${functionPages}

${agents}

## Tools for browser agents (WebMCP)

In a browser with WebMCP (\`document.modelContext\`), every page of this site registers these read-only tools, which answer from the same data as the pages:
${tools}

Each form is a tool as well, which fills and sends the form for the visitor on the page (the visitor sees it filled, and the same confirmation):
- \`${contactFormTool.name}\` on ${absoluteUrl("/contact")}: ${contactFormTool.description}
- \`${AGENT_REQUEST_TOOL_NAME}\` on every agent page: requests that page's agent.

## Trust and data protection

- [Trust page](${trust.trustUrl}): certifications, security practice, data protection
- [Data processing agreement](${trust.dpaUrl}), readable before signing, with its annex of technical and organizational measures
- [Security questionnaire answers](${trust.questionnaireUrl}), also as [JSON](${trust.questionnaireJsonUrl}) and [CSV](${trust.questionnaireCsvUrl})
- [Sub-processors](${trust.subProcessorsUrl}) and their [change feed](${trust.subProcessorFeedUrl}) (Atom)
- [Vulnerability disclosure policy](${trust.vulnerabilityDisclosureUrl})

## Articles

${articles}

## More

- [About](${absoluteUrl("/about")})
- [RSS feed](${absoluteUrl(feedPaths.articles)})
- [Sitemap](${absoluteUrl("/sitemap.xml")})
`;
}
