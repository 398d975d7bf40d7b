import type { AgentListing, VolumeCapacity } from "@/content/types";
import { providerDutiesByClass, transparencyObligationsApply } from "@/content/regulation";

/**
 * Listing of the Outbound SDR: researches target accounts, writes and sends first emails and
 * follow-ups, and books meetings; limited risk under the EU AI Act, and its emails say it is an AI.
 */
/** The sending mailboxes: the price includes 3, each sends to 50 new prospects a working day, and more cost an add-on each. */
const mailboxes: VolumeCapacity = {
  unit: ["sending mailbox", "sending mailboxes"],
  included: 3,
  unitsPerWorkingDay: 50,
  addOn: { item: "each further sending mailbox, warmed up and monitored", usdPerMonth: 60 },
};

export const outboundSdrListing: AgentListing = {
  pricing: {
    model: "per-month-plus-usage",
    fromUsdPerMonth: 1850,
    setupUsd: 6000,
    includes: [
      "New prospects researched and sequenced",
      `Up to ${mailboxes.included} sending mailboxes, warmed up and monitored for deliverability`,
      "Two sequences in parallel, to test value propositions against each other",
      "Reply handling and meeting booking for up to 4 account executives",
      "Weekly report of emails sent, replies, meetings booked and opt-outs",
    ],
    volume: { unit: ["prospect", "prospects"], includedPerMonth: 1000, usdPerUnitAbove: 1.5, capacity: mailboxes },
    addOns: [
      mailboxes.addOn,
      { item: "each further sequence run in parallel", usdPerMonth: 150 },
      { item: "reply handling and booking for each further 4 account executives", usdPerMonth: 240 },
    ],
    passThroughCosts: [
      {
        item: "Prospect-data license",
        billedBy: "your prospect data provider, such as Apollo.io or ZoomInfo",
        unit: ["license", "licenses"],
        estimatedUsdPerUnit: 99,
        unitsPerMonth: 1,
        basis: "one user on an entry plan of a prospect data provider, billed monthly; nothing if you already hold a license or a contact list you are entitled to use.",
      },
    ],
  },
  integrations: [
    {
      kind: "CRMs",
      examples: ["Salesforce", "HubSpot", "Pipedrive", "Microsoft Dynamics 365"],
    },
    {
      kind: "Email",
      examples: ["Gmail (Google Workspace)", "Outlook (Microsoft 365)"],
    },
    {
      kind: "Prospect data providers",
      examples: ["Apollo.io", "ZoomInfo", "Cognism", "Clay"],
    },
    {
      kind: "Sales engagement tools",
      examples: ["Outreach", "Salesloft", "HubSpot Sequences"],
    },
    {
      kind: "Scheduling",
      examples: ["Google Calendar", "Outlook Calendar", "Calendly", "Chili Piper"],
    },
  ],
  data: {
    reads: [
      "Your ideal customer profile, value proposition and the case studies you allow it to cite",
      "Contact and company data from your prospect data provider",
      "Public company information: news, press releases, job postings and company websites",
      "CRM records, so it skips customers, open deals and anyone marked do-not-contact",
      "Replies that arrive in its sending mailboxes",
    ],
    writes: [
      "First emails and follow-ups, sent from your mailboxes and domain",
      "Contacts, activities and replies logged in your CRM",
      "Meetings in account executives' calendars, each with a briefing note",
      "LinkedIn steps as tasks for your reps, with the message drafted",
      "Opt-outs added to your suppression list",
    ],
    subjects: [
      "Prospects: contacts at the companies in your target market",
      "Your sales reps and account executives",
    ],
    processedIn:
      "In the EU or US region of our cloud provider, chosen at set-up; emails are sent from your own mailboxes and domain, not a shared sending pool.",
    retention:
      "Research notes and drafts for prospects who never reply are deleted after 6 months, your CRM keeps the record of what was sent, and opt-outs are kept for as long as the service runs so they are always honored.",
    subProcessors: ["cloud-hosting", "language-model"],
    mayProcessHealthData: false,
  },
  requirements: [
    "A sending domain, ideally a separate subdomain, with SPF, DKIM and DMARC set up, and mailboxes for the agent to send from",
    "Your ideal customer profile, value proposition and two or three case studies you are allowed to cite",
    "A license for a prospect data provider, or a contact list you are entitled to use",
    "A lawful basis for contacting each region's prospects, such as a legitimate interests assessment for the EU and UK, and recorded prior consent where national law requires it even for business email, as Germany's unfair competition law does",
    "Account executives' calendars, and a person to approve the first 50 emails before sending runs on its own",
  ],
  timelineWeeks: { min: 3, max: 5 },
  handover: {
    when: [
      "A prospect asks for a person, or asks about pricing, contract terms or technical detail beyond your approved material",
      "A question about personal data, such as where an address came from or a request to delete it",
      "A complaint or a legal threat",
      "A reply in a language the sequence does not cover",
    ],
    how: "It stops the sequence for that prospect, assigns the thread in your CRM to the account executive with a summary and a suggested reply, and alerts them in Slack or Teams.",
  },
  limits: [
    "It does not email people who opted out, existing customers or contacts your CRM marks as do-not-contact.",
    "It does not automate a personal LinkedIn account; LinkedIn steps become tasks for a rep to send.",
    "It does not send to a prospect in a country set to require prior consent unless the consent is recorded in your CRM.",
    `It does not exceed each mailbox's daily sending limit, ${mailboxes.unitsPerWorkingDay} new prospects per mailbox a working day by default.`,
    "It does not invent personal details, mutual connections or results; each personalized line rests on a public source your rep can open.",
    "It does not negotiate prices, offer discounts or agree terms.",
  ],
  risk: {
    euAiActClass: "limited",
    why: "It writes to and replies to prospects, so the EU AI Act's transparency duty (Art. 50) applies, and every email is signed as an AI assistant writing for a named person on your team.",
    talksWith: "the public",
    generates: ["e-mails"],
    buyerDuties: [
      "Keep the AI disclosure in the email signature and in replies.",
      "Have a lawful basis for every prospect list and honor opt-outs under GDPR, PECR and CAN-SPAM as they apply; where national law requires prior consent for business email, add a prospect to a sequence only with that consent recorded.",
      "Keep the privacy notice in every first email (GDPR Art. 14): who you are, where the address came from, why you write, and how to object.",
      "Review a sample of sent emails and replies each week.",
    ],
    providerDuties: [...providerDutiesByClass.limited],
    obligationsApply: transparencyObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on made-up prospect lists and replies covering sequences, opt-outs, questions about where an address came from and requests it passes to your team; no customer data was used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-23", change: "It sends to a prospect in a country that requires prior consent only when the consent is recorded in your CRM, and every first email carries the privacy notice (GDPR Art. 14).", material: true },
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  lastReviewed: "2026-10-14",
  roi: {
    inputs: [
      { key: "volume", label: "Prospects researched per month", defaultValue: 600, min: 50, max: 4000, step: 50 },
      {
        key: "minutesPerTask",
        label: "Minutes of research and first email per prospect",
        defaultValue: 12,
        min: 2,
        max: 30,
        step: 1,
      },
      { key: "hourlyCost", label: "Cost of an hour of SDR time (USD)", defaultValue: 38, min: 20, max: 100, step: 1 },
      {
        key: "automatedPercent",
        label: "Prospects it researches and writes to without a rep (%)",
        defaultValue: 70,
        min: 10,
        max: 90,
        step: 5,
        basis: "our planning figure, not a measured result; a rep checks or rewrites the rest, which count as no saving.",
      },
    ],
    volumePer: "month",
    assumptions: [
      "Uses 12 minutes of research and writing per prospect at $38 an hour of SDR time, the defaults above, which you can change.",
      "Counts SDR time saved only and puts no value on meetings booked or deals won.",
    ],
  },
  conversations: [
    {
      title: "From new prospect to booked meeting",
      kind: "run",
      outcome: "resolved",
      summary: "The agent checks the CRM, finds a public reason to write, sends a first email signed as an AI, and books the meeting when the prospect replies.",
      turns: [
        {
          speaker: "Input",
          text: "New prospect from Apollo.io: Dana Whitfield, Head of Operations, Keller Foodpack, 380 employees, Dayton, Ohio. Sequence: \"Plant downtime\", 4 steps over 14 days.",
        },
        {
          speaker: "Agent",
          text: "Checked HubSpot: not a customer, no open deal, no opt-out. Found a press release from 12 August announcing a second thermoforming line in Dayton, and two maintenance planner roles on the careers page.",
          note: "Every personalized line rests on a public source the account executive can open; it does not guess at personal details.",
        },
        {
          speaker: "Agent",
          text: "Sent email 1 at 08:40 Dana's time: \"Dana, congratulations on the second thermoforming line. With a new line running and maintenance planner roles still open, cover for unplanned stops can get thin...\" Signed: \"Northwind Analytics' AI sales assistant, writing for Jordan Lee, Account Executive.\" Footer: \"We found your business address in Apollo.io's company data and write to you about plant maintenance cover. Reply 'stop' or use this link to hear no more; our privacy notice says how we use your details.\"",
          note: "The signature says it is an AI writing for a named person, which meets the transparency duty; the footer is the privacy notice GDPR Art. 14 requires in the first message. Ohio has no prior-consent rule for business email.",
        },
        {
          speaker: "Input",
          text: "Reply from Dana on day 5: \"Interesting timing. Could we talk next week? Tuesday afternoon works.\"",
        },
        {
          speaker: "Agent",
          text: "Stopped the sequence, offered Tuesday 14:00 and 15:30 from Jordan's calendar, and booked 14:00 when Dana confirmed. Logged the meeting in HubSpot with a briefing note: sources, the email thread and three suggested discovery questions.",
        },
      ],
    },
    {
      title: "A prospect asks where their address came from",
      kind: "conversation",
      outcome: "handover",
      summary: "The agent confirms it is an AI, stops all emails, adds the prospect to the suppression list and hands the data request to a person.",
      turns: [
        {
          speaker: "Prospect",
          text: "Is this an automated email? And where did you get my address?",
        },
        {
          speaker: "Outbound SDR",
          text: "Yes, I'm an AI assistant writing for Jordan Lee at Northwind Analytics, as my signature says. Your work address came from Apollo.io, a business contact database. I've stopped any further emails and passed your question to Jordan, who will reply to you directly by tomorrow.",
          note: "Questions about personal data are on the handover list, so a person answers them, and the sequence stops at once.",
        },
        {
          speaker: "Prospect",
          text: "Please delete my details.",
        },
        {
          speaker: "Outbound SDR",
          text: "Understood. Your address is on our suppression list, so you won't hear from us again, and Jordan has your deletion request and will confirm it to you in writing.",
        },
      ],
    },
    {
      title: "A discount request before the first call",
      kind: "conversation",
      outcome: "declined",
      summary: "The agent declines to offer a discount it is not allowed to give and offers a call with the account executive instead.",
      turns: [
        {
          speaker: "Prospect",
          text: "If we sign before the end of the month, can you do 25% off the first year?",
        },
        {
          speaker: "Outbound SDR",
          text: "I'm an AI assistant, so I can't agree prices or discounts; those are for Jordan. I can set up a 30-minute call where Jordan can talk through pricing for a plant your size. Would Thursday at 10:00 or 16:00 suit you?",
          note: "Pricing and terms are on its limits list; it declines without guessing at a number and moves the prospect to a person.",
        },
        {
          speaker: "Prospect",
          text: "Thursday at 10:00.",
        },
        {
          speaker: "Outbound SDR",
          text: "Booked for Thursday at 10:00 with Jordan Lee. The invitation is in your inbox, and Jordan will have your question about a first-year discount.",
        },
      ],
    },
  ],
  searchPhrases: [
    "cold email prospects",
    "book meetings with new prospects",
    "research target accounts before outreach",
    "personalized cold outreach at scale",
    "outbound prospecting without hiring SDRs",
    "email sequences that stop when someone replies",
    "reach decision-makers at target companies",
    "re-engage dormant accounts",
    "test two value propositions in outreach",
    "fill account executives' calendars with discovery calls",
  ],
};
