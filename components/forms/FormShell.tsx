"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { site } from "@/content/site";
import { submissionReference } from "@/lib/forms/contract";
import { SUBMIT_ERROR_MESSAGE } from "@/lib/forms/transport";
import type { Delivery, DeliveryState } from "@/lib/forms/use-delivery";
import { declareFormTool, fieldErrorMessages, submitHandler, useAgentToolCall } from "@/lib/forms/agent-tool";
import type { FormTool } from "@/lib/forms/tools";
import { whenIdle } from "@/lib/browser/idle";
import { privacyHref } from "@/lib/site/hrefs";
import { useFieldsetEnabledOnceHydrated } from "@/lib/browser/use-hydrated";
import type { Person } from "@/lib/booking/scheduler";
import { BookingOffer } from "@/components/booking/BookingOffer";
import { FormToaster } from "@/components/forms/FormToaster";
import { ThankYouPanel } from "@/components/forms/ThankYouPanel";
import styles from "@/components/forms/forms.module.css";

/** Every form asks who is writing first (components/forms/Fields.tsx, PersonFields). */
type PersonValues = { fullName: string; email: string };

type FormShellProps<Values extends FieldValues & PersonValues> = {
  id: string;
  title: string;
  /** The form's fields (react-hook-form) and what became of what it sent (lib/forms/use-delivery.ts). */
  form: UseFormReturn<Values>;
  delivery: Delivery<Values>;
  /** Sends the checked values through `delivery.submit`. */
  onValid: SubmitHandler<Values>;
  /** "Submit Another Response", where the form has more to clear than `delivery.startOver` does. */
  onReset?: () => void;
  thankYouMessage: string;
  /** Loads what submitting needs (validation, the payload builder); called once the page is idle, and on focus. */
  loadValidation?: () => Promise<unknown>;
  submitLabel: string;
  /** What the form says under its send button, before the reply promise and the privacy notice's link. */
  note?: ReactNode;
  /** The form as a WebMCP tool a visitor's browser agent can call (lib/forms/agent-tool.ts). */
  tool: FormTool;
  children: ReactNode;
};

/**
 * What every form of the site shares: its toasts, the card with its title, what became of the last
 * submission (refused, saved on this device, or the thank-you panel once stored), the honeypot, the
 * send button with the privacy notice's link, and fields that stay disabled until the page is
 * interactive (nothing typed before hydration can be lost) and while the first tries run (nothing
 * typed then is left out of what is sent).
 */
export function FormShell<Values extends FieldValues & PersonValues>({
  id,
  title,
  form,
  delivery,
  onValid,
  onReset = delivery.startOver,
  thankYouMessage,
  loadValidation,
  submitLabel,
  note,
  tool,
  children,
}: FormShellProps<Values>) {
  const { state, honeypotRef, noteInteraction } = delivery;
  const { errors: fieldErrors, isSubmitting: validating } = form.formState;
  /** The messages beside the fields now, for a browser agent's result. */
  const errors = fieldErrorMessages(fieldErrors);
  /** Who sent it, in this page's memory only: the thanks offer them a call with their name and e-mail filled in. */
  const [person, setPerson] = useState<Person>();
  const onSubmit = submitHandler(
    form,
    (values, event) => {
      setPerson({ name: values.fullName, email: values.email });
      return onValid(values, event);
    },
    delivery.personValuesChangedBy,
  );
  const fieldsetRef = useFieldsetEnabledOnceHydrated();
  const beginAgentCall = useAgentToolCall(state, errors, validating, site.replyWithin);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes once a control that removes itself has done so (the saved notice's, the thanks'). */
  const focusNext = useRef<"submit" | "fields">(undefined);
  useEffect(() => {
    if (focusNext.current === "submit") submitRef.current?.focus();
    if (focusNext.current === "fields") fieldsRef.current?.querySelector<HTMLElement>("input, select, textarea")?.focus();
    focusNext.current = undefined;
  }, [state.phase]);
  // Every render: the fields with a parameter description can change (an intent's questions).
  useEffect(() => {
    declareFormTool(formRef.current);
  });
  const sending = validating || state.phase === "sending";
  const load = () => void loadValidation?.().catch(() => {});
  const mail = <a href={`mailto:${site.email}`}>{site.email}</a>;
  /** Why the last submission has not gone, where that needs the visitor now. */
  const alerts: Partial<Record<DeliveryState["phase"], ReactNode>> = {
    refused: state.phase === "refused" && state.message,
    expired: (
      <>
        We could not send your message after repeated tries, so it has been removed from this device. It is still in the form: please send it again, or email it
        to us at {mail}.
      </>
    ),
    unsaved: (
      <>
        Your message has not reached us yet, and this browser would not let us keep a copy of your message, so it has not been sent. We keep trying while this
        page stays open. Your message is still in the form: please copy it and try again later, or email it to us at {mail}.
      </>
    ),
  };

  // Loaded soon after the page is interactive, so a visitor who goes offline before touching the
  // form can still submit, and the submission reaches the outbox. A failed load is retried on focus.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => whenIdle(load), [loadValidation]);

  return (
    <>
      <FormToaster />
      {state.phase === "submitted" && (
        <ThankYouPanel
          message={thankYouMessage}
          reference={submissionReference(state.id)}
          onReset={() => {
            focusNext.current = "fields";
            onReset();
          }}
        >
          <BookingOffer context="thanks" person={person} />
        </ThankYouPanel>
      )}
      {/* Kept (hidden) under the thanks: removing it would end a browser agent's tool call before its answer. */}
      <form
        hidden={state.phase === "submitted"}
        className={`card ${styles.form}`}
        noValidate
        aria-labelledby={`${id}-title`}
        ref={formRef}
        data-toolname={tool.name}
        data-tooldescription={tool.description}
        // A failed load is reported when the visitor submits, which loads it again.
        onFocus={load}
        onKeyDown={noteInteraction}
        onPointerDown={noteInteraction}
        onInput={noteInteraction}
        onSubmit={(event) => {
          // While sending (the button stays focusable: a disabled one drops focus to <body>), a second
          // send sends nothing: a person's press is ignored, an agent's call is told so.
          if (!beginAgentCall(event, sending)) return event.preventDefault();
          // The fields go inert while sending; focus waits on the button, which says "Sending...".
          if (fieldsRef.current?.contains(document.activeElement)) submitRef.current?.focus();
          // Validation loads on demand; if it cannot (the connection dropped), say so and keep
          // everything the visitor typed.
          onSubmit(event).catch((error: unknown) => {
            console.error("Form submission could not start:", error);
            toast.error(SUBMIT_ERROR_MESSAGE);
          });
        }}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <noscript>
          <p className={styles.note}>This form needs JavaScript. You can also email us at {site.email}.</p>
        </noscript>
        <p className={styles.note}>Fields marked * are required.</p>
        <fieldset className={styles.fields} disabled ref={fieldsetRef}>
          {/* Inert rather than disabled while sending: disabled fields would drop out of the form's WebMCP tool and end an agent's call. */}
          <div className={styles.fieldsInner} inert={state.phase === "sending"} ref={fieldsRef}>
            {children}
          </div>
          <button type="submit" className={`btn btn-primary ${styles.submit}`} aria-disabled={sending} ref={submitRef}>
            {sending ? "Sending..." : submitLabel}
          </button>
          {note}
          {/* What happens after Send, and when: the same promise under every form's button. */}
          <p className={styles.note}>{site.replyPromise}</p>
          <p className={styles.note}>
            What you send and how we use it: <Link href={privacyHref}>our privacy notice</Link>.
          </p>
        </fieldset>
        {/* Hidden from people and assistive technology (display: none); bots fill it. */}
        <div className={styles.honeypot}>
          <label htmlFor={`${id}-website`}>Website</label>
          <input
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
            ref={honeypotRef}
            data-toolparamdescription="Leave empty."
          />
        </div>
        {/* Always in the page, so that sending and saved are each announced as they begin. */}
        <div className={styles.status} role="status">
          {state.phase === "sending" && <p className="visually-hidden">Sending...</p>}
          {state.phase === "saved" && (
            <div className={`${styles.alert} ${styles.alertSaved}`}>
              <p>
                Not sent yet: we keep your message in this browser and send it as soon as our server takes it, from any page of this site you have open; we will
                tell you when it has gone through. In a private window it is kept only while the window is open. You can also email us at {mail}.
              </p>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  focusNext.current = "submit";
                  delivery.discardSaved();
                }}
              >
                Discard the saved copy
              </button>
            </div>
          )}
          {state.phase === "added" && (
            <p className={`${styles.alert} ${styles.alertSaved}`}>
              Your saved message has been sent (reference {submissionReference(state.id)}). What you typed after it is still here, not sent: send it to add it
              to that message.
            </p>
          )}
        </div>
        {alerts[state.phase] && (
          <p className={styles.alert} role="alert">
            {alerts[state.phase]}
          </p>
        )}
      </form>
    </>
  );
}
