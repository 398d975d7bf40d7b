import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import type { AgentListing } from "@/content/types";
import {
  INDICATIVE_PRICE_NOTE,
  aiDisclosureText,
  euAiActClassLabels,
  outputMarkingText,
  pricingModelLabels,
  regulationCheckNote,
  timelineLabel,
} from "@/lib/agents/listing-text";
import { dataProtectionAnswers } from "@/lib/agents/data-protection";
import { leastPriceLabel, priceIncludes, usageTerms } from "@/lib/agents/pricing";
import { AGENT_LISTING_SECTION_ID } from "@/lib/site/hrefs";
import { Section } from "@/components/ui/Section";
import { TextList } from "@/components/ui/TextList";
import listingStyles from "@/components/agents/listing.module.css";
import { formatUsd } from "@/lib/site/numbers";

function ListingCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className={`card ${listingStyles.card}`} id={id}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

function Items({ items }: { items: readonly string[] }) {
  return <TextList className={listingStyles.items} items={items} />;
}

// Each part of the listing as a description list, shared by the agent page's cards and the
// procurement sheet, so the two can never say different things.

export function PricingList({ pricing }: { pricing: AgentListing["pricing"] }) {
  const terms = usageTerms(pricing);
  return (
    <dl className="detail-list">
      <dt>Model</dt>
      <dd>{pricingModelLabels[pricing.model]}</dd>
      <dt>Starting price</dt>
      <dd>{leastPriceLabel(pricing)}</dd>
      <dt>Set-up and integration</dt>
      <dd>{pricing.setupUsd > 0 ? `${formatUsd(pricing.setupUsd)} one-off` : "None"}</dd>
      {terms.length > 0 && (
        <>
          <dt>Usage and further tiers</dt>
          <dd>
            <Items items={terms} />
          </dd>
        </>
      )}
      <dt>Included</dt>
      <dd>
        <Items items={priceIncludes(pricing)} />
      </dd>
    </dl>
  );
}

export function IntegrationsList({ integrations }: { integrations: AgentListing["integrations"] }) {
  return (
    <dl className="detail-list">
      {integrations.map((integration) => (
        <div key={integration.kind}>
          <dt>{integration.kind}</dt>
          <dd>
            <TextList className={listingStyles.inlineList} items={integration.examples} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function DataList({ data }: { data: AgentListing["data"] }) {
  return (
    <dl className="detail-list">
      <dt>Reads</dt>
      <dd>
        <Items items={data.reads} />
      </dd>
      <dt>Writes</dt>
      <dd>
        <Items items={data.writes} />
      </dd>
      <dt>Processed in</dt>
      <dd>{data.processedIn}</dd>
      <dt>Retention</dt>
      <dd>{data.retention}</dd>
    </dl>
  );
}

/** The data-protection answers (lib/agents/data-protection), the same wherever they are shown. */
export function DataProtectionList({ data }: { data: AgentListing["data"] }) {
  return (
    <dl className="detail-list">
      {dataProtectionAnswers(data).map((answer) => (
        <div key={answer.label}>
          <dt>{answer.label}</dt>
          <dd>
            {answer.value}
            {answer.links && (
              <>
                {" "}
                Their rows on our sub-processors page:{" "}
                {answer.links.map((link, index) => (
                  <Fragment key={link.href}>
                    {index > 0 && ", "}
                    <Link href={link.href}>{link.label}</Link>
                  </Fragment>
                ))}
                .
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function RequirementsList({ listing }: { listing: AgentListing }) {
  return (
    <dl className="detail-list">
      <dt>Implementation timeline</dt>
      <dd>{timelineLabel(listing.timelineWeeks)}, from signed order to live</dd>
      <dt>What you provide</dt>
      <dd>
        <Items items={listing.requirements} />
      </dd>
    </dl>
  );
}

export function HandoverList({ listing }: { listing: AgentListing }) {
  const { handover } = listing;
  return (
    <dl className="detail-list">
      <dt>Hands over to a person when</dt>
      <dd>
        <Items items={handover.when} />
      </dd>
      <dt>How</dt>
      <dd>{handover.how}</dd>
      <dt>What it will not do</dt>
      <dd>
        <Items items={listing.limits} />
      </dd>
    </dl>
  );
}

/** The risk part; `regulationCheck` false where the page states the check elsewhere (the procurement sheet's header). */
export function RiskList({ risk, regulationCheck = true }: { risk: AgentListing["risk"]; regulationCheck?: boolean }) {
  const marking = outputMarkingText(risk);
  return (
    <dl className="detail-list">
      <dt>EU AI Act class</dt>
      <dd>{euAiActClassLabels[risk.euAiActClass]}</dd>
      <dt>Why</dt>
      <dd>{risk.why}</dd>
      <dt>Tells people it is an AI</dt>
      <dd>{aiDisclosureText(risk)}</dd>
      {marking && (
        <>
          <dt>How its output is marked</dt>
          <dd>{marking}</dd>
        </>
      )}
      <dt>What you must do</dt>
      <dd>
        <Items items={risk.buyerDuties} />
      </dd>
      <dt>What Lumenfold does</dt>
      <dd>
        <Items items={risk.providerDuties} />
      </dd>
      {risk.obligationsApply && (
        <>
          <dt>When this applies</dt>
          <dd>{risk.obligationsApply}</dd>
        </>
      )}
      {regulationCheck && (
        <>
          <dt>Checked</dt>
          <dd>{regulationCheckNote}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * Every field of the listing, in the order a buyer weighs them: cost, fit, data, effort, limits, risk.
 * `cardHref`: the agent's model and system card, linked under its risk.
 */
export function AgentListingDetails({ listing, cardHref }: { listing: AgentListing; cardHref?: string }) {
  return (
    <Section
      id={AGENT_LISTING_SECTION_ID}
      tone="muted"
      title="The full listing"
      intro="What it costs, what it connects to, which data it touches, what it needs from you, when it hands over to a person, and what the law asks of it."
    >
      <div className={listingStyles.grid}>
        <ListingCard id="pricing" title="Pricing">
          <PricingList pricing={listing.pricing} />
          <p className={listingStyles.note}>{INDICATIVE_PRICE_NOTE}</p>
        </ListingCard>

        <ListingCard id="integrations" title="Integrations">
          <IntegrationsList integrations={listing.integrations} />
        </ListingCard>

        <ListingCard id="data" title="Data">
          <DataList data={listing.data} />
        </ListingCard>

        <ListingCard id="data-protection" title="Data protection">
          <DataProtectionList data={listing.data} />
        </ListingCard>

        <ListingCard id="requirements" title="Requirements and timeline">
          <RequirementsList listing={listing} />
        </ListingCard>

        <ListingCard id="handover" title="Human handover and limits">
          <HandoverList listing={listing} />
        </ListingCard>

        <ListingCard id="risk" title="Risk and transparency">
          <RiskList risk={listing.risk} />
          {cardHref && (
            <p className={listingStyles.note}>
              <Link href={cardHref}>Model and system card, with its changelog</Link>
            </p>
          )}
        </ListingCard>
      </div>
    </Section>
  );
}
