// The security practice in words, one row per measure: the trust page's security section and the
// DPA's annex of technical and organizational measures (GDPR Art. 32) both show these rows, so the
// two always say the same. Each is an owner fact, worded for both states (lib/legal/owner-facts.ts).
import type { Company } from "@/content/company";
import { stated, statedText } from "@/lib/legal/owner-facts";

export type SecurityMeasure = { id: string; label: string; text: string };

/** The sentence on breach notice, with the hours only once the owner has confirmed them. */
export function breachNoticeText(company: Pick<Company, "breachNoticeHours">): string {
  return stated(
    company.breachNoticeHours,
    (hours) =>
      `We tell affected customers of a personal data breach without undue delay, and within ${hours} hours of becoming aware of it, so that they can meet their own 72-hour duty to their authority (GDPR Art. 33).`,
    "We tell affected customers of a personal data breach without undue delay, so that they can meet their own 72-hour duty to their authority (GDPR Art. 33); the number of hours we commit to is not confirmed yet.",
  );
}

export function securityMeasures(company: Pick<Company, "security" | "breachNoticeHours">): SecurityMeasure[] {
  const { security } = company;
  return [
    { id: "encryption-in-transit", label: "Encryption in transit", text: statedText(security.encryptionInTransit) },
    { id: "encryption-at-rest", label: "Encryption at rest", text: statedText(security.encryptionAtRest) },
    { id: "access-control", label: "Access control", text: statedText(security.accessControl) },
    { id: "backups", label: "Backups", text: statedText(security.backups) },
    { id: "incident-response", label: "Incident response", text: statedText(security.incidentResponse) },
    { id: "breach-notice", label: "Breach notice", text: breachNoticeText(company) },
  ];
}
