import { agents } from "@/content/agents";
import { serviceIds } from "@/content/service-names";
import { getFeaturedAgents, requireAgent } from "@/lib/agents/catalog";
import { functionFilterHref, functionForPageSlug, functionPageSlugs } from "@/lib/agents/function-pages";
import { businessFunctions } from "@/content/choices";
import { agentHref, articleHref, contactHref, customAgentHref, functionPageHref, marketplaceHref, marketplaceListHref, serviceHref } from "@/lib/site/hrefs";

/** Reads an href as a visitor's browser would. */
const parse = (href: string) => new URL(href, "https://www.lumenfold.ai");

describe("agentHref (marketplace Learn More)", () => {
  it("sends the omnichannel agent to /omnichannel-support-agent", () => {
    expect(agentHref(requireAgent("omnichannel-support-agent"))).toBe("/omnichannel-support-agent");
  });

  it("sends the order verification agent to /order-verification-agent", () => {
    expect(agentHref(requireAgent("order-verification-agent"))).toBe("/order-verification-agent");
  });

  it("sends the AI Marketeer to /agent/ai-marketeer-agent, same as the default", () => {
    expect(agentHref(requireAgent("ai-marketeer-agent"))).toBe("/agent/ai-marketeer-agent");
  });

  const others = agents.filter((agent) => agent.slug !== "omnichannel-support-agent" && agent.slug !== "order-verification-agent");

  it.each(others.map((agent) => [agent.name, agent.slug]))("sends %s to /agent/%s", (_name, slug) => {
    expect(agentHref(requireAgent(slug))).toBe(`/agent/${slug}`);
  });

  it("gives every catalog agent its own path", () => {
    const hrefs = agents.map((agent) => agentHref(agent));
    expect(new Set(hrefs).size).toBe(agents.length);
  });
});

describe("the home page's featured agents (Learn More)", () => {
  it("are the agents with a featuredOnHome place, in its order", () => {
    const places = getFeaturedAgents().map((agent) => agent.featuredOnHome);
    expect(places).toEqual(agents.flatMap((agent) => (agent.featuredOnHome === undefined ? [] : [agent.featuredOnHome])).sort((a, b) => a - b));
  });

  // Which agents are featured is the owner's choice (featuredOnHome), so it is read from content.
  it("link to each featured agent's own page: the page its path names, else /agent/{slug}", () => {
    const featured = getFeaturedAgents();
    expect(featured.length).toBeGreaterThan(0);
    expect(new Set(featured.map(agentHref)).size).toBe(featured.length);
    for (const agent of featured) expect(agentHref(agent)).toBe(agent.path ?? `/agent/${agent.slug}`);
  });
});

describe("functionPageHref", () => {
  it("gives each function a lower-case path under /all-agents, without the label's punctuation", () => {
    expect(functionPageHref("Sales")).toBe("/all-agents/sales");
    expect(functionPageHref("IT/DevOps")).toBe("/all-agents/it-devops");
    expect(functionPageHref("Agriculture & Farming")).toBe("/all-agents/agriculture-farming");
  });

  it("gives no two functions the same page, and reads each slug back to its function", () => {
    expect(new Set(functionPageSlugs()).size).toBe(businessFunctions.length);
    for (const fn of businessFunctions) expect(functionForPageSlug(functionPageHref(fn).split("/").at(-1)!)).toBe(fn);
    expect(functionForPageSlug("not-a-function")).toBeUndefined();
  });

  it("sends the All Functions filter to the whole marketplace and the others to their pages", () => {
    expect(functionFilterHref("All Functions")).toBe(marketplaceHref());
    expect(functionFilterHref("HR")).toBe(functionPageHref("HR"));
  });
});

describe("marketplaceHref", () => {
  it("is /all-agents without a function", () => {
    expect(marketplaceHref()).toBe("/all-agents");
    expect(marketplaceHref("All Functions")).toBe("/all-agents");
  });

  it("carries the preselected function by its label", () => {
    expect(parse(marketplaceHref("Healthcare Operations")).searchParams.get("function")).toBe("Healthcare Operations");
    expect(parse(marketplaceHref("Agriculture & Farming")).searchParams.get("function")).toBe("Agriculture & Farming");
    expect(parse(marketplaceHref("IT/DevOps")).pathname).toBe("/all-agents");
  });

  it("points the list link at the all-functions section", () => {
    expect(marketplaceListHref).toBe("/all-agents#all-functions");
  });
});

describe("customAgentHref (empty filter button)", () => {
  it.each(["Legal", "Healthcare Operations", "Agriculture & Farming"] as const)("opens /contact with the custom intent and an idea naming %s", (filter) => {
    const url = parse(customAgentHref(filter));
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("intent")).toBe("custom");
    expect(url.searchParams.get("idea")).toContain(filter);
  });
});

describe("contactHref", () => {
  it("is /contact without an intent", () => {
    expect(contactHref()).toBe("/contact");
  });

  it.each(["explore", "custom", "training", "services"] as const)("preselects the %s intent", (intent) => {
    expect(contactHref(intent)).toBe(`/contact?intent=${intent}`);
  });

  it("encodes a starting idea", () => {
    const url = parse(contactHref("custom", { idea: "Sort returns & refunds?" }));
    expect(url.searchParams.get("intent")).toBe("custom");
    expect(url.searchParams.get("idea")).toBe("Sort returns & refunds?");
  });
});

describe("serviceHref", () => {
  it.each(serviceIds)("opens /services?service=%s", (id) => {
    expect(serviceHref(id)).toBe(`/services?service=${id}`);
  });
});

describe("articleHref", () => {
  it("opens /blog/{slug}", () => {
    expect(articleHref("healthcare-ai")).toBe("/blog/healthcare-ai");
    expect(articleHref("quick-commerce-insights")).toBe("/blog/quick-commerce-insights");
  });
});
