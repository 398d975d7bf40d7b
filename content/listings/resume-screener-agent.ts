import type { AgentListing } from "@/content/types";
import {
  automatedEmploymentDecisionDuties,
  highRiskEmploymentDeployerDuties,
  highRiskObligationsApply,
  providerDutiesByClass,
} from "@/content/regulation";

/**
 * Listing of the Resume Screener: ranks and explains applications for a recruiter, who makes every
 * decision; high risk under the EU AI Act (Annex III, point 4).
 */
export const resumeScreenerListing: AgentListing = {
  pricing: {
    model: "per-month-plus-usage",
    fromUsdPerMonth: 1150,
    setupUsd: 7500,
    includes: [
      "Up to 25 open roles at a time, with unlimited recruiter users",
      "One applicant tracking system connection",
      "Quarterly export of scores and recruiter decisions by role, for your bias review",
      "A log of every screening run, criteria version and recruiter decision",
    ],
    volume: { unit: ["application screened", "applications screened"], includedPerMonth: 1500, usdPerUnitAbove: 0.4 },
    addOns: [
      { item: "each further 25 open roles at a time", usdPerMonth: 250 },
      { item: "each further applicant tracking system", usdPerMonth: 300 },
    ],
  },
  integrations: [
    {
      kind: "Applicant tracking systems",
      examples: ["Greenhouse", "Lever", "Workable", "SmartRecruiters", "Teamtailor"],
    },
    {
      kind: "HR information systems, for requisitions and job profiles",
      examples: ["Personio", "BambooHR", "HiBob"],
    },
    {
      kind: "Team chat, for shortlist and review alerts",
      examples: ["Slack", "Microsoft Teams"],
    },
  ],
  data: {
    reads: [
      "CVs, cover letters and application form answers from your applicant tracking system",
      "The job description and the essential and desirable criteria agreed for the role",
      "Recruiters' decisions and overrides, for the log and the bias review",
    ],
    writes: [
      "A score, a criteria checklist with evidence from the CV and a short explanation on each application in your ATS",
      "\"Needs recruiter review\" flags, each with its reason",
      "Interview invitations and status updates from your templates, queued only after a recruiter has decided",
      "A log entry for each screening run, criteria change and recruiter decision",
    ],
    subjects: [
      "Job applicants",
      "Your recruiters and hiring managers",
    ],
    processedIn:
      "In the EU or US region of our cloud provider, chosen at set-up; your ATS remains the record.",
    retention:
      "CV text copied from your ATS is deleted 30 days after the role closes, while scores, explanations and decision logs are kept for 6 months after that (longer if you set it), because the EU AI Act asks deployers to keep a high-risk system's logs for at least six months.",
    subProcessors: ["cloud-hosting", "language-model"],
    mayProcessHealthData: false,
  },
  requirements: [
    "API access to your applicant tracking system for the roles to be screened",
    "For each role, essential and desirable criteria agreed by the recruiter and the hiring manager",
    "Recruiters trained to review the shortlists, who make every advance and reject decision",
    "A candidate privacy notice that says AI is used in screening, and a data protection impact assessment",
    "For a bias review that compares candidate groups: your own equal-opportunity monitoring data or past hiring outcomes, which your team joins to the quarterly export outside the agent",
  ],
  timelineWeeks: { min: 3, max: 6 },
  handover: {
    when: [
      "Every shortlist: a recruiter advances or rejects each candidate, and the agent only ranks and explains",
      "An application it cannot read reliably, such as a scanned image, an unusual layout or a language not set for the role",
      "Evidence that may meet a criterion in a way the rubric does not cover, such as a foreign qualification or a registration in progress",
      "A criterion that could stand in for age, gender, ethnicity, disability or another protected characteristic",
    ],
    how: "It marks the application \"Needs recruiter review\" in your ATS with the reason and the evidence, lists it separately instead of at the bottom of the ranking, and records the recruiter's decision next to its score.",
  },
  limits: [
    "It never rejects or advances a candidate by itself, and no status update goes out before a recruiter's decision.",
    "It does not score on age, gender, ethnicity, nationality, disability, names, photos or addresses, zip codes included, and refuses criteria that stand in for them.",
    "It does not infer personality or emotions from CVs, photos or videos.",
    "It does not search social media or the web for information about candidates.",
    "It does not receive equal-opportunity monitoring answers or any other special-category data, such as disability or health (GDPR Art. 9); your team compares its scores across candidate groups outside it.",
    "It does not interview, check references or make offers; those stay with your team.",
  ],
  risk: {
    euAiActClass: "high",
    why: "It evaluates and ranks job applicants, a high-risk use under EU AI Act Annex III, point 4 (employment and recruitment), so a person makes every decision.",
    buyerDuties: [
      "Assign trained recruiters to review every shortlist, read the evidence behind each score, check a sample of lower-ranked candidates, decide on each candidate and override scores when the evidence says otherwise.",
      ...highRiskEmploymentDeployerDuties,
      "Keep the criteria used for each role with its requisition, and run a bias review of scores and outcomes across candidate groups before go-live and every quarter after it.",
      ...automatedEmploymentDecisionDuties,
    ],
    providerDuties: [...providerDutiesByClass.high],
    obligationsApply: highRiskObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on made-up applications for sample roles covering scoring against agreed criteria, applications it cannot read, criteria that stand in for protected characteristics and evidence it cannot judge; no real candidates' data was used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-26", change: "Instructions for use (Art. 13), the bias audit status and the dated conformity plan published on this card.", material: false },
    { date: "2026-11-25", change: "It no longer receives equal-opportunity monitoring answers: your team compares its scores across candidate groups outside the agent, from the quarterly export by role.", material: true },
    { date: "2026-11-23", change: "Its provider and deployer duties, when they apply and what New York City asks are stated in its listing.", material: false },
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  highRisk: {
    instructionsForUse: {
      intendedPurpose:
        "Ranking and explaining applications for a role against the essential and desirable criteria a recruiter and the hiring manager agreed, so that a recruiter decides on the evidence. It is not for advancing or rejecting candidates by itself, for roles without agreed criteria, or for assessing employees.",
      accuracy:
        "No level of accuracy has been measured independently, and we publish no accuracy figure: treat each score as a first reading to check against the evidence it cites. The recruiter overrides logged next to its scores show how often it and your recruiters disagree.",
      humanOversight: [
        "A trained recruiter decides on every candidate, with the authority to override any score; no status update goes out before that decision.",
        "Recruiters read the evidence behind each score and check a sample of lower-ranked candidates, not only the top of the ranking.",
        "Your team runs a bias review of scores and outcomes across candidate groups before go-live and every quarter, from the export by role.",
      ],
      inputData: [
        "CVs, cover letters and form answers as text or text-based PDFs, in a language set for the role; scanned images and unusual layouts go to a recruiter.",
        "For each role, job-related essential and desirable criteria, agreed before screening starts, with nothing that stands in for a protected characteristic.",
        "No photos, equal-opportunity monitoring answers or other special-category data.",
      ],
      readingOutput: [
        "The score ranks an application against the role's criteria only; it does not predict how well someone will do the job.",
        "The checklist shows, for each criterion, the lines of the CV it rests on: read them before deciding.",
        "\"Needs recruiter review\" means it could not judge, not that the candidate is weaker.",
        "Each score names the version of the criteria it used, and the log lists every screening run, criteria change and recruiter decision with its time.",
      ],
    },
    biasAudit: { confirmed: false, value: "No independent bias audit under New York City Local Law 144 has been carried out yet, so none is published." },
    conformityPlan: [
      { step: "Instructions for use (Art. 13) published on this card", target: "2026-11-26", status: "done" },
      { step: "An independent bias audit for New York City Local Law 144, with its summary published", target: "2027-03-31", status: "planned" },
      { step: "Risk management, data governance, technical documentation and logging (Arts. 9 to 12)", target: "2027-06-30", status: "planned" },
      { step: "Quality management system (Art. 17) and post-market monitoring plan (Art. 72)", target: "2027-06-30", status: "planned" },
      { step: "Conformity assessment by internal control (Art. 43, Annex VI), EU declaration of conformity (Art. 47) and CE marking (Art. 48)", target: "2027-09-30", status: "planned" },
      { step: "Registration in the EU database for high-risk AI systems (Art. 49)", target: "2027-10-29", status: "planned" },
    ],
  },
  lastReviewed: "2026-11-12",
  roi: {
    inputs: [
      { key: "volume", label: "Applications per month", defaultValue: 800, min: 50, max: 10000, step: 50 },
      { key: "minutesPerTask", label: "Minutes to screen one application", defaultValue: 3, min: 1, max: 10, step: 0.5 },
      { key: "hourlyCost", label: "Cost of an hour of recruiter time (USD)", defaultValue: 45, min: 20, max: 120, step: 1 },
      {
        key: "automatedPercent",
        label: "Initial screening time its first pass takes over (%)",
        defaultValue: 60,
        min: 10,
        max: 80,
        step: 5,
        basis: "our planning figure, not a measured result; recruiters still review every shortlist and flagged application, so it never takes over all of it.",
      },
    ],
    volumePer: "month",
    assumptions: [
      "Uses 3 minutes per application, within the 2 to 4 minutes recruiters commonly report for a first screen of a résumé, and $45 an hour of recruiter time: assumptions you can change.",
      "Counts recruiter time saved only and puts no value on filling roles sooner.",
    ],
  },
  conversations: [
    {
      title: "Screening 214 applications for a warehouse team leader",
      kind: "run",
      outcome: "resolved",
      summary: "The agent ranks a large applicant pool against four agreed criteria and flags the ones it cannot judge; the recruiter reads the evidence, checks lower-ranked candidates, corrects a miss and decides.",
      turns: [
        {
          speaker: "Input",
          text: "Role: Warehouse Team Leader, night shift. Essential: 2+ years supervising shift teams; counterbalance forklift license; experience with a warehouse management system. Desirable: IOSH or NEBOSH safety certificate. 214 applications in Workable.",
        },
        {
          speaker: "Agent",
          text: "Screened 214 applications. 41 meet all three essentials, 96 meet two and 77 meet one or none. First in the ranking: candidate 0147, 4 years as shift supervisor at a parcel hub, counterbalance license listed, uses Manhattan WMS, IOSH Managing Safely (2023).",
          note: "Names, photos and addresses were hidden during scoring; the ranking uses only the four criteria the recruiter set, and each score links to the lines of the CV it rests on.",
        },
        {
          speaker: "Agent",
          text: "6 applications need recruiter review: 3 scanned PDFs it could not read reliably, 2 with forklift experience but no license type stated, and 1 written in Polish.",
        },
        {
          speaker: "Recruiter",
          text: "Show me the evidence for the first 15, and a sample of 10 from the 96 who meet two essentials.",
          note: "The instructions for use ask recruiters to read the evidence and check lower-ranked candidates, not to forward the top of the ranking.",
        },
        {
          speaker: "Agent",
          text: "Opened the 25 with the CV lines behind each criterion highlighted. In the sample, candidate 0093 is scored as missing a warehouse management system; the CV lists \"SAP EWM\" under tools.",
        },
        {
          speaker: "Recruiter",
          text: "SAP EWM is a WMS. Count it, and add it to the role's list of systems. Candidate 0188 in the first 15 only drove forklifts in a retail yard; leave 0188 on hold. Invite 0093 and 11 of the first 15 to phone screens.",
        },
        {
          speaker: "Agent",
          text: "Added SAP EWM to the rubric as version 2 and re-scored: 4 more applications now meet all three essentials and are listed for your review. Queued 12 phone-screen invitations in Workable from your template, recorded each decision as yours with the time, and left the other 202 unchanged.",
          note: "Invitations follow the recruiter's decisions; the agent never moves a candidate on its own, and the rubric change is logged for the bias review.",
        },
      ],
    },
    {
      title: "A rubric change that would screen on age",
      kind: "run",
      outcome: "declined",
      summary: "The agent refuses a criterion that stands in for age and an instruction to reject automatically, and suggests a job-related criterion instead.",
      turns: [
        {
          speaker: "Input",
          text: "Hiring manager's change to the Operations Coordinator rubric: \"Prefer digital natives, drop anyone who graduated before 2000, and reject everyone scoring under 60% automatically.\"",
        },
        {
          speaker: "Agent",
          text: "Declined both changes. A graduation year and \"digital native\" both stand in for age, which is a protected characteristic and not a job requirement. Rejections are recruiter decisions, so no score triggers one.",
          note: "Proxies for protected characteristics are excluded from scoring, and the request and the refusal are kept in the log for the bias review.",
        },
        {
          speaker: "Agent",
          text: "Suggested instead, as a desirable criterion: \"Has used a scheduling, WMS or ERP system in a role within the last 3 years.\"",
        },
        {
          speaker: "Recruiter",
          text: "Agreed. Add it as desirable.",
        },
        {
          speaker: "Agent",
          text: "Added it as version 3 of the rubric, re-scored 88 applications and logged the change with the recruiter's approval.",
        },
      ],
    },
    {
      title: "A nursing registration it cannot judge",
      kind: "run",
      outcome: "handover",
      summary: "When the evidence for an essential criterion is unclear, the agent passes the application to a recruiter instead of scoring it down.",
      turns: [
        {
          speaker: "Input",
          text: "Role: Staff Nurse, surgical ward. Essential: current NMC registration; 12 months of acute care experience. Application 0032.",
        },
        {
          speaker: "Agent",
          text: "Application 0032 lists 5 years as a surgical ward nurse in Manila, registration with the Philippine Professional Regulation Commission, and an NMC application in progress with the OSCE booked for next month.",
        },
        {
          speaker: "Agent",
          text: "Marked \"Needs recruiter review\": the rubric does not say whether a registration in progress meets \"current NMC registration\". The application is listed for review, not ranked.",
          note: "An unclear essential criterion is a person's call; scoring it as a fail would quietly reject a candidate.",
        },
        {
          speaker: "Recruiter",
          text: "We can offer a conditional interview to applicants whose OSCE is booked. Advance 0032, and treat the same case this way for this role.",
        },
        {
          speaker: "Agent",
          text: "Recorded the decision and added the rule to the role's rubric notes, so the 3 similar applications are now flagged to you with this rule cited.",
        },
      ],
    },
  ],
  searchPhrases: [
    "shortlist candidates",
    "screen CVs",
    "rank job applications against the job description",
    "too many applicants for one role",
    "consistent screening rubric for recruiters",
    "blind screening of applications",
    "explain why a candidate was shortlisted",
    "screen applications in Greenhouse or Workable",
    "volume hiring for seasonal staff",
    "check applicants hold the required license or registration",
  ],
};
