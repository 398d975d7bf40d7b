import type { AgentListing } from "@/content/types";
import { INDICATIVE_PRICE_NOTE, euAiActClassLabels, pricingModelLabels, timelineLabel } from "@/lib/agents/listing-text";
import { formatCalendarDate } from "@/lib/site/dates";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { AGENT_AT_A_GLANCE_ID, AGENT_LISTING_SECTION_ID, agentCatalogJsonHref, procurementSheetHref, quoteHref } from "@/lib/site/hrefs";
import listingStyles from "@/components/agents/listing.module.css";
import { formatUsd } from "@/lib/site/numbers";

/** The listing in one scannable block under the agent's hero: what a buyer checks first. */
export function AgentAtAGlance({ slug, listing }: { slug: string; listing: AgentListing }) {
  const { pricing, risk } = listing;
  return (
    <section id={AGENT_AT_A_GLANCE_ID} className={`section ${listingStyles.glanceSection}`} aria-labelledby="at-a-glance-title">
      <div className="container">
        <div className="card">
          <h2 id="at-a-glance-title" className={listingStyles.glanceTitle}>
            At a glance
          </h2>
          <dl className={listingStyles.glanceList}>
            <div>
              <dt>Starting price</dt>
              <dd>{leastPriceLabel(pricing)}</dd>
            </div>
            <div>
              <dt>Pricing model</dt>
              <dd>{pricingModelLabels[pricing.model]}</dd>
            </div>
            <div>
              <dt>Set-up fee</dt>
              <dd>{pricing.setupUsd > 0 ? `${formatUsd(pricing.setupUsd)} one-off` : "None"}</dd>
            </div>
            <div>
              <dt>Implementation</dt>
              <dd>{timelineLabel(listing.timelineWeeks)}</dd>
            </div>
            <div>
              <dt>EU AI Act class</dt>
              <dd>{euAiActClassLabels[risk.euAiActClass]}</dd>
            </div>
            <div>
              <dt>Last reviewed</dt>
              <dd>
                <time dateTime={listing.lastReviewed}>{formatCalendarDate(listing.lastReviewed)}</time>
              </dd>
            </div>
            <div className={listingStyles.glanceWide}>
              <dt>Integrations</dt>
              <dd>
                <ul className={listingStyles.inlineList}>
                  {listing.integrations.map((integration) => (
                    <li key={integration.kind}>{integration.kind}</li>
                  ))}
                </ul>
              </dd>
            </div>
            <div className={listingStyles.glanceWide}>
              <dt>Human handover</dt>
              <dd>{listing.handover.how}</dd>
            </div>
          </dl>
          <p className={listingStyles.note}>{INDICATIVE_PRICE_NOTE}</p>
          <ul className={listingStyles.glanceLinks}>
            <li>
              <a href={`#${AGENT_LISTING_SECTION_ID}`}>The full listing</a>
            </li>
            <li>
              <a href={procurementSheetHref(slug)}>Procurement sheet, one page for your reviewers</a>
            </li>
            <li>
              <a href={quoteHref([slug])}>Build a quote over 12 to 36 months, with other agents if you like</a>
            </li>
            <li>
              <a href={agentCatalogJsonHref} type="application/json">
                This catalog as JSON
              </a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
