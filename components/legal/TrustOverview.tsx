import Link from "next/link";
import { dpaWithEveryCustomer, enterpriseReadyMeans, noTrainingOnCustomerData, usTransferBasis } from "@/content/claims";
import { company } from "@/content/company";
import { securityTxtPath } from "@/lib/legal/security-txt";
import { securityMeasures } from "@/lib/legal/security-measures";
import { agentsTagged, certificationStatusLabels } from "@/lib/legal/trust";
import { TRUST_SECTION_IDS, agentHref, privacyHref } from "@/lib/site/hrefs";
import { LegalDocument, MailLink } from "@/components/legal/LegalDocument";
import { SecurityMeasureRows } from "@/components/legal/SecurityMeasureRows";
import { SubProcessorTable } from "@/components/legal/SubProcessorTable";
import { TrustDocumentLinks } from "@/components/legal/TrustDocumentLinks";

const ENTERPRISE_READY = "Enterprise Ready";

/** What a buyer's security and data protection reviewers ask first, from content/company.ts. */
export function TrustOverview() {
  const enterpriseReadyAgents = agentsTagged(ENTERPRISE_READY);
  return (
    <LegalDocument>
      <TrustDocumentLinks />

      <h2 id="certifications">Certifications and testing</h2>
      <dl className="detail-list">
        {company.certifications.value.map((certification) => (
          <div key={certification.standard}>
            <dt>{certification.standard}</dt>
            <dd>
              {certificationStatusLabels[certification.status]}
              {certification.detail && `: ${certification.detail}`}
            </dd>
          </div>
        ))}
        <div>
          <dt>Penetration testing</dt>
          <dd>{company.penetrationTesting.value}</dd>
        </div>
      </dl>

      <h2 id={TRUST_SECTION_IDS.security}>Security practice</h2>
      <dl className="detail-list">
        <SecurityMeasureRows measures={securityMeasures(company)} />
        <div>
          <dt>Reporting a vulnerability</dt>
          <dd>
            Write to <MailLink email={company.securityContact.value} />. Our <a href={securityTxtPath}>security.txt</a> says the same for
            machines (RFC 9116).
          </dd>
        </div>
      </dl>

      <h2 id="data-protection">Data protection</h2>
      <ul>
        <li>{dpaWithEveryCustomer}</li>
        <li>{noTrainingOnCustomerData}</li>
        <li>{usTransferBasis}</li>
      </ul>
      <p>
        For a copy of our data processing agreement, write to <MailLink email={company.dpaContact.value} />. How this website handles its
        visitors&apos; data is in the <Link href={privacyHref}>privacy notice</Link>.
      </p>

      <h2 id={TRUST_SECTION_IDS.subProcessors}>Sub-processors</h2>
      <p>Every provider that processes personal data for us or for the agents our customers run, with where it does so.</p>
      <SubProcessorTable subProcessors={company.subProcessors.map((fact) => fact.value)} caption="Sub-processors" />

      <h2 id={TRUST_SECTION_IDS.enterpriseReady}>What &ldquo;{ENTERPRISE_READY}&rdquo; means</h2>
      <p>{enterpriseReadyMeans}</p>
      {enterpriseReadyAgents.length > 0 && (
        <p>
          Tagged {ENTERPRISE_READY} today:{" "}
          {enterpriseReadyAgents.map((agent, index) => (
            <span key={agent.slug}>
              {index > 0 && ", "}
              <Link href={agentHref(agent)}>{agent.name}</Link>
            </span>
          ))}
          .
        </p>
      )}
    </LegalDocument>
  );
}
