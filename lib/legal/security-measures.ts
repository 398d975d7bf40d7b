// The security practice in words, one row per measure: the trust page's security section and the
// DPA's annex of technical and organizational measures (GDPR Art. 32) both show these rows, so the
// two always say the same. Each is an owner fact, worded for both states (lib/legal/owner-facts.ts);
// its area and name come from content/trust-areas.ts.
import type { Company } from "@/content/company";
import { practiceKeysIn, securityPractice, trustAreas, type TrustArea } from "@/content/trust-areas";
import { NOT_CONFIRMED_YET, stated, statedText } from "@/lib/legal/owner-facts";
import { groupedInOrder } from "@/lib/site/grouped";

export type SecurityMeasure = { id: string; area: TrustArea; label: string; text: string };

/** The sentence on breach notice, with the hours only once the owner has confirmed them. */
export function breachNoticeText(company: Pick<Company, "breachNoticeHours">): string {
  return stated(
    company.breachNoticeHours,
    (hours) =>
      `We tell affected customers of a personal data breach without undue delay, and within ${hours} hours of becoming aware of it, so that they can meet their own 72-hour duty to their authority (GDPR Art. 33).`,
    "We tell affected customers of a personal data breach without undue delay, so that they can meet their own 72-hour duty to their authority (GDPR Art. 33); the number of hours we commit to is not confirmed yet.",
  );
}

const kebabCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every measure, by area in the order of content/trust-areas.ts. */
export function securityMeasures(company: Pick<Company, "security" | "breachNoticeHours">): SecurityMeasure[] {
  const keys = trustAreas.flatMap(({ name }) => practiceKeysIn(name));
  return keys.flatMap((key): SecurityMeasure[] => {
    const { area, label } = securityPractice[key];
    const measure = { id: kebabCase(key), area, label, text: statedText(company.security[key]) };
    return key === "incidentResponse" ? [measure, { id: "breach-notice", area, label: "Breach notice", text: breachNoticeText(company) }] : [measure];
  });
}

/**
 * The measures area by area, as the trust page shows them: those with something to say with their
 * text, and those that would only say "Not confirmed yet" named in one line, so the page is not a
 * column of "Not confirmed yet".
 */
export function securityPracticeAreas(measures: readonly SecurityMeasure[]) {
  return groupedInOrder(measures, (measure) => measure.area).map(([area, inArea]) => {
    const waiting = inArea.filter((measure) => measure.text === NOT_CONFIRMED_YET);
    return { area, shown: inArea.filter((measure) => !waiting.includes(measure)), waiting };
  });
}
