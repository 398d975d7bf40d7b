import type { AgentListing } from "@/content/types";
import { providerDutiesByClass, transparencyObligationsApply } from "@/content/regulation";

/** Listing of Omnichannel Support: resolves customer questions on phone, email, chat and messaging apps from one knowledge base. */
export const omnichannelSupportListing: AgentListing = {
  pricing: {
    model: "per-month-plus-usage",
    fromUsdPerMonth: 1190,
    setupUsd: 5900,
    includes: [
      "Email, web chat, one phone line and two messaging apps",
      "One helpdesk and one knowledge base connected",
      "Read access to one order, booking or account system for status questions",
      "Review dashboard where your team can read and take over any conversation",
    ],
    volume: {
      unit: ["customer conversation", "customer conversations"],
      includedPerMonth: 2000,
      usdPerUnitAbove: 0.48,
      countsAsTwo: "a phone call longer than 10 minutes",
    },
    usage: "Conversations count on any channel.",
    addOns: [
      { item: "each further messaging app or phone line", usdPerMonth: 120 },
      { item: "each further helpdesk, knowledge base or order system", usdPerMonth: 250 },
    ],
    passThroughCosts: [
      {
        item: "Call minutes on the connected phone line",
        billedBy: "your phone provider or carrier",
        unit: ["call minute", "call minutes"],
        estimatedUsdPerUnit: 0.014,
        unitsPerVolumeUnit: 1,
        basis: "about one call minute per conversation across all channels (a fifth of conversations are calls of about 5 minutes), at a typical US rate of a cloud phone provider.",
      },
      {
        item: "WhatsApp and SMS message fees",
        billedBy: "Meta and your SMS provider",
        unit: ["charged message", "charged messages"],
        estimatedUsdPerUnit: 0.025,
        unitsPerVolumeUnit: 0.3,
        basis: "about 3 charged messages (WhatsApp templates or texts sent outside a customer's open window) per 10 conversations, at a typical rate of the WhatsApp Business Platform and SMS providers.",
      },
    ],
  },
  integrations: [
    {
      kind: "Helpdesks",
      examples: ["Zendesk", "Freshdesk", "Intercom", "Gorgias", "Salesforce Service Cloud"],
    },
    {
      kind: "Messaging apps",
      examples: ["WhatsApp Business Platform", "Facebook Messenger", "Instagram Direct", "SMS via Twilio"],
    },
    { kind: "Phone systems", examples: ["Twilio", "Aircall", "RingCentral", "Amazon Connect"] },
    { kind: "Knowledge bases", examples: ["Zendesk Guide", "Confluence", "Notion", "Google Drive"] },
    { kind: "E-commerce and order systems", examples: ["Shopify", "Adobe Commerce", "BigCommerce"] },
  ],
  data: {
    reads: [
      "Incoming emails, chat and messaging threads, and call audio",
      "Your help center articles, policies and saved replies",
      "A sample of past tickets, during set-up, to learn your tone and escalation rules",
      "Order, booking or account status from the systems you connect, looked up per customer",
    ],
    writes: [
      "Replies to customers on the channel they used",
      "Tickets, tags and internal notes in your helpdesk",
      "One conversation history per customer across channels",
      "Handover summaries for your team, with what it has already checked",
    ],
    subjects: [
      "Your customers who write or call",
      "Your support staff",
    ],
    processedIn:
      "In the EU or US region of our cloud provider, chosen at set-up; messages sent through apps such as WhatsApp also pass through that platform under its own terms.",
    retention:
      "Transcripts 12 months and call recordings 30 days, both configurable down to 7 days; tickets in your helpdesk follow your own retention.",
    subProcessors: ["cloud-hosting", "speech", "language-model", "telephony", "messaging"],
    mayProcessHealthData: false,
  },
  requirements: [
    "Admin access to your helpdesk and to each channel to connect: support inbox, chat widget, WhatsApp Business account, phone line",
    "Your help center, policies and an export of 3 to 6 months of solved tickets",
    "Read access to order, booking or account data, if it should answer status questions",
    "Escalation rules: which topics and customers go to which team, and your staffed hours",
    "A support lead who reviews conversations daily during the first month",
  ],
  timelineWeeks: { min: 4, max: 8 },
  handover: {
    when: [
      "The customer asks for a person",
      "The case is a complaint, a refund above your limit, a legal threat or an account security problem",
      "The answer is not in your knowledge base or the connected data",
      "The customer is upset, or the same issue has come back a second time",
    ],
    how: "It assigns the ticket to the right queue in your helpdesk with a summary, the customer's history and what it has already checked, and tells the customer who will reply and by when; on the phone it transfers the call live during staffed hours.",
  },
  limits: [
    "It does not answer from outside your knowledge base and connected data; when the answer is not there, it says so and hands over.",
    "It does not issue refunds, credits or exceptions beyond the limits you set.",
    "It does not change passwords, email addresses or bank details on request; it sends customers your secure self-service flow.",
    "It does not send outbound sales or marketing messages; it only messages customers who contacted you or asked for an update.",
  ],
  risk: {
    euAiActClass: "limited",
    why: "It talks to customers directly on every channel, so the AI Act's transparency duty (Art. 50) applies: it tells customers at the start that they are talking to an AI.",
    talksWith: "the public",
    generates: ["synthetic voice", "e-mails"],
    buyerDuties: [
      "Keep the AI disclosure in the first message on every channel and in the phone greeting.",
      "Keep the knowledge base current, with a named owner, so answers match your actual policies.",
      "Tell callers that calls are recorded where the law requires it.",
    ],
    providerDuties: [...providerDutiesByClass.limited],
    obligationsApply: transparencyObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model, with speech recognition and a synthetic voice from our speech provider" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on scripted chats, e-mails and calls with made-up customers covering order questions, billing disputes it passes on and outage calls; no customer conversations were used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  lastReviewed: "2026-11-09",
  roi: {
    inputs: [
      { key: "volume", label: "Customer conversations per month", defaultValue: 1500, min: 100, max: 20000, step: 100 },
      { key: "minutesPerTask", label: "Minutes your team spends per conversation", defaultValue: 7, min: 1, max: 15, step: 1 },
      { key: "hourlyCost", label: "Cost of an hour of support agent time (USD)", defaultValue: 30, min: 10, max: 80, step: 1 },
      {
        key: "automatedPercent",
        label: "Conversations it resolves without your team (%)",
        defaultValue: 50,
        min: 10,
        max: 90,
        step: 5,
        basis: "our planning figure, not a measured result, for status, policy and how-to questions your knowledge base answers; the rest go to your team with a summary.",
      },
      {
        key: "countedTwicePercent",
        label: "Conversations that are phone calls longer than 10 minutes (%)",
        defaultValue: 5,
        min: 0,
        max: 50,
        step: 1,
        basis: "our planning figure, not a measured result; your phone system's call-length report gives your own, and each such call is billed as two conversations.",
      },
    ],
    volumePer: "month",
    assumptions: [
      "The conversations it does not resolve go to your team with a summary, and count as no saving.",
      "Uses 7 minutes per conversation, for reading it, looking up the order or account and writing the reply or logging the call, and $30 an hour of support agent time: our assumptions, which you can change.",
      "The time your team spends reviewing conversations during the first month is not deducted.",
    ],
  },
  conversations: [
    {
      title: "A delivery date answered on WhatsApp, and a slot change passed on",
      kind: "conversation",
      outcome: "handover",
      summary: "A furniture customer asks when a sofa arrives; the agent answers from the live order and, with read-only access, passes the request for an afternoon slot to the delivery team.",
      turns: [
        {
          speaker: "Customer",
          text: "Hi, when is my sofa coming? Order 48213",
        },
        {
          speaker: "AI Support Agent",
          text: "Hi Priya, I'm Oakhaus's AI support assistant. Your Linden 3-seater in sage is with our delivery partner, booked for Thursday, October 22, 8 am to 12 pm. Would you like a text that morning with a one-hour window?",
          note: "It says it is an AI in its first reply, then answers from the live order rather than a general delivery policy.",
        },
        {
          speaker: "Customer",
          text: "Yes please. Could it be the afternoon instead? I'm at work until 12.",
        },
        {
          speaker: "AI Support Agent",
          text: "I can't change delivery slots myself, so I've passed your request for Thursday afternoon to our delivery team with your order number; they confirm changes by text within 2 working hours. If you call us later, we'll see this chat on your order.",
          note: "It reads the order system but cannot write to it, so a change to the delivery goes to a person with a summary.",
        },
        {
          speaker: "Customer",
          text: "Perfect, thanks!",
        },
      ],
    },
    {
      title: "A duplicate charge passed to billing",
      kind: "conversation",
      outcome: "handover",
      summary: "An email about a double charge and a threat to cancel goes to the billing team with the evidence attached.",
      turns: [
        {
          speaker: "Customer (email)",
          text: "You charged me twice for October, $49 each. Refund one today or I'm canceling.",
        },
        {
          speaker: "AI Support Agent",
          text: "Hello Marc, I'm Ledgerly's AI support assistant. I can see two charges of $49 on October 1 on your account. Refunds are handled by our billing team, so I've passed this to them with both transaction references. They reply within 4 business hours, and you won't need to explain it again.",
          note: "A refund and a threat to cancel are both handover triggers. It confirms what it can see and sets an expectation instead of promising the refund itself.",
        },
        {
          speaker: "Handover note (Billing queue)",
          text: "Duplicate charge: 2 x $49 on October 1, card ending 4417. Customer threatens to cancel. Customer since 2023, no earlier billing tickets. Likely a retried payment; please refund one charge and confirm by email.",
        },
        {
          speaker: "Billing specialist",
          text: "Refunded the second charge and emailed Marc the confirmation.",
        },
      ],
    },
    {
      title: "An outage call answered with the current status",
      kind: "conversation",
      outcome: "resolved",
      summary: "A caller reporting a power cut hears the known outage and restoration estimate, and signs up for a text when power is back.",
      turns: [
        {
          speaker: "AI Support Agent",
          text: "Thanks for calling Riverside Power. I'm an AI assistant and this call is recorded. What can I help with?",
        },
        {
          speaker: "Caller",
          text: "My power's been out for an hour, 18 Elm Road.",
        },
        {
          speaker: "AI Support Agent",
          text: "There's a known outage on Elm Road and three nearby streets. A crew is on site, and the current estimate for restoring power is 6:30 pm. Would you like a text when it's back on?",
          note: "The outage status comes from the utility's status feed; it does not guess a restoration time.",
        },
        {
          speaker: "Caller",
          text: "Yes, to this number.",
        },
        {
          speaker: "AI Support Agent",
          text: "Done. You'll get a text at this number when power is restored at 18 Elm Road. If you see a fallen power line, stay well away from it and call 911.",
        },
      ],
    },
  ],
  searchPhrases: [
    "answer support emails automatically",
    "one inbox for email, chat and WhatsApp",
    "WhatsApp customer service",
    "reduce the support ticket backlog",
    "cover the support queue overnight",
    "same answers on every support channel",
    "AI agent for Zendesk",
    "hand tickets to a human with context",
    "deflect repetitive support tickets",
    "customer history across channels",
    "route support calls by reason",
  ],
};
