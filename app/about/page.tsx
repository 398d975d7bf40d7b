import type { Metadata } from "next";
import { aboutHero, foundingStory, servicesAndMarketplace, tractionClaim, trackRecord } from "@/content/about";
import { firstCallWithAnEngineer, foundersTrackRecord, liveAgents } from "@/content/claims";
import { sentences } from "@/content/sentences";
import { site } from "@/content/site";
import { contactHref } from "@/lib/site/hrefs";
import { pageMetadata } from "@/lib/site/metadata";
import { ButtonLink } from "@/components/ui/Button";
import { BookCallBanner } from "@/components/ui/BookCallBanner";
import { FeatureCard } from "@/components/ui/FeatureCard";
import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";
import styles from "./page.module.css";

export const metadata: Metadata = pageMetadata({
  title: "About Us",
  description: sentences(`${foundersTrackRecord}.`, liveAgents && `Today ${liveAgents.sentence}.`),
  path: "/about",
  image: "about",
});

export default function AboutPage() {
  return (
    <>
      <PageHero id="about-hero" size="tall" {...aboutHero}>
        <ButtonLink href={contactHref("explore")} variant="light" icon="arrow-right">
          Book Free Discovery Call
        </ButtonLink>
      </PageHero>

      <Section id="track-record" title="Our founders' track record" intro="Three platforms, each harder than the last.">
        <div className="grid grid-3">
          {trackRecord.map((item) => (
            <FeatureCard key={item.title} title={item.title} icon={item.icon}>
              <p>{item.text}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section id="founding-story" tone="muted" title={foundingStory.title} eyebrow="How Lumenfold began">
        <div className={styles.prose}>
          {/* Keyed by position, as in TextList: the paragraphs never reorder. */}
          {foundingStory.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="traction">
        <div className={styles.statBlock}>
          {tractionClaim.figure && <p className={styles.statFigure}>{tractionClaim.figure}</p>}
          <div>
            <h2>{tractionClaim.title}</h2>
            <p>{tractionClaim.text}</p>
          </div>
        </div>
      </Section>

      <Section id="services-and-marketplace" tone="muted" title="How services and the marketplace work together">
        <div className="grid grid-3">
          {servicesAndMarketplace.map((item) => (
            <FeatureCard key={item.title} title={item.title} icon={item.icon}>
              <p>{item.text}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <BookCallBanner title="Let’s talk about your data and AI" text={sentences(firstCallWithAnEngineer, site.replyPromise)} />
    </>
  );
}
