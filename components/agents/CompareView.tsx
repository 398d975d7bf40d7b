// The comparison table, shared by the server (the pre-rendered view: every agent) and the client
// leaf that shows only the agents named in the URL. One table for every screen: on a phone, CSS
// stacks it one row (a listing field) at a time, each agent's value under its name, so nothing
// scrolls sideways and the cells are in the HTML once. Each column's cells arrive as lines of text,
// not as rendered elements: React's payload then carries each line once, as a string, instead of
// the element tree of every cell (about 3 KB gzipped of the page's HTML).
import Link from "next/link";
import { CompareCell } from "@/components/agents/CompareCell";
import { SideScroller } from "@/components/ui/SideScroller";
import { SAME_FOR_ALL_NOTE } from "@/lib/agents/compare";
import { agentHref, agentRequestHref, compareHref, marketplaceListHref, procurementSheetHref, quoteHref } from "@/lib/site/hrefs";
import styles from "@/components/agents/CompareView.module.css";

export type CompareColumn = {
  slug: string;
  name: string;
  /** The agent's own page, when it is not /agent/{slug}; its links are made here from it. */
  path: string | undefined;
  /** The least a month, as its card gives it: kept in view with the name while the rows scroll. */
  price: string;
  /** One cell per row label, as its lines of text. */
  cells: string[][];
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
      <Link href={agentRequestHref(column)} className="btn btn-primary">
        Request {column.name}
      </Link>
      <p className={styles.sheetLink}>
        <Link href={procurementSheetHref(column.slug)} prefetch={false}>
          Procurement sheet<span className="visually-hidden"> for {column.name}</span>
        </Link>
      </p>
    </>
  );
}

/** Whether every agent compared says the same in this row, so the differences stand out from it. */
const sameForAll = (columns: CompareColumn[], row: number) =>
  columns.length > 1 && columns.every((column) => column.cells[row]!.join("\n") === columns[0]!.cells[row]!.join("\n"));

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
            Indicative prices, integrations, data handling, requirements, timeline, human handover and EU AI Act class of the agents you marked.{" "}
            <Link href={compareHref()}>Compare all agents</Link> or <Link href={marketplaceListHref}>go back to the marketplace</Link> to change the selection.{" "}
            <Link href={quoteHref(columns.map((column) => column.slug))}>Build a quote for these agents</Link> over 12 to 36 months, with your volumes.
          </p>
        ) : (
          <p>
            Every agent&apos;s indicative price, integrations, data handling, requirements, timeline, human handover and EU AI Act class. To compare only a few,
            tick Compare on up to 3 agents in the <Link href={marketplaceListHref}>marketplace</Link> or on an agent&apos;s page.
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
      {/* The agents chosen (MAX_COMPARED at most) fit the page, whose scroll then keeps their names
          in view; the whole catalog scrolls in a box of its own, both ways. */}
      <SideScroller className={`${styles.scroller}${chosen ? ` ${styles.fits}` : ""}`} label={caption}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={column.slug} scope="col">
                  <Link href={agentHref(column)}>{column.name}</Link>
                  <span className={styles.headPrice}>{column.price}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowLabels.map((label, row) => {
              const alike = sameForAll(columns, row);
              return (
                <tr key={label} className={alike ? styles.same : undefined}>
                  <th scope="row">
                    {label}
                    {alike && <span className={styles.sameNote}>{SAME_FOR_ALL_NOTE}</span>}
                  </th>
                  {columns.map((column) => (
                    <td key={column.slug}>
                      {/* Shown only on a phone, where the cells stack and no column header is above them. */}
                      <span className={styles.cellAgent}>{column.name}</span>
                      <CompareCell lines={column.cells[row]!} />
                    </td>
                  ))}
                </tr>
              );
            })}
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
      </SideScroller>
    </>
  );
}
