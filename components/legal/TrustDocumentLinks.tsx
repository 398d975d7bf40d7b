import Link from "next/link";
import { trustCentreHrefs } from "@/lib/site/hrefs";

/** The trust centre's documents, listed at the top of the trust page. */
export function TrustDocumentLinks() {
  return (
    <nav aria-labelledby="trust-documents">
      <h2 id="trust-documents">Documents for your review</h2>
      <ul>
        <li>
          <Link href={trustCentreHrefs.dpa}>Data processing agreement</Link>, with its annex of security measures
        </li>
        <li>
          <Link href={trustCentreHrefs.questionnaire}>Security questionnaire answers</Link>, also as{" "}
          <a href={trustCentreHrefs.questionnaireJson} download>
            JSON
          </a>{" "}
          and{" "}
          <a href={trustCentreHrefs.questionnaireCsv} download>
            CSV
          </a>
        </li>
        <li>
          <Link href={trustCentreHrefs.vulnerabilityDisclosure}>Vulnerability disclosure policy</Link>
        </li>
      </ul>
    </nav>
  );
}
