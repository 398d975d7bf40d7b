import { site } from "@/content/site";
import { getAllArticles, getArticleIds } from "@/lib/blog/articles";
import { relatedAgentHref, relatedAgentTarget } from "@/lib/blog/related-agent";
import { getAllAgents } from "@/lib/agents/catalog";
import { agentsForFunction } from "@/lib/agents/functions";
import { formatReadTime, readTimeMinutes } from "@/lib/blog/read-time";
import { blogPostingJsonLd } from "@/lib/site/structured-data";
import type { Article } from "@/content/types";
import { markdownParagraphs } from "@/lib/blog/markdown";
import { relatedFunctionKeys } from "@/content/choices";
import { specifiedArticleIds } from "./support/specified-content";

const articles = getAllArticles();

/** A call to action's target the site still offers: the specification's agents stay in these tests only while the catalog holds them. */
const offered = (target: string) =>
  (relatedFunctionKeys as readonly string[]).includes(target) || target === "marketplace" || getAllAgents().some((agent) => agent.slug === target);

function allText(article: Article): string {
  return [
    article.title,
    article.description,
    article.category,
    article.author,
    article.relatedAgentTitle,
    article.exploreButtonText,
    ...article.sections.flatMap((section) => [section.title, section.subtitle ?? "", ...markdownParagraphs(section.body)]),
  ].join("\n");
}

describe("article content", () => {
  it("has the 12 specified articles, in the specified order, with room for the owner's new ones", () => {
    const ids = getArticleIds();
    expect(ids.filter((id) => specifiedArticleIds.includes(id))).toEqual(specifiedArticleIds);
  });

  it.each(articles.map((article) => [article.id, article] as const))("%s says how long it reads", (_id, article) => {
    expect(article.readTime).toBe(formatReadTime(readTimeMinutes(article)));
  });

  it("points the calls to action at every specified related-agent target", () => {
    const related = new Set(articles.map((article) => article.relatedAgent));
    for (const target of [
      "ai-marketeer-agent",
      "order-verification-agent",
      "omnichannel-support-agent",
      "lab-supply-management-agent",
      "resume-screener-agent",
      "ai-receptionist-agent",
      "finance-tracker",
      "shopping-assistant-agent",
      "healthcare-operations",
      "agriculture-farming",
    ].filter(offered)) {
      expect(related).toContain(target);
    }
  });

  it("calls agents for a function coming soon only while the marketplace has none", () => {
    const functionTargets = articles.map((article) => relatedAgentTarget(article.relatedAgent)).filter((target) => target.kind === "function");
    expect(functionTargets.length).toBeGreaterThan(0);
    for (const target of functionTargets) expect(agentsForFunction(getAllAgents(), target.filter)).toEqual([]);
  });

  it("never promises a marketplace section that is empty", () => {
    for (const article of articles.filter((each) => relatedAgentTarget(each.relatedAgent).kind === "function")) {
      expect(allText(article)).toMatch(/coming soon/);
      expect(allText(article)).not.toMatch(/marketplace offers|has its own section/i);
    }
  });

  it("describes the Order Verification agent as its agent page does: photos and scans in the team's chat app, no new device", () => {
    const agentPage = JSON.stringify(getAllAgents().find((agent) => agent.slug === "order-verification-agent"));
    const article = allText(articles.find((each) => each.id === "quick-commerce-insights")!);
    for (const text of [agentPage, article]) {
      expect(text).toMatch(/chat/);
      expect(text).toMatch(/no new device/);
      expect(text).not.toMatch(/camera|screen shows/i);
    }
  });

  it("contains no filler text", () => {
    for (const article of articles) {
      expect(allText(article)).not.toMatch(/lorem|TODO|placeholder/i);
    }
  });
});

describe("relatedAgentHref", () => {
  it.each(
    [
      ["ai-marketeer-agent", "/agent/ai-marketeer-agent"],
      ["order-verification-agent", "/order-verification-agent"],
      ["omnichannel-support-agent", "/omnichannel-support-agent"],
      ["lab-supply-management-agent", "/agent/lab-supply-management-agent"],
      ["resume-screener-agent", "/agent/resume-screener-agent"],
      ["ai-receptionist-agent", "/agent/ai-receptionist-agent"],
      ["finance-tracker", "/agent/finance-tracker"],
      ["shopping-assistant-agent", "/agent/shopping-assistant-agent"],
      ["healthcare-operations", "/all-agents?function=Healthcare%20Operations"],
      ["agriculture-farming", "/all-agents?function=Agriculture%20%26%20Farming"],
      ["marketplace", "/all-agents#all-functions"],
    ].filter(([target]) => offered(target!)) as [string, string][],
  )("sends %s to %s", (relatedAgent, href) => {
    expect(relatedAgentHref(relatedAgent)).toBe(href);
  });

  it("links to any agent the catalog holds, including one the owner adds", () => {
    jest.isolateModules(() => {
      jest.doMock("@/content/agents", () => {
        const actual = jest.requireActual<typeof import("@/content/agents")>("@/content/agents");
        return { ...actual, agents: [...actual.agents, { ...actual.agents[0], slug: "test-new-agent" }] };
      });
      const related = jest.requireActual<typeof import("@/lib/blog/related-agent")>("@/lib/blog/related-agent");
      const newSlug = "test-new-agent" as Parameters<typeof related.relatedAgentHref>[0];
      expect(related.relatedAgentTarget(newSlug)).toMatchObject({ kind: "agent", agent: { slug: "test-new-agent" } });
      expect(related.relatedAgentHref(newSlug)).toBe("/agent/test-new-agent");
    });
    jest.dontMock("@/content/agents");
  });
});

describe("blogPostingJsonLd", () => {
  const article = articles[0] as Article;
  const data = blogPostingJsonLd(article);

  it("describes the article as a BlogPosting with an ISO date and absolute URLs", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      publisher: { "@type": "Organization", name: "Lumenfold", logo: { "@type": "ImageObject" } },
    });
    expect(data.image).toMatch(/^https?:\/\/[^/]+\/images\/blog\/.+\.svg$/);
    expect(data.mainEntityOfPage["@id"]).toMatch(new RegExp(`^https?://[^/]+/blog/${article.id}$`));
    expect(data.publisher.logo.url).toMatch(/^https?:\/\/[^/]+\/images\/logo\.svg$/);
  });

  it("credits a company byline to an Organization and a personal one to a Person", () => {
    const team = `${site.name} Editorial Team`;
    expect(blogPostingJsonLd({ ...article, author: team }).author).toMatchObject({ "@type": "Organization", name: team });
    expect(blogPostingJsonLd({ ...article, author: "Ada Lovelace" }).author).toEqual({ "@type": "Person", name: "Ada Lovelace" });
  });
});
