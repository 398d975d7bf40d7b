"use client";

import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { aiMaturityLevels, contactIntents, parseIntentParam, serviceOptions, teamSizes, timelines } from "@/lib/contact-options";
import {
  buildContactPayload,
  contactFormSchema,
  contactFormType,
  emptyContactForm,
  type ContactFormValues,
} from "@/lib/contact-payload";
import { site } from "@/content/site";
import { SUBMIT_SUCCESS_MESSAGE, submitForm } from "@/lib/submit-form";
import { schemaResolver } from "@/lib/schema-resolver";
import { useHydrated } from "@/lib/use-hydrated";
import { toast } from "@/lib/toasts";
import { Field, FieldError, fieldAria } from "@/components/forms/Field";
import { FormToaster } from "@/components/forms/FormToaster";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { ThankYouPanel } from "@/components/forms/ThankYouPanel";

/**
 * The contact form. Links from the rest of the site preselect it with `?intent=` (explore, custom,
 * training, or services for explore) and may start the custom agent idea with `?idea=`.
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const [submitted, setSubmitted] = useState(false);
  const sendingRef = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: schemaResolver(contactFormSchema),
    defaultValues: emptyContactForm(),
    shouldFocusError: true,
  });
  const intent = useWatch({ control, name: "intent" });

  // The page is pre-rendered without a query, so the preselection is applied in the browser.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const preselected = parseIntentParam(params.get("intent"));
    if (preselected) setValue("intent", preselected);
    const idea = params.get("idea");
    if (idea) setValue("customAgentIdea", idea);
    window.scrollTo(0, 0);
  }, [setValue]);

  async function onSubmit(values: ContactFormValues) {
    if (sendingRef.current) return;
    sendingRef.current = true;
    try {
      const payload = buildContactPayload(values, { userAgent: navigator.userAgent, referrer: document.referrer });
      const result = await submitForm(contactFormType(values.intent), payload);
      if (!result.success) {
        toast.error(result.message);
        return;
      }
      toast.success(SUBMIT_SUCCESS_MESSAGE);
      setSubmitted(true);
    } catch (error) {
      // As specified: if the handler itself fails, the visitor still sees the thank-you panel.
      console.error("Contact form handler failed:", error);
      toast.success(SUBMIT_SUCCESS_MESSAGE);
      setSubmitted(true);
    } finally {
      sendingRef.current = false;
    }
  }

  function startOver() {
    reset(emptyContactForm());
    setSubmitted(false);
  }

  return (
    <>
      <FormToaster />
      {submitted ? (
        <ThankYouPanel
          message="Your message is on its way to our team. We will get back to you within 24 hours."
          onReset={startOver}
        />
      ) : (
        <form className="form card" noValidate onSubmit={(event) => handleSubmit(onSubmit)(event)} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="form-title">
            Tell us about your project
          </h2>
          <noscript>
            <p className="form-note">This form needs JavaScript. You can also email us at {site.email}.</p>
          </noscript>
          <fieldset className="form-fields" disabled={!hydrated}>

          <fieldset className="intent-group">
            <legend className="field-label">What can we help you with?</legend>
            <div className="intent-tiles">
              {contactIntents.map((option) => (
                <label key={option.value} className="intent-tile">
                  <input type="radio" value={option.value} {...register("intent")} />
                  <span className="intent-tile-label">{option.label}</span>
                  <span className="intent-tile-text">{option.description}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <div className="field-row">
            <Field id="contact-full-name" label="Full Name" required error={errors.fullName?.message}>
              <input
                type="text"
                autoComplete="name"
                className="input"
                {...fieldAria("contact-full-name", { error: errors.fullName?.message })}
                {...register("fullName")}
              />
            </Field>
            <Field id="contact-email" label="Email Address" required error={errors.email?.message}>
              <input
                type="email"
                autoComplete="email"
                className="input"
                {...fieldAria("contact-email", { error: errors.email?.message })}
                {...register("email")}
              />
            </Field>
          </div>
          <Field id="contact-organization" label="Organization" error={errors.organization?.message}>
            <input
              type="text"
              autoComplete="organization"
              className="input"
              {...fieldAria("contact-organization", { error: errors.organization?.message })}
              {...register("organization")}
            />
          </Field>

          {intent === "explore" && (
            <div className="intent-details">
              <fieldset className="choice-group">
                <legend className="field-label">Which services interest you?</legend>
                <div className="choice-grid">
                  {serviceOptions.map((service) => (
                    <label key={service} className="choice">
                      <input type="checkbox" value={service} {...register("selectedServices")} />
                      {service}
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset className="choice-group">
                <legend className="field-label">Where is your organisation on its AI journey?</legend>
                <div className="choice-grid">
                  {aiMaturityLevels.map((level) => (
                    <label key={level.value} className="choice">
                      <input type="radio" value={level.value} {...register("aiMaturityLevel")} />
                      <span>
                        <strong>{level.label}</strong>
                        <span className="choice-text">{level.description}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
          )}

          {intent === "custom" && (
            <div className="intent-details">
              <Field
                id="contact-idea"
                label="Describe your agent idea"
                hint="What should the agent do, for whom, and with which systems?"
                error={errors.customAgentIdea?.message}
              >
                <textarea
                  rows={4}
                  className="input"
                  {...fieldAria("contact-idea", { error: errors.customAgentIdea?.message, hint: true })}
                  {...register("customAgentIdea")}
                />
              </Field>
              <Field id="contact-timeline" label="Timeline" error={errors.timeline?.message}>
                <select className="input" {...fieldAria("contact-timeline", { error: errors.timeline?.message })} {...register("timeline")}>
                  <option value="">Select a timeline</option>
                  {timelines.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          )}

          {intent === "training" && (
            <div className="intent-details">
              <fieldset className="choice-group">
                <legend className="field-label">Team size</legend>
                <div className="choice-grid">
                  {teamSizes.map((size) => (
                    <label key={size.value} className="choice">
                      <input type="radio" value={size.value} {...register("teamSize")} />
                      {size.label}
                    </label>
                  ))}
                </div>
                <FieldError id="contact-team-size" message={errors.teamSize?.message} />
              </fieldset>
            </div>
          )}

          <Field id="contact-message" label="Message" error={errors.message?.message}>
            <textarea rows={5} className="input" {...fieldAria("contact-message", { error: errors.message?.message })} {...register("message")} />
          </Field>

          <SubmitButton sending={isSubmitting} label="Send Message" />
          <p className="form-note">{site.replyPromise}</p>
          </fieldset>
        </form>
      )}
    </>
  );
}
