// Connects a zod schema to react-hook-form. It does what @hookform/resolvers' zodResolver does for
// our flat forms (one error per field, the first one) in a few lines instead of ~2 KB of client
// JavaScript, which the form pages' budget needs.
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

type Issue = { path: PropertyKey[]; message: string; code: string };
type SafeParseSchema<Output> = {
  safeParse(data: unknown): { success: true; data: Output } | { success: false; error: { issues: Issue[] } };
};

export function schemaResolver<Values extends FieldValues>(schema: SafeParseSchema<Values>): Resolver<Values> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "root");
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
