// Field rules shared by every form and both receivers (lib/receiver, bundled into receiver/Rules.gs
// for Apps Script): required and optional text with limits no honest visitor reaches, and the email check.
// Named imports: a namespace import keeps every zod format check in the client bundle.
import {
  _default,
  email,
  enum as zEnum,
  literal,
  maxLength,
  meta,
  minLength,
  optional,
  refine,
  string,
  trim,
  union,
  type ZodMiniType,
  type output,
} from "zod/mini";

import { FIELD_LIMITS } from "@/lib/forms/options";

export { FIELD_LIMITS };

export const NOT_SPECIFIED = "Not specified";

/** `label` names the field in messages and, as its title, in the receiver's e-mail to the owner. */
export function requiredText(label: string, max: number) {
  return string(`${label} is required`).check(
    trim(),
    minLength(1, `${label} is required`),
    maxLength(max, `${label} must be ${max} characters or fewer`),
    meta({ title: label }),
  );
}

/** Optional text in a form: an empty string is allowed and means "not given". */
export function optionalText(label: string, max: number) {
  return string().check(trim(), maxLength(max, `${label} must be ${max} characters or fewer`), meta({ title: label }));
}

/**
 * A plausible address, internationalised ones included (ü@exämple.com): a dot-separated local part
 * of up to 64 characters without spaces, quotes or brackets, and a domain of at least two labels
 * whose last is two or more letters (or punycode). No invisible character (soft hyphen, zero-width
 * and direction marks, word joiners, byte-order mark): "ceo\u200b@x.com" looks like the CEO's own
 * address but counts as another mailbox.
 */
const EMAIL_PATTERN =
  /^(?=\S+$)(?!.*[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff])(?=[^@]{1,64}@)[^\x00-\x20\x7f@"(),:;<>[\]\\.]+(?:\.[^\x00-\x20\x7f@"(),:;<>[\]\\.]+)*@(?:[A-Za-z0-9\u00a1-\uffff](?:[A-Za-z0-9\u00a1-\uffff-]{0,61}[A-Za-z0-9\u00a1-\uffff])?\.)+(?:[A-Za-z\u00a1-\uffff]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** @internal Exported for the tests and the build's checks (knip --production). */
export const INVALID_EMAIL_MESSAGE = "Enter a valid email address, like name@company.com";

/** @internal Exported for the tests and the build's checks (knip --production). */
export const MIXED_SCRIPT_DOMAIN_MESSAGE = "The domain mixes letters of different alphabets, as lookalike addresses do: type it again";

/** Scripts a domain's letters are told apart by; a letter of any other counts as one more script. */
const SCRIPTS = [
  "Latin",
  "Greek",
  "Cyrillic",
  "Armenian",
  "Hebrew",
  "Arabic",
  "Georgian",
  "Devanagari",
  "Thai",
  "Han",
  "Hiragana",
  "Katakana",
  "Hangul",
  "Bopomofo",
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, "u")] as const);
/** Mixes Unicode's "highly restrictive" profile (UTS #39) allows: Latin with the scripts written beside it in East Asia. */
const ALLOWED_MIXES = [
  ["Latin", "Han", "Hiragana", "Katakana"],
  ["Latin", "Han", "Bopomofo"],
  ["Latin", "Han", "Hangul"],
];

/**
 * Whether each label of the address's domain is written in one script (or an allowed mix):
 * "exаmple.com" with a Cyrillic "а" looks like another's domain and is refused. Lookalike local
 * parts are the mailbox owner's own business.
 */
function domainInOneScript(address: string): boolean {
  return address
    .slice(address.lastIndexOf("@") + 1)
    .split(".")
    .every((label) => {
      const scripts = new Set(
        [...label].filter((char) => /\p{L}/u.test(char)).map((char) => SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? "Other"),
      );
      return scripts.size <= 1 || ALLOWED_MIXES.some((mix) => [...scripts].every((script) => mix.includes(script)));
    });
}

export const emailField = string("Email Address is required").check(
  trim(),
  minLength(1, "Email Address is required"),
  maxLength(FIELD_LIMITS.email, `Email Address must be ${FIELD_LIMITS.email} characters or fewer`),
  email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL_MESSAGE }),
  refine(domainInOneScript, MIXED_SCRIPT_DOMAIN_MESSAGE),
  meta({ title: "Email Address" }),
);

export const choiceMessage = (label: string) => `${label} must be one of the offered choices`;

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
