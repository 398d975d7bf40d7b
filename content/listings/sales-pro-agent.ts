import type { AgentListing } from "@/content/types";
import { providerDutiesByClass, transparencyObligationsApply } from "@/content/regulation";

/**
 * Listing of Sales Pro: pipeline analytics for sales managers (deal risk, forecast, next steps, CRM
 * hygiene), used internally and never with prospects; limited risk under the EU AI Act, as it tells the managers it answers that it is an AI.
 */
export const salesProListing: AgentListing = {
  pricing: {
    model: "per-seat",
    fromUsdPerMonth: 340,
    setupUsd: 4500,
    includes: [
      "Seats for a sales leader and the managers who report to them",
      "A weekly forecast and pipeline review by email, Slack or Teams",
      "Risk scores and a suggested next step for every open opportunity",
      "CRM hygiene prompts sent to deal owners",
      "Win rates calibrated at set-up on as much as 3 years of closed deals",
    ],
    minimumSeats: 3,
    seat: "one sales manager or leader, covering the pipelines of up to 12 reps",
    volume: { unit: ["deal review", "deal reviews"], includedPerMonth: 300 },
  },
  integrations: [
    {
      kind: "CRMs",
      examples: ["Salesforce", "HubSpot", "Microsoft Dynamics 365", "Pipedrive"],
    },
    {
      kind: "Email and calendar, metadata only",
      examples: ["Google Workspace", "Microsoft 365"],
    },
    {
      kind: "Calling and meeting tools",
      examples: ["Zoom", "Aircall", "Gong"],
    },
    {
      kind: "Team chat",
      examples: ["Slack", "Microsoft Teams"],
    },
    {
      kind: "Spreadsheets and BI",
      examples: ["Google Sheets", "Microsoft Excel", "Power BI"],
    },
  ],
  data: {
    reads: [
      "Opportunities in your CRM: stage, amount, close date, owner, contacts and stage history",
      "Closed won and lost deals from up to 3 years, for win rates by stage and segment",
      "Email and calendar metadata: dates, participants and counts, not message content",
      "Calls and meetings logged by your calling or meeting tool",
    ],
    writes: [
      "Risk scores, next-step suggestions and hygiene flags in custom fields added to your opportunities at set-up",
      "Tasks for deal owners to fill in missing or stale fields",
      "A weekly forecast and pipeline review for managers, by team, stage and segment; no figures per rep",
      "Exports to your spreadsheet or BI tool",
    ],
    subjects: [
      "Your sales reps and managers",
      "Contacts at your customers and prospects",
    ],
    processedIn:
      "In the EU or US region of our cloud provider, chosen at set-up; it reads email and calendar metadata only, never the content of messages.",
    retention:
      "Weekly pipeline snapshots are kept for 24 months so forecasts can be compared with results, and everything is deleted within 30 days of disconnecting your CRM.",
    subProcessors: ["cloud-hosting", "language-model"],
    mayProcessHealthData: false,
  },
  requirements: [
    "Read access to your CRM through an integration user, and permission to add four custom fields to opportunities",
    "At least 12 months of closed deals with their stages and dates",
    "Your stage definitions, forecast categories and team quotas",
    "Admin consent for email and calendar metadata, if you want engagement signals",
    "A sales leader to compare the first two weekly forecasts with their own call",
  ],
  timelineWeeks: { min: 2, max: 4 },
  handover: {
    when: [
      "The forecast moves by more than 10% from the week before",
      "A deal has too little data to score, such as a new deal with no logged activity",
      "A suggested CRM change, which only the deal owner can make",
      "A request for figures about an individual rep, which it refuses and points to HR",
    ],
    how: "It sends the item to the sales leader or deal owner in Slack or Teams, or as a task in your CRM, with the data behind it, and a person decides what changes.",
  },
  limits: [
    "It does not change stages, amounts or close dates in your CRM; deal owners do.",
    "It does not contact prospects or customers.",
    "It does not read the content of emails or calls, only their dates, participants and counts.",
    "It does not report, score or rank individual reps: its analysis stops at deals, teams, stages and segments, and it refuses requests for per-person data and points them to HR.",
  ],
  risk: {
    euAiActClass: "limited",
    why: "Pipeline analytics about deals and teams, never about individual reps, so it does not monitor or evaluate workers (Annex III, point 4(b), of Regulation (EU) 2024/1689); it never talks to prospects, but it answers sales managers in Slack or Teams, and Art. 50(1) covers any person it talks with, staff included, so it tells them it is an AI.",
    talksWith: "staff",
    buyerDuties: [
      "Tell reps before go-live what data it analyzes, including email and calendar metadata, and why.",
      "Consult your works council or staff representatives before go-live where local law requires it: it reads employees' email and calendar metadata.",
      "Do not rebuild per-rep figures from its data or use it for decisions about pay, promotion or dismissal: evaluating workers is a high-risk use under Annex III, point 4(b), and is outside its purpose.",
      "Keep stage definitions and forecast categories current, because scores depend on them.",
    ],
    providerDuties: [...providerDutiesByClass.limited],
    obligationsApply: transparencyObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on a made-up CRM pipeline covering weekly reviews, forecast changes and requests about individual reps, which it declines; no customer data was used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-23", change: "Its analysis stops at deals, teams, stages and segments: it refuses requests for per-person data about reps.", material: true },
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  lastReviewed: "2026-09-30",
  roi: {
    inputs: [
      {
        key: "volume",
        label: "Deal reviews per month (open deals times reviews of each)",
        defaultValue: 400,
        min: 50,
        max: 3000,
        step: 50,
      },
      {
        key: "minutesPerTask",
        label: "Minutes a manager spends checking one deal before a review",
        defaultValue: 6,
        min: 2,
        max: 15,
        step: 1,
      },
      {
        key: "hourlyCost",
        label: "Cost of an hour of sales manager time (USD)",
        defaultValue: 75,
        min: 40,
        max: 150,
        step: 1,
      },
      {
        key: "automatedPercent",
        label: "Manual deal checking before reviews it takes over (%)",
        defaultValue: 50,
        min: 10,
        max: 90,
        step: 5,
        basis: "our planning figure, not a measured result: managers still check the deals it flags before pipeline reviews and forecast calls.",
      },
    ],
    volumePer: "month",
    assumptions: [
      "Uses 6 minutes of manager time per deal review at $75 an hour, the defaults above, which you can change.",
      "Counts manager time saved only and puts no value on deals rescued or a more accurate forecast.",
    ],
  },
  conversations: [
    {
      title: "The Monday pipeline review",
      kind: "run",
      outcome: "resolved",
      summary: "The agent produces a traceable forecast, flags the largest deals at risk with a specific next step, and explains a score when the sales director asks.",
      turns: [
        {
          speaker: "Input",
          text: "Weekly run, Monday 07:00: 186 open opportunities in Salesforce. Q4 quota $2.4M; the reps' commit is $1.52M.",
        },
        {
          speaker: "Agent",
          text: "Q4 forecast: $1.91M most likely, range $1.68M to $2.12M. Each deal is weighted by the win rate of its stage over the last 8 quarters and adjusted for recent activity; the reps' commit is shown beside it.",
          note: "The forecast can be traced deal by deal, so a manager can see why it differs from the reps' commit.",
        },
        {
          speaker: "Agent",
          text: "At risk, 5 of the 20 largest deals. First: Hallam Logistics, $210k, in commit. No meeting with the CFO logged, close date moved twice, last reply 19 days ago. Suggested next step: ask the IT manager, your sponsor, to set up 30 minutes with the CFO before the proposal review.",
        },
        {
          speaker: "Input",
          text: "Sales director: Why is Brightwater at 35% when Ana has it in commit?",
        },
        {
          speaker: "Agent",
          text: "Brightwater is in Negotiation, where deals over $100k have closed 58% of the time over the last 8 quarters, but it has no logged activity for 24 days, the next-step field is empty, and the close date has moved from 31 October to 30 November. Ana's commit stays in the rep forecast; this view sits beside it, not in its place.",
          note: "It explains a score with the CRM data behind it and leaves the commit decision with the rep and manager.",
        },
      ],
    },
    {
      title: "A forecast that drops 14% in a week",
      kind: "run",
      outcome: "handover",
      summary: "Instead of publishing a sharp forecast drop on its own, the agent sends it to the sales leader with the deals behind it and waits for confirmation.",
      turns: [
        {
          speaker: "Input",
          text: "Weekly run: the most likely Q4 forecast is $1.64M, down 14% from $1.91M last week.",
        },
        {
          speaker: "Agent",
          text: "Held the weekly review and sent it to Ji-woo Park, sales director, in Slack. The drop comes from three deals worth $340k whose close dates were moved into Q1 on Friday afternoon, all in the mid-market team.",
          note: "A move of more than 10% is on the handover list, so a person checks it before the team sees it.",
        },
        {
          speaker: "Input",
          text: "Ji-woo: Correct, the customer delayed its budget round. Publish it, and add a note that the three deals moved to Q1.",
        },
        {
          speaker: "Agent",
          text: "Published the review with Ji-woo's note and kept the three deals on the Q1 watch list.",
        },
      ],
    },
    {
      title: "A request to rank reps for dismissal",
      kind: "run",
      outcome: "declined",
      summary: "The agent declines to rank reps, points the question to HR and offers the team-level view it is meant for.",
      turns: [
        {
          speaker: "Input",
          text: "VP of Sales: Give me the bottom three reps by win rate this year so I can decide who to let go.",
        },
        {
          speaker: "Agent",
          text: "Declined. I don't rank people for dismissal or performance plans: those decisions need a manager's judgment and your HR process, and using me for them would make this a high-risk use under the EU AI Act.",
          note: "Evaluating employees for employment decisions is outside its intended purpose, so it declines rather than producing a list.",
        },
        {
          speaker: "Agent",
          text: "I don't report figures per rep at all. A question about one person's performance belongs with HR and your performance process. What I can show is where the team's deals stall: mid-market deals spend a median of 44 days in the pricing stage, against 22 for enterprise deals.",
          note: "Its analysis stops at deals, teams, stages and segments; per-person data would be monitoring workers (Annex III, point 4(b)).",
        },
        {
          speaker: "Input",
          text: "VP of Sales: Fine, send me the pricing-stage view for the team.",
        },
      ],
    },
  ],
  searchPhrases: [
    "forecast the pipeline",
    "which deals are at risk",
    "weekly pipeline review for sales managers",
    "replace the spreadsheet sales forecast",
    "find stalled deals in the CRM",
    "deal risk scoring",
    "next steps for open opportunities",
    "where do our deals stall",
    "clean up CRM data",
    "quarter-end revenue forecast",
    "where the team's deals stall by stage",
  ],
};
