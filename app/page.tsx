import type { Metadata } from "next";
import { howItWorksPaths, solutionCards, whyUs } from "@/content/home";
import { site } from "@/content/site";
import { getFeaturedAgents } from "@/lib/agents/catalog";
import { agentHref, contactHref } from "@/lib/site/hrefs";
import { pageMetadata } from "@/lib/site/metadata";
import { organizationJsonLd } from "@/lib/site/structured-data";
import { AgentCard } from "@/components/agents/AgentCard";
import { BookCallBanner } from "@/components/ui/BookCallBanner";
import { HomeHero } from "@/components/home/HomeHero";
import { PartnerLogos } from "@/components/home/PartnerLogos";
import { ButtonLink } from "@/components/ui/Button";
import { FeatureCard } from "@/components/ui/FeatureCard";
import { JsonLd } from "@/components/ui/JsonLd";
import { ScrollToTopButton } from "@/components/ui/ScrollToTopButton";
import { Section } from "@/components/ui/Section";
import { TextList } from "@/components/ui/TextList";
import styles from "./page.module.css";

export const metadata: Metadata = {
  ...pageMetadata({
    title: "Data & AI Services and Vertical AI Agents",
    description: site.description,
    path: "/",
    image: "home",
  }),
  // The home page uses the bare title rather than the "%s | Lumenfold" template.
  title: { absolute: `${site.name} | Data & AI Services and Vertical AI Agents` },
};

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HomeHero />

      <Section
        id="solutions"
        title="Two ways we help you win with AI"
        intro="Hire our experts to build what is unique to you, or deploy an agent that already does the job."
      >
        <div className="grid grid-2">
          {solutionCards.map((card) => (
            <FeatureCard key={card.title} title={card.title} icon={card.icon} className={styles.actionCard}>
              <p>{card.summary}</p>
              <TextList className="check-list" items={card.points} />
              <ButtonLink href={card.cta.href} variant="secondary" icon="arrow-right">
                {card.cta.label}
              </ButtonLink>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section id="why-us" tone="muted" title={`Why teams choose ${site.name}`}>
        <div className="grid grid-4">
          {whyUs.map((card) => (
            <FeatureCard key={card.title} title={card.title} icon={card.icon}>
              <p>{card.text}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section id="featured-agents" title="Featured Agents" intro="Ready-made agents to start with.">
        <div className="grid grid-3">
          {getFeaturedAgents().map((agent) => (
            <AgentCard key={agent.slug} agent={agent} href={agentHref(agent)} />
          ))}
        </div>
        <div className="section-actions">
          <ButtonLink href="/all-agents" variant="secondary" icon="arrow-right">
            Browse All Agents
          </ButtonLink>
        </div>
      </Section>

      <Section id="partners" tone="muted" title="Platforms we build on" intro="We design and build on the data and cloud platforms your teams already trust.">
        <PartnerLogos />
      </Section>

      <Section id="how-it-works" title="How it works" intro="Two paths to the same result: AI that works on your data, in your business.">
        <div className="grid grid-2">
          {howItWorksPaths.map((path) => (
            <FeatureCard key={path.title} title={path.title} icon={path.icon} className={styles.actionCard}>
              <TextList ordered className={styles.steps} items={path.steps} />
              <ButtonLink href={path.cta.href} variant="secondary" icon="arrow-right">
                {path.cta.label}
              </ButtonLink>
            </FeatureCard>
          ))}
        </div>
        <div className="section-actions">
          <ButtonLink href={contactHref("explore")} icon="arrow-right">
            Book a Call
          </ButtonLink>
        </div>
      </Section>

      <BookCallBanner
        title="Not sure where to start?"
        text="In a free discovery call we look at your data, your workflows and your goals, and tell you honestly whether a ready-made agent, a custom build or a services engagement fits best."
      />
      <ScrollToTopButton />
    </>
  );
}
