// A problem in the site's content, as `npm run check:content` reports it: file (with its line where
// the file is data, or a marker or syntax error is), field and value.
export type ContentProblem = {
  /** Path from the project root, with a line number where the file is data (an article) or has a marker or a syntax error. */
  file: string;
  /** The field at fault, e.g. `relatedAgent` or `sections[2].title`; empty for a whole file. */
  field: string;
  value?: unknown;
  message: string;
};

export function formatProblem({ file, field, value, message }: ContentProblem): string {
  const subject = [field, value === undefined ? "" : JSON.stringify(value)].filter(Boolean).join(" ");
  return `${file}: ${subject ? `${subject} ` : ""}${message}`;
}
