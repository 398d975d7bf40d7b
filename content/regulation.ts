// What Regulation (EU) 2024/1689 (the AI Act) asks, in the words every listing shares. Written once
// here so that a date or a duty changes in one place; each listing adds only what is its own.
// Dates as known on the listings' review dates (autumn 2026); check them at each review.

/** When the high-risk obligations of an Annex III system apply. */
export const highRiskObligationsApply =
  "Under Art. 113, the obligations for Annex III high-risk systems apply from 2 August 2026. In November 2025 the European Commission proposed, in its Digital Omnibus, to tie that date to the availability of harmonized standards, and to 2 December 2027 at the latest; we confirm the date in force when you order.";

/** When the transparency duties of Art. 50 apply. */
export const transparencyObligationsApply =
  "Under Art. 113, the transparency duties of Art. 50 apply from 2 August 2026; the AI-literacy duty of Art. 4 has applied to providers and deployers since 2 February 2025.";

/** What Lumenfold does as provider, by class; a listing adds what is specific to it. */
export const providerDutiesByClass = {
  minimal: [
    "Keeps the agent to the purpose in this listing, and tells you before any change that would move it into a higher risk class.",
    "Gives you instructions for use and AI-literacy material for the staff who work with it (Art. 4).",
  ],
  limited: [
    "Designs it to meet Art. 50: people it talks to are told at the start that they are talking to an AI, and text it generates is marked as AI-generated in a machine-readable way.",
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
