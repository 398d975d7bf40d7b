import Link from "next/link";
import type { ReactNode } from "react";
import { regulationCheckedOn } from "@/content/regulation";
import type { Agent, AgentListing } from "@/content/types";
import { INDICATIVE_PRICE_NOTE, regulationCheckAgainst } from "@/lib/agents/listing-text";
import { formatCalendarDate } from "@/lib/site/dates";
import { agentCardHref, agentHref, agentRequestHref } from "@/lib/site/hrefs";
import { DataList, DataProtectionList, HandoverList, IntegrationsList, PricingList, RequirementsList, RiskList } from "@/components/agents/AgentListingDetails";
import listingStyles from "@/components/agents/listing.module.css";
import documentHeader from "@/components/ui/document-header.module.css";
import styles from "@/components/agents/ProcurementSheet.module.css";

function SheetPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.part} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * One agent's listing as a sheet for a buyer's procurement, security and legal reviewers: the same
 * parts as the agent page (AgentListingDetails), laid out to print on one A4 or Letter page.
 * A server component: it ships no JavaScript of its own.
 */
export function ProcurementSheet({ agent, listing }: { agent: Agent; listing: AgentListing }) {
  return (
    <article className={`container ${styles.sheet}`} aria-labelledby="sheet-title">
      <header className={`${documentHeader.header} ${styles.header}`}>
        <p className={documentHeader.eyebrow}>Procurement sheet</p>
        <h1 id="sheet-title">{agent.name}</h1>
        <p className={styles.lead}>{agent.description}</p>
        <p className={`${documentHeader.meta} ${styles.meta}`}>
          Last reviewed <time dateTime={listing.lastReviewed}>{formatCalendarDate(listing.lastReviewed)}</time>; EU AI Act dates and duties checked on{" "}
          <time dateTime={regulationCheckedOn}>{formatCalendarDate(regulationCheckedOn)}</time> {regulationCheckAgainst}. {INDICATIVE_PRICE_NOTE}
        </p>
        <p className={`${documentHeader.links} ${styles.links}`}>
          <Link href={agentHref(agent)}>The agent&apos;s page</Link>
          <Link href={agentRequestHref(agent)}>Request a quote</Link>
          <Link href={agentCardHref(agent.slug)}>Model and system card</Link>
          <span className={styles.printHint}>Print it from your browser: the sheet is laid out for A4 and Letter.</span>
        </p>
      </header>
      <div className={`${styles.body} ${listingStyles.compact}`}>
        <SheetPart id="sheet-price" title="Price, usage and overage">
          <PricingList pricing={listing.pricing} />
        </SheetPart>
        <SheetPart id="sheet-integrations" title="Integrations">
          <IntegrationsList integrations={listing.integrations} />
        </SheetPart>
        <SheetPart id="sheet-data" title="Data read and written, where and how long">
          <DataList data={listing.data} />
        </SheetPart>
        <SheetPart id="sheet-data-protection" title="Data protection">
          <DataProtectionList data={listing.data} />
        </SheetPart>
        <SheetPart id="sheet-risk" title="EU AI Act: class, reason and duties">
          <RiskList risk={listing.risk} regulationCheck={false} />
        </SheetPart>
        <SheetPart id="sheet-handover" title="Human oversight and handover">
          <HandoverList listing={listing} />
        </SheetPart>
        <SheetPart id="sheet-requirements" title="Requirements and timeline">
          <RequirementsList listing={listing} />
        </SheetPart>
      </div>
    </article>
  );
}
