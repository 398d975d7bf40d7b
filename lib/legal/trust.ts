// Certifications as the trust page and the questionnaire state them.
import { certificationStatuses } from "@/content/choices";
import type { Company } from "@/content/company";

const certificationStatusLabels: Record<(typeof certificationStatuses)[number], string> = {
  held: "Held",
  "in-progress": "In progress",
  planned: "Planned",
  "not-held": "Not held",
};

/**
 * One certification as the pages state it: its status in words, or undefined while the owner has
 * not confirmed the list. "Not held" is stated before that too: it can never overstate.
 */
export function certificationStatus(certifications: Company["certifications"], index: number) {
  const certification = certifications.value[index]!;
  if (!certifications.confirmed && certification.status !== "not-held") return undefined;
  const { status, detail } = certification;
  return { status, text: `${certificationStatusLabels[status]}${detail ? `: ${detail}` : ""}` };
}
