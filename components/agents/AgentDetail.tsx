import Link from "next/link";
import type { Agent, AgentListing } from "@/content/types";
import type { AgentRequestSettings } from "@/lib/agents/request-settings";
import { agentTitle } from "@/lib/agents/title";
import type { AgentProof } from "@/lib/agents/proof";
import type { ShownCustomerStory } from "@/content/customers/files";
import { getArticlesForAgent } from "@/lib/blog/articles";
import {
  AGENT_AT_A_GLANCE_ID,
  AGENT_LISTING_SECTION_ID,
  AGENT_PROOF_SECTION_ID,
  AGENT_REQUEST_SECTION_ID,
  AGENT_ROI_SECTION_ID,
  SAMPLE_CONVERSATIONS_ID,
  agentCardHref,
  articleHref,
  marketplaceListHref,
  tagHref,
} from "@/lib/site/hrefs";
import { AgentAtAGlance } from "@/components/agents/AgentAtAGlance";
import { AgentListingDetails } from "@/components/agents/AgentListingDetails";
import { AgentProofSection, showsProof } from "@/components/agents/AgentProof";
import { DeferredAgentRequestForm } from "@/components/agents/DeferredAgentTools";
import { AgentRoiSection } from "@/components/agents/AgentRoiSection";
import { CompareToggle } from "@/components/agents/CompareToggle";
import { AgentSectionNav } from "@/components/agents/AgentSectionNav";
import { RequestAgentButton } from "@/components/agents/RequestAgentButton";
import { SampleConversations } from "@/components/agents/SampleConversations";
import { TagList } from "@/components/ui/Chip";
import { FeatureCard } from "@/components/ui/FeatureCard";
import { Icon } from "@/components/ui/Icon";
import { InlineSvg } from "@/components/ui/InlineSvg";
import { Section } from "@/components/ui/Section";
import { TextList } from "@/components/ui/TextList";
import styles from "@/components/agents/AgentDetail.module.css";

type AgentDetailProps = {
  agent: Agent;
  listing: AgentListing;
  requestConfig: AgentRequestSettings;
  /** Its confirmed proof and the confirmed stories of customers who use it; none by default. */
  proof?: AgentProof;
  stories?: readonly ShownCustomerStory[];
};

/** The one agent page layout, used by /agent/{slug} and the dedicated agent pages alike. */
export function AgentDetail({ agent, listing, requestConfig, proof = {}, stories = [] }: AgentDetailProps) {
  const articles = getArticlesForAgent(agent.slug);
  // Each part of the page, in its order: the section navigation links these ids.
  const sectionIds = { howItWorks: "how-it-works", capabilities: "key-capabilities", useCases: "use-cases", articles: "related-articles" };
  const sections = [
    { id: AGENT_AT_A_GLANCE_ID, label: "At a glance" },
    { id: sectionIds.howItWorks, label: "How it works" },
    { id: sectionIds.capabilities, label: "Capabilities" },
    { id: sectionIds.useCases, label: "Use cases" },
    ...(showsProof(proof, stories) ? [{ id: AGENT_PROOF_SECTION_ID, label: "See it work" }] : []),
    { id: AGENT_LISTING_SECTION_ID, label: "Listing" },
    { id: AGENT_ROI_SECTION_ID, label: "Return" },
    ...(listing.conversations.length > 0 ? [{ id: SAMPLE_CONVERSATIONS_ID, label: "Conversations" }] : []),
    ...(articles.length > 0 ? [{ id: sectionIds.articles, label: "Read more" }] : []),
  ];
  return (
    <>
      <section className={`hero ${styles.hero}`} aria-labelledby="agent-title">
        <div className={`container ${styles.heroInner}`}>
          <div>
            <Link href={marketplaceListHref} className={styles.backLink}>
              <Icon name="arrow-left" size={18} />
              Back to Marketplace
            </Link>
            <TagList tags={agent.tags} label={`${agent.name} tags`} tagHref={tagHref} />
            <h1 id="agent-title">{agent.name}</h1>
            <p className="hero-lead">{agent.description}</p>
            <div className="button-row">
              <RequestAgentButton />
              <CompareToggle slug={agent.slug} name={agent.name} withLink onDark />
            </div>
          </div>
          <InlineSvg className={styles.heroImage} src={agent.image} alt="" idPrefix="agent-hero" />
        </div>
      </section>

      <AgentSectionNav sections={sections} agentName={agent.name} />

      <AgentAtAGlance slug={agent.slug} listing={listing} />

      <Section id={sectionIds.howItWorks} title="How It Works">
        <ol className={styles.numberedSteps}>
          {agent.howItWorks.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id={sectionIds.capabilities} tone="muted" title="Key Capabilities">
        <div className="grid grid-3">
          {agent.keyCapabilities.map((capability) => (
            <FeatureCard key={capability.title} title={capability.title} icon="check-circle">
              <p>{capability.description}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section id={sectionIds.useCases} title="Use cases">
        <TextList className={`check-list ${styles.narrowList}`} items={agent.useCases} />
      </Section>

      <AgentProofSection agentName={agentTitle(agent.name)} proof={proof} stories={stories} />

      <AgentListingDetails listing={listing} cardHref={agentCardHref(agent.slug)} />

      <AgentRoiSection agent={agent} listing={listing} />

      <SampleConversations conversations={listing.conversations} />

      {articles.length > 0 && (
        <Section id={sectionIds.articles} title="Read more">
          <ul className={`link-list ${styles.narrowList}`}>
            {articles.map((article) => (
              <li key={article.id}>
                <Link href={articleHref(article.id)}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <section id={AGENT_REQUEST_SECTION_ID} className="section" aria-label={`Request the ${agentTitle(agent.name)}`}>
        <div className="container narrow">
          <DeferredAgentRequestForm settings={requestConfig} />
        </div>
      </section>
    </>
  );
}
