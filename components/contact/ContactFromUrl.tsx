"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { parseIntentParam } from "@/lib/contact-options";
import { ContactForm } from "@/components/contact/ContactForm";

/** Reads `?intent=` and `?idea=` (links from the rest of the site) into the contact form. */
export function ContactFromUrl() {
  const params = useSearchParams();
  const intent = parseIntentParam(params.get("intent"));
  const idea = params.get("idea") ?? "";

  useEffect(() => window.scrollTo(0, 0), []);

  // A new key remounts the form when another link on the page changes the preselection.
  return <ContactForm key={`${intent}|${idea}`} initialIntent={intent} initialIdea={idea} />;
}
