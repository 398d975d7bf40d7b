// What the contact form needs as soon as it renders: its values, their empty state, the form type
// a submission is filed under, and the answers an intent switch would hide. No zod here: the
// schemas in schema.ts are the largest part of the page's JavaScript, so the form loads them only
// once the visitor uses it.
import type { FormType } from "@/lib/forms/contract";
import { intentAnswers, parseIntentParam, type ContactIntent } from "@/lib/forms/contact/options";
import { FIELD_LIMITS } from "@/lib/forms/options";
import type { ContactFormValues } from "@/lib/forms/contact/schema";

export type { ContactFormValues };

export function emptyContactForm(intent: ContactIntent | "" = ""): ContactFormValues {
  return {
    fullName: "",
    email: "",
    organization: "",
    intent,
    selectedServices: [],
    aiMaturityLevel: "",
    customAgentIdea: "",
    timeline: "",
    teamSize: "",
    message: "",
  };
}

export function contactFormType(intent: ContactFormValues["intent"]): FormType {
  return intent ? `contact_${intent}` : "contact";
}

type AnswerFields = { [I in ContactIntent]: keyof (typeof intentAnswers)[I] }[ContactIntent];

/** The answers given under an intent: what switching away from it would hide. */
export function answersUnder(intent: ContactIntent, values: ContactFormValues): Partial<Pick<ContactFormValues, AnswerFields>> {
  const answers: Partial<Record<AnswerFields, unknown>> = {};
  for (const field of Object.keys(intentAnswers[intent]) as AnswerFields[]) {
    const value = values[field];
    if (Array.isArray(value) ? value.length : value) answers[field] = value;
  }
  return answers as Partial<Pick<ContactFormValues, AnswerFields>>;
}

/** "agent idea and timeline": the answers' names as the visitor saw them. */
export function describeAnswers(intent: ContactIntent, fields: string[]): string {
  const names = fields.map((field) => (intentAnswers[intent] as Record<string, string>)[field] ?? field);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

/**
 * The values as the visitor sees them: answers of an intent other than the chosen one are blank,
 * so a value the visitor cannot see never blocks Send (the payload leaves them out anyway).
 */
export function shownValues(values: ContactFormValues): ContactFormValues {
  const shown = { ...values };
  for (const [intent, answers] of Object.entries(intentAnswers)) {
    if (intent === values.intent) continue;
    for (const field of Object.keys(answers) as AnswerFields[]) (shown as Record<AnswerFields, unknown>)[field] = emptyContactForm()[field];
  }
  return shown;
}

/**
 * The preselection that links from the rest of the site carry: `?intent=` and, for a custom agent,
 * `?idea=`. An idea longer than the field takes is cut to fit, and `cut` says so, so the visitor
 * sees what will be sent instead of a form that will not send.
 */
export function valuesFromSearch(search: string): { values: Partial<ContactFormValues>; cut: boolean } {
  const params = new URLSearchParams(search);
  const idea = params.get("idea") ?? "";
  const cut = idea.length > FIELD_LIMITS.longText;
  return { values: { intent: parseIntentParam(params.get("intent")) ?? "", customAgentIdea: idea.slice(0, FIELD_LIMITS.longText) }, cut };
}
