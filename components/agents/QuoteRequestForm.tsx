"use client";

import { useMemo, type BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { site } from "@/content/site";
import { emptyQuoteRequestForm, quoteSummaryText, sentQuoteSummary, type QuoteRequestFormValues } from "@/lib/forms/quote-request/form";
import type { QuoteSummary } from "@/lib/forms/quote-request/schema";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { sentByOf } from "@/lib/forms/agent-tool";
import { submissionReference } from "@/lib/forms/contract";
import { quoteRequestTool } from "@/lib/forms/tools";
import { useDelivery } from "@/lib/forms/use-delivery";
import { PersonFields, TextAreaField } from "@/components/forms/Fields";
import { FormShell } from "@/components/forms/FormShell";
import formStyles from "@/components/forms/forms.module.css";
import styles from "@/components/agents/Quote.module.css";

/** The resolver and payload builder, loaded when the visitor first focuses the form (see lib/forms/lazy-resolver.ts). */
const loadValidation = () => import("@/lib/forms/quote-request/validation");

const QUOTE_REQUEST_ERROR = "Something went wrong. Please try again.";

/** What became of the request this tab sent for another quote, as the note beside the form says it. */
const OTHER_REQUEST_STATUS = {
  submitted: "has reached our team",
  added: "has reached our team",
  sending: "is being sent",
  saved: "is saved in this browser and will be sent",
  unsaved: "could not be sent yet, and this browser would not keep a copy",
  expired: "could not be sent within a week; please send it again",
} as const;

/**
 * "Request this quote": one lead with the quote's lines and totals, through the outbox every form
 * uses. Each quote is its own lead: the thanks are read from the request sent for the quote on
 * screen, and after a change the quote on screen is offered as not yet requested, beside a note of
 * what this tab sent before.
 */
export function QuoteRequestForm({ summary }: { summary: QuoteSummary }) {
  const resolver = useMemo(() => lazyResolver<QuoteRequestFormValues>(async () => (await loadValidation()).quoteRequestFormResolver()), []);
  const form = useForm<QuoteRequestFormValues>({ resolver, defaultValues: emptyQuoteRequestForm, shouldFocusError: true });
  const {
    register,
    formState: { errors },
  } = form;
  // Each quote is its own lead: the form follows the request sent for the quote on screen, if any.
  const delivery = useDelivery({
    formId: "quote-request",
    form,
    emptyValues: emptyQuoteRequestForm,
    messages: { error: QUOTE_REQUEST_ERROR },
    instance: summary.quoteFingerprint,
  });
  const sent = sentQuoteSummary(delivery.receipt);
  const other = delivery.other;
  const otherSent = sentQuoteSummary(other?.receipt);

  async function onValid(values: QuoteRequestFormValues, event?: BaseSyntheticEvent) {
    const { buildQuoteRequestPayload } = await loadValidation();
    delivery.submit("quote_request", buildQuoteRequestPayload(values, summary), sentByOf(event), summary);
  }

  return (
    <div className={styles.request}>
      {other && "id" in other.state && (
        <p className={styles.note} role="status">
          {otherSent ? `Your request for ${quoteSummaryText(otherSent)}` : "Your earlier quote request"} (reference {submissionReference(other.state.id)}){" "}
          {OTHER_REQUEST_STATUS[other.state.phase]}. The quote above differs from it and is not requested yet: request it below to send it too.
        </p>
      )}
      <FormShell
        id="quote-request"
        title="Request this quote"
        form={form}
        delivery={delivery}
        onValid={onValid}
        thankYouMessage={`Your request for ${sent ? quoteSummaryText(sent) : "this quote"} has reached our team. We will confirm it ${site.replyWithin}.`}
        loadValidation={loadValidation}
        submitLabel="Request this quote"
        note={<p className={formStyles.note}>The request carries the quote above: your numbers, every line and every total.</p>}
        tool={quoteRequestTool}
      >
        <PersonFields
          idPrefix="quote-request"
          registrations={{ fullName: register("fullName"), email: register("email"), organization: register("companyName") }}
          errors={{ fullName: errors.fullName?.message, email: errors.email?.message, organization: errors.companyName?.message }}
          organization={{ label: "Company Name", required: true }}
        />
        <TextAreaField id="quote-request-message" label="Message" error={errors.message?.message} registration={register("message")} />
      </FormShell>
    </div>
  );
}
