import type { AgentListing } from "@/content/types";
import { providerDutiesByClass, transparencyObligationsApply } from "@/content/regulation";

/** Listing of the RealEstate Bot: answers property inquiries, qualifies buyers and renters, and books viewings in agents' calendars. */
export const realEstateBotListing: AgentListing = {
  pricing: {
    model: "per-month",
    fromUsdPerMonth: 560,
    setupUsd: 3400,
    includes: [
      "Website chat, email and two portal or messaging connections",
      "Listings sync for up to 400 active properties",
      "Viewing booking in up to 5 agents' calendars, with reminders",
      "Lead scores and full conversations pushed to your CRM",
    ],
    addOns: [
      { item: "each further 400 active properties", usdPerMonth: 90 },
      { item: "viewing booking for each further 5 agents", usdPerMonth: 120 },
      { item: "each further portal or messaging connection", usdPerMonth: 80 },
    ],
    passThroughCosts: [
      {
        item: "WhatsApp and SMS message fees",
        billedBy: "Meta and your SMS provider",
        unit: ["charged message", "charged messages"],
        estimatedUsdPerUnit: 0.0083,
        unitsPerMonth: 1500,
        basis: "about 1,500 viewing reminders and follow-ups a month for an agency with 400 active properties, at a typical US rate per text of a messaging provider such as Twilio.",
      },
    ],
  },
  integrations: [
    { kind: "Property portals", examples: ["Zillow", "Realtor.com", "Rightmove", "Zoopla", "Idealista"] },
    { kind: "Real estate CRMs", examples: ["Follow Up Boss", "Reapit", "Salesforce", "HubSpot"] },
    { kind: "Calendars", examples: ["Google Calendar", "Microsoft 365 Outlook"] },
    { kind: "Messaging apps", examples: ["WhatsApp Business", "Facebook Messenger", "SMS via Twilio"] },
  ],
  data: {
    reads: [
      "Your listings feed: address, price, size, features, fees and availability",
      "Inquiries and messages from your website, portals and messaging apps",
      "Free and busy times in the listing agents' calendars",
      "Existing leads in your CRM, matched by email or phone number",
    ],
    writes: [
      "Replies to inquirers on the channel they used",
      "Qualified leads in your CRM with budget, areas, timeline, financing status and score",
      "Viewings in the listing agent's calendar, with confirmations and reminders to the inquirer",
      "Conversation transcripts attached to each lead",
    ],
    subjects: [
      "Inquirers: prospective buyers and tenants",
      "Your listing agents",
    ],
    processedIn: "In the EU or US region of our cloud provider, chosen at set-up.",
    retention:
      "Conversations with inquirers who do not become leads are deleted after 6 months without contact; leads pushed to your CRM follow your own retention.",
    subProcessors: ["cloud-hosting", "language-model", "messaging"],
    mayProcessHealthData: false,
  },
  requirements: [
    "A listings feed it can read at least hourly: a portal export, an RESO Web API feed or your CRM",
    "Calendar access for the agents who run viewings, with viewing length, travel time and hours",
    "Your qualification questions and what makes a lead hot, warm or cold",
    "Access to portal lead emails or lead APIs, and to the messaging accounts it will answer",
    "Your approved answers on deposits, pets, fees and references",
  ],
  timelineWeeks: { min: 2, max: 5 },
  handover: {
    when: [
      "The inquirer wants to make an offer or negotiate price or terms",
      "The question needs legal, survey, mortgage or tax advice",
      "A lead scores above your hot-lead threshold",
      "The inquirer asks for a person, or raises a complaint",
    ],
    how: "It tells the inquirer who will contact them and by when, and sends that agent a CRM task and a message with the lead's details and the full conversation.",
  },
  limits: [
    "It does not ask buyers for the most they could pay or the amount of a mortgage pre-approval; whether financing is in place is all it records.",
    "It does not negotiate, accept offers or promise that a property will be held.",
    "It does not give mortgage, legal or tax advice.",
    "It does not run credit or tenant reference checks, or decide who may rent or buy.",
    "It does not ask about, describe areas by or filter on protected characteristics such as race, religion, disability or family status.",
    "It does not describe a property beyond the listing data and your approved answers.",
  ],
  risk: {
    euAiActClass: "limited",
    why: "It chats directly with buyers and renters, so the AI Act's transparency duty (Art. 50) applies and it says it is an AI in its first reply; it scores leads for follow-up but does not decide who may rent or buy.",
    talksWith: "the public",
    buyerDuties: [
      "Keep the AI disclosure in its first message on every channel.",
      "Keep prices, availability and fees in the listings feed accurate, since the bot answers from them.",
      "Check that your qualification questions comply with the fair housing and equal treatment rules where you operate.",
    ],
    providerDuties: [...providerDutiesByClass.limited],
    obligationsApply: transparencyObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on made-up portal inquiries and chats covering viewings, offers it passes to the listing agent and requests it must refuse, such as choosing areas by who lives there; no customer data was used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-23", change: "It no longer asks buyers for a mortgage pre-approval amount; whether financing is in place is all it records.", material: true },
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  lastReviewed: "2026-10-14",
  roi: {
    inputs: [
      { key: "volume", label: "Property inquiries per month", defaultValue: 300, min: 10, max: 1000, step: 10 },
      {
        key: "minutesPerTask",
        label: "Minutes to answer and qualify one inquiry",
        defaultValue: 12,
        min: 2,
        max: 30,
        step: 1,
      },
      { key: "hourlyCost", label: "Cost of an hour of an agent's time (USD)", defaultValue: 40, min: 20, max: 120, step: 1 },
      {
        key: "automatedPercent",
        label: "Inquiries it takes through to a viewing or a closed conversation without your team (%)",
        defaultValue: 55,
        min: 10,
        max: 55,
        step: 5,
        basis: "our planning figure, not a measured result, and the highest this estimate takes, because the viewings it books must fit 5 agents' calendars.",
      },
    ],
    volumePer: "month",
    assumptions: [
      "Uses 12 minutes per inquiry, for the first reply, follow-ups and finding a viewing slot, at $40 an hour of an agent's time: our assumptions, which you can change.",
      "The price does not depend on the number of inquiries; it assumes up to 400 active properties and 5 agents' calendars.",
      "Stops at 1,000 inquiries a month and a 55% share: even if all 550 the bot takes through became viewings, that is 5 a working day for each of the 5 agents; a busier office needs viewing booking for further agents, priced in the quote.",
      "Counts agents' time only: viewings and deals won by replying faster are not included.",
    ],
  },
  conversations: [
    {
      title: "A late-evening portal inquiry booked for a viewing",
      kind: "conversation",
      outcome: "resolved",
      summary: "A renter inquires through a portal at night, gets answers on parking and pets, and books a Saturday viewing.",
      turns: [
        {
          speaker: "RealEstate Bot",
          text: "Hi Tom, thanks for your inquiry about the 2-bedroom apartment at 41 Calder Street. I'm Fairhaven Realty's AI assistant. It's available from December 1 at $2,150 a month. May I ask a few quick questions to find you a viewing slot?",
          note: "It says it is an AI in its first message, before any qualifying questions.",
        },
        {
          speaker: "Inquirer",
          text: "Sure. Is parking included? And I have a cat.",
        },
        {
          speaker: "RealEstate Bot",
          text: "One parking space is included. Cats are allowed with a $300 pet deposit, under the landlord's policy. When would you like to move in, and what's your monthly budget?",
        },
        {
          speaker: "Inquirer",
          text: "Mid-December, up to $2,300.",
        },
        {
          speaker: "RealEstate Bot",
          text: "That fits. Jenna Ruiz, the listing agent, can show it on Saturday, November 14 at 10:30 am or Monday, November 16 at 5:45 pm. Which works for you?",
        },
        {
          speaker: "Inquirer",
          text: "Saturday at 10:30.",
        },
        {
          speaker: "RealEstate Bot",
          text: "Booked: Saturday, November 14 at 10:30 am with Jenna at 41 Calder Street. You'll get a text confirmation now and a reminder the evening before.",
          note: "The budget, move-in date and pet go into the CRM with the booking, so Jenna arrives prepared.",
        },
      ],
    },
    {
      title: "An offer passed to the listing agent",
      kind: "conversation",
      outcome: "handover",
      summary: "A buyer wants to make an offer below the asking price; the bot does not negotiate and hands the lead to the listing agent.",
      turns: [
        {
          speaker: "Inquirer",
          text: "We saw the house on Maple Avenue on Saturday. We'd like to offer $615,000. Would the sellers take that?",
        },
        {
          speaker: "RealEstate Bot",
          text: "Thanks, Ana. I'm Fairhaven Realty's AI assistant, and I can't discuss offers or what the sellers might accept, so I'm passing your offer to Daniel Okafor, the listing agent, now. Is this the best number to reach you on?",
          note: "Offers and negotiation are handover triggers; it does not comment on price, and it does not ask a buyer for the most they could pay, which the listing agent, acting for the sellers, should not be handed.",
        },
        {
          speaker: "Inquirer",
          text: "Yes, this number is fine.",
        },
        {
          speaker: "RealEstate Bot",
          text: "Noted. Daniel will call you today before 6 pm; he has your offer and this conversation.",
        },
        {
          speaker: "RealEstate Bot (to Daniel, CRM task)",
          text: "Offer on 27 Maple Avenue: $615,000 against $640,000 asking, from Ana and Luis Moreno, who viewed on Saturday. Call before 6 pm today.",
        },
      ],
    },
    {
      title: "A request to choose areas by who lives there",
      kind: "conversation",
      outcome: "declined",
      summary: "A buyer asks which neighborhood has fewer immigrants; the bot declines and offers criteria it can compare.",
      turns: [
        {
          speaker: "Inquirer",
          text: "Between Westbrook and Carver Hill, which one has fewer immigrants?",
        },
        {
          speaker: "RealEstate Bot",
          text: "I can't describe or recommend areas by who lives there. I can compare Westbrook and Carver Hill on price, commute times, parking and what's for sale or rent right now. Would that help?",
          note: "Steering by national origin breaks fair housing rules, so it declines and offers neutral criteria instead.",
        },
        {
          speaker: "Inquirer",
          text: "OK, commute to downtown and prices for 3 bedrooms.",
        },
        {
          speaker: "RealEstate Bot",
          text: "3-bedroom homes listed now: Westbrook $480,000 to $560,000 (4 listings), about 25 minutes to downtown by train; Carver Hill $525,000 to $610,000 (3 listings), about 15 minutes by bus. Shall I send you the 7 listings?",
        },
      ],
    },
  ],
  searchPhrases: [
    "reply to property portal inquiries",
    "book property viewings",
    "schedule rental showings",
    "qualify renters by budget and move-in date",
    "answer Zillow leads at night",
    "lettings inquiry chat",
    "suggest similar listings when a property is taken",
    "fewer viewing no-shows",
    "qualify home buyers before a call",
    "follow up old property leads",
  ],
};
