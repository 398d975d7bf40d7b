// The contract between the site's forms and any endpoint that stores them (the local inbox, the
// Apps Script receiver): what a post carries besides the payload, how big it may be, the spam and
// throttle rules, and the JSON answer. Both sides import it; receiver/Rules.gs is generated from it.

export const formTypes = ["contact", "contact_explore", "contact_custom", "contact_training", "agent_request"] as const;
export type FormType = (typeof formTypes)[number];

/** Fields every post carries besides its payload. */
export const envelopeFields = {
  formType: "formType",
  /** ISO time of the submit. */
  timestamp: "timestamp",
  /** A random UUID made once per submission and reused by every retry of it. */
  submissionId: "submissionId",
  /** ISO time the form was first shown; a submit sooner than SPAM_MIN_MS after it is suspected spam. */
  formShownAt: "formShownAt",
  /** The honeypot: hidden from people, so only bots fill it. */
  honeypot: "website",
  /**
   * ISO time of the first key, pointer or input event a person (not a script) made in the form.
   * A submission that has one is never suspected spam, however fast: a restored draft or the
   * browser's autofill can be sent within a second.
   */
  interactedAt: "interactedAt",
  /**
   * The submissionId this one replaces: the visitor edited and sent again after an attempt whose
   * answer was lost. Both are kept; the older one is marked with `supersededBy`.
   */
  supersedes: "supersedes",
} as const;

/** Largest accepted body; a submission with every field at its limit is about 16 KB. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A submission sent sooner than this after the form appeared is stored, marked as spam, and not mailed. */
export const SPAM_MIN_MS = 2000;

/** What the `spam` column holds for a suspected submission; it is empty for the others. */
export const SPAM_SUSPECTED = "suspected";

/** Columns an endpoint adds to what was posted: when it arrived, the spam mark, and the edit that replaced it. */
export const storedFields = { receivedAt: "receivedAt", spam: "spam", supersededBy: "supersededBy" } as const;

/**
 * Suspected spam: sent sooner than SPAM_MIN_MS after the form appeared, with no sign that a person
 * touched the form. Both receivers apply this rule (receiver/Code.gs in its own words).
 */
export function isSuspectedSpam(values: Partial<Record<string, string>>): boolean {
  if (values[envelopeFields.interactedAt]) return false;
  const shownFor = Date.parse(values[envelopeFields.timestamp] ?? "") - Date.parse(values[envelopeFields.formShownAt] ?? "");
  return !(shownFor >= SPAM_MIN_MS);
}

/**
 * Stored submissions allowed per e-mail address per hour, and for everyone per minute. Suspected
 * spam neither counts nor is held back, so a burst of bot posts cannot block the next real lead.
 * A throttled post is answered retryable: the outbox keeps it and sends it again later.
 */
export const THROTTLE = { perEmailPerHour: 5, perMinute: 30 } as const;

/** A `+tag` in the local part: `ann+1@x.com` shares `ann@x.com`'s limit. */
export const ADDRESS_TAG = /\+[^@]*(?=@[^@]*$)/;

/** The address a throttle counts under: Unicode NFKC, lower case, without a `+tag`. */
export function throttleAddress(email: string): string {
  return email.normalize("NFKC").toLowerCase().replace(ADDRESS_TAG, "");
}
export const THROTTLED_MESSAGE = "Too many requests, please try again in a few minutes";

/** The messages of refusals that are not about one field's value; `{field}` is the field's name. */
export const ENDPOINT_MESSAGES = {
  throttled: THROTTLED_MESSAGE,
  tooLarge: `The submission is larger than ${MAX_BODY_BYTES / 1024} KB`,
  unknownField: 'Unexpected field "{field}"',
  repeatedField: 'Field "{field}" was sent more than once',
  /** Retryable: the endpoint is handling another submission. */
  busy: "Busy, please try again",
  /** Retryable: storage failed; the detail stays in the endpoint's log. */
  storageFailed: "The submission could not be stored just now, please try again",
} as const;

/** The reference a visitor is given (thank-you panel, confirmation e-mail): the start of the submissionId. */
export const REFERENCE_LENGTH = 8;
export function submissionReference(submissionId: string): string {
  return submissionId.slice(0, REFERENCE_LENGTH);
}

/**
 * What an endpoint answers, always as JSON: stored (also for a repeated submissionId, which is not
 * stored twice), refused (do not send again), or not stored now (the same submission may be sent again).
 * A refusal about one payload field names it in `field`, with the message the form shows beside it.
 */
export type EndpointAnswer = { success: true; id: string } | { success: false; message: string; retryable?: boolean; field?: string };

/** Reads an endpoint's JSON answer; anything that is not one (an HTML error page, say) gives undefined. */
export function parseEndpointAnswer(body: unknown): EndpointAnswer | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { success, id, message, retryable, field } = body as Record<string, unknown>;
  if (success === true && typeof id === "string") return { success: true, id };
  if (success !== false || typeof message !== "string") return undefined;
  if (retryable === true) return { success: false, message, retryable: true };
  return typeof field === "string" ? { success: false, message, field } : { success: false, message };
}
