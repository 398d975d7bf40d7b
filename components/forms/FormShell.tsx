"use client";

import type { FormEvent, ReactNode } from "react";
import { site } from "@/content/site";
import { SUBMIT_ERROR_MESSAGE } from "@/lib/forms/transport";
import { toast } from "@/lib/forms/toasts";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { FormToaster } from "@/components/forms/FormToaster";
import { ThankYouPanel } from "@/components/forms/ThankYouPanel";

type FormShellProps = {
  id: string;
  title: string;
  submitted: boolean;
  thankYouMessage: string;
  onReset: () => void;
  /** Starts loading the form's validation; called when focus enters the form. */
  loadValidation?: () => Promise<unknown>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
};

/**
 * What every form of the site shares: its toasts, the card with its title, the thank-you panel
 * after success, and fields that stay disabled until the page is interactive, so nothing typed
 * before hydration can be lost.
 */
export function FormShell({ id, title, submitted, thankYouMessage, onReset, loadValidation, onSubmit, children }: FormShellProps) {
  const hydrated = useHydrated();
  return (
    <>
      <FormToaster />
      {submitted ? (
        <ThankYouPanel message={thankYouMessage} onReset={onReset} />
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
        </form>
      )}
    </>
  );
}
