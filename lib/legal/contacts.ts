// Whom to write to about what: each address the owner confirms, with the site's own address in its
// place until then, so every page that gives one gives the same. (Where to report a vulnerability is
// securityReportChannel, lib/legal/security-txt.ts: until confirmed it is the contact page.)
import type { Company } from "@/content/company";
import { site } from "@/content/site";
import { factText } from "@/content/owner-fact";

/** Questions and requests about visitors' personal data: the privacy notice's address. */
export function privacyEmail(company: Pick<Company, "privacyContact">): string {
  return factText(company.privacyContact, site.email);
}

/** Where a customer asks for the data processing agreement to sign. */
export function dpaEmail(company: Pick<Company, "dpaContact">): string {
  return factText(company.dpaContact, site.email);
}
