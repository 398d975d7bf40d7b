"use client";

// What both forms do around the transport: keep a draft, make one submission id per submission
// (reused by retries, the outbox and an unchanged resend; an edited resend supersedes it), keep the submission in the outbox from
// before its first attempt until it is settled, tell the truth when the device refuses to keep it,
// and follow the saved copy until it is delivered, here or in another tab.
import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import type { FormType } from "@/lib/forms/contract";
import { clearDraft, loadDraft, saveDraft, type Draft } from "@/lib/forms/drafts";
import {
  OUTBOX_EVENT,
  isInOutbox,
  markSending,
  outboxChange,
  outboxEntries,
  removeFromOutbox,
  saveToOutbox,
  settleInOutbox,
  type OutboxEventDetail,
} from "@/lib/forms/outbox";
import { deliver, type Delivery, type Submission } from "@/lib/forms/transport";

export type DeliveryState =
  | { phase: "editing" }
  /** The endpoint refused the submission (invalid, say); its message is shown in the form. */
  | { phase: "refused"; message: string }
  /** Not delivered yet; a copy waits in the outbox and will be sent later. */
  | { phase: "saved"; id: string }
  /** Not delivered, and the device would not keep a copy: nothing will be sent later. */
  | { phase: "unsaved"; id: string }
  /** The saved copy was given up after days or many tries, and removed from the device. */
  | { phase: "expired"; id: string }
  | { phase: "submitted"; id: string };

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

/** While a send is in flight, leaving the page asks first; the outbox has the copy either way. */
function confirmLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = "";
}

/** A draft of the previous version named its submission by id only; its outbox copy is the last one sent. */
function lastSentOf(draft: Draft<unknown>): Submission | undefined {
  const legacyId = (draft as { submissionId?: string }).submissionId;
  return draft.lastSent ?? outboxEntries().find((entry) => entry.submission.id === legacyId)?.submission;
}

type UseDeliveryOptions<Values extends FieldValues> = {
  /** Names the draft; one per form on the site. */
  formId: string;
  form: UseFormReturn<Values>;
  emptyValues: Values;
  /** Values to start from when there is no draft (a preselection from the URL, say). */
  startValues?: () => Partial<Values>;
};

export function useDelivery<Values extends FieldValues>({ formId, form, emptyValues, startValues }: UseDeliveryOptions<Values>) {
  const [state, setState] = useState<DeliveryState>({ phase: "editing" });
  /** The last submission sent whose outcome is not known; it is sent again as it is only for the same content. */
  const lastSent = useRef<Submission | undefined>(undefined);
  const formShownAt = useRef("");
  const interactedAt = useRef<string | undefined>(undefined);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { reset, watch, getValues } = form;

  const draftNow = () => ({ values: getValues(), formShownAt: formShownAt.current, lastSent: lastSent.current });

  // Restore the draft, or start from the given values, then keep the draft as the visitor types.
  useEffect(() => {
    const draft = loadDraft<Values>(formId);
    formShownAt.current = draft?.formShownAt ?? new Date().toISOString();
    if (draft) {
      reset({ ...emptyValues, ...draft.values } as DefaultValues<Values>);
      lastSent.current = lastSentOf(draft);
      const id = draft.lastSent?.id;
      // sessionStorage and the outbox exist only after hydration, so this state cannot start there.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (id && isInOutbox(id)) setState({ phase: "saved", id });
    } else if (startValues) {
      reset({ ...emptyValues, ...startValues() } as DefaultValues<Values>);
    }
    const subscription = watch((values) => saveDraft(formId, { ...draftNow(), values }));
    return () => subscription.unsubscribe();
    // Runs once per form: the draft is read when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);

  // The saved copy may be settled later: by this page's outbox (back online) or by another tab.
  useEffect(() => {
    const settled = (detail: OutboxEventDetail) => {
      lastSent.current = undefined;
      if (detail.status === "stored") {
        clearDraft(formId);
        setState({ phase: "submitted", id: detail.id });
      } else {
        // Refused or given up: nothing was stored, so a resend is a new submission.
        saveDraft(formId, draftNow());
        setState(
          detail.status === "refused" ? { phase: "refused", message: detail.message ?? "" } : { phase: "expired", id: detail.id },
        );
      }
    };
    const onOutbox = (event: Event) => {
      const detail = (event as CustomEvent<OutboxEventDetail>).detail;
      if (detail.id !== lastSent.current?.id) return;
      event.preventDefault(); // claimed: the form shows the result itself
      settled(detail);
    };
    const onStorage = (event: StorageEvent) => {
      const id = lastSent.current?.id;
      if (!id) return;
      const change = outboxChange(event, id);
      if (change === "removed") setState((current) => (current.phase === "saved" && current.id === id ? { phase: "editing" } : current));
      else if (change) settled(change);
    };
    window.addEventListener(OUTBOX_EVENT, onOutbox);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(OUTBOX_EVENT, onOutbox);
      window.removeEventListener("storage", onStorage);
    };
    // draftNow reads refs and the form's getValues, which keep their identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);

  /** Called for the form's key, pointer and input events: a person's (trusted) one marks the submission as a person's. */
  function noteInteraction(event: SyntheticEvent) {
    if (event.nativeEvent.isTrusted && !interactedAt.current) interactedAt.current = new Date().toISOString();
  }

  /** The submission to send: the last one again when nothing changed, else a new one that supersedes it. */
  function nextSubmission(formType: FormType, payload: Record<string, unknown>): Submission {
    const previous = lastSent.current;
    if (previous && sameContent(previous, { formType, payload })) return previous;
    // The earlier one may have reached the endpoint (its answer was lost): this one replaces it.
    if (previous) removeFromOutbox(previous.id);
    return {
      id: newSubmissionId(),
      formType,
      payload,
      formShownAt: formShownAt.current,
      interactedAt: interactedAt.current,
      supersedes: previous?.id,
      honeypot: honeypotRef.current?.value ?? "",
    };
  }

  /** Sends the payload and settles the form's state; the caller shows the toasts. */
  async function submit(formType: FormType, payload: Record<string, unknown>): Promise<Delivery> {
    const submission = nextSubmission(formType, payload);
    lastSent.current = submission;
    saveDraft(formId, draftNow());
    // What the last attempt ended in no longer holds while this one is sent.
    setState({ phase: "editing" });
    // Kept before the first attempt: a tab closed mid-send leaves it for the next page to send.
    const kept = saveToOutbox(submission);
    markSending(submission.id, true);
    // A listener of this send's own, so another send finishing first does not remove it.
    const confirm = (event: BeforeUnloadEvent) => confirmLeaving(event);
    window.addEventListener("beforeunload", confirm);
    let delivery: Delivery;
    try {
      delivery = await deliver(submission);
    } finally {
      markSending(submission.id, false);
      window.removeEventListener("beforeunload", confirm);
    }
    if (delivery.status === "stored") {
      // Settled rather than removed, so a duplicated tab showing the same copy learns it went through.
      settleInOutbox({ id: submission.id, status: "stored" });
      clearDraft(formId);
      lastSent.current = undefined;
      setState({ phase: "submitted", id: delivery.id });
    } else if (delivery.status === "refused") {
      // Nothing was stored: the corrected resend is a new submission.
      removeFromOutbox(submission.id);
      lastSent.current = undefined;
      saveDraft(formId, draftNow());
      setState({ phase: "refused", message: delivery.message });
    } else if (!kept) {
      setState({ phase: "unsaved", id: submission.id });
    } else if (isInOutbox(submission.id)) {
      setState({ phase: "saved", id: submission.id });
    }
    // Otherwise another tab settled the copy meanwhile, and its storage event set the state.
    return delivery;
  }

  /** 'Submit Another Response': a blank form and a new submission. */
  function startOver() {
    clearDraft(formId);
    lastSent.current = undefined;
    interactedAt.current = undefined;
    formShownAt.current = new Date().toISOString();
    reset(emptyValues);
    setState({ phase: "editing" });
  }

  /**
   * Drops the saved copy; what was typed stays in the form. The id is kept: the copy may have
   * arrived already, so sending the same text again is answered as stored, never stored twice.
   */
  function discardSaved() {
    if (lastSent.current) removeFromOutbox(lastSent.current.id);
    setState({ phase: "editing" });
  }

  return { state, submit, startOver, discardSaved, noteInteraction, honeypotRef };
}
