"use client";

// What both forms do around the outbox: keep a draft, make one submission per content (the same
// words sent twice are one lead; an edit replaces the copy that waits, and names it), write it to
// the outbox and let the one sender deliver it. Everything the form shows about delivery is read
// from the outbox entry, so it is true in every tab and after every reload.
import { useEffect, useRef, useState, useSyncExternalStore, type SyntheticEvent } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import toast from "react-hot-toast/headless";
import type { FormType } from "@/lib/forms/contract";
import { clearDraft, loadDraft, saveDraft } from "@/lib/forms/drafts";
import { entrySnapshot, markTold, mountForm, putEntry, readEntry, removeEntry, subscribeToOutbox } from "@/lib/forms/outbox";
import { sendFresh } from "@/lib/forms/sender";
import { SUBMIT_ERROR_MESSAGE, SUBMIT_SUCCESS_MESSAGE, type Submission } from "@/lib/forms/transport";

export type DeliveryState =
  | { phase: "editing" }
  /** Sent; the first tries are under way and the fields are locked, so nothing typed is left out. */
  | { phase: "sending"; id: string }
  /** The endpoint refused the submission (invalid, say); its message is shown in the form. */
  | { phase: "refused"; message: string }
  /** Not delivered yet; a copy waits in the outbox and the sender keeps trying. */
  | { phase: "saved"; id: string }
  /** Not delivered, and the device would not keep a copy: nothing survives this page. */
  | { phase: "unsaved"; id: string }
  /** The saved copy was given up after days, and removed from the device. */
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

function stateOf(snapshot: string | null, readable: () => ReturnType<typeof readEntry>): DeliveryState {
  const entry = snapshot === null ? undefined : readable();
  if (!entry) return { phase: "editing" };
  const { id } = entry.submission;
  switch (entry.status) {
    case "sending":
      return { phase: "sending", id };
    case "waiting":
      return entry.kept ? { phase: "saved", id } : { phase: "unsaved", id };
    case "stored":
      return { phase: "submitted", id };
    case "refused":
      return { phase: "refused", message: entry.message ?? "" };
    case "expired":
      return { phase: "expired", id };
  }
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
};

export function useDelivery<Values extends FieldValues>({ formId, form, emptyValues, startValues, messages = {} }: UseDeliveryOptions<Values>) {
  /** The last submission sent: resent as it is for the same content, replaced (and named) by an edit. */
  const lastSent = useRef<Submission | undefined>(undefined);
  /** Its id, as state: the form follows that outbox entry. */
  const [id, setId] = useState<string>();
  const formShownAt = useRef("");
  const interactedAt = useRef<string | undefined>(undefined);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { reset, watch, getValues } = form;
  const snapshot = useSyncExternalStore(
    subscribeToOutbox,
    () => entrySnapshot(id),
    () => null,
  );
  const state = stateOf(snapshot, () => (id ? readEntry(id) : undefined));

  // Restore the draft, or start from the given values, then keep the draft as the visitor types.
  useEffect(() => {
    const unmount = mountForm(formId);
    const draft = loadDraft<Values>(formId);
    formShownAt.current = draft?.formShownAt ?? new Date().toISOString();
    const restored = { ...emptyValues, ...draft?.values };
    // A draft with nothing typed in it (after Submit Another Response, say) leaves the link's preselection to apply.
    if (JSON.stringify(restored) !== JSON.stringify(emptyValues)) reset(restored as DefaultValues<Values>);
    else if (startValues) reset({ ...emptyValues, ...startValues() } as DefaultValues<Values>);
    lastSent.current = draft?.lastSent;
    // The outbox exists only in the browser, so this state cannot start on the server.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setId(draft?.lastSent?.id);
    const subscription = watch((values) =>
      saveDraft(formId, { ...loadDraft<Values>(formId), values, formShownAt: formShownAt.current }),
    );
    return () => {
      subscription.unsubscribe();
      unmount();
    };
    // Runs once per form: the draft is read when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);

  // An outcome is told once: by this form when it is on the page (a toast, and the state it shows),
  // else by the page's notice. A waiting one is told by the form alone: a toast saying "try again"
  // would invite a second send of a message that is saved. A stored one empties the draft; the
  // thank-you panel stays until Submit Another Response, so the visitor who comes back sees it arrived.
  /** The stored submission whose form has been emptied: once, not on each later change to the outbox. */
  const clearedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    const entry = id ? readEntry(id) : undefined;
    if (!entry || entry.status === "sending" || entry.status === "waiting") return;
    if (entry.status === "stored" && clearedFor.current !== id) {
      // What was sent has arrived: nothing the visitor typed stays on the device, only its id.
      clearedFor.current = id;
      lastSent.current = entry.submission;
      reset(emptyValues);
      saveDraft(formId, { values: emptyValues, formShownAt: formShownAt.current, lastSent: entry.submission });
    }
    if (!markTold(entry.submission.id)) return;
    if (entry.status === "stored") toast.success(messages.success ?? SUBMIT_SUCCESS_MESSAGE);
    else toast.error(entry.status === "refused" ? (entry.message ?? "") : (messages.error ?? SUBMIT_ERROR_MESSAGE));
    // The entry decides; the rest is read as it is when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot, id]);

  /** Called for the form's key, pointer and input events: a person's (trusted) one marks the submission as a person's. */
  function noteInteraction(event: SyntheticEvent) {
    if (event.nativeEvent.isTrusted && !interactedAt.current) interactedAt.current = new Date().toISOString();
  }

  /** The submission to send: the last one again for the same content, else a new one that replaces it. */
  function nextSubmission(formType: FormType, payload: Record<string, unknown>, sentBy?: Submission["sentBy"]): Submission {
    const previous = lastSent.current;
    const entry = previous && readEntry(previous.id);
    // Stored or refused, the last one is done with: this is a new submission that replaces nothing.
    const open = previous && (!entry || entry.status === "waiting" || entry.status === "expired");
    if (open && sameContent(previous, { formType, payload })) return previous;
    // The earlier one may have reached the endpoint (its answer was lost): this one replaces it.
    if (open) removeEntry(previous.id);
    return {
      id: newSubmissionId(),
      formType,
      payload,
      formShownAt: formShownAt.current,
      // A browser agent acts for the visitor on the page: its call counts as the person's interaction.
      interactedAt: interactedAt.current ?? (sentBy ? new Date().toISOString() : undefined),
      supersedes: open ? previous.id : undefined,
      // The agent sees every named field, the hidden one too; what it puts there is not a bot's mark.
      honeypot: sentBy ? "" : (honeypotRef.current?.value ?? ""),
      sentBy,
    };
  }

  /** Writes the submission to the outbox before its first attempt, and has the sender deliver it now. */
  function submit(formType: FormType, payload: Record<string, unknown>, sentBy?: Submission["sentBy"]): void {
    // A second submit event while the first tries run sends nothing more.
    if (lastSent.current && readEntry(lastSent.current.id)?.status === "sending") return;
    const submission = nextSubmission(formType, payload, sentBy);
    putEntry({ submission, formId, savedAt: readEntry(submission.id)?.savedAt ?? new Date().toISOString(), status: "sending", attempts: 0 });
    lastSent.current = submission;
    setId(submission.id);
    saveDraft(formId, { values: getValues(), formShownAt: formShownAt.current, lastSent: submission });
    sendFresh(submission.id);
  }

  /** 'Submit Another Response': a blank form and a new submission. */
  function startOver() {
    if (id) removeEntry(id);
    clearDraft(formId);
    lastSent.current = undefined;
    setId(undefined);
    interactedAt.current = undefined;
    formShownAt.current = new Date().toISOString();
    reset(emptyValues);
  }

  /**
   * Drops the saved copy; what was typed stays in the form. The submission is kept: the copy may
   * have arrived already, so sending the same text again is answered as stored, never stored twice.
   */
  function discardSaved() {
    if (id) removeEntry(id);
  }

  return { state, submit, startOver, discardSaved, noteInteraction, honeypotRef };
}
