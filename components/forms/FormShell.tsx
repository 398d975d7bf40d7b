"use client";

import type { FormEventHandler, ReactNode } from "react";
import { site } from "@/content/site";
import { useHydrated } from "@/lib/use-hydrated";
import { FormToaster } from "@/components/forms/FormToaster";
import { ThankYouPanel } from "@/components/forms/ThankYouPanel";

type FormShellProps = {
  id: string;
  title: string;
  submitted: boolean;
  thankYouMessage: string;
  onReset: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/**
 * What every form of the site shares: its toasts, the card with its title, the thank-you panel
 * after success, and fields that stay disabled until the page is interactive, so nothing typed
 * before hydration can be lost.
 */
export function FormShell({ id, title, submitted, thankYouMessage, onReset, onSubmit, children }: FormShellProps) {
  const hydrated = useHydrated();
  return (
    <>
      <FormToaster />
      {submitted ? (
        <ThankYouPanel message={thankYouMessage} onReset={onReset} />
      ) : (
        <form className="form card" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
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
