// The one transport for every form: a multipart POST to the configured endpoint (the Google Apps
// Script web app in production, the local inbox in development) whose JSON answer decides the
// outcome. Only a stored submission counts as delivered (lib/forms/contract.ts): a refusal is
// reported, and anything that may pass (network, timeout, 5xx, busy) is left to the sender to retry.
import { envelopeFields, parseEndpointAnswer, type BROWSER_AGENT, type FormType } from "@/lib/forms/contract";

export const SUBMIT_SUCCESS_MESSAGE = "Form submitted successfully! We will get back to you soon.";
export const SUBMIT_ERROR_MESSAGE = "There was an error submitting the form. Please try again.";

/** Set at build time; next.config.ts refuses a production build without it. */
const FORM_ENDPOINT = process.env.NEXT_PUBLIC_FORM_ENDPOINT ?? "";

/**
 * Each attempt is aborted after this long.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const ATTEMPT_TIMEOUT_MS = 15_000;

/** One submission, as the outbox keeps it: everything needed to send it again, byte for byte. */
export type Submission = {
  /** A random UUID made once per submission; the endpoint stores each id once. */
  id: string;
  formType: FormType;
  payload: Record<string, unknown>;
  /** ISO time the form was first shown (the endpoints' spam check), kept with the draft across reloads. */
  formShownAt: string;
  /** ISO time of the first key, pointer or input event a person made in the form, if any. */
  interactedAt?: string;
  /** The submission this one replaces: the visitor edited after an attempt whose answer was lost. */
  supersedes?: string;
  /** The honeypot's value: empty for people. */
  honeypot: string;
  /** BROWSER_AGENT when the visitor's browser agent sent it through the form's WebMCP tool. */
  sentBy?: typeof BROWSER_AGENT;
};

/** What one attempt came to: stored or refused settle it; anything else may pass on another try. */
export type Delivery = { status: "stored"; id: string } | { status: "refused"; message: string } | { status: "unreachable"; message: string };

/**
 * Form data with the envelope and every non-empty payload field (objects as JSON text).
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export function toFormData(submission: Submission, now = new Date()): FormData {
  const body = new FormData();
  body.append(envelopeFields.formType, submission.formType);
  body.append(envelopeFields.timestamp, now.toISOString());
  body.append(envelopeFields.submissionId, submission.id);
  body.append(envelopeFields.formShownAt, submission.formShownAt);
  body.append(envelopeFields.honeypot, submission.honeypot);
  if (submission.interactedAt) body.append(envelopeFields.interactedAt, submission.interactedAt);
  if (submission.supersedes) body.append(envelopeFields.supersedes, submission.supersedes);
  if (submission.sentBy) body.append(envelopeFields.sentBy, submission.sentBy);
  for (const [key, value] of Object.entries(submission.payload)) {
    if (value === undefined || value === null || value === "") continue;
    body.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return body;
}

/**
 * One POST, aborted after `timeoutMs`. No custom headers and no credentials, so it stays a CORS
 * simple request (no preflight). Retrying is the sender's (lib/forms/sender.ts).
 */
export async function sendOnce(
  submission: Submission,
  { endpoint = FORM_ENDPOINT, timeoutMs = ATTEMPT_TIMEOUT_MS }: { endpoint?: string; timeoutMs?: number } = {},
): Promise<Delivery> {
  if (!endpoint) return { status: "unreachable", message: "No form endpoint is configured (NEXT_PUBLIC_FORM_ENDPOINT)" };
  // A timer rather than AbortSignal.timeout, so the browser tests' fake clock can run it.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("The endpoint did not answer in time", "TimeoutError")), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      mode: "cors",
      credentials: "omit",
      redirect: "follow",
      body: toFormData(submission),
      signal: controller.signal,
    });
    const answer = parseEndpointAnswer(await response.json().catch(() => undefined));
    if (!answer) return { status: "unreachable", message: `Unreadable answer (HTTP ${response.status})` };
    // Only an acknowledgement of this very submission counts; another id is an answer gone astray.
    if (answer.success) {
      return answer.id === submission.id
        ? { status: "stored", id: answer.id }
        : { status: "unreachable", message: `The endpoint acknowledged ${answer.id}, not ${submission.id}` };
    }
    return answer.retryable ? { status: "unreachable", message: answer.message } : { status: "refused", message: answer.message };
  } catch (error) {
    return { status: "unreachable", message: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
