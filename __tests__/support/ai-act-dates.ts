// Finds the AI Act application dates a page's text states that contradict content/regulation.ts:
// "2 August 2026" beside "Annex III", say. Shared by a unit test (which proves it catches one) and
// the browser test that reads every page that can quote a date.
import { aiActDates, regulationCheckedOn } from "@/content/regulation";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const month = MONTHS.join("|");
// "December 2, 2027" (the site's way) and "2 December 2027" (the way the old text and many sources write it).
const DATE = new RegExp(`\\b(?:(\\d{1,2}) (${month}),? (\\d{4})|(${month}) (\\d{1,2}),? (\\d{4}))\\b`, "g");

function isoDate(day: string, monthName: string, year: string): string {
  return `${year}-${String(MONTHS.indexOf(monthName) + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** Every date written out in `sentence`, as ISO dates. */
export function datesIn(sentence: string): string[] {
  return [...sentence.matchAll(DATE)].map((match) => (match[1] ? isoDate(match[1], match[2]!, match[3]!) : isoDate(match[5]!, match[4]!, match[6]!)));
}

const all: readonly string[] = Object.values(aiActDates);

/**
 * Sentences: split after . ; ! ? before a capital letter, so "Art. 50" and "(EU) 2026/1744" stay
 * whole, and between table cells (a tab in innerText): a changelog's or a plan's date cell is its
 * own statement, not a date the AI Act applies from.
 */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.;!?])\s+(?=[A-Z])|\n+|\t+/);
}

/**
 * Which dates a sentence may state, by what it is about; undefined when it is not about when the AI
 * Act applies. Annex I before Annex III and high risk, since "Annex I" sentences name high risk too.
 */
function allowedDates(sentence: string): readonly string[] | undefined {
  // US state and city rules have dates of their own.
  if (/\b(Colorado|Illinois|California|New York)\b/.test(sentence)) return undefined;
  if (/\bAnnex I\b/.test(sentence)) return [aiActDates.annexI, aiActDates.omnibusInForce];
  if (/\bAnnex III\b|high-risk|high risk/i.test(sentence)) return [aiActDates.annexIII, aiActDates.omnibusInForce];
  if (/\bArt\. 50\b|transparency dut/i.test(sentence)) {
    return [aiActDates.transparency, aiActDates.markingOfSystemsAlreadyOnMarket, aiActDates.generalProvisions, aiActDates.omnibusInForce];
  }
  if (/\bAI Act\b|2024\/1689|2026\/1744|Digital Omnibus/.test(sentence) && /\b(appl(y|ies|ied)|in force)\b/.test(sentence))
    return [...all, regulationCheckedOn];
  return undefined;
}

/** The sentences of `text` that state an AI Act date content/regulation.ts does not give for what they are about, each with the date. */
export function aiActDateContradictions(text: string): string[] {
  return sentencesOf(text).flatMap((sentence) => {
    const allowed = allowedDates(sentence);
    if (!allowed) return [];
    return datesIn(sentence)
      .filter((date) => !allowed.includes(date))
      .map((date) => `${date} in "${sentence.trim()}"`);
  });
}

/** The sentences of `text` that state an AI Act date at all: a page that should quote one and quotes none is a failure too. */
export function aiActDateSentences(text: string): string[] {
  return sentencesOf(text).filter((sentence) => allowedDates(sentence) && datesIn(sentence).length > 0);
}
