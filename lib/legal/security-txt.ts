// /.well-known/security.txt (RFC 9116): where to report a vulnerability. Its Expires is computed at
// build time, within a year, so a site left unbuilt for a year stops vouching for a stale contact.
import { previewNotice } from "@/lib/launch/preview";
import { company, type Company } from "@/content/company";
import { stated } from "@/lib/legal/owner-facts";
import { contactHref, trustCenterHrefs } from "@/lib/site/hrefs";
import { absoluteUrl } from "@/lib/site/urls";

const DAY_MS = 24 * 60 * 60 * 1000;

/** RFC 9116 recommends less than a year between the build and Expires. */
const SECURITY_TXT_LIFETIME_DAYS = 364;

export const securityTxtPath = "/.well-known/security.txt";

/**
 * Where a vulnerability is reported, as security.txt, the disclosure policy, the trust page and the
 * questionnaire all give it: the security address once the owner has confirmed it, the contact page
 * until then (its `href` is absolute, as a file read away from the site needs).
 */
export function securityReportChannel(contact: Company["securityContact"] = company.securityContact) {
  return stated<string, { email?: string; href: string }>(contact, (email) => ({ email, href: `mailto:${email}` }), { href: absoluteUrl(contactHref()) });
}

export function securityTxt(builtAt: Date = new Date()): string {
  const expires = new Date(builtAt.getTime() + SECURITY_TXT_LIFETIME_DAYS * DAY_MS);
  const fields: [string, string][] = [
    ["Contact", securityReportChannel().href],
    ["Expires", expires.toISOString().replace(/\.\d{3}Z$/, "Z")],
    ["Preferred-Languages", "en"],
    ["Canonical", absoluteUrl(securityTxtPath)],
    ["Policy", absoluteUrl(trustCenterHrefs.vulnerabilityDisclosure)],
  ];
  const notice = previewNotice();
  const lines = fields.map(([name, value]) => `${name}: ${value}`);
  return `${[...(notice ? [`# ${notice}`] : []), ...lines].join("\n")}\n`;
}
