import Link from "next/link";
import { trustCenterHrefs } from "@/lib/site/hrefs";

/** The trust center's documents, listed at the top of the trust page. */
export function TrustDocumentLinks() {
  return (
    <nav aria-labelledby="trust-documents">
      <h2 id="trust-documents">Documents for your review</h2>
      <ul>
        <li>
          <Link href={trustCenterHrefs.dpa}>Data processing agreement</Link>, with its annex of security measures
        </li>
        <li>
          <Link href={trustCenterHrefs.questionnaire}>Security questionnaire answers</Link>, also as{" "}
          <a href={trustCenterHrefs.questionnaireJson} download>
            JSON
          </a>{" "}
          and{" "}
          <a href={trustCenterHrefs.questionnaireCsv} download>
            CSV
          </a>
        </li>
        <li>
          <Link href={trustCenterHrefs.vulnerabilityDisclosure}>Vulnerability disclosure policy</Link>
        </li>
      </ul>
    </nav>
  );
}
