import Link from "next/link";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { formatUsd } from "@/lib/site/numbers";
import type { QuotableAgent } from "@/components/agents/QuoteBuilder";
import styles from "@/components/agents/Quote.module.css";

/**
 * Without JavaScript the page cannot read its address (it is pre-rendered without the query), so,
 * as /compare does, it lists every agent: the list price and set-up fee of those in the link are among them.
 */
export function QuoteListPrices({ agents }: { agents: QuotableAgent[] }) {
  return (
    <noscript>
      <div className={styles.noscript}>
        <p>
          The quote calculator needs JavaScript. Here are the list prices of every agent, those in your link among them; turn JavaScript on to price them at
          your volume over a term, or write to us for a quote.
        </p>
        <table className={styles.table}>
          <caption>List prices of every agent, in USD excluding VAT</caption>
          <thead>
            <tr>
              <th scope="col">Agent</th>
              <th scope="col">List price</th>
              <th scope="col">Set-up fee</th>
            </tr>
          </thead>
          <tbody>
            {agents.map((agent) => (
              <tr key={agent.slug}>
                <th scope="row">
                  <Link href={agent.href}>{agent.name}</Link>
                </th>
                <td>{leastPriceLabel(agent.pricing)}</td>
                <td>{formatUsd(agent.pricing.setupUsd)} one-off</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </noscript>
  );
}
