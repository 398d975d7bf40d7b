// What Regulation (EU) 2024/1689 (the AI Act) asks, as amended by Regulation (EU) 2026/1744 (the
// Digital Omnibus on AI), in the words every listing shares. Every AI Act date the site states is
// in `aiActDates` and written out from there, so a date changes in one place; each listing adds
// only what is its own. Check the dates again at each review, and move `regulationCheckedOn`.

/** The day the dates and duties below were last checked (ISO date); the procurement sheets and listings print it. */
export const regulationCheckedOn = "2026-11-25";

/** What they were checked against, in one line, as honestly as it was done. */
export const regulationCheckSource =
  "published summaries of Regulation (EU) 2026/1744 (OJ L, 2026/1744, 24.7.2026) by the Commission and law firms; we could not read the Official Journal text itself when we checked, so confirm a date against it before you rely on it";

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

// The format of lib/site/dates' formatCalendarDate, which content cannot import (content < lib).
const calendarDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2027-12-02" -> "December 2, 2027", the way the site writes a date. */
export function aiActDateText(isoDate: string): string {
  return calendarDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const on = aiActDateText;

/** When the high-risk obligations of an Annex III system apply. */
export const highRiskObligationsApply = [
  `Under Art. 113 as amended by Regulation (EU) 2026/1744 (the Digital Omnibus on AI, in force since ${on(aiActDates.omnibusInForce)}), the obligations for Annex III high-risk systems apply from ${on(aiActDates.annexIII)}.`,
  `The obligations for high-risk systems in products covered by Annex I apply from ${on(aiActDates.annexI)}; none of our agents is one.`,
].join(" ");

/** When the transparency duties of Art. 50 apply. */
export const transparencyObligationsApply = [
  `Under Art. 113, the transparency duties of Art. 50 apply from ${on(aiActDates.transparency)}; Regulation (EU) 2026/1744 did not move that date.`,
  `A generative system placed on the market before then has until ${on(aiActDates.markingOfSystemsAlreadyOnMarket)} to mark its output under Art. 50(2) (Art. 111(4)).`,
  `Chapters I and II, including AI literacy (Art. 4), have applied since ${on(aiActDates.generalProvisions)}.`,
].join(" ");

/** Why a staff-facing agent also says it is an AI: the first sentence of a listing's `why` can lean on it. */
export const staffAreNaturalPersons =
  "Art. 50(1) covers any natural person it talks with, staff included, so it tells the people who use it at the start that it is an AI.";

/** How each kind of content an agent generates is marked (Art. 50(2)); a listing's own `outputMarking` adds to it. */
export const outputMarkingByKind = {
  "synthetic voice":
    "Its voice is synthetic: each call opens by saying that the caller is speaking to an AI, and the audio it generates carries a machine-readable mark that it is AI-generated (Art. 50(2)).",
  "e-mails":
    "Each e-mail it writes says in its signature that an AI assistant wrote it, and carries machine-readable metadata marking it as AI-generated (Art. 50(2)).",
  "written content": "Text it drafts carries machine-readable metadata marking it as AI-generated when it is exported or published (Art. 50(2)).",
} as const;

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
    "Runs the risk management, data governance, technical documentation, logging, human-oversight and accuracy requirements of Arts. 9 to 15 under a quality management system (Art. 17).",
    "Completes the conformity assessment before the agent is placed on the market (Art. 43, internal control under Annex VI), draws up the EU declaration of conformity (Art. 47) and affixes the CE marking (Art. 48).",
    "Registers the agent in the EU database for high-risk AI systems (Art. 49).",
    "Gives you instructions for use (Art. 13) that state its purpose, accuracy, known limits, the human oversight it needs and how to read its logs.",
    "Monitors it after release and reports serious incidents to the market surveillance authority (Arts. 72 and 73).",
  ],
} as const;

/** Deployer duties every high-risk employment agent shares (Art. 26), and the candidate's right of Art. 86. */
export const highRiskEmploymentDeployerDuties = [
  "Use it according to the instructions for use, with human oversight by people who have the competence, training and authority to override it (Art. 26(1) and (2)).",
  "Inform workers' representatives and the affected workers before it is put into use at the workplace (Art. 26(7)), and tell candidates that it is used in decisions about them (Art. 26(11)).",
  "Keep its logs for at least six months (Art. 26(6)), monitor it, and report a serious incident to us and to the market surveillance authority without delay (Art. 26(5)).",
  "Carry out a data protection impact assessment, using the information in our instructions for use (Art. 26(9)).",
  "Give a candidate who asks a clear and meaningful explanation of the role the agent played in a decision about them (Art. 86).",
] as const;

/**
 * The US employment rules on automated decisions the resume screener's deployers meet, dates ISO.
 * Colorado's SB 24-205 (delayed to June 30, 2026) never applied: SB 26-189 repealed and replaced it.
 */
export const usEmploymentAiLawDates = {
  californiaAdsRegulations: "2025-10-01",
  illinoisHb3773: "2026-01-01",
  coloradoSb24205DelayedTo: "2026-06-30",
  coloradoSb26189Signed: "2026-05-14",
  coloradoSb26189Applies: "2027-01-01",
} as const;

const us = usEmploymentAiLawDates;

/** What an employer screening candidates with AI must do beyond the AI Act: GDPR Art. 22 and the US rules, by place. */
export const automatedEmploymentDecisionDuties = [
  "Under GDPR Art. 22, do not let it take a decision based solely on automated processing that has a legal or similarly significant effect on a candidate, such as a rejection: a recruiter with the authority to decide otherwise reviews every decision, and candidates can obtain that human review, express their point of view and contest a decision.",
  "In New York City (Local Law 144 of 2021): use it only with an independent bias audit less than a year old, publish a summary of the audit's results, and give candidates at least 10 business days' notice that it is used, with the qualifications it assesses and how to ask for an alternative process or an accommodation; post on your employment website, or give on written request, the type of data collected for it, the source of that data and your data retention policy (§20-871(b)(3)).",
  `In Colorado: SB 24-205, whose start had been delayed to ${on(us.coloradoSb24205DelayedTo)}, was repealed and replaced by SB 26-189 (signed ${on(us.coloradoSb26189Signed)}), which applies from ${on(us.coloradoSb26189Applies)}: tell candidates when it materially influences a hiring decision, and after an adverse decision explain in plain language the role it played and the data used, and let them correct their data and ask for human review.`,
  `In Illinois (the Human Rights Act as amended by HB 3773, from ${on(us.illinoisHb3773)}): tell candidates and employees that AI is used in recruitment, hiring and other employment decisions, do not use it in a way that has a discriminatory effect on a protected class, and do not use zip codes as a proxy for one.`,
  `In California (the Civil Rights Council's regulations on automated-decision systems under FEHA, from ${on(us.californiaAdsRegulations)}): do not use it in a way that discriminates on a protected basis, offer a reasonable accommodation where it could screen out a candidate with a disability, and keep its data and records for four years.`,
] as const;
