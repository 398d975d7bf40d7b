import Link from "next/link";
import type { Company } from "@/content/company";
import { securityReportChannel } from "@/lib/legal/security-txt";
import { contactHref } from "@/lib/site/hrefs";
import { MailLink } from "@/components/legal/LegalDocument";

/**
 * Where to report a vulnerability, in the one sentence the trust page and the disclosure policy
 * share: the security address once confirmed, the contact page until then, as security.txt gives it.
 */
export function SecurityReportChannel({ contact }: { contact?: Company["securityContact"] }) {
  const { email } = securityReportChannel(contact);
  return email ? (
    <>
      Report a vulnerability to <MailLink email={email} />.
    </>
  ) : (
    <>
      Report a vulnerability through our <Link href={contactHref()}>contact page</Link>; our dedicated security address is not confirmed yet.
    </>
  );
}
