// What the contact form loads on first use (see lazy-resolver.ts): its resolver and its payload builder.
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { shownValues, type ContactFormValues } from "@/lib/forms/contact/form";
import { contactFormSchema } from "@/lib/forms/contact/schema";

const resolveValues = zodResolver(contactFormSchema);

/** Checks only what the chosen intent shows (see shownValues). */
export const contactFormResolver: Resolver<ContactFormValues> = (values, context, options) => resolveValues(shownValues(values), context, options);
export { buildContactPayload } from "@/lib/forms/contact/schema";
