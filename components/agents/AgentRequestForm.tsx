"use client";

import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { site } from "@/content/site";
import type { AgentRequestConfig } from "@/lib/agent-pages";
import {
  AGENT_REQUEST_ERROR,
  agentRequestFormSchema,
  buildAgentRequestPayload,
  emptyAgentRequestForm,
  type AgentRequestFormValues,
} from "@/lib/agent-request-payload";
import { timelines } from "@/lib/contact-options";
import { submitForm } from "@/lib/submit-form";
import { schemaResolver } from "@/lib/schema-resolver";
import { useHydrated } from "@/lib/use-hydrated";
import { toast } from "@/lib/toasts";
import { Field, fieldAria } from "@/components/forms/Field";
import { FormToaster } from "@/components/forms/FormToaster";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { ThankYouPanel } from "@/components/forms/ThankYouPanel";

export function AgentRequestForm({ config }: { config: AgentRequestConfig }) {
  const hydrated = useHydrated();
  const [submitted, setSubmitted] = useState(false);
  const sendingRef = useRef(false);
  const schema = useMemo(() => agentRequestFormSchema(config), [config]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AgentRequestFormValues>({
    resolver: schemaResolver(schema),
    defaultValues: emptyAgentRequestForm,
    shouldFocusError: true,
  });

  async function onSubmit(values: AgentRequestFormValues) {
    if (sendingRef.current) return;
    sendingRef.current = true;
    try {
      const result = await submitForm("agent_request", buildAgentRequestPayload(values, config));
      if (!result.success) {
        toast.error(result.message);
        return;
      }
      toast.success(config.successMessage ?? result.message);
      reset(emptyAgentRequestForm);
      setSubmitted(true);
    } catch (error) {
      console.error("Agent request failed:", error);
      toast.error(AGENT_REQUEST_ERROR);
    } finally {
      sendingRef.current = false;
    }
  }

  const id = (name: string) => `agent-request-${name}`;
  return (
    <>
      <FormToaster />
      {submitted ? (
        <ThankYouPanel
          message={`Your request for the ${config.agentName} is with our team. We will get back to you within 24 hours.`}
          onReset={() => setSubmitted(false)}
        />
      ) : (
        <form className="form card" noValidate onSubmit={(event) => handleSubmit(onSubmit)(event)} aria-labelledby="agent-request-title">
          <h2 id="agent-request-title" className="form-title">
            Request this agent
          </h2>
          <noscript>
            <p className="form-note">This form needs JavaScript. You can also email us at {site.email}.</p>
          </noscript>
          <fieldset className="form-fields" disabled={!hydrated}>
          <div className="field-row">
            <Field id={id("full-name")} label="Full Name" required error={errors.fullName?.message}>
              <input
                type="text"
                autoComplete="name"
                className="input"
                {...fieldAria(id("full-name"), { error: errors.fullName?.message })}
                {...register("fullName")}
              />
            </Field>
            <Field id={id("email")} label="Email Address" required error={errors.email?.message}>
              <input
                type="email"
                autoComplete="email"
                className="input"
                {...fieldAria(id("email"), { error: errors.email?.message })}
                {...register("email")}
              />
            </Field>
          </div>
          <Field id={id("company")} label="Company Name" required error={errors.companyName?.message}>
            <input
              type="text"
              autoComplete="organization"
              className="input"
              {...fieldAria(id("company"), { error: errors.companyName?.message })}
              {...register("companyName")}
            />
          </Field>
          <Field
            id={id("customizations")}
            label={config.customizationsLabel}
            required={config.customizationsRequired}
            error={errors.additionalCustomizations?.message}
          >
            <textarea
              rows={4}
              className="input"
              {...fieldAria(id("customizations"), { error: errors.additionalCustomizations?.message })}
              {...register("additionalCustomizations")}
            />
          </Field>
          <Field id={id("timeline")} label={config.timelineLabel} error={errors.timeline?.message}>
            <select className="input" {...fieldAria(id("timeline"), { error: errors.timeline?.message })} {...register("timeline")}>
              <option value="">No fixed timeline</option>
              {timelines.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          <SubmitButton sending={isSubmitting} label="Submit Request" />
          </fieldset>
        </form>
      )}
    </>
  );
}
