import type { Metadata } from "next";
import { marketplaceHero, marketplaceSteps } from "@/content/marketplace";
import { getAllAgents } from "@/lib/agents/catalog";
import { firstListedOn } from "@/lib/agents/agent-card";
import { listingFor } from "@/lib/agents/listings";
import { leastMonthlyUsd } from "@/lib/agents/pricing";
import { MARKETPLACE_SECTION_ID, agentHref, contactHref } from "@/lib/site/hrefs";
import { pageMetadata } from "@/lib/site/metadata";
import { marketplaceJsonLd } from "@/lib/site/structured-data";
import { AgentCard } from "@/components/agents/AgentCard";
import { CompareBar } from "@/components/agents/CompareBar";
import { CompareToggle } from "@/components/agents/CompareToggle";
import { MarketplaceFromUrl } from "@/components/agents/MarketplaceFromUrl";
import type { MarketplaceCard } from "@/components/agents/MarketplaceView";
import { ButtonLink } from "@/components/ui/Button";
import { CtaBanner } from "@/components/ui/CtaBanner";
import { FeatureCard } from "@/components/ui/FeatureCard";
import { JsonLd } from "@/components/ui/JsonLd";
import { PageHero } from "@/components/ui/PageHero";
import { ScrollToTopButton } from "@/components/ui/ScrollToTopButton";
import { Section } from "@/components/ui/Section";
import marketplaceStyles from "@/components/agents/marketplace.module.css";

export const metadata: Metadata = pageMetadata({
  title: "AI Agent Marketplace",
  description: `Browse ${getAllAgents().length} ready-to-deploy vertical AI agents for sales, customer support, marketing, HR, finance and operations. Filter by function, or request a custom agent.`,
  path: "/all-agents",
  image: "marketplace",
});

export default function MarketplacePage() {
  const agents = getAllAgents();
  const cards: MarketplaceCard[] = agents.map((agent) => ({
    slug: agent.slug,
    name: agent.name,
    functions: agent.functions,
    priceFrom: leastMonthlyUsd(listingFor(agent.slug).pricing),
    listedOn: firstListedOn(listingFor(agent.slug).changelog),
    card: (
      <AgentCard agent={agent} href={agentHref(agent)}>
        <CompareToggle slug={agent.slug} name={agent.name} />
      </AgentCard>
    ),
  }));

  return (
    <>
      <JsonLd data={marketplaceJsonLd(agents)} />
      <PageHero id="marketplace-hero" size="slim" {...marketplaceHero}>
        <a className="btn btn-light" href={`#${MARKETPLACE_SECTION_ID}`}>
          Browse Agents
        </a>
      </PageHero>

      {/* The agents come first, on the first screen; how buying works follows them. */}
      <Section id={MARKETPLACE_SECTION_ID} tone="muted" title="All agents" className={marketplaceStyles.agentsSection}>
        <MarketplaceFromUrl cards={cards} compare={<CompareBar agents={agents.map(({ slug, name }) => ({ slug, name }))} />} />
      </Section>

      <Section id="marketplace-how-it-works" title="How It Works">
        <ol className={`grid grid-3 ${marketplaceStyles.numberedCards}`}>
          {marketplaceSteps.map((step) => (
            <li key={step.title}>
              <FeatureCard title={step.title} icon={step.icon}>
                <p>{step.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBanner title="Need an agent that is not here yet?" text="Tell us about your workflow. We design, build and deploy custom agents on your data.">
        <ButtonLink href={contactHref("custom")} variant="light" icon="arrow-right">
          Request Custom Agent
        </ButtonLink>
      </CtaBanner>
      <ScrollToTopButton />
    </>
  );
}
