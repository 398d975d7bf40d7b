// A problem in the site's content, as `npm run check:content` reports it: file (with its line where
// the file is data, or a marker or syntax error is), field and value.
import type { z } from "zod";

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

/** `subProcessors[2].provider`: a field as the file writes it. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), "");
}

function valueAt(entry: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined), entry);
}

/**
 * The schema's issues with `entry`. For a data file, `lineOf` gives each field's line (and a custom
 * issue about a line within a field's text, params.line, counts from there).
 */
export function schemaProblems(
  schema: z.ZodType,
  entry: unknown,
  file: string,
  lineOf?: (path: readonly PropertyKey[]) => number,
  fieldsOf = "an article (content/schema.ts, articleSchema)",
): ContentProblem[] {
  const result = schema.safeParse(entry);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const params = issue.code === "custom" ? (issue.params ?? {}) : {};
    // An unknown field is reported at its own line and by its own name.
    const path = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
    const line = lineOf && lineOf(path) + (typeof params.line === "number" ? params.line : 0);
    return {
      file: line ? `${file}:${line}` : file,
      field: fieldName(path),
      // A custom issue may name the value it is about (params.value) when that is not the whole field.
      value: "value" in params ? params.value : issue.code === "unrecognized_keys" ? undefined : valueAt(entry, issue.path),
      message:
        issue.code === "unrecognized_keys"
          ? `is not a field of ${fieldsOf}: check its spelling`
          : // A required field left out, whatever its schema's own words for a wrong value.
            (issue.code === "invalid_type" || issue.code === "invalid_value") && valueAt(entry, issue.path) === undefined
            ? "is missing"
            : issue.message,
    };
  });
}

