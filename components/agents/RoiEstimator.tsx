"use client";

import { useState, type ReactNode } from "react";
import type { RoiModel } from "@/content/types";
import { countedValue, estimateRoi, formatNumber, roiPriceLines, roiResultRows, roiSummaryText, roiVerdict, type RoiPricing } from "@/lib/agents/roi";
import { goToRequestForm } from "@/lib/browser/request-form";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { attachEstimateToRequest } from "@/lib/forms/agent-request/form";

type RoiEstimatorProps = {
  agentName: string;
  model: RoiModel;
  pricing: RoiPricing;
  /** The assumptions, rendered on the server and shown beside the inputs. */
  children: ReactNode;
};

/**
 * The agent's ROI estimate with the visitor's numbers. The pre-rendered HTML shows the estimate for
 * the defaults; the inputs stay disabled until the page is interactive, like the forms.
 */
export function RoiEstimator({ agentName, model, pricing, children }: RoiEstimatorProps) {
  const hydrated = useHydrated();
  const [entries, setEntries] = useState<Record<string, string>>(() =>
    Object.fromEntries(model.inputs.map((input) => [input.key, String(input.defaultValue)])),
  );
  const [attachedSummary, setAttachedSummary] = useState("");
  const estimate = estimateRoi(model, pricing, entries);
  const summary = roiSummaryText(agentName, model, pricing, estimate);
  const inputIds = model.inputs.map((input) => `roi-${input.key}`);

  return (
    <div className="card roi-estimator">
      <fieldset className="roi-inputs" disabled={!hydrated}>
        <legend className="roi-legend">Your numbers</legend>
        <noscript>
          <p className="field-hint">The estimate below uses these defaults; changing them needs JavaScript.</p>
        </noscript>
        {model.inputs.map((input, index) => {
          const id = inputIds[index];
          const entry = entries[input.key] ?? "";
          const counted = countedValue(input, entry);
          // Say which number counts when it is not the one typed, so the result never surprises.
          const adjusted = entry.trim() === "" || Number(entry) !== counted;
          return (
            <div className="field" key={input.key}>
              <label htmlFor={id} className="field-label">
                {input.label}
              </label>
              <input
                id={id}
                className="input"
                type="number"
                inputMode="decimal"
                min={input.min}
                max={input.max}
                step={input.step}
                value={entry}
                aria-describedby={adjusted ? `${id}-hint` : undefined}
                onChange={(event) => setEntries((current) => ({ ...current, [input.key]: event.target.value }))}
              />
              {adjusted && (
                <p id={`${id}-hint`} className="field-hint">
                  Counted as {formatNumber(counted, 2)}, {counted === input.max && entry.trim() !== "" ? "the highest" : "the lowest"} this
                  estimate takes.
                </p>
              )}
            </div>
          );
        })}
      </fieldset>

      {children}

      <div className="roi-results">
        <h3 className="roi-results-title">The estimate</h3>
        <dl className="roi-figures">
          {roiResultRows(estimate, pricing).map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <h4 className="roi-price-title">Price used at this volume</h4>
        <ul className="listing-items roi-price-lines">
          {roiPriceLines(estimate).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="roi-verdict">
          <output htmlFor={inputIds.join(" ")}>{roiVerdict(estimate, pricing)}</output>
        </p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!hydrated}
          onClick={() => {
            attachEstimateToRequest(summary);
            setAttachedSummary(summary);
            goToRequestForm();
          }}
        >
          Add this estimate to my request
        </button>
        <p className="roi-attached" role="status">
          {attachedSummary === summary ? "Added to your request below." : ""}
        </p>
      </div>
    </div>
  );
}
