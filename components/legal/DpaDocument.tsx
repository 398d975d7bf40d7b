import { dpaWithEveryCustomer, usTransferBasis } from "@/content/claims";
import { company } from "@/content/company";
import { site } from "@/content/site";
import { trustDocuments } from "@/content/trust-documents";
import { durationText, processorName, processorObligations, sccModuleText, type AgentProcessing } from "@/lib/legal/dpa";
import { stated } from "@/lib/legal/owner-facts";
import { securityMeasures } from "@/lib/legal/security-measures";
import { contactHref, trustCenterHrefs } from "@/lib/site/hrefs";
import { DocumentPart, LegalDocument, MailLink, PrintableLink } from "@/components/legal/LegalDocument";
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

/** The data processing agreement's terms under GDPR Art. 28(3), readable and printable before signing. */
export function DpaDocument({ agents }: { agents: readonly AgentProcessing[] }) {
  const processor = processorName(company, site.name);
  return (
    <LegalDocument printable>
      <p>
        {dpaWithEveryCustomer} These are its terms, to read before you sign; the agreement we sign with you is the one that binds.{" "}
        {stated(
          company.dpaContact,
          (email) => (
            <>
              To sign it, write to <MailLink email={email} />.
            </>
          ),
          <>
            To sign it, ask us through our <PrintableLink href={contactHref()}>contact page</PrintableLink>.
          </>,
        )}
      </p>

      <h2 id="parties">Parties and roles</h2>
      <p>
        You, the customer, are the controller of the personal data your agents process. {processor} is your processor, and processes it only to run the agents
        you deploy.
      </p>

      <h2 id="subject-matter">Subject matter and duration</h2>
      <dl className="detail-list">
        <div>
          <dt>Subject matter</dt>
          <dd>The processing of personal data by the agents you deploy with us, to provide the services of your order.</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{durationText(trustDocuments)}</dd>
        </div>
        <div>
          <dt>Nature of the processing</dt>
          <dd>
            Collecting, recording, storing, retrieving, using, transmitting and deleting personal data, automatically by the agent and as you configure it.
          </dd>
        </div>
      </dl>

      <h2 id="processing-by-agent">Purpose, data and data subjects, by agent</h2>
      <p>Each agent processes only what it needs for its purpose; its listing is the source of this section.</p>
      {agents.map((agent) => (
        <AgentProcessingDetails key={agent.slug} agent={agent} />
      ))}

      <h2 id="obligations">The processor&apos;s obligations (GDPR Art. 28(3)(a) to (h))</h2>
      <ol type="a">
        {processorObligations.map((obligation) => (
          <li key={obligation.point}>{obligation.text}</li>
        ))}
      </ol>

      <h2 id="sub-processors">Sub-processors</h2>
      <p>
        You give us a general authorization to engage sub-processors. Each one, with what it does and where, is on our{" "}
        <PrintableLink href={trustCenterHrefs.subProcessors}>list of sub-processors</PrintableLink>; we tell you before we add or replace one, so that you can
        object.
      </p>

      <h2 id="transfers">International transfers</h2>
      <p>{usTransferBasis}</p>
      <p>{sccModuleText(trustDocuments)}</p>

      <h2 id="annex-measures">Annex: technical and organizational measures (GDPR Art. 32)</h2>
      <p>The measures we take to protect the personal data we process for you, as our trust page states them.</p>
      <dl className="detail-list">
        <SecurityMeasureRows measures={securityMeasures(company)} />
      </dl>
    </LegalDocument>
  );
}
