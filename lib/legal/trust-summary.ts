// Where each area of a security review stands, at a glance: the trust page's summary table. It is
// read from the questionnaire's answers (lib/legal/questionnaire.ts), so the summary cannot say
// more, or less, than the answers a reviewer downloads.
import { answersByDomain, type QuestionnaireAnswer } from "@/lib/legal/questionnaire";

/**
 * "Answered" when every question of the area has its answer, a "no" included (a certification not
 * held is said before the owner confirms it, as it cannot overstate); "In progress" when the rest
 * is underway.
 */
type AreaStanding = "Answered" | "In progress" | "Partly answered" | "Not confirmed yet";

export type AreaSummary = {
  area: string;
  standing: AreaStanding;
  /** How many are answered ("3 of 5 answered."), then the answers that are "no" or "not yet", in their own words. */
  detail: string;
};

const isAnswered = (answer: QuestionnaireAnswer) => answer.state === "yes" || answer.state === "no";

/** One row per area, in the questionnaire's order. */
export function trustAreaSummaries(answers: readonly QuestionnaireAnswer[]): AreaSummary[] {
  return answersByDomain(answers).map(([area, inArea]) => {
    const answered = inArea.filter(isAnswered).length;
    const inProgress = inArea.filter((answer) => answer.state === "not yet").length;
    const waiting = inArea.length - answered - inProgress;
    const standing: AreaStanding =
      waiting === 0 ? (inProgress === 0 ? "Answered" : "In progress") : answered + inProgress > 0 ? "Partly answered" : "Not confirmed yet";
    const notYes = inArea.filter((answer) => answer.state === "no" || answer.state === "not yet").map((answer) => answer.answer);
    return { area, standing, detail: [`${answered} of ${inArea.length} answered.`, ...notYes].join(" ") };
  });
}
