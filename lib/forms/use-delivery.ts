"use client";

// What every form does around the outbox: keep a draft, make one submission per content (the same
// words sent twice are one lead; other words a new one naming the one before), write it to the outbox
// and let the one sender deliver it. A form follows only what it sent itself, in this tab (its draft
// is the tab's): another tab's message is another lead, never this form's to thank for or to
// replace, and its outcome is the page's notice. What the form shows is read from that entry, so it
// is true after every reload and whichever tab delivers it.
import { useEffect, useRef, useState, useSyncExternalStore, type SyntheticEvent } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import toast from "react-hot-toast/headless";
import type { FormType } from "@/lib/forms/contract";
import { clearDraft, loadDraft, saveDraft } from "@/lib/forms/drafts";
import {
  entrySnapshot,
  followEntry,
  isPending,
  markTold,
  outboxEntries,
  parseEntry,
  putEntry,
  readEntry,
  removeEntry,
  subscribeToOutbox,
  type OutboxEntry,
} from "@/lib/forms/outbox";
import { sendNow } from "@/lib/forms/sender";
import { SUBMIT_ERROR_MESSAGE, SUBMIT_SUCCESS_MESSAGE, type Submission } from "@/lib/forms/transport";

/**
 * What the form shows: editing; sending (the first tries, fields locked so nothing typed is left out);
 * saved (a copy waits, retried); unsaved (the device would not keep it: it lives as long as this page);
 * added (stored, with more typed since, kept to send as an addition); refused (why, in the form);
 * expired (given up after a week of tries, removed from the device); submitted (stored: the thanks).
 */
export type DeliveryState =
  { phase: "editing" } | { phase: "refused"; message: string } | { phase: "sending" | "saved" | "unsaved" | "added" | "expired" | "submitted"; id: string };

/** How long values stand still before they count as the person's own, rather than a browser agent's burst of fills. */
const SETTLED_MS = 300;

function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; build a version 4 UUID from random bytes.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const sameContent = (a: Pick<Submission, "formType" | "payload">, b: Pick<Submission, "formType" | "payload">) =>
  a.formType === b.formType && JSON.stringify(a.payload) === JSON.stringify(b.payload);

function stateOf(entry: OutboxEntry | undefined, added: string | undefined): DeliveryState {
  if (!entry) return { phase: "editing" };
  const { id } = entry.submission;
  if (entry.status === "refused") return { phase: "refused", message: entry.message ?? "" };
  const phase = { sending: "sending", waiting: entry.kept ? "saved" : "unsaved", stored: added === id ? "added" : "submitted", expired: "expired" } as const;
  return { phase: phase[entry.status], id };
}

type UseDeliveryOptions<Values extends FieldValues> = {
  /** Names the draft and the outbox entries; one per form on the site. */
  formId: string;
  form: UseFormReturn<Values>;
  emptyValues: Values;
  /** Values to start from when there is no draft (a preselection from the URL, say). */
  startValues?: () => Partial<Values>;
  /** The toasts for an outcome seen on this page. */
  messages?: { success?: string; error?: string };
  /**
   * Which of the things the form sends for is on screen, when the page can show several (each
   * quote): each is its own lead, so a send never replaces another's, and the form thanks only for
   * the one on screen.
   */
  instance?: string;
};

export function useDelivery<Values extends FieldValues>({ formId, form, emptyValues, startValues, messages = {}, instance = "" }: UseDeliveryOptions<Values>) {
  /**
   * The last submission this form sent, which it follows (resent as it is for the same content,
   * named by other words), and the instance it was sent for (see `instance`).
   */
  const [sent, setSent] = useState<{ submission: Submission; instance: string }>();
  const lastSent = sent?.submission;
  /** The stored submission after which the visitor typed more: the form keeps it instead of thanking. */
  const [added, setAdded] = useState<string>();
  const formShownAt = useRef("");
  /** The values the form started from (a draft, a link's preselection): what counts as typed since, when nothing was sent here. */
  const startedWith = useRef("");
  const interactedAt = useRef<string | undefined>(undefined);
  /** The values a link preselected (no draft): not the person's typing. */
  const preselected = useRef<Partial<Values>>({});
  /**
   * The values once they last stood still for SETTLED_MS: a browser agent fills every field in one
   * burst just before its call submits (with events as trusted as a person's), so these are the
   * values from before its call.
   */
  const settledValues = useRef<Partial<Values>>({});
  /** What browser agents' calls filled in: theirs to change again, not the person's. */
  const agentFill = useRef<Partial<Values>>({});
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { reset, watch, getValues } = form;
  const snapshot = useSyncExternalStore(
    subscribeToOutbox,
    () => entrySnapshot(lastSent?.id),
    () => null,
  );
  const followed = parseEntry(snapshot);
  /** The entry the form shows: its last submission, when it was for what is on screen. */
  const entry = sent?.instance === instance ? followed : undefined;
  const state = stateOf(entry, added);
  /** Its last submission for another instance than the one on screen, as the form may mention it. */
  const other = followed && !entry ? { state: stateOf(followed, undefined), receipt: followed.receipt } : undefined;

  // This page's form tells the outcome of what it follows; any other settled entry is the page's notice.
  useEffect(() => followEntry(lastSent?.id), [lastSent?.id]);

  // Restore the draft, or start from the given values, then keep the draft as the visitor types.
  useEffect(() => {
    const draft = loadDraft<Values>(formId);
    formShownAt.current = draft?.formShownAt ?? new Date().toISOString();
    const restored = { ...emptyValues, ...draft?.values };
    // A draft with nothing typed in it (after Submit Another Response, say) leaves the link's preselection to apply.
    if (JSON.stringify(restored) !== JSON.stringify(emptyValues)) reset(restored as DefaultValues<Values>);
    else if (startValues) {
      preselected.current = startValues();
      reset({ ...emptyValues, ...preselected.current } as DefaultValues<Values>);
    }
    startedWith.current = JSON.stringify(getValues());
    settledValues.current = getValues();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft exists only in the browser: this cannot start on the server
    setSent(draft?.lastSent && { submission: draft.lastSent, instance: draft.lastSentInstance ?? "" });
    let settling: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      saveDraft(formId, { ...loadDraft<Values>(formId), values, formShownAt: formShownAt.current });
      clearTimeout(settling);
      settling = setTimeout(() => (settledValues.current = getValues()), SETTLED_MS);
    });
    return () => {
      clearTimeout(settling);
      subscription.unsubscribe();
    };
    // Runs once per form: the draft is read when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);

  // An outcome is told once: by this form when it is on the page (a toast, and its state), else by the
  // page's notice; a waiting one by the form alone (a "try again" toast would invite a second send). A stored
  // one empties the form of what was sent, never of what was typed after it; the thanks stay until Submit Another Response.
  // clearedFor: the stored submission this form has dealt with, once, not on each later change to the outbox.
  const clearedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    // What this form sent, for whatever instance: its words leave the form once it is stored.
    if (!followed || followed.status === "sending" || followed.status === "waiting") return;
    if (followed.status === "stored" && clearedFor.current !== followed.submission.id) {
      clearedFor.current = followed.submission.id;
      const draft = loadDraft<Values>(formId);
      const addedSince = JSON.stringify(getValues()) !== (draft?.sentValues ? JSON.stringify(draft.sentValues) : startedWith.current);
      if (addedSince) setAdded(followed.submission.id);
      else reset(emptyValues);
      // What was sent has arrived: none of it stays on the device but its id, and what was typed after it.
      saveDraft(formId, {
        values: getValues(),
        sentValues: addedSince ? draft?.sentValues : undefined,
        formShownAt: formShownAt.current,
        lastSent: followed.submission,
        lastSentInstance: sent?.instance,
      });
    }
    if (!markTold(followed.submission.id)) return;
    if (followed.status === "stored") toast.success(messages.success ?? SUBMIT_SUCCESS_MESSAGE);
    else toast.error(followed.status === "refused" ? (followed.message ?? "") : (messages.error ?? SUBMIT_ERROR_MESSAGE));
    // The entry decides; the rest is read as it is when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot]);

  /**
   * The person's words a browser agent's fill would change, by field: settled values from before
   * its call (typed, or restored from this tab's draft) that are neither empty, nor a link's
   * preselection, nor an earlier call's own fill. A fill that changes none is recorded as the
   * agent's, so a later call may correct it.
   */
  function personValuesChangedBy(filled: Partial<Values>): Partial<Values> {
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    const changed = Object.entries(settledValues.current).filter(([name, value]) => {
      const key = name as keyof Values;
      const empty = value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
      return (
        name in filled &&
        !same(value, filled[key]) &&
        !empty &&
        !same(value, preselected.current[key] ?? emptyValues[key]) &&
        !same(value, agentFill.current[key])
      );
    });
    if (changed.length === 0) agentFill.current = { ...agentFill.current, ...filled };
    return Object.fromEntries(changed) as Partial<Values>;
  }

  /** Called for the form's key, pointer and input events: a person's (trusted) one marks the submission as a person's. */
  function noteInteraction(event: SyntheticEvent) {
    if (event.nativeEvent.isTrusted && !interactedAt.current) interactedAt.current = new Date().toISOString();
  }

  /**
   * The submission to send: the last one this form sent again for the same content, else a new one
   * that names it when it was for the same instance; never another tab's, never another instance's.
   */
  function nextSubmission(formType: FormType, payload: Record<string, unknown>, sentBy?: Submission["sentBy"]): Submission {
    const previous = sent?.instance === instance ? lastSent : undefined;
    const status = previous && readEntry(previous.id)?.status;
    // Refused, or stored and thanked for, it is done with; any other may have arrived (its answer lost): both go.
    const earlier = status === "refused" || (status === "stored" && added !== previous?.id) ? undefined : previous;
    if (earlier && sameContent(earlier, { formType, payload })) return earlier;
    return {
      id: newSubmissionId(),
      formType,
      payload,
      formShownAt: formShownAt.current,
      // A browser agent acts for the visitor on the page: its call counts as the person's interaction.
      interactedAt: interactedAt.current ?? (sentBy ? new Date().toISOString() : undefined),
      supersedes: earlier?.id,
      // The agent sees every named field, the hidden one too; what it puts there is not a bot's mark.
      honeypot: sentBy ? "" : (honeypotRef.current?.value ?? ""),
      sentBy,
    };
  }

  /**
   * Writes the submission to the outbox before its first attempt, and has the sender deliver it now.
   * `receipt`: what the form will thank for once it is stored (see OutboxEntry), never personal data.
   */
  function submit(formType: FormType, payload: Record<string, unknown>, sentBy?: Submission["sentBy"], receipt?: Record<string, string>): void {
    const submission = nextSubmission(formType, payload, sentBy);
    putEntry({ submission, formId, savedAt: readEntry(submission.id)?.savedAt ?? new Date().toISOString(), status: "sending", attempts: 0, receipt });
    setSent({ submission, instance });
    saveDraft(formId, { values: getValues(), sentValues: getValues(), formShownAt: formShownAt.current, lastSent: submission, lastSentInstance: instance });
    sendNow({ all: true }); // Every copy now, oldest first: an earlier one arrives before the one that names it.
  }

  /** 'Submit Another Response': a blank form and a new submission. */
  function startOver() {
    for (const done of outboxEntries()) if (done.formId === formId && !isPending(done)) removeEntry(done.submission.id);
    clearDraft(formId);
    setSent(undefined);
    setAdded(undefined);
    interactedAt.current = undefined;
    formShownAt.current = new Date().toISOString();
    reset(emptyValues);
  }

  /** Drops the saved copy, not the form's words nor its id: it may have arrived, so the same words resent are stored once. */
  function discardSaved() {
    if (entry) removeEntry(entry.submission.id);
  }

  // `receipt`: what the shown submission was sent for; `other`: the form's last submission when it
  // was for another instance, which a form whose page changes (the quote) mentions beside it.
  return { state, receipt: entry?.receipt, other, submit, startOver, discardSaved, noteInteraction, personValuesChangedBy, honeypotRef };
}

export type Delivery<Values extends FieldValues> = ReturnType<typeof useDelivery<Values>>;
