// Spreadsheet apps run a cell whose first non-blank character is = + - @ as a formula, and some
// treat a leading tab, carriage return, line feed or NUL as the start of one too. Submissions are
// stored with a leading apostrophe instead, which shows the text as typed. Both receivers store
// through lib/receiver/rules.ts, so the Google Sheet gets the same rule. Tested after Unicode NFKC.
const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r\n\0])/;

/** Checked after Unicode NFKC, so full-width ＝ ＋ ＠ (which a sheet may fold) are caught too; stored as typed. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value.normalize("NFKC")) ? `'${value}` : value;
}
