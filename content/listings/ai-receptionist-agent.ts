import type { AgentListing } from "@/content/types";
import { providerDutiesByClass, transparencyObligationsApply } from "@/content/regulation";

/** Listing of the AI Receptionist: a voice agent that answers inbound calls, books appointments and transfers urgent callers. */
export const aiReceptionistListing: AgentListing = {
  pricing: {
    model: "per-month-plus-usage",
    fromUsdPerMonth: 490,
    setupUsd: 2900,
    includes: [
      "One phone number or forwarded line for one location",
      "Booking in one calendar or scheduling system",
      "Call dashboard with recordings, transcripts and summaries",
      "A monthly review of the questions it could not answer",
    ],
    volume: { unit: ["answered call", "answered calls"], includedPerMonth: 800, usdPerUnitAbove: 0.45 },
    usage: "A transferred call counts once.",
    addOns: [
      { item: "each further phone number or location", usdPerMonth: 150 },
      { item: "each further calendar or scheduling system", usdPerMonth: 90 },
    ],
    passThroughCosts: [
      {
        item: "Call minutes on your phone line",
        billedBy: "your phone provider or carrier",
        unit: ["call minute", "call minutes"],
        estimatedUsdPerUnit: 0.014,
        unitsPerVolumeUnit: 3,
        basis: "about 3 minutes per answered call, at a typical US rate of a cloud phone provider for inbound and forwarded calls; your own contract sets the rate.",
      },
      {
        item: "Text message confirmations and alerts",
        billedBy: "your messaging provider",
        unit: ["text message", "text messages"],
        estimatedUsdPerUnit: 0.0083,
        unitsPerVolumeUnit: 1,
        basis: "one text per answered call (a booking confirmation or an alert to your staff), at a typical US rate per text of a messaging provider such as Twilio.",
      },
    ],
  },
  integrations: [
    { kind: "Phone systems", examples: ["RingCentral", "Twilio", "Zoom Phone", "Microsoft Teams Phone", "8x8"] },
    { kind: "Calendars and booking", examples: ["Google Calendar", "Microsoft 365 Outlook", "Calendly", "Acuity Scheduling"] },
    { kind: "CRMs", examples: ["HubSpot", "Salesforce", "Zoho CRM"] },
    { kind: "Helpdesks and team chat", examples: ["Zendesk", "Freshdesk", "Slack", "Microsoft Teams"] },
  ],
  data: {
    reads: [
      "Callers' speech and caller ID",
      "Your opening hours, services, FAQs and escalation rules",
      "Live availability in your calendar or booking system",
      "Existing contact records in your CRM, matched by phone number",
    ],
    writes: [
      "Appointments booked, moved or canceled in your calendar",
      "Call recordings, transcripts, summaries and outcomes in the dashboard",
      "New or updated CRM contacts with the reason for the call and any follow-up due",
      "Messages and urgent-call alerts to your staff by text, email or team chat",
    ],
    subjects: [
      "Callers, such as your customers, patients, clients and tenants",
      "Your staff who take transferred calls and messages",
    ],
    processedIn:
      "In the EU or US region of our cloud provider, chosen at set-up; speech recognition and the voice run in the same region.",
    retention:
      "Call recordings 30 days, transcripts and summaries 12 months, both configurable down to 7 days; records pushed to your CRM follow your own retention.",
    subProcessors: ["cloud-hosting", "speech", "language-model", "telephony"],
    mayProcessHealthData: true,
  },
  requirements: [
    "A phone line you can forward, or a cloud phone system or SIP trunk we can connect to",
    "Your opening hours, services, the prices you quote by phone and the 20 to 30 questions callers ask most",
    "Access to your calendar or booking system, with the rules for what can be booked, by whom and how far ahead",
    "Escalation rules: what counts as urgent, and who takes those calls at which hours and numbers",
    "A named person who reads call transcripts during the first two weeks",
  ],
  timelineWeeks: { min: 2, max: 4 },
  handover: {
    when: [
      "The caller asks for a person",
      "The call is urgent under your rules, such as a burst pipe, a dental emergency or an injured animal",
      "The call is a complaint, a billing dispute or anything else that needs a judgment call",
      "It has not understood the caller after two attempts",
    ],
    how: "It transfers the call live to the number in your escalation rules and sends that person a two-line summary before they pick up; outside staffed hours it takes a detailed message and alerts the on-call contact by text.",
  },
  limits: [
    "It does not give medical, legal or financial advice; it books a time with the person who can.",
    "It does not take card payments over the phone.",
    "It does not book outside the slots and rules in your calendar, or quote prices that are not in your playbook.",
    "It does not decide on its own how urgent a clinical or safety problem is; it follows the urgency rules you give it and transfers when in doubt.",
    "It does not make outbound sales calls.",
  ],
  risk: {
    euAiActClass: "limited",
    why: "It talks to callers directly, so the AI Act's transparency duty (Art. 50) applies: it tells every caller at the start that they are speaking to an AI.",
    talksWith: "the public",
    generates: ["synthetic voice"],
    buyerDuties: [
      "Keep the opening line that tells callers they are speaking to an AI assistant, that the call is recorded, and that they can ask for a person.",
      "Tell callers that calls are recorded where the law requires it, and set the retention periods to match your own policy.",
      "Keep escalation numbers and on-call rotas up to date, so urgent calls reach someone who answers.",
    ],
    providerDuties: [...providerDutiesByClass.limited],
    obligationsApply: transparencyObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model, with speech recognition and a synthetic voice from our speech provider" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on scripted calls with made-up callers covering the cases this listing states: bookings and changes, urgent calls, complaints, questions it must not answer and callers it cannot understand; no customer calls were used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-23", change: "Every greeting says that the call is recorded, as well as that the caller is speaking to an AI.", material: true },
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  lastReviewed: "2026-10-27",
  roi: {
    inputs: [
      { key: "volume", label: "Calls per month", defaultValue: 800, min: 50, max: 10000, step: 50 },
      { key: "minutesPerTask", label: "Minutes per call", defaultValue: 5, min: 1, max: 20, step: 1 },
      { key: "hourlyCost", label: "Cost of an hour of front-desk time (USD)", defaultValue: 30, min: 10, max: 80, step: 1 },
      {
        key: "automatedPercent",
        label: "Calls it handles from start to finish without a person (%)",
        defaultValue: 60,
        min: 10,
        max: 90,
        step: 5,
        basis: "our planning figure, not a measured result, for a business whose calls are mostly bookings, changes and questions about hours or prices; your call logs give your own.",
      },
    ],
    volumePer: "month",
    assumptions: [
      "The calls it does not handle are transferred to your team or returned from a message, and count as no saving.",
      "Uses 5 minutes per call, including the time your staff spend booking and writing notes after it, and $30 an hour of front-desk time with employer costs: our assumptions, which you can change.",
      "Counts staff time only: bookings from calls that would otherwise have been missed are not included.",
    ],
  },
  conversations: [
    {
      title: "Two cleanings booked on a weekday evening",
      kind: "conversation",
      outcome: "resolved",
      summary: "A parent calls a dental practice after closing time and books back-to-back cleanings for two children.",
      turns: [
        {
          speaker: "AI Receptionist",
          text: "Good evening, Brightside Dental. I'm the practice's AI assistant and this call is recorded. How can I help?",
          note: "It says it is an AI in its first sentence, as the transparency rule requires.",
        },
        {
          speaker: "Caller",
          text: "Hi, I'd like a cleaning for my son, he's nine. Do you have anything on a Saturday?",
        },
        {
          speaker: "AI Receptionist",
          text: "Yes, Saturday, November 14 at 9:20 am or 11:40 am with our hygienist. Which suits you better?",
        },
        {
          speaker: "Caller",
          text: "9:20. Actually, could his sister come straight after him?",
        },
        {
          speaker: "AI Receptionist",
          text: "10:00 am is free right after, so they can come together. Are they both registered with the practice? May I have their names?",
          note: "A change of mind mid-booking: it checks the next slot instead of starting over. It matches the children to the practice's own patient records rather than collecting more details by phone.",
        },
        {
          speaker: "Caller",
          text: "Yes, both of them: Alex Example and Sam Example.",
        },
        {
          speaker: "AI Receptionist",
          text: "I've found them both. Booked: Alex at 9:20 and Sam at 10:00 on Saturday, November 14. You'll get a text confirmation at this number and a reminder the day before. Anything else?",
        },
      ],
    },
    {
      title: "A burst pipe reported at night",
      kind: "conversation",
      outcome: "handover",
      summary: "A tenant reports water coming through a ceiling and is transferred to the on-call engineer with a summary.",
      turns: [
        {
          speaker: "AI Receptionist",
          text: "Hello, Northgate Property Management. You're speaking to an AI assistant, and this call is recorded. How can I help?",
        },
        {
          speaker: "Caller",
          text: "Water is pouring through my kitchen ceiling! Flat 4B, 12 Quay Street.",
        },
        {
          speaker: "AI Receptionist",
          text: "That's urgent, so I'm connecting you to our on-call engineer now. If it's safe, turn off the water at the stop valve, usually under the kitchen sink. Please stay on the line.",
          note: "Water through a ceiling is on the client's emergency list, so it transfers instead of logging a routine repair. The safety tip is from the client's playbook.",
        },
        {
          speaker: "AI Receptionist (to the on-call engineer)",
          text: "Urgent transfer: tenant in flat 4B, 12 Quay Street, water coming through the kitchen ceiling now. Told to turn off the stop valve. Connecting.",
        },
        {
          speaker: "On-call engineer",
          text: "Got it, put her through.",
        },
      ],
    },
    {
      title: "A legal question answered with a consultation",
      kind: "conversation",
      outcome: "declined",
      summary: "A caller asks a law practice for a legal opinion; the agent declines to give one and books a consultation instead.",
      turns: [
        {
          speaker: "AI Receptionist",
          text: "Thank you for calling Hale & Ward. I'm the firm's AI assistant, and this call is recorded. How can I help you today?",
        },
        {
          speaker: "Caller",
          text: "I was let go yesterday without any warning. Do I have a case for unfair dismissal?",
        },
        {
          speaker: "AI Receptionist",
          text: "I'm sorry to hear that. I can't give legal advice, but one of our employment lawyers can look at your situation. The first consultation is 30 minutes and costs $150. Would you like one?",
          note: "Legal advice is outside its limits, so it declines and offers the booking; the fee is quoted from the firm's playbook.",
        },
        {
          speaker: "Caller",
          text: "Yes, as soon as possible.",
        },
        {
          speaker: "AI Receptionist",
          text: "Ms. Ward has Tuesday, November 3 at 2:00 pm. I'll book that and email you a short form asking for your contract and the dismissal letter. What's the best email address?",
        },
      ],
    },
  ],
  searchPhrases: [
    "take tenant repair calls for a property manager",
    "answer the phone after hours",
    "book appointments by phone",
    "stop missing calls",
    "virtual front desk",
    "answering service for a dental practice",
    "take messages when the office is closed",
    "send urgent calls to the on-call number",
    "handle lunchtime call peaks",
    "phone receptionist that speaks Spanish",
    "no more callers on hold",
    "screen new client calls for a law firm",
  ],
};
