"use client";

// What both forms do around the transport: keep a draft, make one submission id per submission
// (reused by retries, the outbox and a resubmit after a failure), save what could not be sent to
// the outbox, and follow that copy until it is delivered.
import { useEffect, useRef, useState } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import type { FormType } from "@/lib/forms/contract";
import { clearDraft, loadDraft, saveDraft } from "@/lib/forms/drafts";
import { OUTBOX_EVENT, isInOutbox, removeFromOutbox, saveToOutbox, type OutboxEventDetail } from "@/lib/forms/outbox";
import { deliver, type Delivery } from "@/lib/forms/transport";

export type DeliveryState =
  | { phase: "editing" }
  /** The endpoint refused the submission (invalid, throttled); its message is shown in the form. */
  | { phase: "refused"; message: string }
  /** Not delivered after every retry; a copy waits in the outbox. */
  | { phase: "saved"; id: string }
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
  const submissionId = useRef<string | undefined>(undefined);
  const formShownAt = useRef("");
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { reset, watch, getValues } = form;

  // Restore the draft, or start from the given values, then keep the draft as the visitor types.
  useEffect(() => {
    formShownAt.current = new Date().toISOString();
    const draft = loadDraft<Values>(formId);
    if (draft) {
      reset({ ...emptyValues, ...draft.values } as DefaultValues<Values>);
      submissionId.current = draft.submissionId;
      // sessionStorage and the outbox exist only after hydration, so this state cannot start there.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (draft.submissionId && isInOutbox(draft.submissionId)) setState({ phase: "saved", id: draft.submissionId });
    } else if (startValues) {
      reset({ ...emptyValues, ...startValues() } as DefaultValues<Values>);
    }
    const subscription = watch((values) => saveDraft(formId, { values, submissionId: submissionId.current }));
    return () => subscription.unsubscribe();
    // Runs once per form: the draft is read when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);

  // The outbox may deliver this form's saved copy later (back online, another tab).
  useEffect(() => {
    const onOutbox = (event: Event) => {
      const detail = (event as CustomEvent<OutboxEventDetail>).detail;
      if (detail.id !== submissionId.current) return;
      event.preventDefault(); // claimed: the form shows the result itself
      if (detail.status === "stored") {
        clearDraft(formId);
        submissionId.current = undefined;
        setState({ phase: "submitted", id: detail.id });
      } else {
        setState({ phase: "refused", message: detail.message ?? "" });
      }
    };
    window.addEventListener(OUTBOX_EVENT, onOutbox);
    return () => window.removeEventListener(OUTBOX_EVENT, onOutbox);
  }, [formId]);

  /** Sends the payload and settles the form's state; the caller shows the toasts. */
  async function submit(formType: FormType, payload: Record<string, unknown>): Promise<Delivery> {
    submissionId.current ??= newSubmissionId();
    saveDraft(formId, { values: getValues(), submissionId: submissionId.current });
    const submission = {
      id: submissionId.current,
      formType,
      payload,
      formShownAt: formShownAt.current,
      honeypot: honeypotRef.current?.value ?? "",
    };
    const delivery = await deliver(submission);
    if (delivery.status === "stored") {
      removeFromOutbox(submission.id);
      clearDraft(formId);
      submissionId.current = undefined;
      setState({ phase: "submitted", id: delivery.id });
    } else if (delivery.status === "refused") {
      removeFromOutbox(submission.id);
      setState({ phase: "refused", message: delivery.message });
    } else {
      saveToOutbox(submission);
      setState({ phase: "saved", id: submission.id });
    }
    return delivery;
  }

  /** 'Submit Another Response': a blank form and a new submission. */
  function startOver() {
    clearDraft(formId);
    submissionId.current = undefined;
    reset(emptyValues);
    setState({ phase: "editing" });
  }

  /** Drops the saved copy; what was typed stays in the form. */
  function discardSaved() {
    if (submissionId.current) removeFromOutbox(submissionId.current);
    submissionId.current = undefined;
    saveDraft(formId, { values: getValues() });
    setState({ phase: "editing" });
  }

  return { state, submit, startOver, discardSaved, honeypotRef };
}
