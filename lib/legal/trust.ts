// Certification statuses in words, as the trust page and the questionnaire say them.
import { certificationStatuses } from "@/content/choices";

export const certificationStatusLabels: Record<(typeof certificationStatuses)[number], string> = {
  held: "Held",
  "in-progress": "In progress",
  planned: "Planned",
  "not-held": "Not yet",
};
