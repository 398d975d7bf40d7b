import type { LegalTextName } from "@/content/legal/files";
import { legalTextHtml, type LegalFacts } from "@/lib/legal/legal-text";
import styles from "./legal.module.css";

/** A legal text written in Markdown (content/legal/), rendered at build time with raw HTML off (lib/legal/legal-text.ts). */
export function LegalText({ name, facts }: { name: LegalTextName; facts?: LegalFacts }) {
  return <div dangerouslySetInnerHTML={{ __html: legalTextHtml(name, { tableWrap: styles.tableWrap!, table: styles.table! }, facts) }} />;
}
