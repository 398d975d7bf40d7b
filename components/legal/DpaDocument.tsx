import { company } from "@/content/company";
import type { AgentProcessing } from "@/lib/legal/dpa";
import { securityMeasures } from "@/lib/legal/security-measures";
import { DocumentPart, LegalDocument } from "@/components/legal/LegalDocument";
import { LegalText } from "@/components/legal/LegalText";
import { SecurityMeasureRows } from "@/components/legal/SecurityMeasureRows";

function Items({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** One agent's processing details (GDPR Art. 28(3)): for whom, what, where and for how long. */
function AgentProcessingDetails({ agent }: { agent: AgentProcessing }) {
  const headingId = `agent-${agent.slug}`;
  return (
    <DocumentPart headingId={headingId}>
      <h3 id={headingId}>{agent.name}</h3>
      <dl className="detail-list">
        <div>
          <dt>Purpose</dt>
          <dd>{agent.purpose}</dd>
        </div>
        <div>
          <dt>Categories of data subjects</dt>
          <dd>
            <Items items={agent.subjects} />
          </dd>
        </div>
        <div>
          <dt>Personal data it reads</dt>
          <dd>
            <Items items={agent.reads} />
          </dd>
        </div>
        <div>
          <dt>Personal data it writes</dt>
          <dd>
            <Items items={agent.writes} />
          </dd>
        </div>
        <div>
          <dt>Special categories of data</dt>
          <dd>{agent.specialCategories}</dd>
        </div>
        <div>
          <dt>Where it is processed</dt>
          <dd>{agent.processedIn}</dd>
        </div>
        <div>
          <dt>How long it is kept</dt>
          <dd>{agent.retention}</dd>
        </div>
        <div>
          <dt>Sub-processors</dt>
          <dd>{agent.subProcessors}</dd>
        </div>
      </dl>
    </DocumentPart>
  );
}

/** The data processing agreement's terms under GDPR Art. 28(3), readable and printable before signing: content/legal/dpa.md. */
export function DpaDocument({ agents }: { agents: readonly AgentProcessing[] }) {
  return (
    <LegalDocument printable>
      <LegalText
        name="dpa"
        blocks={{
          processingByAgent: agents.map((agent) => <AgentProcessingDetails key={agent.slug} agent={agent} />),
          securityMeasures: (
            <dl className="detail-list">
              <SecurityMeasureRows measures={securityMeasures(company)} />
            </dl>
          ),
        }}
      />
    </LegalDocument>
  );
}
