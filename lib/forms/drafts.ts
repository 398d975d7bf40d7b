// Drafts: what a visitor types into a form is kept in sessionStorage, so a reload or an accidental
// navigation away and back restores it, with the time the form was first shown and the last
// submission sent (an unchanged resend after a reload is the same submission); it is cleared once the
// endpoint stored what was sent and by 'Submit Another Response'.
import type { Submission } from "@/lib/forms/transport";

export type Draft<Values> = {
  values: Values;
  formShownAt?: string;
  /** The values as last sent: what the visitor types after them is not emptied when that copy is stored. */
  sentValues?: unknown;
  /** The last submission this tab's form sent: a resend of other content for the same instance supersedes it. */
  lastSent?: Submission;
  /** The instance it was sent for (each quote is one; "" for a form that has one). */
  lastSentInstance?: string;
};

const draftKey = (formId: string) => `lumenfold:draft:${formId}`;

export function loadDraft<Values>(formId: string): Draft<Values> | undefined {
  try {
    const raw = sessionStorage.getItem(draftKey(formId));
    return raw ? (JSON.parse(raw) as Draft<Values>) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft<Values>(formId: string, draft: Draft<Values>): void {
  try {
    sessionStorage.setItem(draftKey(formId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it just cannot survive a reload.
  }
}

export function clearDraft(formId: string): void {
  try {
    sessionStorage.removeItem(draftKey(formId));
  } catch {
    // Nothing to clear.
  }
}
