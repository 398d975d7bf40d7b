import type { AgentListing } from "@/content/types";
import { providerDutiesByClass, transparencyObligationsApply } from "@/content/regulation";

/**
 * Listing of the Shopping Assistant: product advice, size and compatibility checks and order
 * tracking in a store's own chat; limited risk under the EU AI Act, and it says it is an AI.
 */
export const shoppingAssistantListing: AgentListing = {
  pricing: {
    model: "per-month-plus-usage",
    fromUsdPerMonth: 760,
    setupUsd: 4800,
    includes: [
      "One store, with catalog and prices synced every 15 minutes and stock checked before each recommendation",
      "Order tracking and returns or exchanges started within your policy",
      "Monthly report on questions asked, products recommended and handovers",
    ],
    volume: { unit: ["shopper conversation", "shopper conversations"], includedPerMonth: 3000, usdPerUnitAbove: 0.15 },
    usage: "Every chat counts as one conversation, whatever it is about: a pre-sale question, an order status check, a return or an exchange.",
    addOns: [{ item: "each further store or storefront", usdPerMonth: 290 }],
  },
  integrations: [
    {
      kind: "E-commerce platforms",
      examples: ["Shopify", "WooCommerce", "Adobe Commerce", "BigCommerce", "Salesforce Commerce Cloud"],
    },
    {
      kind: "Shipment tracking",
      examples: ["AfterShip", "ShipStation", "Sendcloud"],
    },
    {
      kind: "Returns portals",
      examples: ["Loop Returns", "ReturnGO", "Narvar"],
    },
    {
      kind: "Helpdesks, for handovers",
      examples: ["Gorgias", "Zendesk", "Freshdesk", "Intercom"],
    },
  ],
  data: {
    reads: [
      "Your catalog: products, variants, prices, stock levels, size guides, fit notes and specifications",
      "Status and tracking of a shopper's own orders, once they have given the order number and email",
      "Your delivery, returns and exchange policies",
      "What signed-in shoppers have browsed and bought, when you turn on personalized recommendations",
    ],
    writes: [
      "Items added to the shopper's cart, when the shopper asks",
      "Return and exchange requests in your returns portal",
      "Handover tickets in your helpdesk, with the conversation and a one-line summary",
      "Conversation transcripts and topic tags for your monthly report",
    ],
    subjects: [
      "Shoppers on your store",
      "Your support staff who take handovers",
    ],
    processedIn:
      "In the EU or US region of our cloud provider, chosen at set-up; checkout stays on your store platform, so the agent never sees payment details.",
    retention:
      "Conversation transcripts are kept for 12 months and then deleted, and order data is read live from your store rather than stored by the agent.",
    subProcessors: ["cloud-hosting", "language-model"],
    mayProcessHealthData: false,
  },
  requirements: [
    "Admin or API access to your store platform, returns portal and helpdesk",
    "Size guides, fit notes and compatibility tables in a structured form, such as a spreadsheet or product metafields",
    "Your delivery, returns and exchange policies in writing",
    "A named person or team to take handovers during your opening hours",
    "Sign-off of the chat greeting, including the line that says it is an AI",
  ],
  timelineWeeks: { min: 2, max: 4 },
  handover: {
    when: [
      "The shopper asks for a person",
      "A complaint, a damaged or missing item, or a refund outside your returns policy",
      "A safety, medical or legal suitability question your product data does not answer",
      "It cannot confirm that the shopper placed the order they are asking about",
    ],
    how: "It opens a ticket in your helpdesk with the conversation, the order number and a one-line summary, and during opening hours passes the chat live to your team; outside them it tells the shopper when to expect a reply.",
  },
  limits: [
    "It does not take payments or see card details; checkout stays on your store.",
    "It does not give discounts, price matches or refunds beyond the rules you set.",
    "It does not recommend items that are out of stock or state specifications that are missing from your catalog.",
    "It does not show order details until the shopper has given the matching order number and email.",
  ],
  risk: {
    euAiActClass: "limited",
    why: "It chats with shoppers, so the EU AI Act's transparency duty (Art. 50) applies, and it tells every shopper at the start of the chat that they are talking to an AI.",
    talksWith: "the public",
    buyerDuties: [
      "Keep the AI disclosure in the chat greeting and the chat window's title.",
      "Keep prices, stock, size guides and policies current, because its answers come from them.",
      "Label any promoted or sponsored products you ask it to recommend.",
      "Review handovers and a sample of other conversations each month.",
    ],
    providerDuties: [...providerDutiesByClass.limited],
    obligationsApply: transparencyObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on made-up shopper chats over a sample catalog covering product questions, compatibility checks and refund requests it passes to your team; no customer data was used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-23", change: "It tells shoppers that the statutory guarantee applies whatever the return window.", material: false },
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  lastReviewed: "2026-10-28",
  roi: {
    inputs: [
      { key: "volume", label: "Shopper chats per month, on every topic", defaultValue: 1500, min: 100, max: 20000, step: 100 },
      { key: "minutesPerTask", label: "Minutes a person spends on one chat", defaultValue: 4, min: 1, max: 10, step: 1 },
      { key: "hourlyCost", label: "Cost of an hour of customer service time (USD)", defaultValue: 28, min: 12, max: 60, step: 1 },
      {
        key: "errorRatePercent",
        label: "Chats that end in a wrong-size or incompatible order (%)",
        defaultValue: 3,
        min: 0,
        max: 10,
        step: 0.5,
      },
      { key: "costPerError", label: "Cost of one return or exchange (USD)", defaultValue: 18, min: 0, max: 60, step: 1 },
      {
        key: "automatedPercent",
        label: "Chats it answers without a person (%)",
        defaultValue: 65,
        min: 10,
        max: 90,
        step: 5,
        basis: "our planning figure, not a measured result, for product, size, stock and order-status questions your catalog and store data answer.",
      },
      {
        key: "errorReductionPercent",
        label: "Wrong-size or incompatible orders its advice prevents (%)",
        defaultValue: 30,
        min: 0,
        max: 80,
        step: 5,
        basis: "our planning figure, not a measured result: it advises from your size guides and compatibility tables, which cannot prevent every wrong choice.",
      },
    ],
    volumePer: "month",
    assumptions: [
      "Counts every chat, as every chat is billed: pre-sale questions, order status checks, returns and exchanges.",
      "Uses 4 minutes of staff time per chat at $28 an hour, the defaults above, which you can change.",
      "Assumes 3% of chats end in a wrong-size or incompatible order that costs $18 to return or exchange.",
    ],
  },
  conversations: [
    {
      title: "Choosing hiking boots for wide feet",
      kind: "conversation",
      outcome: "resolved",
      summary: "The assistant narrows the catalog to wide-fit boots in budget, uses the product's fit notes to recommend a size and adds it to the cart.",
      turns: [
        {
          speaker: "Shopping Assistant",
          text: "Hi, I'm the Trailhead Outfitters shopping assistant, an AI. I can help you choose gear, check sizes and track orders. What are you looking for?",
          note: "It says it is an AI in its first message, as the EU AI Act's transparency rule requires.",
        },
        {
          speaker: "Shopper",
          text: "Waterproof hiking boots. I have wide feet and I'd like to stay under $150.",
        },
        {
          speaker: "Shopping Assistant",
          text: "Two wide-fit waterproof boots are in stock under $150: the Ridgeline Mid WP Wide at $139, the lighter of the two, and the Cascade Trek WP 2E at $128, which has a stiffer sole for rocky trails. What size do you wear in everyday shoes?",
        },
        {
          speaker: "Shopper",
          text: "A 10 in sneakers. Is the Cascade true to size?",
        },
        {
          speaker: "Shopping Assistant",
          text: "The Cascade's fit notes say it runs half a size small, so a 10.5 is the closer match for you. The 10.5 in 2E width is in stock. Shall I add it to your cart?",
          note: "The size advice comes from this product's fit notes in the catalog, not from a general rule.",
        },
        {
          speaker: "Shopper",
          text: "Yes please.",
        },
        {
          speaker: "Shopping Assistant",
          text: "Added: Cascade Trek WP, 10.5, 2E width, $128. If the fit isn't right, exchanges are free within 30 days.",
        },
      ],
    },
    {
      title: "A refund request outside the return window",
      kind: "conversation",
      outcome: "handover",
      summary: "The assistant verifies the order, explains the policy without promising an outcome and hands the case to the store's team with a ticket.",
      turns: [
        {
          speaker: "Shopping Assistant",
          text: "Hi, I'm Harbor Home's shopping assistant, an AI. How can I help?",
        },
        {
          speaker: "Shopper",
          text: "My blender stopped working and I want a refund.",
        },
        {
          speaker: "Shopping Assistant",
          text: "I'm sorry it stopped working. Could you give me the order number and the email address you ordered with?",
          note: "It checks the order belongs to the shopper before showing or discussing any order details.",
        },
        {
          speaker: "Shopper",
          text: "48213, sam.ortiz@example.com",
        },
        {
          speaker: "Shopping Assistant",
          text: "Thanks. Order 48213 was delivered on 3 August, so it is outside the 30-day return window. That window does not limit your statutory rights for faulty goods, such as the legal guarantee of at least 2 years in the EU, and the blender also has a 2-year manufacturer's warranty. A repair, replacement or refund outside the return window is decided by our team, so I've opened a ticket for you with your order and what you told me.",
          note: "Refunds outside the returns policy are on the handover list, so it does not promise one; it still tells the shopper that the statutory guarantee applies whatever the return window.",
        },
        {
          speaker: "Shopping Assistant",
          text: "It's 21:40, after our team's hours, so they'll reply by email tomorrow morning. You won't need to explain it again.",
        },
      ],
    },
    {
      title: "Checking a charger against a laptop before buying",
      kind: "conversation",
      outcome: "resolved",
      summary: "The assistant answers a compatibility question from the product's specifications and says what it cannot confirm.",
      turns: [
        {
          speaker: "Shopping Assistant",
          text: "Hi, I'm the Voltline shopping assistant, an AI. Ask me about any product, or about an order.",
        },
        {
          speaker: "Shopper",
          text: "Will your 65W USB-C travel charger work with my Dell XPS 13 9310?",
        },
        {
          speaker: "Shopping Assistant",
          text: "Yes. The XPS 13 9310 is listed in the charger's compatibility table: it charges over USB-C Power Delivery and takes up to 45W, so the 65W charger charges it at full speed. The included cable is USB-C to USB-C, 1.8 m.",
          note: "It answers from the compatibility table you loaded; for a model that is not in the table it says it cannot confirm rather than guessing.",
        },
        {
          speaker: "Shopper",
          text: "Great. Will it also charge my phone at the same time?",
        },
        {
          speaker: "Shopping Assistant",
          text: "It has one USB-C port, so one device at a time. The 100W two-port model in stock ($59) charges both at once. Would you like to compare them?",
        },
      ],
    },
  ],
  searchPhrases: [
    "help shoppers find the right product",
    "conversational product search for my online store",
    "which size should I order",
    "check compatibility before buying",
    "compare similar products for customers",
    "reduce wrong-size returns",
    "product recommendations in store chat",
    "guided selling for Shopify",
    "suggest an alternative when a variant is sold out",
    "virtual shop assistant for e-commerce",
  ],
};
