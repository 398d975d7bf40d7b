"use client";

import Link from "next/link";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import type { QuoteTerms } from "@/content/quote-terms";
import { writtenDate } from "@/content/date-text";
import {
  buildQuote,
  customEntry,
  customEntryText,
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
import { useSettled } from "@/lib/browser/use-settled";
import { quoteSummary } from "@/lib/forms/quote-request/form";
import { QUOTE_PATH } from "@/lib/site/hrefs";
import { formatCentsUsd, formatNumber } from "@/lib/site/numbers";
import { QuoteRequestForm } from "@/components/agents/QuoteRequestForm";
import { SearchParamsListener } from "@/components/ui/SearchParamsListener";
import { LabeledSelect } from "@/components/forms/LabeledSelect";
import fieldStyles from "@/components/forms/field.module.css";
import styles from "@/components/agents/Quote.module.css";

export type QuotableAgent = QuoteAgent & { href: string };

type QuoteBuilderProps = {
  agents: QuotableAgent[];
  otherCurrency: QuoteTerms["otherCurrency"];
  /** Days the prices hold from the quote's date, once the owner has confirmed it; null until then. */
  priceValidityDays: number | null;
  /** The seller's details, rendered on the server from the owner's facts. */
  seller: ReactNode;
  /** The terms and assumptions, rendered on the server, printed with the quote. */
  children: ReactNode;
};

/** The day `days` after the ISO date `from`, as an ISO date. */
function isoDateAfter(from: string, days: number): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

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

/** The inputs as counted and what asks for a custom price: shown in print, where the fields are not. */
function AgentInputs({ agent }: { agent: QuotedAgent }) {
  if (agent.inputs.length === 0 && agent.custom.length === 0) return null;
  return (
    <dl className={`${styles.inputList} ${styles.printOnly}`}>
      {agent.inputs.map((input) => (
        <div key={input.key}>
          <dt>{input.label}</dt>
          <dd>{formatNumber(input.value)}</dd>
        </div>
      ))}
      {agent.custom.map((entry) => (
        <div key={entry.label}>
          <dt>Custom price asked</dt>
          <dd>{customEntryText(entry)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The quote: the agents and term from the address, each agent's numbers, its lines and totals, the
 * quote's totals (first, so a phone reaches them without scrolling past every line) and the request.
 * Everything chosen is written back to the address (history.replaceState), so a reload or a shared
 * link shows the same quote.
 */
export function QuoteBuilder({ agents, otherCurrency, priceValidityDays, seller, children }: QuoteBuilderProps) {
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
  const todayIso = hydrated ? new Date().toISOString().slice(0, 10) : "";
  const validUntil = todayIso && priceValidityDays !== null ? writtenDate(isoDateAfter(todayIso, priceValidityDays)) : "";

  // Totals change as the visitor types: told once they settle, politely, not on every keystroke.
  const totalsText = chosen.length
    ? `Quote totals: ${formatCentsUsd(quote.totals.monthlyUsd)} a month, ${formatCentsUsd(quote.totals.termUsd)} over ${quoteTermText(query.term)}, excluding VAT.`
    : "";
  const settledTotals = useSettled(totalsText);
  // Only changes the visitor made are told, not the quote appearing as the page reads its address.
  const [changedHere, setChangedHere] = useState(false);

  // Add and Remove take away the control that was pressed: focus moves to the agent added, or to the
  // agent after the one removed (the "Add an agent" choice when none is left), never to the page.
  const [focusTarget, setFocusTarget] = useState<string>();
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- done once the element it names is rendered
    setFocusTarget(undefined);
  }, [focusTarget]);

  const update = (slugs: string[], term: QuoteTerm, entries: Record<string, Record<string, string>>) => {
    const next = quoteQueryString(slugs, term, entries);
    window.history.replaceState(null, "", `${QUOTE_PATH}?${next}`);
    setChangedHere(true);
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
  const agentHeadingId = (slug: string) => `quote-${slug}-title`;

  return (
    <div className={styles.quote}>
      <SearchParamsListener onChange={onQueryString} />
      {query.notes.map((note) => (
        <p key={note} className={styles.note} role="status">
          {note}
        </p>
      ))}
      <p className="visually-hidden" role="status">
        {changedHere ? settledTotals : ""}
      </p>
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
        {addable.length > 0 && (
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
                setFocusTarget(agentHeadingId(toAdd));
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
          <h2 id="quote-title">Quote</h2>
          <p>
            {todayIso && <>Made on {writtenDate(todayIso)}. </>}
            {validUntil && <>Prices valid until {validUntil}. </>}Term: {quoteTermText(query.term)}. All prices in US dollars (USD), excluding VAT; indicative
            until Lumenfold confirms them.
          </p>
          {seller}
          {chosen.length > 0 && (
            <p className={styles.fingerprint}>
              Contents fingerprint {quote.fingerprint}: the same agents, numbers and term always give it, so two copies can be told apart.
            </p>
          )}
        </header>
        {chosen.length === 0 && (
          <p className={styles.empty}>
            No agents in this quote yet. Add them above, or choose them in the <Link href="/compare">comparison</Link>.
          </p>
        )}
        {chosen.length > 0 && (
          <section className={styles.totals} aria-labelledby="quote-totals-title">
            <h3 id="quote-totals-title">Quote totals</h3>
            <TotalsTable caption={`Totals for ${chosen.length === 1 ? "the agent" : `all ${chosen.length} agents`}`} totals={quote.totals} term={query.term} />
            {otherCurrencyText(quote.totals, otherCurrency) && <p>{otherCurrencyText(quote.totals, otherCurrency)}</p>}
            {chosen.length > 1 && (
              <p className={`${styles.note} ${styles.screenOnly}`}>
                Each agent&apos;s numbers, lines and totals follow:{" "}
                {chosen.map((agent, index) => (
                  <span key={agent.slug}>
                    {index > 0 && ", "}
                    <a href={`#${agentHeadingId(agent.slug)}`}>{agent.name}</a>
                  </span>
                ))}
                .
              </p>
            )}
          </section>
        )}
        {quote.agents.map((quoted, index) => {
          const agent = chosen[index]!;
          return (
            <section key={agent.slug} className={styles.agent} aria-labelledby={agentHeadingId(agent.slug)}>
              <div className={styles.agentHead}>
                <h3 id={agentHeadingId(agent.slug)} tabIndex={-1}>
                  <Link href={agent.href}>{agent.name}</Link>
                </h3>
                <button
                  type="button"
                  className={`btn btn-secondary ${styles.screenOnly}`}
                  disabled={!hydrated}
                  onClick={() => {
                    const now = current();
                    const next = now.slugs[now.slugs.indexOf(agent.slug) + 1] ?? now.slugs[now.slugs.indexOf(agent.slug) - 1];
                    update(
                      now.slugs.filter((slug) => slug !== agent.slug),
                      now.term,
                      now.entries,
                    );
                    setFocusTarget(next ? agentHeadingId(next) : "quote-add");
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
                    const custom = entry === undefined ? undefined : customEntry(field, entry);
                    const counted = quoted.inputs.find((input) => input.key === field.key)?.value ?? field.defaultValue;
                    const message = problem
                      ? `${problem} The quote counts ${formatNumber(counted)} until then, and cannot be requested.`
                      : custom !== undefined
                        ? `Above ${formatNumber(field.max)} we price by hand: the quote counts ${formatNumber(field.max)}, and a request asks us for a custom price for the ${formatNumber(custom)} you entered.`
                        : undefined;
                    return (
                      <div className={fieldStyles.field} key={field.key} data-invalid={problem ? true : undefined}>
                        <label htmlFor={id} className={fieldStyles.label}>
                          {field.label}
                        </label>
                        <p id={`${id}-hint`} className={fieldStyles.hint}>
                          {field.customAbove
                            ? `From ${formatNumber(field.min)}; above ${formatNumber(field.max)}, a custom price.`
                            : `From ${formatNumber(field.min)} to ${formatNumber(field.max)}.`}
                        </p>
                        <input
                          id={id}
                          className={fieldStyles.input}
                          type="number"
                          inputMode="numeric"
                          min={field.min}
                          max={field.customAbove ? undefined : field.max}
                          step={field.step}
                          value={entry ?? String(field.defaultValue)}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={`${id}-hint${message ? ` ${id}-message` : ""}`}
                          onChange={(event) => setEntry(agent.slug, field.key, event.target.value)}
                        />
                        {message && (
                          <p id={`${id}-message`} className={problem ? fieldStyles.error : fieldStyles.hint}>
                            {message}
                          </p>
                        )}
                      </div>
                    );
                  })}
                </fieldset>
              )}
              <AgentInputs agent={quoted} />
              <AgentLines agent={quoted} />
              <TotalsTable caption={`Totals for ${agent.name}`} totals={quoted.totals} term={query.term} />
            </section>
          );
        })}
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
