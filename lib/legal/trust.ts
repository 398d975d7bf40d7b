// Certifications as the trust page and the questionnaire state them.
import { certificationStatuses } from "@/content/choices";
import type { Company } from "@/content/company";
import { formatCalendarDate } from "@/lib/site/dates";

const certificationStatusLabels: Record<(typeof certificationStatuses)[number], string> = {
  held: "Held",
  "in-progress": "In progress",
  planned: "Planned",
  "not-held": "Not held",
};

/**
 * One certification as the pages state it: its status in words, or undefined while the owner has
 * not confirmed the list. "Not held" is stated before that too: it can never overstate. An audit in
 * progress or planned carries the date it should end ("In progress, expected by March 31, 2027").
 */
export function certificationStatus(certifications: Company["certifications"], index: number) {
  const certification = certifications.value[index]!;
  if (!certifications.confirmed && certification.status !== "not-held") return undefined;
  const { status, expected, detail } = certification;
  const label = `${certificationStatusLabels[status]}${expected ? `, expected by ${formatCalendarDate(expected)}` : ""}`;
  return { status, text: `${label}${detail ? `: ${detail}` : ""}` };
}
