import Link from "next/link";
import { company } from "@/content/company";
import { formatCalendarDate } from "@/lib/site/dates";
import { namingSentence, objectionWindowSentence, subProcessorRows } from "@/lib/legal/sub-processors";
import { trustCenterHrefs, trustHref } from "@/lib/site/hrefs";
import { LegalDocument } from "@/components/legal/LegalDocument";
import { SubProcessorTable } from "@/components/legal/SubProcessorTable";

/** Every sub-processor with its data, location and transfer mechanism, and the dated log of changes. */
export function SubProcessorList() {
  const rows = subProcessorRows();
  const changes = company.subProcessorChanges;
  return (
    <LegalDocument wide>
      <h2 id="list">The list</h2>
      <p>
        Every provider that processes personal data for us or for the agents our customers run. {namingSentence(rows, "This page")} Each agent&apos;s listing
        and card link to the rows it uses.
      </p>
      <SubProcessorTable subProcessors={rows} caption="Sub-processors" />

      <h2 id="changes">Changes</h2>
      <p>
        {objectionWindowSentence()} Follow them in the{" "}
        <a href={trustCenterHrefs.subProcessorFeed} type="application/atom+xml">
          Atom feed
        </a>
        .
      </p>
      <ol reversed>
        {changes.map((change, index) => (
          <li key={index} id={`change-${changes.length - index}`}>
            <time dateTime={change.date}>{formatCalendarDate(change.date)}</time>: {change.change}
          </li>
        ))}
      </ol>
      <p>
        More on how we protect data: the <Link href={trustHref()}>trust page</Link> and the <Link href={trustCenterHrefs.dpa}>data processing agreement</Link>.
      </p>
    </LegalDocument>
  );
}
