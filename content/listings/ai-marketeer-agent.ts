import type { AgentListing } from "@/content/types";
import { providerDutiesByClass, transparencyObligationsApply } from "@/content/regulation";

/** Listing of the AI Marketeer: plans, drafts and schedules approved content for social, email and blog channels, and reports what performs. */
export const aiMarketeerListing: AgentListing = {
  pricing: {
    model: "per-seat",
    fromUsdPerMonth: 390,
    setupUsd: 2400,
    includes: [
      "Up to 4 connected channels, such as LinkedIn, Instagram, a newsletter and a blog",
      "Brand voice and approved-claims library set up from your own material",
      "Weekly performance summary by channel",
    ],
    minimumSeats: 1,
    seat: "one marketer who briefs, reviews and approves",
    volume: { unit: ["drafted piece", "drafted pieces"], includedPerMonth: 60 },
    addOns: [{ item: "each further 4 connected channels", usdPerMonth: 90 }],
  },
  integrations: [
    { kind: "Social networks", examples: ["LinkedIn", "Instagram", "Facebook", "X"] },
    { kind: "Email marketing", examples: ["Mailchimp", "HubSpot Marketing Hub", "Klaviyo", "Brevo"] },
    { kind: "Websites and blogs", examples: ["WordPress", "Webflow", "HubSpot CMS"] },
    { kind: "Analytics", examples: ["Google Analytics 4", "LinkedIn Page analytics", "Meta Business Suite"] },
    { kind: "Chat apps for briefs and approvals", examples: ["Slack", "Microsoft Teams"] },
  ],
  data: {
    reads: [
      "Your website, product pages and case studies",
      "Brand guidelines, past campaigns and your list of approved claims",
      "Reach, clicks and conversions from connected channels and analytics",
      "Segment names and sizes from your email platform, not individual contacts' details",
    ],
    writes: [
      "A content calendar with briefs and drafts for approval",
      "Approved posts, emails and articles, scheduled and published on connected channels",
      "Subject-line and headline tests on the segments you choose",
      "A weekly summary of what performed and what it suggests next",
    ],
    subjects: [
      "Your staff who brief, review and approve content",
      "People named or quoted in your case studies and campaigns",
    ],
    processedIn:
      "In the EU or US region of our cloud provider, chosen at set-up; once published, content is also held by each platform it is posted to.",
    retention:
      "Briefs, drafts and calendars for the life of the subscription, performance data for 24 months; brand material is deleted within 30 days of the subscription ending.",
    subProcessors: ["cloud-hosting", "language-model"],
    mayProcessHealthData: false,
  },
  requirements: [
    "Brand guidelines or, failing those, 10 to 20 pieces of past content you consider on-brand",
    "A list of approved product facts, figures and claims, with the source for each figure",
    "Publisher access to the social accounts, email platform and blog it will post to",
    "A named approver for each channel",
    "Read access to your analytics, such as Google Analytics 4",
  ],
  timelineWeeks: { min: 2, max: 4 },
  handover: {
    when: [
      "A draft needs a claim, figure, price or comparison that is not in your approved list",
      "The topic is sensitive: a complaint, an incident, a legal or regulatory matter, or a news event",
      "The content would quote a customer or a named person who has not approved the quote",
      "The content makes health, financial or environmental claims that need expert sign-off",
    ],
    how: "It leaves the draft unpublished, marks what needs checking and asks the approver in Slack, Teams or email; nothing is published without approval.",
  },
  limits: [
    "It does not publish anything you have not approved.",
    "It does not invent statistics, testimonials or customer quotes; it uses only the facts and claims you have approved.",
    "It does not reply to comments or direct messages on your social accounts.",
    "It does not buy or manage paid advertising.",
    "It does not email people who are not already on your opted-in lists, and it sends no cold outreach.",
  ],
  risk: {
    euAiActClass: "limited",
    why: "It generates text that is published to the public, so the transparency duty of Art. 50(2) applies: its output is marked as AI-generated. A person approves every piece and it makes no decisions about people; it does not converse with the public, but the marketers who brief it in chat are told it is an AI (Art. 50(1)).",
    talksWith: "staff",
    generates: ["written content"],
    buyerDuties: [
      "Review and approve every piece before it is published; you remain responsible for what it says.",
      "Keep the approved-claims list current, with evidence for each figure.",
      "Keep the machine-readable AI marking on what you publish, and follow each platform's rules on labeling AI-generated content.",
      "Where a piece informs the public on matters of public interest and no person has reviewed it and taken editorial responsibility, say that it was generated by AI (Art. 50(4)).",
    ],
    outputMarking:
      "Every draft carries a machine-readable AI-generated label: C2PA content credentials in images and PDFs, and an \"AI-generated\" field in the metadata it sends to your scheduling tool and CMS. Its log keeps each draft, who approved it and where it was published.",
    providerDuties: [...providerDutiesByClass.limited],
    obligationsApply: transparencyObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on briefs and case studies written for the purpose, checking that it keeps to the facts it is given and declines claims it cannot support; no customer material was used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-23", change: "Classed limited risk: what it writes for publication is marked as AI-generated (Art. 50(2)), and a person approves every piece.", material: true },
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  lastReviewed: "2026-10-05",
  roi: {
    inputs: [
      { key: "volume", label: "Content pieces per month", defaultValue: 40, min: 5, max: 240, step: 5 },
      { key: "minutesPerTask", label: "Minutes to write and schedule one piece", defaultValue: 60, min: 5, max: 240, step: 5 },
      { key: "hourlyCost", label: "Cost of an hour of marketing time (USD)", defaultValue: 55, min: 20, max: 150, step: 1 },
      {
        key: "automatedPercent",
        label: "Pieces published after light edits only (%)",
        defaultValue: 45,
        min: 0,
        max: 90,
        step: 5,
        basis: "our planning figure, not a measured result; pieces your team rewrites count as no saving, which offsets the time spent reviewing drafts.",
      },
    ],
    volumePer: "month",
    assumptions: [
      "Pieces your team rewrites count as no saving, which offsets the time spent reviewing drafts.",
      "Uses 60 minutes per piece, an average across short social posts and longer newsletters and articles including adapting each for its channel and scheduling it, and $55 an hour of marketing time: our assumptions, which you can change.",
      "Results from better-performing content are not counted.",
    ],
  },
  conversations: [
    {
      title: "A case study turned into a week of content",
      kind: "conversation",
      outcome: "resolved",
      summary: "A marketing lead asks for posts and a newsletter section from a new case study, corrects the tone once and approves.",
      turns: [
        {
          speaker: "Marketing lead",
          text: "The Carrow Logistics case study is live on the site. Can you turn it into posts and something for Thursday's newsletter?",
        },
        {
          speaker: "AI Marketeer",
          text: "Drafted from the case study page: a LinkedIn post for the company page, an Instagram carousel script, a 120-word newsletter section and a blog summary. I used only the page's figure: invoice approval went from 6 days to 2. They're in the calendar for Tuesday and Thursday, waiting for your review.",
          note: "Every figure comes from the source page; it does not round up or add claims of its own.",
        },
        {
          speaker: "Marketing lead",
          text: "The LinkedIn post is too salesy. Make it about what their finance team changed.",
        },
        {
          speaker: "AI Marketeer",
          text: "Rewritten around the finance manager's quote on the page: \"We stopped chasing approvals by email.\" The product is mentioned once, in the last line. Updated in the calendar.",
        },
        {
          speaker: "Marketing lead",
          text: "Approved, all four.",
        },
        {
          speaker: "AI Marketeer",
          text: "Scheduled: LinkedIn post Tuesday 8:30 am, Instagram carousel Tuesday 12:00 pm, blog summary Wednesday, newsletter section in Thursday's issue.",
        },
      ],
    },
    {
      title: "An unsupported claim declined",
      kind: "conversation",
      outcome: "declined",
      summary: "Asked to claim the product is the fastest on the market, it declines and offers claims it can support.",
      turns: [
        {
          speaker: "Marketing lead",
          text: "Write a post saying we're the fastest invoice automation tool on the market.",
        },
        {
          speaker: "AI Marketeer",
          text: "I can't write that: \"fastest on the market\" isn't in your approved claims, and a comparison like that needs evidence. Two options from approved facts: \"Carrow Logistics approves invoices in 2 days instead of 6\" or \"Live in a week, without an IT project.\"",
          note: "Comparative claims need evidence, so it declines rather than invent one and offers alternatives from the approved list.",
        },
        {
          speaker: "Marketing lead",
          text: "Fair. Use the Carrow one.",
        },
        {
          speaker: "AI Marketeer",
          text: "Drafted and placed in Friday's slot for your approval. If you get a benchmark that supports a speed comparison, add it to the claims list with its source and I can use it.",
        },
      ],
    },
    {
      title: "Weekly performance summary",
      kind: "run",
      outcome: "resolved",
      summary: "The Monday run reports the week's results, including a subject-line test, and proposes changes for the next week.",
      turns: [
        {
          speaker: "Input",
          text: "Weekly summary for the week of October 12: LinkedIn, Instagram, newsletter and blog.",
        },
        {
          speaker: "Agent",
          text: "Newsletter: subject line B (\"What your month-end close is missing\") had a 31% open rate on the 10% test group against 24% for A, so B went to the remaining 90% of the list on Wednesday.",
          note: "The test and the winning rule were approved in advance; it sends the winner automatically, as the campaign was set up.",
        },
        {
          speaker: "Agent",
          text: "LinkedIn: the two posts built on customer quotes had twice the clicks of the three product posts. Instagram reach was flat. Blog: the case study summary brought 140 visits, 9 of them to the demo page.",
        },
        {
          speaker: "Agent",
          text: "Suggested for next week: two quote-led LinkedIn posts instead of one, product posts moved to Tuesday mornings, and one Instagram post instead of three while reach stays flat. Waiting for your approval.",
        },
      ],
    },
  ],
  searchPhrases: [
    "write LinkedIn posts for my company",
    "plan a content calendar",
    "schedule social media posts",
    "write our newsletter",
    "blog drafts from our product pages",
    "turn a case study into social posts",
    "test email subject lines",
    "keep our brand voice on every channel",
    "weekly marketing performance report",
    "marketing without a content writer",
  ],
};
