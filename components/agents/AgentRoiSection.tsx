import type { Agent, AgentListing } from "@/content/types";
import { roiPriceNote } from "@/lib/agents/roi";
import { AGENT_ROI_SECTION_ID } from "@/lib/site/hrefs";
import { DeferredRoiEstimator } from "@/components/agents/DeferredAgentTools";
import { Section } from "@/components/ui/Section";
import { TextList } from "@/components/ui/TextList";
import listingStyles from "@/components/agents/listing.module.css";
import styles from "@/components/agents/RoiEstimator.module.css";

/** The ROI estimator with the assumptions it rests on written beside its inputs. */
export function AgentRoiSection({ agent, listing }: { agent: Agent; listing: AgentListing }) {
  const { roi, pricing } = listing;
  // Only the terms the estimate uses, so the client component's props stay small.
  const price = {
    model: pricing.model,
    fromUsdPerMonth: pricing.fromUsdPerMonth,
    setupUsd: pricing.setupUsd,
    minimumSeats: pricing.minimumSeats,
    volume: pricing.volume,
    addOns: pricing.addOns,
  };
  return (
    <Section
      id={AGENT_ROI_SECTION_ID}
      title="Estimate your return"
      intro="Put in your own numbers, including the share of the work it takes over, to see the staff time and money it could save each month, set against the price you would pay at that volume with the add-ons you need, the total cost over 12 and 36 months with the set-up fee, and how soon it pays that back. You can send the estimate with your request."
    >
      <DeferredRoiEstimator slug={agent.slug} agentName={agent.name} model={roi} pricing={price}>
        <div className={styles.assumptions}>
          <h3>Assumptions</h3>
          <TextList className={listingStyles.items} items={[...roi.assumptions, roiPriceNote(price)]} />
        </div>
      </DeferredRoiEstimator>
    </Section>
  );
}
