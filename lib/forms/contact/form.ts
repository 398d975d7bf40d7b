// What the contact form needs as soon as it renders: its values, their empty state and the form
// type a submission is filed under. No zod here: the schemas in schema.ts are the
// largest part of the page's JavaScript, so the form loads them only once the visitor uses it.
import type { ContactIntent } from "@/lib/forms/contact/options";
import type { ContactFormValues } from "@/lib/forms/contact/schema";
import type { FormType } from "@/lib/forms/contract";

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
