// What the contact form needs as soon as it renders: its values, their empty state and the form
// type a submission is filed under. No zod here: the schemas in contact-payload.ts are the
// largest part of the page's JavaScript, so the form loads them only once the visitor uses it.
import type { infer as Infer } from "zod/mini";
import type { ContactIntent } from "@/lib/contact-options";
import type { contactFormSchema } from "@/lib/contact-payload";
import type { FormType } from "@/lib/submit-form";

export type ContactFormValues = Infer<typeof contactFormSchema>;

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
