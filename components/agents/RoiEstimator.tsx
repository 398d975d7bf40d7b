"use client";

import { useState, type ReactNode } from "react";
import type { RoiModel } from "@/content/types";
import {
  countedValue,
  estimateRoi,
  roiAddOnFields,
  roiPriceLines,
  roiResultRows,
  roiSummaryText,
  roiVerdict,
  type RoiField,
  type RoiPricing,
} from "@/lib/agents/roi";
import { quoteHrefForEstimate } from "@/lib/agents/quote-query";
import { goToRequestForm } from "@/lib/browser/request-form";
import { useFieldsetEnabledOnceHydrated } from "@/lib/browser/use-hydrated";
import { useSettled } from "@/lib/browser/use-settled";
import { attachEstimateToRequest } from "@/lib/forms/agent-request/form";
import { HydratedButton } from "@/components/ui/HydratedButton";
import fieldStyles from "@/components/forms/field.module.css";
import listingStyles from "@/components/agents/listing.module.css";
import styles from "@/components/agents/RoiEstimator.module.css";
import { formatNumber } from "@/lib/site/numbers";

type RoiEstimatorProps = {
  /** The agent's slug: the quote built from the estimate is for this agent. */
  slug: string;
  agentName: string;
  model: RoiModel;
  /** The listing's price terms, add-ons included: the buyer says how many of each add-on they would take. */
  pricing: RoiPricing;
  /** The assumptions, rendered on the server and shown beside the inputs. */
  children: ReactNode;
};

/**
 * The agent's ROI estimate with the visitor's numbers. The pre-rendered HTML shows the estimate for
 * the defaults; the inputs stay disabled until the page is interactive, like the forms.
 */
export function RoiEstimator({ slug, agentName, model, pricing, children }: RoiEstimatorProps) {
  const inputsRef = useFieldsetEnabledOnceHydrated();
  const addOnFields = roiAddOnFields(pricing);
  const [entries, setEntries] = useState<Record<string, string>>(() =>
    Object.fromEntries([...model.inputs, ...addOnFields].map((input) => [input.key, String(input.defaultValue)])),
  );
  const [attachedSummary, setAttachedSummary] = useState("");
  const estimate = estimateRoi(model, pricing, entries);
  const summary = roiSummaryText(agentName, model, pricing, estimate);
  const inputIds = [...model.inputs, ...addOnFields].map((input) => `roi-${input.key}`);
  // An <output> is a live region: it takes the verdict once the visitor stops typing, to be announced once.
  const verdict = useSettled(roiVerdict(estimate, pricing));

  const field = (input: RoiField) => {
    const id = `roi-${input.key}`;
    const entry = entries[input.key] ?? "";
    const counted = countedValue(input, entry);
    // Say which number counts when it is not the one typed, so the result never surprises.
    const adjusted = entry.trim() === "" || Number(entry) !== counted;
    const describedBy = [input.basis ? `${id}-basis` : "", adjusted ? `${id}-hint` : ""].filter(Boolean).join(" ");
    return (
      <div className={fieldStyles.field} key={input.key}>
        <label htmlFor={id} className={fieldStyles.label}>
          {input.label}
        </label>
        <input
          id={id}
          className={fieldStyles.input}
          type="number"
          inputMode="decimal"
          min={input.min}
          max={input.max}
          step={input.step}
          value={entry}
          aria-describedby={describedBy || undefined}
          onChange={(event) => setEntries((current) => ({ ...current, [input.key]: event.target.value }))}
        />
        {input.basis && (
          <p id={`${id}-basis`} className={fieldStyles.hint}>
            Default {formatNumber(input.defaultValue, 2)}: {input.basis} Takes {formatNumber(input.min, 2)} to {formatNumber(input.max, 2)}.
          </p>
        )}
        {adjusted && (
          <p id={`${id}-hint`} className={fieldStyles.hint}>
            Counted as {formatNumber(counted, 2)}, {counted === input.max && entry.trim() !== "" ? "the highest" : "the lowest"} this estimate takes.
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={`card ${styles.estimator}`}>
      <fieldset className={styles.inputs} disabled ref={inputsRef}>
        <legend className={styles.legend}>Your numbers</legend>
        <noscript>
          <p className={fieldStyles.hint}>The estimate below uses these defaults; changing them needs JavaScript.</p>
        </noscript>
        {model.inputs.map(field)}
        {addOnFields.length > 0 && (
          <fieldset className={styles.addOns}>
            <legend className={fieldStyles.label}>Add-ons you would take (how many of each)</legend>
            {addOnFields.map(field)}
          </fieldset>
        )}
      </fieldset>

      {children}

      <div className={styles.results}>
        <h3 className={styles.resultsTitle}>The estimate</h3>
        <dl className={styles.figures}>
          {roiResultRows(estimate, pricing).map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <h4 id="roi-price-title" className={styles.priceTitle}>
          Price used at this volume
        </h4>
        <ul className={`${listingStyles.items} ${styles.priceLines}`} aria-labelledby="roi-price-title">
          {roiPriceLines(estimate).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className={styles.verdict}>
          <output htmlFor={inputIds.join(" ")}>{verdict}</output>
        </p>
        {/* A plain link, pre-rendered with the defaults' numbers: it works before hydration and without JavaScript. */}
        <p>
          <a href={quoteHrefForEstimate(slug, estimate, pricing)}>Build a quote with these numbers</a>
        </p>
        <HydratedButton
          type="button"
          className="btn btn-primary"
          onClick={() => {
            attachEstimateToRequest(summary);
            setAttachedSummary(summary);
            goToRequestForm();
          }}
        >
          Add this estimate to my request
        </HydratedButton>
        <p className={styles.attached} role="status">
          {attachedSummary === summary ? "Added to your request below." : ""}
        </p>
      </div>
    </div>
  );
}
