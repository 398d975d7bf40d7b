"use client";

import { useEffect, useRef, useState, type BaseSyntheticEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { aiMaturityLevels, contactIntents, serviceOptions, teamSizes, type ContactIntent } from "@/lib/forms/contact/options";
import { answersUnder, contactFormType, describeAnswers, emptyContactForm, valuesFromSearch, type ContactFormValues } from "@/lib/forms/contact/form";
import { FIELD_LIMITS, timelines } from "@/lib/forms/options";
import { site } from "@/content/site";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { sentByOf } from "@/lib/forms/agent-tool";
import { contactFormTool } from "@/lib/forms/tools";
import { useDelivery } from "@/lib/forms/use-delivery";
import { formatNumber } from "@/lib/site/numbers";
import { ChoiceGroup, PersonFields, SelectField, TextAreaField } from "@/components/forms/Fields";
import { FormShell } from "@/components/forms/FormShell";
import styles from "@/components/contact/contact.module.css";
import fieldStyles from "@/components/forms/field.module.css";

/** The resolver and payload builder, loaded when the visitor first focuses the form (see lib/forms/lazy-resolver.ts). */
const loadValidation = () => import("@/lib/forms/contact/validation");
const resolver = lazyResolver<ContactFormValues>(async () => (await loadValidation()).contactFormResolver);

/** Answers hidden by an intent switch: cleared from the form, shown as discarded, and restorable. */
type Discarded = { intent: ContactIntent; answers: Partial<ContactFormValues> };

/** Where the visitor came from, for the company's records; never a reason for a lead to fail. */
function browserContext() {
  const read = (get: () => string) => {
    try {
      return get();
    } catch {
      return undefined;
    }
  };
  return { userAgent: read(() => navigator.userAgent), referrer: read(() => document.referrer) };
}

/**
 * The contact form. Links from the rest of the site preselect it with `?intent=` (explore, custom,
 * training, or services for explore) and may start the custom agent idea with `?idea=`.
 */
export function ContactForm() {
  const form = useForm<ContactFormValues>({ resolver, defaultValues: emptyContactForm(), shouldFocusError: true });
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = form;
  /** Set when the idea a link carried was longer than the field takes, and was cut to fit. */
  const [ideaCut, setIdeaCut] = useState(false);
  const startValues = () => {
    const { values, cut } = valuesFromSearch(window.location.search);
    setIdeaCut(cut);
    return values;
  };
  const delivery = useDelivery({ formId: "contact", form, emptyValues: emptyContactForm(), startValues });
  const intent = useWatch({ control, name: "intent" });
  const previousIntent = useRef(intent);
  const [discarded, setDiscarded] = useState<Discarded>();

  // A block body: in current Chromium scrollTo returns a Promise, which React would call as the cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // Switching intent hides the previous intent's answers: clear them visibly, never send them silently.
  useEffect(() => {
    const previous = previousIntent.current;
    previousIntent.current = intent;
    if (!previous || previous === intent) return;
    const answers = answersUnder(previous, getValues());
    const fields = Object.keys(answers) as (keyof typeof answers)[];
    for (const field of fields) setValue(field, emptyContactForm()[field]);
    setDiscarded(fields.length ? { intent: previous, answers } : undefined);
  }, [intent, getValues, setValue]);

  function restoreDiscarded() {
    if (!discarded) return;
    setValue("intent", discarded.intent);
    for (const [field, value] of Object.entries(discarded.answers)) setValue(field as keyof ContactFormValues, value);
    setDiscarded(undefined);
    // The button goes with the note: focus moves to the choice it brought back.
    document.querySelector<HTMLInputElement>(`input[name="intent"][value="${discarded.intent}"]`)?.focus();
  }

  async function onValid(values: ContactFormValues, event?: BaseSyntheticEvent) {
    const { buildContactPayload } = await loadValidation();
    delivery.submit(contactFormType(values.intent), buildContactPayload(values, browserContext()), sentByOf(event));
  }

  function startOver() {
    setDiscarded(undefined);
    delivery.startOver();
  }

  return (
    <FormShell
      id="contact-form"
      title="Tell us about your project"
      form={form}
      delivery={delivery}
      onValid={onValid}
      onReset={startOver}
      thankYouMessage={`Your message has reached our team. We will get back to you ${site.replyWithin}.`}
      loadValidation={loadValidation}
      submitLabel="Send Message"
      tool={contactFormTool}
    >
      <fieldset
        className="intent-group"
        data-toolparamdescription="What the inquiry is about: explore (consulting services), custom (a custom AI agent), training (GenAI training for a team); none for a general message."
      >
        <legend className={fieldStyles.label}>What can we help you with?</legend>
        <div className={styles.intentTiles}>
          {contactIntents.map((option) => (
            <label key={option.value} className={styles.intentTile}>
              <input type="radio" value={option.value} {...register("intent")} />
              <span className={styles.intentTileLabel}>{option.label}</span>
              <span className={fieldStyles.choiceText}>{option.description}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {discarded && (
        <p className={styles.intentDiscarded} role="status">
          <span>
            Your {describeAnswers(discarded.intent, Object.keys(discarded.answers))} under{" "}
            {contactIntents.find((option) => option.value === discarded.intent)?.label} will not be sent.
          </span>
          <button type="button" className="btn btn-secondary" onClick={restoreDiscarded}>
            Bring them back
          </button>
        </p>
      )}

      <PersonFields
        idPrefix="contact"
        registrations={{ fullName: register("fullName"), email: register("email"), organization: register("organization") }}
        errors={{ fullName: errors.fullName?.message, email: errors.email?.message, organization: errors.organization?.message }}
        organization={{ label: "Organization" }}
      />

      {/* Every intent's questions are in the form, hidden unless chosen, so its WebMCP tool offers them all. */}
      <div className={styles.intentDetails} hidden={intent !== "explore"}>
        <ChoiceGroup
          id="contact-services"
          legend="Which services interest you?"
          type="checkbox"
          options={serviceOptions.map((service) => ({ value: service, label: service }))}
          agentHint="The consulting services the visitor wants to explore; only with the explore intent."
          error={errors.selectedServices?.message}
          registration={register("selectedServices")}
        />
        <ChoiceGroup
          id="contact-maturity"
          legend="Where is your organization on its AI journey?"
          type="radio"
          options={aiMaturityLevels}
          error={errors.aiMaturityLevel?.message}
          registration={register("aiMaturityLevel")}
        />
      </div>

      <div className={styles.intentDetails} hidden={intent !== "custom"}>
        <TextAreaField
          id="contact-idea"
          label="Describe your agent idea"
          hint={
            ideaCut
              ? `The idea in the link you followed was longer than ${formatNumber(FIELD_LIMITS.longText)} characters, so it was cut to fit. Check its end before you send.`
              : "What should the agent do, for whom, and with which systems?"
          }
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

      <div className={styles.intentDetails} hidden={intent !== "training"}>
        <ChoiceGroup
          id="contact-team-size"
          legend="Team size"
          type="radio"
          options={teamSizes}
          error={errors.teamSize?.message}
          registration={register("teamSize")}
        />
      </div>

      <TextAreaField id="contact-message" label="Message" rows={5} error={errors.message?.message} registration={register("message")} />
    </FormShell>
  );
}
