"use client";

import type { FormEvent, ReactNode, RefObject } from "react";
import toast from "react-hot-toast/headless";
import { site } from "@/content/site";
import { submissionReference } from "@/lib/forms/contract";
import { SUBMIT_ERROR_MESSAGE } from "@/lib/forms/transport";
import type { DeliveryState } from "@/lib/forms/use-delivery";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { FormToaster } from "@/components/forms/FormToaster";
import { ThankYouPanel } from "@/components/forms/ThankYouPanel";

type FormShellProps = {
  id: string;
  title: string;
  state: DeliveryState;
  thankYouMessage: string;
  onReset: () => void;
  onDiscardSaved: () => void;
  honeypotRef: RefObject<HTMLInputElement | null>;
  /** Starts loading the form's validation; called when focus enters the form. */
  loadValidation?: () => Promise<unknown>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
};

/**
 * What every form of the site shares: its toasts, the card with its title, what became of the last
 * submission (refused, saved on this device, or the thank-you panel once stored), the honeypot,
 * and fields that stay disabled until the page is interactive, so nothing typed before hydration
 * can be lost.
 */
export function FormShell({ id, title, state, thankYouMessage, onReset, onDiscardSaved, honeypotRef, loadValidation, onSubmit, children }: FormShellProps) {
  const hydrated = useHydrated();
  return (
    <>
      <FormToaster />
      {state.phase === "submitted" ? (
        <ThankYouPanel message={thankYouMessage} reference={submissionReference(state.id)} onReset={onReset} />
      ) : (
        <form
          className="form card"
          noValidate
          aria-labelledby={`${id}-title`}
          // A failed load is reported when the visitor submits, which loads it again.
          onFocus={() => void loadValidation?.().catch(() => {})}
          onSubmit={(event) => {
            // Validation loads on demand; if it cannot (the connection dropped), say so and keep
            // everything the visitor typed.
            onSubmit(event).catch((error: unknown) => {
              console.error("Form submission could not start:", error);
              toast.error(SUBMIT_ERROR_MESSAGE);
            });
          }}
        >
          <h2 id={`${id}-title`} className="form-title">
            {title}
          </h2>
          <noscript>
            <p className="form-note">This form needs JavaScript. You can also email us at {site.email}.</p>
          </noscript>
          <fieldset className="form-fields" disabled={!hydrated}>
            {children}
          </fieldset>
          {/* Hidden from people and assistive technology (display: none); bots fill it. */}
          <div className="form-honeypot">
            <label htmlFor={`${id}-website`}>Website</label>
            <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" ref={honeypotRef} />
          </div>
          {state.phase === "refused" && (
            <p className="form-alert" role="alert">
              {state.message}
            </p>
          )}
          {state.phase === "saved" && (
            <div className="form-alert form-alert-saved" role="status">
              <p>
                We could not reach our server, so your message is saved on this device. It will be sent as soon as the site can reach
                us, and we will tell you when it has gone through. You can also email us at{" "}
                <a href={`mailto:${site.email}`}>{site.email}</a>.
              </p>
              <button type="button" className="btn btn-secondary" onClick={onDiscardSaved}>
                Discard the saved copy
              </button>
            </div>
          )}
        </form>
      )}
    </>
  );
}
