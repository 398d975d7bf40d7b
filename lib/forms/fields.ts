// Field rules shared by every form and by the local inbox: required and optional text with limits
// no honest visitor reaches, and the email check. Messages are shown beside the field.
// Named imports: a namespace import keeps every zod format check in the client bundle.
import { _default, email, enum as zEnum, literal, maxLength, minLength, optional, string, trim, union, type ZodMiniType, type output } from "zod/mini";

export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  company: 200,
  longText: 5000,
  userAgent: 512,
  referrer: 2048,
} as const;

export const NOT_SPECIFIED = "Not specified";

export function requiredText(label: string, max: number) {
  return string().check(
    trim(),
    minLength(1, `${label} is required`),
    maxLength(max, `${label} must be ${max} characters or fewer`),
  );
}

/** Optional text in a form: an empty string is allowed and means "not given". */
export function optionalText(label: string, max: number) {
  return string().check(trim(), maxLength(max, `${label} must be ${max} characters or fewer`));
}

export const emailField = string().check(
  trim(),
  minLength(1, "Email Address is required"),
  maxLength(FIELD_LIMITS.email, `Email Address must be ${FIELD_LIMITS.email} characters or fewer`),
  email("Enter a valid email address, like name@company.com"),
);

/** A choice from a list, or "" when the visitor left it unset. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return union([zEnum(values), literal("")]);
}

/** A payload field that falls back to a default when the visitor gave nothing. */
export function withDefault<T extends ZodMiniType<string>>(schema: T, fallback: NonNullable<output<T>>) {
  return _default(optional(schema), fallback as never);
}

/** Maps "" to undefined so that payload defaults apply. */
export function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function valuesOf<T extends readonly { value: string }[]>(options: T) {
  return options.map((option) => option.value) as unknown as [T[number]["value"], ...T[number]["value"][]];
}
