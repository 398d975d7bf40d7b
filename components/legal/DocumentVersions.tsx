import { legalVersions, type DocumentVersion, type LegalDocumentId } from "@/content/legal-versions";
import { writtenDate } from "@/content/date-text";
import styles from "./legal.module.css";

function VersionLine({ version }: { version: DocumentVersion }) {
  return (
    <>
      Version {version.version}, <time dateTime={version.date}>{writtenDate(version.date)}</time>
    </>
  );
}

/** A legal page's version and date, with what changed in it and in the versions before; above the document, on every legal page. */
export function DocumentVersions({ document }: { document: LegalDocumentId }) {
  const [latest, ...earlier] = legalVersions[document];
  if (!latest) return null;
  const id = `${document}-version`;
  return (
    <section className={`container narrow ${styles.versions}`} aria-labelledby={id}>
      <p id={id} className={styles.versionLine}>
        <VersionLine version={latest} />
      </p>
      <h2 className={styles.changesHeading}>What changed</h2>
      <ul>
        {latest.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      {earlier.length > 0 && (
        <details>
          <summary>Earlier versions</summary>
          {earlier.map((version) => (
            <div key={version.version}>
              <h3 className={styles.changesHeading}>
                <VersionLine version={version} />
              </h3>
              <ul>
                {version.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      )}
    </section>
  );
}
