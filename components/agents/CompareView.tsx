// The comparison table, shared by the server (the pre-rendered view: every agent) and the client
// leaf that shows only the agents named in the URL. Each column's cells arrive rendered.
import Link from "next/link";
import type { ReactNode } from "react";
import { compareHref, marketplaceListHref } from "@/lib/site/hrefs";
import styles from "@/components/agents/CompareView.module.css";

export type CompareColumn = {
  slug: string;
  name: string;
  href: string;
  requestHref: string;
  /** The agent's procurement sheet. */
  sheetHref: string;
  /** One cell per row label, rendered on the server. */
  cells: ReactNode[];
};

type CompareViewProps = {
  columns: CompareColumn[];
  rowLabels: string[];
  /** Whether the columns are the visitor's choice rather than the whole catalog. */
  chosen: boolean;
  notes?: string[];
};

/** What to do next with a compared agent: request it, or read its procurement sheet. */
function NextStep({ column }: { column: CompareColumn }) {
  return (
    <>
      <Link href={column.requestHref} className="btn btn-primary">
        Request {column.name}
      </Link>
      <p className={styles.sheetLink}>
        <Link href={column.sheetHref} prefetch={false}>
          Procurement sheet<span className="visually-hidden"> for {column.name}</span>
        </Link>
      </p>
    </>
  );
}

export function CompareView({ columns, rowLabels, chosen, notes = [] }: CompareViewProps) {
  const names = columns.map((column) => column.name);
  const caption = chosen
    ? `Comparison of ${names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]}`
    : `All ${columns.length} agents side by side`;
  return (
    <>
      <div className={styles.intro}>
        {chosen ? (
          <p>
            Indicative prices, integrations, data handling, requirements, timeline, human handover and EU AI Act class of the agents you
            marked. <Link href={compareHref()}>Compare all agents</Link> or <Link href={marketplaceListHref}>go back to the marketplace</Link>{" "}
            to change the selection.
          </p>
        ) : (
          <p>
            Every agent&apos;s indicative price, integrations, data handling, requirements, timeline, human handover and EU AI Act class.
            To compare only a few, tick Compare on up to 3 agents in the <Link href={marketplaceListHref}>marketplace</Link> or on an
            agent&apos;s page.
          </p>
        )}
      </div>
      {notes.length > 0 && (
        <div className={styles.notes}>
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}
      <div className={styles.scroller} role="region" aria-label={`${caption} (scrolls sideways)`} tabIndex={0}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={column.slug} scope="col">
                  <Link href={column.href}>{column.name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowLabels.map((label, row) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {columns.map((column) => (
                  <td key={column.slug}>{column.cells[row]}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Next step</th>
              {columns.map((column) => (
                <td key={column.slug}>
                  <NextStep column={column} />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {/* On a phone the table would scroll sideways: the same cells, stacked one agent at a time (CSS picks one). */}
      <div className={styles.stacked}>
        {columns.map((column) => (
          <article key={column.slug} className={styles.stackedAgent} aria-labelledby={`compared-${column.slug}`}>
            <h3 id={`compared-${column.slug}`}>
              <Link href={column.href}>{column.name}</Link>
            </h3>
            <dl>
              {rowLabels.map((label, row) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{column.cells[row]}</dd>
                </div>
              ))}
            </dl>
            <NextStep column={column} />
          </article>
        ))}
      </div>
    </>
  );
}
