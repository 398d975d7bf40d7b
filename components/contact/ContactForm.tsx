"use client";

import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { aiMaturityLevels, contactIntents, parseIntentParam, serviceOptions, teamSizes } from "@/lib/forms/contact/options";
import { timelines } from "@/lib/forms/options";
import { contactFormType, emptyContactForm, type ContactFormValues } from "@/lib/forms/contact/form";
import { site } from "@/content/site";
import { SUBMIT_SUCCESS_MESSAGE, submitForm } from "@/lib/forms/transport";
import { schemaResolver } from "@/lib/forms/schema-resolver";
import { toast } from "@/lib/forms/toasts";
import { ChoiceGroup, SelectField, TextAreaField, TextField } from "@/components/forms/Fields";
import { FormShell } from "@/components/forms/FormShell";
import { SubmitButton } from "@/components/forms/SubmitButton";

/** The zod schemas, loaded when the visitor first focuses the form (see lib/forms/contact/form.ts). */
const loadContactPayload = () => import("@/lib/forms/contact/schema");
const resolver = schemaResolver<ContactFormValues>(async () => (await loadContactPayload()).contactFormSchema);

/**
 * The contact form. Links from the rest of the site preselect it with `?intent=` (explore, custom,
 * training, or services for explore) and may start the custom agent idea with `?idea=`.
 */
export function ContactForm() {
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
    resolver,
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
      const { buildContactPayload } = await loadContactPayload();
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
    <FormShell
      id="contact-form"
      title="Tell us about your project"
      submitted={submitted}
      thankYouMessage="Your message is on its way to our team. We will get back to you within 24 hours."
      onReset={startOver}
      loadValidation={loadContactPayload}
      onSubmit={(event) => handleSubmit(onSubmit)(event)}
    >
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
        <TextField id="contact-full-name" label="Full Name" required autoComplete="name" error={errors.fullName?.message} registration={register("fullName")} />
        <TextField
          id="contact-email"
          label="Email Address"
          required
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          registration={register("email")}
        />
      </div>
      <TextField
        id="contact-organization"
        label="Organization"
        autoComplete="organization"
        error={errors.organization?.message}
        registration={register("organization")}
      />

      {intent === "explore" && (
        <div className="intent-details">
          <ChoiceGroup
            id="contact-services"
            legend="Which services interest you?"
            type="checkbox"
            options={serviceOptions.map((service) => ({ value: service, label: service }))}
            error={errors.selectedServices?.message}
            registration={register("selectedServices")}
          />
          <ChoiceGroup
            id="contact-maturity"
            legend="Where is your organisation on its AI journey?"
            type="radio"
            options={aiMaturityLevels}
            error={errors.aiMaturityLevel?.message}
            registration={register("aiMaturityLevel")}
          />
        </div>
      )}

      {intent === "custom" && (
        <div className="intent-details">
          <TextAreaField
            id="contact-idea"
            label="Describe your agent idea"
            hint="What should the agent do, for whom, and with which systems?"
            error={errors.customAgentIdea?.message}
            registration={register("customAgentIdea")}
          />
          <SelectField
            id="contact-timeline"
            label="Timeline"
            options={timelines}
            placeholder="Select a timeline"
            error={errors.timeline?.message}
            registration={register("timeline")}
          />
        </div>
      )}

      {intent === "training" && (
        <div className="intent-details">
          <ChoiceGroup
            id="contact-team-size"
            legend="Team size"
            type="radio"
            options={teamSizes}
            error={errors.teamSize?.message}
            registration={register("teamSize")}
          />
        </div>
      )}

      <TextAreaField id="contact-message" label="Message" rows={5} error={errors.message?.message} registration={register("message")} />

      <SubmitButton sending={isSubmitting} label="Send Message" />
      <p className="form-note">{site.replyPromise}</p>
    </FormShell>
  );
}
