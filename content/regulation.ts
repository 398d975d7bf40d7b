// What Regulation (EU) 2024/1689 (the AI Act) asks, as amended by Regulation (EU) 2026/1744 (the
// Digital Omnibus on AI), in the words every listing shares. Every AI Act date the site states is
// in `aiActDates` and written out from there, so a date changes in one place; each listing adds
// only what is its own. Check the dates again at each review, and move `regulationCheck` (with
// `confirmed: false` until the owner has checked it too).
import { writtenDate } from "@/content/date-text";
import type { OwnerFact } from "@/content/owner-fact";

/**
 * The day the dates and duties below were last checked (ISO date), an owner fact: the owner
 * confirms it once they have checked the dates and duties against the Official Journal.
 */
export const regulationCheck: OwnerFact<string> = { value: "2026-11-25", confirmed: false };

/** The day they were last checked; the procurement sheets and listings print it. */
export const regulationCheckedOn = regulationCheck.value;

/** What they were checked against, in one line, as honestly as it was done. */
export const regulationCheckSource =
  "published summaries of Regulation (EU) 2026/1744 (OJ L, 24.7.2026), not the Official Journal text itself";

/** The AI Act's dates as they stand, ISO; every sentence below writes them out from here. */
export const aiActDates = {
  /** Chapters I and II, AI literacy (Art. 4) and the prohibitions (Art. 5). */
  generalProvisions: "2025-02-02",
  /** Regulation (EU) 2026/1744 entered into force. */
  omnibusInForce: "2026-07-27",
  /** The general date of application, and with it Art. 50's transparency duties. */
  transparency: "2026-08-02",
  /** Art. 111(4): Art. 50(2) marking by generative systems placed on the market before the transparency date. */
  markingOfSystemsAlreadyOnMarket: "2026-12-02",
  /** Art. 113, point (c), as amended: high-risk duties of Annex III systems. */
  annexIII: "2027-12-02",
  /** Art. 113, point (c), as amended: high-risk duties of systems in Annex I products. */
  annexI: "2028-08-02",
} as const;

const on = writtenDate;

/**
 * When the high-risk obligations of an Annex III system apply.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const highRiskObligationsApply = [
  `Under Art. 113 as amended by Regulation (EU) 2026/1744 (the Digital Omnibus on AI, in force since ${on(aiActDates.omnibusInForce)}), the obligations for Annex III high-risk systems apply from ${on(aiActDates.annexIII)}.`,
  `The obligations for high-risk systems in products covered by Annex I apply from ${on(aiActDates.annexI)}; none of our agents is one.`,
].join(" ");

/**
 * When the transparency duties of Art. 50 apply.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const transparencyObligationsApply = [
  `Under Art. 113, the transparency duties of Art. 50 apply from ${on(aiActDates.transparency)}; Regulation (EU) 2026/1744 did not move that date.`,
  `A generative system placed on the market before then has until ${on(aiActDates.markingOfSystemsAlreadyOnMarket)} to mark its output under Art. 50(2) (Art. 111(4)).`,
  `Chapters I and II, including AI literacy (Art. 4), have applied since ${on(aiActDates.generalProvisions)}.`,
].join(" ");

/** What Lumenfold does as provider, by class; a listing adds what is specific to it. */
export const providerDutiesByClass = {
  minimal: [
    "Keeps the agent to the purpose in this listing, and tells you before any change that would move it into a higher risk class.",
    "Gives you instructions for use and AI-literacy material for the staff who work with it (Art. 4).",
  ],
  limited: [
    "Designs it to meet Art. 50: people it talks to, customers or staff, are told at the start that they are talking to an AI, and voice or text it generates is marked as AI-generated in a machine-readable way.",
    "Gives you instructions for use and AI-literacy material for the staff who work with it (Art. 4).",
    "Keeps the agent to the purpose in this listing, and tells you before any change that would move it into a higher risk class.",
  ],
  high: [
    `Meets the risk management, data governance, documentation, logging, human-oversight and accuracy requirements of Arts. 9 to 15 under a quality management system (Art. 17) by ${on(aiActDates.annexIII)}, when they apply, on the dated plan in the agent's model and system card.`,
    "Carries out the conformity assessment (Art. 43, internal control under Annex VI), draws up the EU declaration of conformity (Art. 47) and affixes the CE marking (Art. 48) by the same date; none of these is done yet.",
    "Registers the agent in the EU database for high-risk AI systems (Art. 49) before that date.",
    "Gives you instructions for use (Art. 13) that state its purpose, accuracy, known limits, the human oversight it needs and how to read its logs.",
    "Monitors it after release and reports serious incidents to the market surveillance authority (Arts. 72 and 73).",
  ],
} as const;

/** Deployer duties every high-risk employment agent shares (Art. 26), and the candidate's right of Art. 86. */
const highRiskEmploymentDeployerDuties = [
  "Use it according to the instructions for use, with human oversight by people who have the competence, training and authority to override it (Art. 26(1) and (2)).",
  "Inform workers' representatives and the affected workers before it is put into use at the workplace (Art. 26(7)), and tell candidates that it is used in decisions about them (Art. 26(11)).",
  "Keep its logs for at least six months (Art. 26(6)), monitor it, and report a serious incident to us and to the market surveillance authority without delay (Art. 26(5)).",
  "Carry out a data protection impact assessment, using the information in our instructions for use (Art. 26(9)).",
  "Give a candidate who asks a clear and meaningful explanation of the role the agent played in a decision about them (Art. 86).",
] as const;

/**
 * The US employment rules on automated decisions the resume screener's deployers meet, dates ISO.
 * Colorado's SB 24-205 (delayed to June 30, 2026) never applied: SB 26-189 repealed and replaced it.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const usEmploymentAiLawDates = {
  californiaAdsRegulations: "2025-10-01",
  illinoisHb3773: "2026-01-01",
  coloradoSb24205DelayedTo: "2026-06-30",
  coloradoSb26189Signed: "2026-05-14",
  coloradoSb26189Applies: "2027-01-01",
} as const;

const us = usEmploymentAiLawDates;

/** What an employer screening candidates with AI must do beyond the AI Act, GDPR Art. 22 and the US rules by place, in short so the sheet prints on one page. */
const automatedEmploymentDecisionDuties = [
  "GDPR Art. 22: no rejection or similarly significant decision based solely on automated processing; a recruiter who can overrule it reviews each, and candidates can get human review, give their view and contest it.",
  "New York City (Local Law 144): a bias audit less than a year old, its summary published; 10 business days' notice with the qualifications assessed and how to ask for an alternative; the type and source of the data collected and your data retention policy, posted or on written request (§20-871(b)(3)).",
  `Colorado: SB 24-205, delayed to ${on(us.coloradoSb24205DelayedTo)}, was replaced by SB 26-189 (signed ${on(us.coloradoSb26189Signed)}; from ${on(us.coloradoSb26189Applies)}): notice when it materially influences hiring; after an adverse decision, an explanation, correction and human review.`,
  `Illinois (HB 3773, from ${on(us.illinoisHb3773)}) and California (the Civil Rights Council's rules on automated-decision systems under FEHA, from ${on(us.californiaAdsRegulations)}): no discriminatory effect; Illinois also asks for notice of AI use and bars zip codes as a proxy, California for accommodation where it could screen out a disability and records kept four years.`,
] as const;

/**
 * Deployer duties several listings share, by the name a listing's file gives them in
 * risk.buyerDuties (`- highRiskEmploymentDeployerDuties`); the pages write them out there.
 */
export const sharedBuyerDuties = { highRiskEmploymentDeployerDuties, automatedEmploymentDecisionDuties } as const;

export const sharedBuyerDutyNames = Object.keys(sharedBuyerDuties) as [keyof typeof sharedBuyerDuties, ...(keyof typeof sharedBuyerDuties)[]];

/** When the obligations of each class apply, in the words every listing of the class states; none are dated for minimal risk. */
export const obligationsApplyByClass: Record<keyof typeof providerDutiesByClass, string | undefined> = {
  minimal: undefined,
  limited: transparencyObligationsApply,
  high: highRiskObligationsApply,
};
