// Spreadsheet apps run a cell that starts with = + - @ (or a tab or carriage return) as a formula.
// Submissions are stored with a leading apostrophe instead, which shows the text as typed.
// receiver/Code.gs applies the same rule in the Google Sheet; keep the two in step.
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function neutraliseRecord(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, neutraliseFormula(value)]));
}
