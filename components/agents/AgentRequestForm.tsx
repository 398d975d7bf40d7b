"use client";

import { useEffect, useMemo, type BaseSyntheticEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { site } from "@/content/site";
import type { AgentRequestSettings } from "@/lib/agents/request-settings";
import { agentTitle } from "@/lib/agents/title";
import { AGENT_REQUEST_ERROR, emptyAgentRequestForm, onEstimateAttached, type AgentRequestFormValues } from "@/lib/forms/agent-request/form";
import { timelines } from "@/lib/forms/options";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { sentByOf } from "@/lib/forms/agent-tool";
import { agentRequestTool } from "@/lib/forms/tools";
import { useDelivery } from "@/lib/forms/use-delivery";
import { PersonFields, SelectField, TextAreaField } from "@/components/forms/Fields";
import { FormShell } from "@/components/forms/FormShell";
import fieldStyles from "@/components/forms/field.module.css";
import styles from "@/components/agents/AgentRequestForm.module.css";

/** The resolver and payload builder, loaded when the visitor first focuses the form (see lib/forms/lazy-resolver.ts). */
const loadValidation = () => import("@/lib/forms/agent-request/validation");

export function AgentRequestForm({ settings }: { settings: AgentRequestSettings }) {
  const resolver = useMemo(() => lazyResolver<AgentRequestFormValues>(async () => (await loadValidation()).agentRequestFormResolver(settings)), [settings]);
  const form = useForm<AgentRequestFormValues>({ resolver, defaultValues: emptyAgentRequestForm, shouldFocusError: true });
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const delivery = useDelivery({
    formId: `agent-request:${settings.agentSlug}`,
    form,
    emptyValues: emptyAgentRequestForm,
    messages: { success: settings.successMessage, error: AGENT_REQUEST_ERROR },
  });
  /** An ROI estimate the visitor attached from the agent page's estimator: a form value, so it is kept with the draft. */
  const estimate = useWatch({ control, name: "roiEstimate" });
  const setEstimate = (text: string) => setValue("roiEstimate", text, { shouldDirty: true });
  useEffect(() => onEstimateAttached((text) => setValue("roiEstimate", text, { shouldDirty: true })), [setValue]);

  async function onValid(values: AgentRequestFormValues, event?: BaseSyntheticEvent) {
    const { buildAgentRequestPayload } = await loadValidation();
    delivery.submit("agent_request", buildAgentRequestPayload(values, settings), sentByOf(event));
  }

  return (
    <FormShell
      id="agent-request"
      title="Request this agent"
      form={form}
      delivery={delivery}
      onValid={onValid}
      thankYouMessage={`Your request for the ${agentTitle(settings.agentName)} has reached our team. We will get back to you ${site.replyWithin}.`}
      loadValidation={loadValidation}
      submitLabel="Submit Request"
      tool={agentRequestTool(settings.agentName)}
    >
      <PersonFields
        idPrefix="agent-request"
        registrations={{ fullName: register("fullName"), email: register("email"), organization: register("companyName") }}
        errors={{ fullName: errors.fullName?.message, email: errors.email?.message, organization: errors.companyName?.message }}
        organization={{ label: "Company Name", required: true }}
      />
      <TextAreaField
        id="agent-request-customizations"
        label={settings.customizationsLabel}
        required={settings.customizationsRequired}
        error={errors.additionalCustomizations?.message}
        registration={register("additionalCustomizations")}
      />
      <SelectField
        id="agent-request-timeline"
        label={settings.timelineLabel}
        options={timelines}
        placeholder="No fixed timeline"
        agentHint="How soon the buyer needs the agent in use."
        error={errors.timeline?.message}
        registration={register("timeline")}
      />
      {estimate && (
        <div className={styles.attachedEstimate} role="group" aria-labelledby="agent-request-estimate-title">
          <p id="agent-request-estimate-title" className={fieldStyles.label}>
            ROI estimate attached to your request
          </p>
          <p className={styles.estimateText}>{estimate}</p>
          <button type="button" className="btn btn-secondary" onClick={() => setEstimate("")}>
            Remove the estimate
          </button>
        </div>
      )}
    </FormShell>
  );
}
