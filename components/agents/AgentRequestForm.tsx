"use client";

import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { AgentRequestSettings } from "@/lib/agents/request-settings";
import { AGENT_REQUEST_ERROR, emptyAgentRequestForm, type AgentRequestFormValues } from "@/lib/forms/agent-request/form";
import { timelines } from "@/lib/forms/options";
import { schemaResolver } from "@/lib/forms/schema-resolver";
import { submitForm } from "@/lib/forms/transport";
import { toast } from "@/lib/forms/toasts";
import { SelectField, TextAreaField, TextField } from "@/components/forms/Fields";
import { FormShell } from "@/components/forms/FormShell";
import { SubmitButton } from "@/components/forms/SubmitButton";

/** The zod schemas, loaded when the visitor first focuses the form (see lib/forms/agent-request/form.ts). */
const loadAgentRequestPayload = () => import("@/lib/forms/agent-request/schema");

export function AgentRequestForm({ config }: { config: AgentRequestSettings }) {
  const [submitted, setSubmitted] = useState(false);
  const sendingRef = useRef(false);
  const resolver = useMemo(
    () => schemaResolver<AgentRequestFormValues>(async () => (await loadAgentRequestPayload()).agentRequestFormSchema(config)),
    [config],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AgentRequestFormValues>({
    resolver,
    defaultValues: emptyAgentRequestForm,
    shouldFocusError: true,
  });

  async function onSubmit(values: AgentRequestFormValues) {
    if (sendingRef.current) return;
    sendingRef.current = true;
    try {
      const { buildAgentRequestPayload } = await loadAgentRequestPayload();
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

  return (
    <FormShell
      id="agent-request"
      title="Request this agent"
      submitted={submitted}
      thankYouMessage={`Your request for the ${config.agentName} is with our team. We will get back to you within 24 hours.`}
      onReset={() => setSubmitted(false)}
      loadValidation={loadAgentRequestPayload}
      onSubmit={(event) => handleSubmit(onSubmit)(event)}
    >
      <div className="field-row">
        <TextField
          id="agent-request-full-name"
          label="Full Name"
          required
          autoComplete="name"
          error={errors.fullName?.message}
          registration={register("fullName")}
        />
        <TextField
          id="agent-request-email"
          label="Email Address"
          required
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          registration={register("email")}
        />
      </div>
      <TextField
        id="agent-request-company"
        label="Company Name"
        required
        autoComplete="organization"
        error={errors.companyName?.message}
        registration={register("companyName")}
      />
      <TextAreaField
        id="agent-request-customizations"
        label={config.customizationsLabel}
        required={config.customizationsRequired}
        error={errors.additionalCustomizations?.message}
        registration={register("additionalCustomizations")}
      />
      <SelectField
        id="agent-request-timeline"
        label={config.timelineLabel}
        options={timelines}
        placeholder="No fixed timeline"
        error={errors.timeline?.message}
        registration={register("timeline")}
      />
      <SubmitButton sending={isSubmitting} label="Submit Request" />
    </FormShell>
  );
}
