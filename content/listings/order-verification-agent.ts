import type { AgentListing } from "@/content/types";
import { providerDutiesByClass, transparencyObligationsApply } from "@/content/regulation";

/** Listing of Order Verification: checks packed grocery orders from the photos and scans pickers share in their team chat, before dispatch. */
export const orderVerificationListing: AgentListing = {
  pricing: {
    model: "per-month-plus-usage",
    fromUsdPerMonth: 860,
    setupUsd: 5200,
    includes: [
      "One store or dark store",
      "Connection to your team's chat app and your order system",
      "Substitution suggestions from your catalog and each customer's preferences",
      "Weekly error report by store, shift, aisle and product",
    ],
    volume: { unit: ["verified order", "verified orders"], includedPerMonth: 6000, usdPerUnitAbove: 0.06 },
    addOns: [{ item: "each further store, with its own 6,000 verified orders", usdPerMonth: 390, includedPerMonth: 6000 }],
  },
  integrations: [
    { kind: "Team chat apps", examples: ["WhatsApp Business", "Microsoft Teams", "Slack", "Telegram", "Google Chat"] },
    {
      kind: "E-commerce and order management",
      examples: ["Shopify", "Adobe Commerce", "commercetools", "Salesforce Commerce Cloud"],
    },
    {
      kind: "ERP and stock systems",
      examples: ["SAP S/4HANA", "Microsoft Dynamics 365 Business Central", "Oracle NetSuite"],
    },
  ],
  data: {
    reads: [
      "Order lines: products, variants, quantities and the customer's substitution preferences",
      "Photos, barcode scans and messages pickers post in the store's chat",
      "Your product catalog with images, barcodes, sizes and prices",
      "Live stock levels, to suggest substitutes that are actually on the shelf",
    ],
    writes: [
      "A match or mismatch result for each order, in the picker's chat thread",
      "Substitution suggestions for the picker to confirm, and the confirmed substitute on the order",
      "A check log for each order with its photos, for customer disputes",
      "Weekly error reports by store, shift, aisle and product, with training tips for the whole team; no report names or counts a picker",
    ],
    subjects: [
      "Your customers whose orders are checked",
      "Your pickers and store staff",
    ],
    processedIn:
      "In the EU or US region of our cloud provider, chosen at set-up; photos and messages also pass through your chat provider under its own terms.",
    retention:
      "Order photos 30 days unless the order is disputed, configurable down to 7 days; check results and error statistics 13 months, so a year can be compared with the last. Statistics are kept by store, shift, aisle and product, never by picker.",
    subProcessors: ["cloud-hosting", "language-model"],
    mayProcessHealthData: false,
  },
  requirements: [
    "A chat app the store team already uses, with a group or channel for each store",
    "Read access to orders and to the product catalog, with images and barcodes",
    "Your substitution rules, including items that are never substituted",
    "A shift lead at each store who answers flagged orders during the first two weeks",
    "A briefing for pickers before go-live on what the agent checks, what it records and who sees the reports",
  ],
  timelineWeeks: { min: 3, max: 6 },
  handover: {
    when: [
      "A photo or scan still does not show every line clearly after one retake",
      "No substitute fits the customer's preferences and your price rules, or the item is on your never-substitute list",
      "The order contains items your rules reserve for a person to check, such as alcohol",
      "A picker disputes a flag",
    ],
    how: "It tags the shift lead in the store's chat thread with the order number, the photo and the lines in question, and the order stays on hold until the lead marks it checked.",
  },
  limits: [
    "It does not judge the freshness or condition of produce; it checks items, variants, sizes and quantities.",
    "It does not substitute an item the customer has marked \"no substitutes\", or go beyond your price-difference rule.",
    "It does not contact customers; substitutions reach them through your existing order messages.",
    "It does not need cameras, scanners or other new hardware; it works from the photos and scans pickers share in chat.",
    "It does not report, score or rank individual pickers: its statistics stop at store, shift, aisle and product, and it refuses requests for per-person data and points them to HR.",
  ],
  risk: {
    euAiActClass: "limited",
    why: "An internal quality check of orders, not of people: its reports stop at store, shift, aisle and product, so it does not monitor or evaluate workers (Annex III, point 4(b), of Regulation (EU) 2024/1689), and it does not talk to customers; it does message pickers and shift leads in team chat, and Art. 50(1) covers any person it talks with, staff included, so it tells them it is an AI.",
    talksWith: "staff",
    buyerDuties: [
      "Tell pickers before go-live that an AI checks their orders, what it records and who sees the reports.",
      "Do not rebuild per-person figures from its check logs or use them to decide pay, shifts, discipline or dismissal: monitoring or evaluating workers is a high-risk use under Annex III, point 4(b), and is outside its purpose.",
      "Consult your works council or staff representatives before go-live where local law requires it.",
    ],
    providerDuties: [...providerDutiesByClass.limited],
    obligationsApply: transparencyObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model that reads photos as well as text" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on photos and scans of orders packed for the purpose, with wrong variants, missing items and substitutions put in on purpose; no customer orders were used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-23", change: "Its reports stop at store, shift and team level: it refuses per-person data such as each picker's error count.", material: true },
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  lastReviewed: "2026-11-16",
  roi: {
    inputs: [
      { key: "volume", label: "Orders per day in one store", defaultValue: 200, min: 10, max: 1000, step: 10 },
      {
        key: "minutesPerTask",
        label: "Minutes of manual checking per order",
        defaultValue: 1,
        min: 0.5,
        max: 3,
        step: 0.5,
      },
      { key: "hourlyCost", label: "Cost of an hour of store staff time (USD)", defaultValue: 18, min: 8, max: 50, step: 1 },
      { key: "errorRatePercent", label: "Picking error rate (%)", defaultValue: 2.5, min: 0, max: 10, step: 0.5 },
      { key: "costPerError", label: "Cost of one wrong order (USD)", defaultValue: 20, min: 0, max: 60, step: 1 },
      {
        key: "automatedPercent",
        label: "Orders it clears without a second check by a person (%)",
        defaultValue: 70,
        min: 10,
        max: 95,
        step: 5,
        basis: "our planning figure, not a measured result; flagged or unclear orders go to a shift lead and count as no saving.",
      },
      {
        key: "errorReductionPercent",
        label: "Picking errors it catches before dispatch (%)",
        defaultValue: 70,
        min: 0,
        max: 90,
        step: 5,
        basis: "our planning figure, not a measured result, for errors a photo or scan of the packed order can show: a wrong item, size or quantity.",
      },
    ],
    volumePer: "day",
    assumptions: [
      "Assumes 22 working days a month and counts one store's orders: a further store you add below is priced, but its savings are not counted, so estimate each store on its own.",
      "Uses 1 minute of manual checking per order at $18 an hour of store staff time, a picking error rate of 2.5% and $20 for one wrong order: our assumptions, which you can change.",
      "The cost of a wrong order covers the refund, redelivery or credit, not the customers who do not order again.",
    ],
  },
  conversations: [
    {
      title: "A wrong variant caught before dispatch",
      kind: "conversation",
      outcome: "resolved",
      summary: "A picker posts a packed order; the scan shows the wrong yogurt and the picker swaps it before the rider leaves.",
      turns: [
        {
          speaker: "Picker (Sam)",
          text: "Order 77412 packed, 14 items. [3 photos, 14 scans]",
        },
        {
          speaker: "Order Verification",
          text: "Order 77412: 13 of 14 lines match. Line 6 should be Fage Total 0% plain Greek yogurt 17.6 oz, but the scan is Fage Total 2%. The 0% is in aisle 4, chilled, bay 2.",
          note: "It checks the scanned barcode against the ordered variant; the two tubs look almost the same in a photo.",
        },
        {
          speaker: "Picker (Sam)",
          text: "Swapped. [1 scan]",
        },
        {
          speaker: "Order Verification",
          text: "All 14 lines match. Order 77412 is cleared for dispatch.",
        },
      ],
    },
    {
      title: "An out-of-stock item substituted",
      kind: "conversation",
      outcome: "resolved",
      summary: "Two items are out of stock; the agent suggests a substitute for one and respects the customer's \"no substitutes\" choice on the other.",
      turns: [
        {
          speaker: "Picker (Ana)",
          text: "Order 77455: no Barilla Spaghetti No. 5 1 lb, and no fresh basil.",
        },
        {
          speaker: "Order Verification",
          text: "Spaghetti: the customer accepts substitutes. De Cecco Spaghetti No. 12 1 lb is in stock in aisle 7, $0.30 more. Basil: the customer chose \"no substitutes\", so leave it out and it will be refunded.",
          note: "The substitute matches the customer's preferences and stays within the store's price-difference rule.",
        },
        {
          speaker: "Picker (Ana)",
          text: "De Cecco added. [1 scan]",
        },
        {
          speaker: "Order Verification",
          text: "Substitution recorded and sent to the order, so the customer's delivery message lists it. 22 of 22 remaining lines match; cleared for dispatch.",
        },
      ],
    },
    {
      title: "Infant formula out of stock, passed to the shift lead",
      kind: "conversation",
      outcome: "handover",
      summary: "An item on the never-substitute list is missing, so the agent holds the order and tags the shift lead to decide.",
      turns: [
        {
          speaker: "Picker (Sam)",
          text: "Order 77590: shelf empty for Similac Pro-Advance infant formula powder.",
        },
        {
          speaker: "Order Verification",
          text: "Infant formula is on the store's never-substitute list, so I won't suggest a replacement. Order 77590 is on hold. @Priya (shift lead), please decide: check the stockroom, or send the order without it.",
          note: "Items on the never-substitute list always go to a person, as the handover rules say.",
        },
        {
          speaker: "Shift lead (Priya)",
          text: "There are 2 in the delivery cage out back. Bringing one to you now.",
        },
        {
          speaker: "Picker (Sam)",
          text: "Added. [1 scan]",
        },
        {
          speaker: "Order Verification",
          text: "All 18 lines match. Priya marked the order checked; cleared for dispatch.",
        },
      ],
    },
    {
      title: "A request for each picker's error count",
      kind: "conversation",
      outcome: "declined",
      summary: "A store manager asks for errors by picker; the agent declines, offers the shift-level report and points the request to HR.",
      turns: [
        {
          speaker: "Store manager (Dev)",
          text: "Can you send me last week's picking errors for each picker? I want to see who's dragging the numbers down.",
        },
        {
          speaker: "Order Verification",
          text: "I can't: I don't keep or report figures for individual pickers. Last week's report has errors by shift, aisle and product: the late shift had 3.1% against 1.8% on the early shift, mostly chilled dairy variants in aisle 4.",
          note: "Per-person error counts would be monitoring workers, a high-risk use under Annex III, point 4(b); its statistics stop at shift level.",
        },
        {
          speaker: "Order Verification",
          text: "If you have a concern about one person's work, please raise it with HR, who follow your performance process.",
        },
        {
          speaker: "Store manager (Dev)",
          text: "Fair enough. Send me the dairy variants list for the late-shift briefing.",
        },
      ],
    },
  ],
  searchPhrases: [
    "catch picking errors before dispatch",
    "check packed grocery orders",
    "dark store order accuracy",
    "wrong items in delivery orders",
    "missing items in grocery orders",
    "verify orders from photos in WhatsApp",
    "suggest substitutes to pickers",
    "train new pickers on common errors",
    "quick commerce quality check",
    "fewer refunds for wrong orders",
    "compare picking accuracy across stores",
  ],
};
