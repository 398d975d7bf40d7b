// Where the legal texts are: one Markdown file each in this folder, with named placeholders for the
// owner facts and computed parts it depends on (lib/legal/legal-text.ts gives them). Counsel edits
// these files; docs/editing.md, "Edit a legal text", lists the placeholders.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The folder of the legal texts.
 * @public (the content check's tests copy it)
 */
export const LEGAL_TEXTS_FOLDER = "content/legal";

/** The legal texts written in Markdown, by file name. */
export const legalTextNames = ["legal-notice", "vulnerability-disclosure", "privacy-notice", "dpa"] as const;

export type LegalTextName = (typeof legalTextNames)[number];

export const legalTextFile = (name: LegalTextName) => `${LEGAL_TEXTS_FOLDER}/${name}.md`;

export function readLegalText(name: LegalTextName, root: string = process.cwd()): string {
  return readFileSync(join(root, legalTextFile(name)), "utf8").replace(/\r\n?/g, "\n");
}
