import type { Metadata } from "next";
import { Suspense } from "react";
import { coreServices, engagementModels, genAiTraining } from "@/content/services";
import { site } from "@/content/site";
import { CORE_SERVICES_SECTION_ID, contactHref } from "@/lib/site/hrefs";
import { pageMetadata } from "@/lib/site/metadata";
import { ServiceCard } from "@/components/services/ServiceCard";
import { ServiceSelection } from "@/components/services/ServiceSelection";
import { BookCallBanner } from "@/components/ui/BookCallBanner";
import { ButtonLink } from "@/components/ui/Button";
import { FeatureCard } from "@/components/ui/FeatureCard";
import { Icon } from "@/components/ui/Icon";
import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";
import { TextList } from "@/components/ui/TextList";
import styles from "./page.module.css";

export const metadata: Metadata = pageMetadata({
  title: "Data & AI Services",
  description:
    "Data engineering, data governance, analytics & BI, DevOps & DataOps, AI/ML solutions and GenAI training, delivered as swift projects, partnerships or team extension.",
  path: "/services",
  image: "services",
});

export default function ServicesPage() {
  return (
    <>
      <Suspense fallback={null}>
        <ServiceSelection />
      </Suspense>
      <PageHero
        id="services-hero"
        eyebrow="Data & AI Services"
        title="Enterprise data and AI, built to last"
        lead="From the first pipeline to AI in production: engineers who design, build and run the systems your business depends on, and leave your team stronger than they found it."
      >
        <ButtonLink href={contactHref("explore")} variant="light" icon="arrow-right">
          Book Free Discovery Call
        </ButtonLink>
      </PageHero>

      <Section id={CORE_SERVICES_SECTION_ID} title="Core services" intro="Five practices, one team. Start with the one you need most.">
        <div className="grid grid-3 service-grid">
          {coreServices.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
        <div className="section-actions">
          <ButtonLink href={contactHref("explore")} icon="arrow-right">
            Discuss Your Project
          </ButtonLink>
        </div>
      </Section>

      <Section id="genai-training" tone="muted">
        <div className={styles.split}>
          <div>
            <p className="eyebrow">
              <Icon name={genAiTraining.icon} size={18} /> Training
            </p>
            <h2 id="genai-training-title">{genAiTraining.title}</h2>
            <p>{genAiTraining.summary}</p>
            <ButtonLink href={contactHref("training")} icon="arrow-right">
              Plan Your GenAI Training
            </ButtonLink>
          </div>
          <TextList className="check-list card" items={genAiTraining.tracks} />
        </div>
      </Section>

      <Section id="engagement-models" title="Engagement models" intro="Choose how we work together. You can switch as your needs change.">
        <div className="grid grid-3">
          {engagementModels.map((model) => (
            <FeatureCard key={model.name} title={model.name} icon={model.icon}>
              <p>{model.summary}</p>
              <p className="muted">
                <strong>Best for:</strong> {model.bestFor}
              </p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <BookCallBanner
        title="Tell us what you are working on"
        text={`Share your goals and we will come back ${site.replyWithin} with a clear next step, whichever engagement model fits.`}
      />
    </>
  );
}
