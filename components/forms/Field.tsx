import type { ReactNode } from "react";
import fieldStyles from "@/components/forms/field.module.css";

/** ids that tie an input to its hint and its error, so screen readers read them with the field. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/**
 * Props every input gets: required and invalid states, and the description that carries its error.
 * aria-required rather than required: the form, not the browser, checks the values and words the errors.
 */
export function fieldAria(id: string, { error, hint, required }: { error?: string; hint?: boolean; required?: boolean }) {
  const ids = fieldIds(id);
  const describedBy = [hint && ids.hint, error && ids.error].filter(Boolean).join(" ");
  return {
    id,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={fieldIds(id).error} className={fieldStyles.error}>
      {message}
    </p>
  );
}

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
};

/** A labelled control with its optional hint and its error message underneath. */
export function Field({ id, label, required, hint, error, children }: FieldProps) {
  return (
    <div className={fieldStyles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={fieldIds(id).hint} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}
