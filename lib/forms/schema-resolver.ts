// Connects a zod schema to react-hook-form. It does what @hookform/resolvers' zodResolver does for
// our flat forms (one error per field, the first one) in a few lines instead of ~2 KB of client
// JavaScript, which the form pages' budget needs.
//
// The schema is loaded on first use rather than with the page: zod is the largest part of a form
// page's JavaScript, and a visitor who reads the page without touching the form never needs it.
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

type Issue = { path: PropertyKey[]; message: string; code: string };
export type SafeParseSchema<Output> = {
  safeParse(data: unknown): { success: true; data: Output } | { success: false; error: { issues: Issue[] } };
};

export function schemaResolver<Values extends FieldValues>(loadSchema: () => Promise<SafeParseSchema<Values>>): Resolver<Values> {
  let schema: Promise<SafeParseSchema<Values>> | undefined;
  return async (values) => {
    // A failed load is forgotten, so the next submit tries again.
    schema ??= loadSchema().catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    const result = (await schema).safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "root");
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
