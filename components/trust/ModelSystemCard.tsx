import Link from "next/link";
import type { Agent, AgentListing } from "@/content/types";
import { lastMaterialChange, subProcessorLinks } from "@/lib/agents/agent-card";
import { euAiActClassLabels } from "@/lib/agents/listing-text";
import { allConfirmed, statedText } from "@/lib/legal/owner-facts";
import { formatCalendarDate } from "@/lib/site/dates";
import { AGENT_CHANGELOG_SECTION_ID, agentHref, procurementSheetHref } from "@/lib/site/hrefs";
import { DataList, HandoverList } from "@/components/agents/AgentListingDetails";
import { CardPart } from "@/components/trust/CardPart";
import { HighRiskSections } from "@/components/trust/HighRiskSections";
import { WideTable } from "@/components/legal/LegalDocument";
import documentHeader from "@/components/ui/document-header.module.css";
import styles from "@/components/trust/ModelSystemCard.module.css";

function DateOf({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatCalendarDate(iso)}</time>;
}

function Changelog({ changelog }: { changelog: AgentListing["changelog"] }) {
  return (
    <WideTable label="Changelog, newest first">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Change</th>
          <th scope="col">Material</th>
        </tr>
      </thead>
      <tbody>
        {/* Keyed by position: a text key would send each change a second time in the RSC payload. */}
        {changelog.map((entry, index) => (
          <tr key={index}>
            <th scope="row">
              <DateOf iso={entry.date} />
            </th>
            <td>{entry.change}</td>
            <td>{entry.material ? "Yes" : "No"}</td>
          </tr>
        ))}
      </tbody>
    </WideTable>
  );
}

/**
 * An agent's model and system card: the model it runs on, the listing's data, oversight and limits,
 * how it was evaluated, its sub-processors, a high-risk agent's instructions for use, bias audit
 * and conformity plan, and its changelog. A server component: it ships no JavaScript of its own.
 */
export function ModelSystemCard({ agent, listing }: { agent: Agent; listing: AgentListing }) {
  const material = lastMaterialChange(listing.changelog);
  return (
    <article className={`container ${styles.card}`} aria-labelledby="card-title">
      <header className={documentHeader.header}>
        <p className={documentHeader.eyebrow}>Model and system card</p>
        <h1 id="card-title">{agent.name}</h1>
        <p>{agent.description}</p>
        <p className={documentHeader.meta} id="last-material-change">
          {material ? (
            <>
              Last material change: <DateOf iso={material.date} />. {material.change}
            </>
          ) : (
            "No material change since it was first listed."
          )}{" "}
          Listing last reviewed <DateOf iso={listing.lastReviewed} />.
        </p>
        <p className={documentHeader.links}>
          <Link href={agentHref(agent)}>The agent&apos;s page</Link>
          <Link href={procurementSheetHref(agent.slug)}>Procurement sheet</Link>
        </p>
      </header>

      <CardPart id="model" title="Model and provider">
        <dl className="detail-list">
          <dt>Model provider</dt>
          <dd>{statedText(listing.model.provider)}</dd>
          <dt>Model family</dt>
          <dd>{statedText(listing.model.family)}</dd>
          <dt>EU AI Act class</dt>
          <dd>{euAiActClassLabels[listing.risk.euAiActClass]}</dd>
        </dl>
        {!allConfirmed([listing.model.provider, listing.model.family]) && (
          <p className={documentHeader.meta}>We have not yet confirmed here which provider and model it runs on; they are named on this card once we have.</p>
        )}
      </CardPart>

      <CardPart id="data" title="What it reads and writes, where it runs, how long data is kept">
        <DataList data={listing.data} />
      </CardPart>

      <CardPart id="oversight" title="Human oversight and known limits">
        <HandoverList listing={listing} />
      </CardPart>

      <CardPart id="evaluation" title="How it was evaluated">
        <p>{statedText(listing.evaluation, "Not confirmed yet: the owner has not yet confirmed how this agent was evaluated before release.")}</p>
      </CardPart>

      <CardPart id="sub-processors" title="Sub-processors">
        <p>
          The kinds of provider its data passes through; each links to its row on the sub-processors page: the provider once named, its location and transfer
          mechanism.
        </p>
        <ul>
          {subProcessorLinks(listing.data).map((link) => (
            <li key={link.role}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </CardPart>

      {listing.highRisk && <HighRiskSections highRisk={listing.highRisk} obligationsApply={listing.risk.obligationsApply} />}

      <CardPart id={AGENT_CHANGELOG_SECTION_ID} title="Changelog">
        <p>
          Changes to what this card and the agent&apos;s listing state, newest first. A material change alters what it reads, writes, decides or may be used
          for.
        </p>
        <Changelog changelog={listing.changelog} />
      </CardPart>
    </article>
  );
}
