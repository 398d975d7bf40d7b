// The contract between the site's forms and any endpoint that stores them (the local inbox, the
// Apps Script receiver): what a post carries besides the payload, how big it may be, the spam and
// throttle marks, the owner's mail limits, how long leads are kept, and the JSON answer. Both
// sides import it; the receivers' rules (lib/receiver) are built on it.

export const formTypes = ["contact", "contact_explore", "contact_custom", "contact_training", "agent_request", "quote_request"] as const;
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
  /** BROWSER_AGENT when the visitor's browser agent sent the form for them (a WebMCP tool call). */
  sentBy: "sentBy",
} as const;

/** The `sentBy` of a submission a visitor's browser agent made through the form's WebMCP tool. */
export const BROWSER_AGENT = "browser-agent";

/** Largest accepted body; a submission with every field at its limit is about 16 KB. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A submission sent sooner than this after the form appeared is stored, marked as spam, and not mailed. */
const SPAM_MIN_MS = 2000;

/**
 * What the `spam` column holds; it is empty for a lead with no mark. A volume of posts never gets a
 * well-formed lead refused: it is stored with a mark instead.
 * - suspected: sent faster than a person types (isSuspectedSpam); never mailed, never counted.
 * - throttled: over THROTTLE's limit for its mailbox; not counted, not mailed on its own, listed in
 *   the owner's next digest (after unmarked leads), so a person whose address someone else used
 *   still reaches the owner.
 */
export const SPAM_MARKS = { suspected: "suspected", throttled: "throttled" } as const;
export type SpamMark = (typeof SPAM_MARKS)[keyof typeof SPAM_MARKS] | "";

/**
 * Columns an endpoint adds to what was posted: when it arrived, its mark (SPAM_MARKS), the edit that
 * replaced it, and when the owner was mailed about it (only the Apps Script receiver mails; an empty
 * one waits for the digest).
 */
export const storedFields = { receivedAt: "receivedAt", spam: "spam", supersededBy: "supersededBy", notified: "notified" } as const;

/** Suspected spam: sent sooner than SPAM_MIN_MS after the form appeared, with no sign that a person touched the form. */
export function isSuspectedSpam(values: Partial<Record<string, string>>): boolean {
  if (values[envelopeFields.interactedAt]) return false;
  const shownFor = Date.parse(values[envelopeFields.timestamp] ?? "") - Date.parse(values[envelopeFields.formShownAt] ?? "");
  return !(shownFor >= SPAM_MIN_MS);
}

/**
 * Unmarked leads per mailbox and kind (throttleKey) per hour; the next ones within the hour are
 * stored marked `throttled`. Nothing is refused for volume: a bot that sends what a browser sends costs
 * rows and, beyond the owner's mail limits, one line of a digest, never a person's lead.
 */
export const THROTTLE = { perEmailPerHour: 5 } as const;

/** A `+tag` in the local part: `ann+1@x.com` is delivered to `ann@x.com`. */
const ADDRESS_TAG = /\+[^@]*(?=@[^@]*$)/;

/**
 * Domains whose mail provider ignores dots in the local part, with the domain each is delivered
 * as: Gmail delivers `a.da@googlemail.com` to `ada@gmail.com`.
 */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address delivers to, which throttles and confirmations count under: Unicode NFKC,
 * lower case, without a `+tag`, and for DOTLESS_DOMAINS without dots before the `@`, in the one domain.
 */
export function mailboxAddress(email: string): string {
  const address = email.normalize("NFKC").toLowerCase().replace(ADDRESS_TAG, "");
  const at = address.lastIndexOf("@");
  // ES2020 only: Apps Script runs this too (receiver/Rules.gs).
  const domain = at > 0 && Object.prototype.hasOwnProperty.call(DOTLESS_DOMAINS, address.slice(at + 1)) ? DOTLESS_DOMAINS[address.slice(at + 1)] : undefined;
  return domain ? `${address.slice(0, at).replace(/\./g, "")}@${domain}` : address;
}

/**
 * The owner's mail (Apps Script's MailApp has a daily quota of recipients: about 100 for a gmail.com
 * account, 1,500 for Google Workspace). A lead is mailed on its own while more than `reserve`
 * recipients are left and fewer than `perHour` leads were mailed on their own in the last hour;
 * the others wait for the hourly digest, one mail for all of them. The reserve covers a digest
 * every hour of a day and the hourly mail about a sheet that cannot take leads; the hourly limit
 * keeps a burst from spending in minutes what the rest of the day's leads need.
 */
export const OWNER_MAIL = { reserve: 25, perHour: 10 } as const;

/**
 * The owner's hourly digest of the leads not mailed on their own. MailApp refuses a body over 200 KB,
 * so one digest lists at most `maxLeads` leads in at most `maxBodyChars` characters (120 KB even if
 * every character took 3 bytes): unmarked leads first, then throttled ones, each the newest and the
 * oldest by turns. A CSV attachment of up to `maxAttachmentChars` (15 MB even at 3 bytes a
 * character, within MailApp's 25 MB) carries every waiting lead, so no flood keeps one from the
 * owner; what one mail cannot carry waits for the next digest.
 */
export const DIGEST = { maxLeads: 100, maxBodyChars: 40_000, maxAttachmentChars: 5_000_000, lookbackDays: 7 } as const;

/**
 * Confirmations to visitors, off unless the owner turns them on: each goes to an address the poster
 * typed, so they come from a daily budget of their own (`perDay`), reach a mailbox at most once a
 * day, and go only while MailApp has more left than a day of the owner's own mails needs (the
 * reserve and `OWNER_MAIL.perHour` single mails for each of 24 hours).
 */
export const VISITOR_CONFIRMATIONS = { perDay: 20 } as const;

/** How long a device retries a submission, by its pages' clocks, before it gives up (lib/forms/outbox.ts). */
export const RETRY_WINDOW_DAYS = 7;

/**
 * How long a receiver remembers a stored submissionId apart from its lead's row: the device's whole
 * retry window and a day, so a retry whose answer was lost is never stored twice, even after the
 * owner renamed the sheet or deleted the row.
 */
export const ID_MEMORY_HOURS = (RETRY_WINDOW_DAYS + 1) * 24;

/**
 * The count a lead is throttled under: its mailbox, and whether it shows a person's interaction
 * (every send from the site's forms does). Posts a script makes with someone's address, without
 * one, cannot throttle that person's own lead.
 */
export function throttleKey(values: Partial<Record<string, string>>, email: string): string {
  return `${mailboxAddress(email)} ${values[envelopeFields.interactedAt] ? "person" : "script"}`;
}

/** The messages of refusals that are not about one field's value; `{field}` is the field's name. */
export const ENDPOINT_MESSAGES = {
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
