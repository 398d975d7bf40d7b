import type { HighRiskStatement } from "@/content/types";
import { biasAuditText, conformityStepStatusLabels } from "@/lib/agents/agent-card";
import { formatCalendarDate } from "@/lib/site/dates";
import { TextList } from "@/components/ui/TextList";
import { WideTable } from "@/components/legal/LegalDocument";
import { CardPart } from "@/components/trust/CardPart";

/** What a high-risk agent's card adds: instructions for use (Art. 13), the bias audit status and the conformity plan. */
export function HighRiskSections({ highRisk, obligationsApply }: { highRisk: HighRiskStatement; obligationsApply?: string }) {
  const use = highRisk.instructionsForUse;
  return (
    <>
      <CardPart id="instructions-for-use" title="Instructions for use (EU AI Act Art. 13)">
        <dl className="detail-list">
          <dt>Intended purpose</dt>
          <dd>{use.intendedPurpose}</dd>
          <dt>Level of accuracy known</dt>
          <dd>{use.accuracy}</dd>
          <dt>Human oversight measures</dt>
          <dd>
            <TextList items={use.humanOversight} />
          </dd>
          <dt>Input data it expects</dt>
          <dd>
            <TextList items={use.inputData} />
          </dd>
          <dt>How to read its output</dt>
          <dd>
            <TextList items={use.readingOutput} />
          </dd>
        </dl>
      </CardPart>

      <CardPart id="bias-audit" title="Bias audit (New York City Local Law 144)">
        <p>{biasAuditText(highRisk.biasAudit)}</p>
      </CardPart>

      <CardPart id="conformity-plan" title="Conformity plan">
        {obligationsApply && <p>{obligationsApply}</p>}
        <WideTable label="Conformity plan, by target date">
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Target date</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {highRisk.conformityPlan.map((step, index) => (
              <tr key={index}>
                <th scope="row">{step.step}</th>
                <td>
                  <time dateTime={step.target}>{formatCalendarDate(step.target)}</time>
                </td>
                <td>{conformityStepStatusLabels[step.status]}</td>
              </tr>
            ))}
          </tbody>
        </WideTable>
      </CardPart>
    </>
  );
}
