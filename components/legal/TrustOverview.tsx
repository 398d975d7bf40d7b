import Link from "next/link";
import { enterpriseReadyMeans } from "@/content/claims";
import { company } from "@/content/company";
import { companyCommitments } from "@/lib/agents/data-protection";
import { ENTERPRISE_READY, enterpriseReadyCandidates } from "@/lib/agents/tag-evidence";
import { securityTxtPath } from "@/lib/legal/security-txt";
import { NOT_CONFIRMED_YET, statedText } from "@/lib/legal/owner-facts";
import { dpaEmail } from "@/lib/legal/contacts";
import { domainId, questionnaireAnswers } from "@/lib/legal/questionnaire";
import { securityMeasures, securityPracticeAreas } from "@/lib/legal/security-measures";
import { trustAreaSummaries } from "@/lib/legal/trust-summary";
import { namingSentence, subProcessorRows } from "@/lib/legal/sub-processors";
import { certificationStatus } from "@/lib/legal/trust";
import { TRUST_SECTION_IDS, agentHref, privacyHref, subProcessorRowHref, trustCenterHrefs } from "@/lib/site/hrefs";
import { listSentence } from "@/lib/site/list-sentence";
import { LegalDocument, MailLink, WideTable } from "@/components/legal/LegalDocument";
import { SecurityMeasureRows } from "@/components/legal/SecurityMeasureRows";
import { SecurityReportChannel } from "@/components/legal/SecurityReportChannel";
import { TrustDocumentLinks } from "@/components/legal/TrustDocumentLinks";
import styles from "./legal.module.css";

/** What a buyer's security and data protection reviewers ask first, from content/company.json. */
export function TrustOverview() {
  const answers = questionnaireAnswers();
  const measures = securityMeasures(company);
  const rows = subProcessorRows();
  const candidates = enterpriseReadyCandidates();
  const tagged = candidates.filter(({ gaps }) => gaps.length === 0);
  const pending = candidates.filter(({ gaps }) => gaps.length > 0);
  return (
    <LegalDocument>
      <TrustDocumentLinks />

      <h2 id="at-a-glance">At a glance</h2>
      <WideTable label="Where each area stands">
        <caption>Where each area of a security review stands, from our questionnaire answers</caption>
        <thead>
          <tr>
            <th scope="col">Area</th>
            <th scope="col">Standing</th>
            <th scope="col">Answers</th>
          </tr>
        </thead>
        <tbody>
          {trustAreaSummaries(answers).map((summary) => (
            <tr key={summary.area} data-area={summary.area}>
              <th scope="row">
                <Link href={`${trustCenterHrefs.questionnaire}#${domainId(summary.area)}`}>{summary.area}</Link>
              </th>
              <td className={styles.nowrap}>{summary.standing}</td>
              <td>{summary.detail}</td>
            </tr>
          ))}
        </tbody>
      </WideTable>

      <h2 id="certifications">Certifications and testing</h2>
      <dl className="detail-list">
        {company.certifications.value.map((certification, index) => (
          <div key={certification.standard}>
            <dt>{certification.standard}</dt>
            <dd>{certificationStatus(company.certifications, index)?.text ?? NOT_CONFIRMED_YET}</dd>
          </div>
        ))}
        <div>
          <dt>Penetration testing</dt>
          <dd>{statedText(company.penetrationTesting)}</dd>
        </div>
      </dl>

      <h2 id={TRUST_SECTION_IDS.security}>Security practice</h2>
      <p>
        Each area as the <Link href={trustCenterHrefs.questionnaire}>questionnaire</Link> answers it; the DPA&apos;s annex lists the same measures.
      </p>
      <p>
        <SecurityReportChannel /> Our <Link href={trustCenterHrefs.vulnerabilityDisclosure}>vulnerability disclosure policy</Link> says what is in scope and how
        we answer, and our <a href={securityTxtPath}>security.txt</a> points to it for machines (RFC 9116).
      </p>
      {securityPracticeAreas(measures).map(({ area, shown, waiting }) => (
        <section key={area} aria-labelledby={`practice-${domainId(area)}`}>
          <h3 id={`practice-${domainId(area)}`}>{area}</h3>
          {shown.length > 0 && (
            <dl className="detail-list">
              <SecurityMeasureRows measures={shown} />
            </dl>
          )}
          {waiting.length > 0 && (
            <p data-waiting-measures={waiting.map((measure) => measure.id).join(" ")}>
              {NOT_CONFIRMED_YET}: {listSentence(waiting.map((measure) => measure.label.toLowerCase()))}.
            </p>
          )}
        </section>
      ))}

      <h2 id="data-protection">Data protection</h2>
      <dl className="detail-list">
        {Object.values(companyCommitments()).map((commitment) => (
          <div key={commitment.label}>
            <dt>{commitment.label}</dt>
            <dd>{commitment.value}</dd>
          </div>
        ))}
      </dl>
      <p>
        Our <Link href={trustCenterHrefs.dpa}>data processing agreement</Link> can be read before signing; for a copy to sign, write to{" "}
        <MailLink email={dpaEmail(company)} />. How this website handles its visitors&apos; data is in the <Link href={privacyHref}>privacy notice</Link>.
      </p>

      <h2 id={TRUST_SECTION_IDS.subProcessors}>Sub-processors</h2>
      <p>
        {rows.length} services process personal data for us or for the agents our customers run. {namingSentence(rows)}
      </p>
      <ul>
        {rows.map((row) => (
          <li key={row.role}>
            <Link href={subProcessorRowHref(row.role)}>{row.service}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link href={trustCenterHrefs.subProcessors}>Sub-processors, with their changes</Link>, also as an{" "}
        <a href={trustCenterHrefs.subProcessorFeed} type="application/atom+xml">
          Atom feed
        </a>
        .
      </p>

      <h2 id={TRUST_SECTION_IDS.enterpriseReady}>What &ldquo;{ENTERPRISE_READY}&rdquo; means</h2>
      <p>{enterpriseReadyMeans ?? "What the tag promises is not confirmed yet."}</p>
      <p>
        {tagged.length > 0 ? (
          <>
            Tagged {ENTERPRISE_READY} today:{" "}
            {tagged.map(({ agent }, index) => (
              <span key={agent.slug}>
                {index > 0 && ", "}
                <Link href={agentHref(agent)}>{agent.name}</Link>
              </span>
            ))}
            .
          </>
        ) : (
          "No agent carries the tag yet."
        )}
      </p>
      {pending.length > 0 && (
        <ul>
          {pending.map(({ agent, gaps }) => (
            <li key={agent.slug}>
              The <Link href={agentHref(agent)}>{agent.name}</Link> will carry it once it has {listSentence(gaps)}.
            </li>
          ))}
        </ul>
      )}
    </LegalDocument>
  );
}
