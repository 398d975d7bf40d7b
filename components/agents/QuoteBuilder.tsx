"use client";

import Link from "next/link";
import { useCallback, useState, type ReactNode } from "react";
import type { QuoteTerms } from "@/content/quote-terms";
import { writtenDate } from "@/content/date-text";
import {
  buildQuote,
  MAX_QUOTED,
  otherCurrencyText,
  QUOTE_TERMS,
  quoteFieldProblem,
  quoteFields,
  quoteLineAmount,
  quoteTermText,
  quoteTotalRows,
  type QuoteAgent,
  type QuotedAgent,
  type QuoteTerm,
  type QuoteTotals,
} from "@/lib/agents/quote";
import { parseQuoteQuery, quoteQueryString } from "@/lib/agents/quote-query";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { quoteSummary } from "@/lib/forms/quote-request/form";
import { QUOTE_PATH } from "@/lib/site/hrefs";
import { formatNumber } from "@/lib/site/numbers";
import { QuoteRequestForm } from "@/components/agents/QuoteRequestForm";
import { SearchParamsListener } from "@/components/ui/SearchParamsListener";
import { LabeledSelect } from "@/components/forms/LabeledSelect";
import fieldStyles from "@/components/forms/field.module.css";
import styles from "@/components/agents/Quote.module.css";

export type QuotableAgent = QuoteAgent & { href: string };

type QuoteBuilderProps = {
  agents: QuotableAgent[];
  otherCurrency: QuoteTerms["otherCurrency"];
  /** The terms and assumptions, rendered on the server, printed with the quote. */
  children: ReactNode;
};

function TotalsTable({ caption, totals, term }: { caption: string; totals: QuoteTotals; term: QuoteTerm }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">Lumenfold, excluding VAT</th>
          <th scope="col">Pass-through, estimated</th>
        </tr>
      </thead>
      <tbody>
        {quoteTotalRows(totals, term).map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.usd}</td>
            <td>{row.passThroughUsd}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AgentLines({ agent }: { agent: QuotedAgent }) {
  return (
    <table className={styles.table}>
      <caption>Lines for {agent.name}</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {agent.lines.map((line) => (
          <tr key={`${line.kind}:${line.label}`}>
            <th scope="row">
              {line.kind === "pass-through" ? (
                <>
                  Pass-through, estimated: {line.label}
                  <span className={styles.basis}>
                    Billed by {line.billedBy}, not by Lumenfold. Basis: {line.basis}
                  </span>
                </>
              ) : (
                line.label
              )}
            </th>
            <td>{quoteLineAmount(line)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The quote: the agents and term from the address, each agent's volume and add-ons, its lines and
 * totals, the quote's totals and the request. Everything chosen is written back to the address
 * (history.replaceState), so a reload or a shared link shows the same quote.
 */
export function QuoteBuilder({ agents, otherCurrency, children }: QuoteBuilderProps) {
  const hydrated = useHydrated();
  const [queryString, setQueryString] = useState("");
  // The address as it is now: the router may report an older one after a keystroke wrote a newer one.
  const onQueryString = useCallback(() => setQueryString(window.location.search.replace(/^\?/, "")), []);
  const known = agents.map((agent) => agent.slug);
  const query = parseQuoteQuery(queryString, known);
  const chosen = query.slugs.map((slug) => agents.find((agent) => agent.slug === slug)!);
  const quote = buildQuote(
    chosen.map((agent) => ({ agent, entries: query.entries[agent.slug] })),
    query.term,
  );
  const problems = chosen.flatMap((agent) =>
    quoteFields(agent.pricing).flatMap((field) => {
      const entry = query.entries[agent.slug]?.[field.key];
      return entry === undefined || !quoteFieldProblem(field, entry) ? [] : [`${agent.name}: ${field.label}`];
    }),
  );
  const addable = agents.filter((agent) => !query.slugs.includes(agent.slug));
  const [toAdd, setToAdd] = useState("");
  const today = hydrated ? writtenDate(new Date().toISOString().slice(0, 10)) : "";

  const update = (slugs: string[], term: QuoteTerm, entries: Record<string, Record<string, string>>) => {
    const next = quoteQueryString(slugs, term, entries);
    window.history.replaceState(null, "", `${QUOTE_PATH}?${next}`);
    // The inputs are controlled by this state: take the change in the keystroke's own render, not
    // when the router reports the address in a transition, or the next key pressed is lost.
    setQueryString(next);
  };
  // From the address as it is now, so two changes before a render keep both.
  const current = () => parseQuoteQuery(window.location.search, known);
  const setEntry = (slug: string, key: string, value: string) => {
    const now = current();
    update(now.slugs, now.term, { ...now.entries, [slug]: { ...now.entries[slug], [key]: value } });
  };

  return (
    <div className={styles.quote}>
      <SearchParamsListener onChange={onQueryString} />
      {query.notes.map((note) => (
        <p key={note} className={styles.note} role="status">
          {note}
        </p>
      ))}
      <fieldset className={styles.choices} disabled={!hydrated}>
        <legend className={styles.legend}>Agents and term</legend>
        <LabeledSelect
          id="quote-term"
          label="Term"
          options={QUOTE_TERMS.map((months) => ({ value: String(months), label: quoteTermText(months) }))}
          value={String(query.term)}
          onChange={(event) => {
            const now = current();
            update(now.slugs, Number(event.target.value) as QuoteTerm, now.entries);
          }}
        />
        {query.slugs.length < MAX_QUOTED && (
          <div className={styles.addRow}>
            <LabeledSelect
              id="quote-add"
              label="Add an agent"
              placeholder="Choose an agent"
              options={addable.map((agent) => ({ value: agent.slug, label: agent.name }))}
              value={toAdd}
              onChange={(event) => setToAdd(event.target.value)}
            />
            <button
              type="button"
              className="btn btn-secondary"
              disabled={!toAdd}
              onClick={() => {
                const now = current();
                update([...now.slugs, toAdd], now.term, now.entries);
                setToAdd("");
              }}
            >
              Add to the quote
            </button>
          </div>
        )}
      </fieldset>

      <article className={styles.document} aria-labelledby="quote-title">
        <header className={styles.documentHeader}>
          <h2 id="quote-title">Quote {chosen.length ? quote.reference : ""}</h2>
          <p>
            {today && <>Made on {today}. </>}Term: {quoteTermText(query.term)}. All prices in US dollars (USD), excluding VAT; indicative until
            Lumenfold confirms them.
          </p>
        </header>
        {chosen.length === 0 && (
          <p className={styles.empty}>
            No agents in this quote yet. Add them above, or choose them in the <Link href="/compare">comparison</Link>.
          </p>
        )}
        {quote.agents.map((quoted, index) => {
          const agent = chosen[index]!;
          return (
            <section key={agent.slug} className={styles.agent} aria-labelledby={`quote-${agent.slug}-title`}>
              <div className={styles.agentHead}>
                <h3 id={`quote-${agent.slug}-title`}>
                  <Link href={agent.href}>{agent.name}</Link>
                </h3>
                <button
                  type="button"
                  className={`btn btn-secondary ${styles.screenOnly}`}
                  disabled={!hydrated}
                  onClick={() => {
                    const now = current();
                    update(
                      now.slugs.filter((slug) => slug !== agent.slug),
                      now.term,
                      now.entries,
                    );
                  }}
                >
                  Remove<span className="visually-hidden"> {agent.name} from the quote</span>
                </button>
              </div>
              {quoteFields(agent.pricing).length > 0 && (
                <fieldset className={styles.inputs} disabled={!hydrated}>
                  <legend className="visually-hidden">Your numbers for {agent.name}</legend>
                  {quoteFields(agent.pricing).map((field) => {
                    const id = `quote-${agent.slug}-${field.key}`;
                    const entry = query.entries[agent.slug]?.[field.key];
                    const problem = entry === undefined ? undefined : quoteFieldProblem(field, entry);
                    const counted = quoted.counted[field.key] ?? field.defaultValue;
                    return (
                      <div className={fieldStyles.field} key={field.key} data-invalid={problem ? true : undefined}>
                        <label htmlFor={id} className={fieldStyles.label}>
                          {field.label}
                        </label>
                        <p id={`${id}-hint`} className={fieldStyles.hint}>
                          From {formatNumber(field.min)} to {formatNumber(field.max)}.
                        </p>
                        <input
                          id={id}
                          className={fieldStyles.input}
                          type="number"
                          inputMode="numeric"
                          min={field.min}
                          max={field.max}
                          step={field.step}
                          value={entry ?? String(field.defaultValue)}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
                          onChange={(event) => setEntry(agent.slug, field.key, event.target.value)}
                        />
                        {problem && (
                          <p id={`${id}-error`} className={fieldStyles.error}>
                            {problem} The quote counts {formatNumber(counted)} until then.
                          </p>
                        )}
                      </div>
                    );
                  })}
                </fieldset>
              )}
              <AgentLines agent={quoted} />
              <TotalsTable caption={`Totals for ${agent.name}`} totals={quoted.totals} term={query.term} />
            </section>
          );
        })}
        {chosen.length > 0 && (
          <section className={styles.totals} aria-labelledby="quote-totals-title">
            <h3 id="quote-totals-title">Quote totals</h3>
            <TotalsTable caption={`Totals for all ${chosen.length} agents`} totals={quote.totals} term={query.term} />
            {otherCurrencyText(quote.totals, otherCurrency) && <p>{otherCurrencyText(quote.totals, otherCurrency)}</p>}
          </section>
        )}
        {children}
      </article>

      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" disabled={!hydrated || chosen.length === 0} onClick={() => window.print()}>
          Print this quote
        </button>
      </div>
      {chosen.length > 0 && problems.length === 0 ? (
        <QuoteRequestForm summary={quoteSummary(quote)} />
      ) : (
        <p className={styles.note}>
          {chosen.length === 0
            ? "Add at least one agent to request a quote."
            : `Correct the fields marked above to request this quote: ${problems.join("; ")}.`}
        </p>
      )}
    </div>
  );
}
