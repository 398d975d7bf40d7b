import type { AgentListing } from "@/content/types";
import { providerDutiesByClass, transparencyObligationsApply } from "@/content/regulation";

/**
 * Listing of the Inbound AI SDR: replies to form, chat and email leads within minutes, qualifies them
 * and books them with the right rep; limited risk under the EU AI Act, and it says it is an AI.
 */
export const inboundAiSdrListing: AgentListing = {
  pricing: {
    model: "per-month-plus-usage",
    fromUsdPerMonth: 1380,
    setupUsd: 5200,
    includes: [
      "Inbound leads from forms, chat and your sales inbox",
      "Qualification against one framework: BANT, MEDDIC or your own",
      "Routing and meeting booking for up to 10 reps",
      "Nurture follow-ups, for 90 days at most, for leads that are not ready yet, each with an unsubscribe link",
      "Weekly report on response times, qualification outcomes and meetings booked",
    ],
    volume: { unit: ["inbound lead", "inbound leads"], includedPerMonth: 800, usdPerUnitAbove: 1.2 },
    addOns: [{ item: "routing and booking for each further 10 reps", usdPerMonth: 290 }],
  },
  integrations: [
    {
      kind: "Forms and website chat",
      examples: ["HubSpot Forms", "Typeform", "Webflow", "Intercom", "Drift"],
    },
    {
      kind: "CRMs and marketing automation",
      examples: ["Salesforce", "HubSpot", "Pipedrive", "Marketo"],
    },
    {
      kind: "Scheduling and lead routing",
      examples: ["Chili Piper", "Calendly", "Google Calendar", "Outlook Calendar"],
    },
    {
      kind: "Email",
      examples: ["Gmail (Google Workspace)", "Outlook (Microsoft 365)"],
    },
    {
      kind: "Team chat, for rep alerts",
      examples: ["Slack", "Microsoft Teams"],
    },
  ],
  data: {
    reads: [
      "Form submissions, chat messages and emails to your sales inbox",
      "What the lead downloaded, visited or signed up for, as your marketing automation records it",
      "CRM records, to find existing accounts, account owners and open deals",
      "Your routing rules and reps' calendars",
      "Approved sales material: product sheets, the pricing page and FAQs",
    ],
    writes: [
      "Replies to leads from your sales inbox or chat widget",
      "Qualification answers and a score on the lead record",
      "Meetings in the assigned rep's calendar, each with a briefing note",
      "Lead status, owner and nurture enrollment in your CRM",
    ],
    subjects: [
      "Leads and prospects who contact you",
      "Your sales reps",
    ],
    processedIn:
      "In the EU or US region of our cloud provider, chosen at set-up; replies go out from your own domain and chat widget.",
    retention:
      "Conversation transcripts are kept for 12 months and then deleted, while the qualification summary stays on the lead record in your CRM under your own retention rules.",
    subProcessors: ["cloud-hosting", "language-model"],
    mayProcessHealthData: false,
  },
  requirements: [
    "Admin access to your CRM and to your forms or chat tool",
    "Your qualification framework and what makes a lead sales-ready",
    "Routing rules: territories, segments, round-robin groups and the reps' calendars",
    "Approved sales material, and the topics it must pass to a rep",
    "A sales manager to review its replies during the first week",
  ],
  timelineWeeks: { min: 2, max: 4 },
  handover: {
    when: [
      "The lead asks for a person, or asks about custom pricing, security reviews or contract terms",
      "The lead is from an existing customer or a named target account",
      "A qualified lead cannot find a suitable slot in the rep's calendar",
      "The message is not a sales inquiry, such as a support issue, a job application or a partnership request",
    ],
    how: "It assigns the lead in your CRM to the right rep or team with the conversation and qualification answers, alerts them in Slack or Teams, and tells the lead who will reply and by when.",
  },
  limits: [
    "It does not quote prices beyond your published pricing page or offer discounts.",
    "It does not answer security, legal or contract questions; it passes them to a rep.",
    "It does not drop a lead for good: low-scoring leads go into nurture and stay visible to your team.",
    "It does not contact people who have not got in touch first.",
    "It does not send a nurture e-mail without an unsubscribe link, or to a lead who has opted out: an opt-out, by link or by reply, stops every mail to that lead at once and is recorded in your CRM.",
    "It does not put a lead into nurture unless your CRM records consent or another legal basis for e-mail marketing to that lead.",
    "It does not handle support requests from existing customers; it routes them to your support team.",
  ],
  risk: {
    euAiActClass: "limited",
    why: "It converses with leads by chat and email, so the EU AI Act's transparency duty (Art. 50) applies, and its first reply says it is an AI assistant for your sales team.",
    talksWith: "the public",
    generates: ["e-mails"],
    buyerDuties: [
      "Keep the AI disclosure in chat greetings and email signatures.",
      "Keep approved sales material and pricing current, because its answers come from them.",
      "Review low-scoring leads in nurture each week so good leads are not missed.",
      "Have consent or another legal basis for each lead's 90 days of nurture e-mails, which are direct marketing, and record it in your CRM: in the EU and UK, e-mail marketing to individuals needs prior consent, unless the soft opt-in of the ePrivacy Directive (Art. 13(2)) or PECR (reg. 22(3)) covers a lead whose details you got in a sale or negotiation for a similar product and who was offered an opt-out then and in every mail.",
      "Under CAN-SPAM in the US, every commercial e-mail identifies you with a valid postal address and offers a working opt-out, which you honor within 10 business days; keep your sender details and address in the e-mail template current.",
    ],
    providerDuties: [...providerDutiesByClass.limited],
    obligationsApply: transparencyObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on made-up inbound leads covering demo bookings, enterprise questions it passes to your team and leads who are only researching; no customer data was used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  lastReviewed: "2026-10-21",
  roi: {
    inputs: [
      { key: "volume", label: "Inbound leads per month", defaultValue: 300, min: 25, max: 4000, step: 25 },
      {
        key: "minutesPerTask",
        label: "Minutes to reply to, qualify and book one lead",
        defaultValue: 18,
        min: 2,
        max: 40,
        step: 1,
      },
      { key: "hourlyCost", label: "Cost of an hour of SDR time (USD)", defaultValue: 38, min: 20, max: 100, step: 1 },
      {
        key: "automatedPercent",
        label: "Leads it replies to, qualifies and books or nurtures without a rep (%)",
        defaultValue: 60,
        min: 10,
        max: 90,
        step: 5,
        basis: "our planning figure, not a measured result, for inbound leads from your own forms and chat; leads that need a rep's judgment go to one.",
      },
    ],
    volumePer: "month",
    assumptions: [
      "A rep handles the leads it does not, and those count as no saving.",
      "Uses 18 minutes of SDR time per lead for the reply, the qualifying questions, booking and CRM notes, at $38 an hour, the defaults above, which you can change.",
      "Counts SDR time saved only and puts no value on meetings won by replying faster.",
    ],
  },
  conversations: [
    {
      title: "A Friday-evening demo request booked for Monday",
      kind: "conversation",
      outcome: "resolved",
      summary: "The agent replies within minutes, qualifies the lead in two messages, answers an integration question from approved material and books the right rep.",
      turns: [
        {
          speaker: "Inbound AI SDR",
          text: "Hi Priya, I'm Max, an AI assistant for the Routewise sales team. Thanks for your demo request about replacing spreadsheets for driver scheduling. So I can match you with the right person: how many drivers do you schedule, and when would you like something in place?",
          note: "Sent 3 minutes after the form arrived at 19:12 on a Friday; it says it is an AI and refers to what the lead wrote.",
        },
        {
          speaker: "Lead",
          text: "About 60 drivers across two depots, ideally before our November peak. Does it work with Samsara?",
        },
        {
          speaker: "Inbound AI SDR",
          text: "Yes, Routewise has a Samsara integration that imports vehicle locations and drivers' hours. With 60 drivers and a November deadline, the best person to talk to is Tom Becker, who works with logistics companies in your region. He has Monday at 10:00 or 14:30 your time. Which suits you?",
          note: "The integration answer comes from the approved product sheet; team size and timeline meet the sales-ready rule, and the territory rule picks Tom.",
        },
        {
          speaker: "Lead",
          text: "10:00 works.",
        },
        {
          speaker: "Inbound AI SDR",
          text: "Booked: Monday at 10:00 with Tom Becker, and the invitation is in your inbox. Tom has your notes, so you won't need to repeat yourself.",
        },
      ],
    },
    {
      title: "An enterprise lead asking for security documents and volume pricing",
      kind: "conversation",
      outcome: "handover",
      summary: "The agent recognizes a large account and questions on its handover list, and passes the lead to a senior rep with a clear promise of when they will hear back.",
      turns: [
        {
          speaker: "Inbound AI SDR",
          text: "Hello, I'm Max, an AI assistant for the Routewise sales team. How can I help?",
        },
        {
          speaker: "Lead",
          text: "We run about 2,000 drivers in 14 countries. Before a demo we need your SOC 2 report, a data processing agreement and volume pricing.",
        },
        {
          speaker: "Inbound AI SDR",
          text: "Thanks, that's helpful. Security documents and volume pricing are handled by our team, so I've passed your request to Elena Rossi, who looks after enterprise accounts in Europe. She'll reply by 12:00 CET tomorrow and can arrange the demo. Is this the best email for her to use?",
          note: "Fleet size routes the lead to a senior rep, and security and pricing questions are on the handover list, so it does not improvise answers.",
        },
        {
          speaker: "Lead",
          text: "Yes. Please copy in Jan from our procurement team, he's on this thread.",
        },
        {
          speaker: "Inbound AI SDR",
          text: "Done. Elena has the thread, your requirements and the company details, and will write to you and Jan directly.",
        },
      ],
    },
    {
      title: "A lead who is only researching",
      kind: "conversation",
      outcome: "resolved",
      summary: "The agent recognizes a lead that is not ready to talk and places it into nurture instead of pushing for a meeting.",
      turns: [
        {
          speaker: "Inbound AI SDR",
          text: "Hi Chris, I'm Max, an AI assistant for the Routewise sales team. I saw you downloaded our route planning guide. Is there anything I can help you with?",
        },
        {
          speaker: "Lead",
          text: "Just researching for now. We might look at tools next year once the budget is set.",
        },
        {
          speaker: "Inbound AI SDR",
          text: "That makes sense. I'll send you our two-page comparison of scheduling approaches now and check in once in January. If you'd like to talk sooner, just reply to this email.",
          note: "No budget or timeline this year, so it goes into nurture rather than taking a rep's time, and stays visible in the CRM.",
        },
        {
          speaker: "Lead",
          text: "Sounds good, thanks.",
        },
      ],
    },
  ],
  searchPhrases: [
    "qualify website leads",
    "reply to demo requests instantly",
    "respond to contact form leads within minutes",
    "route inbound leads to the right sales rep",
    "BANT or MEDDIC qualification for inbound leads",
    "answer leads on evenings and weekends",
    "speed to lead",
    "book discovery calls from website chat",
    "nurture leads that are not ready to buy",
    "assign leads by territory or round robin",
  ],
};
