// What the contact form loads on first use (see lazy-resolver.ts): its resolver and its payload builder.
import { zodResolver } from "@hookform/resolvers/zod";
import { contactFormSchema } from "@/lib/forms/contact/schema";

export const contactFormResolver = zodResolver(contactFormSchema);
export { buildContactPayload } from "@/lib/forms/contact/schema";
