/** @jest-environment node */
import { getAllAgents } from "@/lib/agents/catalog";
import { getAllArticles } from "@/lib/blog/articles";
import { ogCardFor, ogCards, ogImagePath, ogTitleSize } from "@/lib/site/og-images";
import { pageMetadata } from "@/lib/site/metadata";

describe("share images", () => {
  it("draws one for each kind of page, each agent and each article, under unique names", () => {
    const files = ogCards().map((card) => card.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toEqual(expect.arrayContaining(["home.png", "services.png", "marketplace.png", "blog.png", "contact.png", "about.png"]));
    for (const agent of getAllAgents()) expect(ogCardFor(`agent-${agent.slug}.png`)).toMatchObject({ title: agent.name, subtitle: agent.description });
    for (const article of getAllArticles()) expect(ogCardFor(`article-${article.id}.png`)).toMatchObject({ title: article.title, label: article.category });
  });

  it("gives an agent the owner adds its own image, with nothing else to change", () => {
    jest.isolateModules(() => {
      jest.doMock("@/content/agents", () => {
        const actual = jest.requireActual<typeof import("@/content/agents")>("@/content/agents");
        return { ...actual, agents: [...actual.agents, { ...actual.agents[0], name: "Test New Agent", slug: "test-new-agent" }] };
      });
      const og = jest.requireActual<typeof import("@/lib/site/og-images")>("@/lib/site/og-images");
      expect(og.ogCardFor("agent-test-new-agent.png")).toMatchObject({ title: "Test New Agent", label: "AI Agent" });
    });
    jest.dontMock("@/content/agents");
  });

  it("names the page's own image in its Open Graph and Twitter metadata", () => {
    const metadata = pageMetadata({ title: "Tax", description: "d", path: "/blog/tax-finance", image: { article: "tax-finance" } });
    expect(ogImagePath({ article: "tax-finance" })).toBe("/og/article-tax-finance.png");
    expect(metadata.openGraph?.images).toEqual([{ url: "/og/article-tax-finance.png", width: 1200, height: 630, alt: "Lumenfold: Tax" }]);
    expect(metadata.twitter).toMatchObject({ images: ["/og/article-tax-finance.png"] });
    expect(ogImagePath({ agent: "finance-tracker" })).toBe("/og/agent-finance-tracker.png");
    expect(ogImagePath("contact")).toBe("/og/contact.png");
  });

  it("sets long titles smaller", () => {
    expect(ogTitleSize("Let's Get Started")).toBeGreaterThan(
      ogTitleSize("AI in Tax and Finance Operations: A Faster Close, Cleaner Books and Stronger Controls"),
    );
  });
});
