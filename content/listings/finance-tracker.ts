import type { AgentListing } from "@/content/types";
import { providerDutiesByClass, transparencyObligationsApply } from "@/content/regulation";

/** Listing of FinanceTracker: categorizes company transactions, flags unusual payments for review and forecasts cash, through read-only connections. */
export const financeTrackerListing: AgentListing = {
  pricing: {
    model: "per-month-plus-usage",
    fromUsdPerMonth: 940,
    setupUsd: 6400,
    includes: [
      "Up to 10 bank and card accounts through read-only feeds",
      "One accounting system connection",
      "Daily cash summary and a rolling cash forecast up to 13 weeks ahead",
      "Anomaly and budget alerts in Slack, Teams or email",
    ],
    volume: { unit: ["transaction", "transactions"], includedPerMonth: 5000, usdPerUnitAbove: 0.08 },
    addOns: [
      { item: "each further 10 bank and card accounts", usdPerMonth: 150 },
      { item: "each further accounting system", usdPerMonth: 250 },
    ],
  },
  integrations: [
    {
      kind: "Bank feeds and statement files",
      examples: ["Plaid", "TrueLayer", "GoCardless Bank Account Data", "MT940 and CAMT.053 statement files"],
    },
    {
      kind: "Accounting systems",
      examples: ["QuickBooks Online", "Xero", "Sage Intacct", "Oracle NetSuite", "Microsoft Dynamics 365 Business Central"],
    },
    { kind: "Spend management and cards", examples: ["Ramp", "Brex", "Expensify", "Pleo"] },
    { kind: "Team chat apps", examples: ["Slack", "Microsoft Teams"] },
  ],
  data: {
    reads: [
      "Bank and card transactions, through read-only feeds",
      "Receipts and expense claims from your spend management tool",
      "Chart of accounts, cost centers, suppliers and their bank details from your accounting system",
      "Open bills, invoices and budgets",
      "Recurring income, bills and payroll totals, not individual salaries, for the forecast",
    ],
    writes: [
      "A suggested category and cost center for each transaction, learned from your team's corrections",
      "A review queue of flagged payments with the reason for each flag",
      "A daily cash summary and a rolling forecast",
      "Alerts to the owners you name in Slack, Teams or email",
      "Exports of categorized transactions for import into your accounting system",
    ],
    subjects: [
      "Your staff who spend, submit expenses or approve payments",
      "Suppliers and customers who are individuals, such as sole traders, in your transactions",
    ],
    processedIn:
      "In the EU or US region of our cloud provider, chosen at set-up; bank connections run through the aggregator you choose, under its own terms.",
    retention:
      "Transactions, flags and forecasts 24 months, to keep spending patterns and anomaly baselines, then deleted; it is not your system of record, so your statutory records stay in your accounting system.",
    subProcessors: ["cloud-hosting", "language-model"],
    mayProcessHealthData: false,
  },
  requirements: [
    "Read-only access to bank and card accounts through a supported aggregator, or daily statement files",
    "Access to your accounting system: chart of accounts, suppliers and bills",
    "Your categorization rules and 3 to 6 months of categorized transactions to learn from",
    "Budgets by department or program, if you want budget tracking",
    "Named owners for alerts, and a finance lead who reviews flags daily during the first month",
  ],
  timelineWeeks: { min: 4, max: 7 },
  handover: {
    when: [
      "A payment matches a fraud pattern: changed supplier bank details, a possible duplicate invoice, or a large first payment to a new payee",
      "It cannot categorize a transaction with confidence",
      "The forecast shows the balance falling below your minimum cash level",
      "A department reaches the share of its budget at which you want its owner warned",
    ],
    how: "It puts the item in the review queue with its evidence and alerts the named owner in Slack, Teams or email; it never holds, releases or makes payments itself.",
  },
  limits: [
    "It does not move money or approve, hold or cancel payments; its bank connections are read-only.",
    "It does not make credit decisions or assess the creditworthiness of people.",
    "It does not contact suppliers or banks about a flagged payment; your team verifies it using contact details you already hold.",
    "It does not give tax, accounting or investment advice, or replace your month-end close or your auditors.",
    "A flag is a reason to check a payment, not a finding of fraud.",
  ],
  risk: {
    euAiActClass: "limited",
    why: "An internal analysis tool for the finance team; it does not make credit decisions about people, which would be high-risk under Annex III. It never talks to the public, but it answers the finance team in chat, and Art. 50(1) covers any person it talks with, staff included, so it tells them it is an AI.",
    talksWith: "staff",
    buyerDuties: [
      "Have a person review every flag before a payment is stopped or a supplier is contacted.",
      "Keep its connections read-only and limit access to the finance team.",
      "Do not use it to assess whether individuals are creditworthy; that use would be high-risk and is outside what it is built for.",
    ],
    providerDuties: [...providerDutiesByClass.limited],
    obligationsApply: transparencyObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on made-up transactions and invoices covering categorization, unusual payments such as changed bank details, and decisions about people it must decline; no customer data was used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-25", change: "Described as what it writes: it categorizes transactions and assigns cost centers, and does not reconcile or match statements.", material: false },
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  lastReviewed: "2026-09-15",
  roi: {
    inputs: [
      { key: "volume", label: "Transactions per month", defaultValue: 2000, min: 100, max: 20000, step: 100 },
      {
        key: "minutesPerTask",
        label: "Minutes to categorize one transaction and assign its cost center",
        defaultValue: 1.5,
        min: 0.5,
        max: 3,
        step: 0.5,
      },
      { key: "hourlyCost", label: "Cost of an hour of finance staff time (USD)", defaultValue: 45, min: 20, max: 120, step: 1 },
      {
        key: "errorRatePercent",
        label: "Duplicate or wrong payments (% of transactions)",
        defaultValue: 0.2,
        min: 0,
        max: 0.5,
        step: 0.1,
      },
      {
        key: "costPerError",
        label: "Cost of one duplicate or wrong payment that goes unnoticed (USD)",
        defaultValue: 250,
        min: 0,
        max: 1000,
        step: 10,
      },
      {
        key: "automatedPercent",
        label: "Transactions categorized correctly without a person (%)",
        defaultValue: 75,
        min: 10,
        max: 95,
        step: 5,
        basis: "our planning figure, not a measured result, for a ledger whose vendors and cost centers mostly repeat month to month; the rest wait in the review queue.",
      },
      {
        key: "errorReductionPercent",
        label: "Duplicate or wrong payments it stops before they are paid (%)",
        defaultValue: 60,
        min: 0,
        max: 90,
        step: 5,
        basis: "our planning figure, not a measured result: duplicates are the easiest to catch, wrong amounts or payees the hardest.",
      },
    ],
    volumePer: "month",
    assumptions: [
      "The transactions it does not categorize wait in the review queue and count as no saving.",
      "The cost of one wrong payment is the amount you do not recover plus the staff time spent recovering it, not the full payment.",
      "Uses 1.5 minutes per transaction at $45 an hour of finance staff time, and 0.2% of transactions paid twice or wrongly at $250 each unrecovered: our assumptions, which you can change.",
      "Time saved on forecasting and budget reports is not counted.",
    ],
  },
  conversations: [
    {
      title: "Changed bank details on a supplier invoice",
      kind: "run",
      outcome: "handover",
      summary: "A bill to a long-standing supplier's new bank account is flagged, and the accounts payable lead confirms it is fraud by calling the supplier.",
      turns: [
        {
          speaker: "Input",
          text: "New bill from Norden Packaging, invoice NP-20931, $18,460, due Friday. The supplier's bank details were changed on October 19 after an email request.",
        },
        {
          speaker: "FinanceTracker",
          text: "Flagged: this would be the first payment to Norden's new account, at a different bank, after 4 years of payments to the same account. The amount is 2.3 times their monthly average.",
          note: "A bank-detail change followed by an unusually large payment is a common sign of invoice fraud, so it goes to a person.",
        },
        {
          speaker: "FinanceTracker",
          text: "Added to the review queue and alerted Maria Lopez, accounts payable lead, in #finance-alerts. Suggested check: call Norden on the number in your supplier file, not the one in the email.",
        },
        {
          speaker: "Accounts payable lead (Maria)",
          text: "Called Norden: they haven't changed banks. I've reverted the details, put the bill on hold in Xero and reported the email to our bank.",
        },
        {
          speaker: "FinanceTracker",
          text: "Recorded as a confirmed fraud attempt. The supplier file again shows the account Norden has used since 2022.",
        },
      ],
    },
    {
      title: "Daily categorization and cash summary",
      kind: "run",
      outcome: "resolved",
      summary: "The morning run categorizes new transactions, finds a possible duplicate and reports the cash position.",
      turns: [
        {
          speaker: "Input",
          text: "Daily run, Tuesday, October 20: 86 new transactions across 4 accounts.",
        },
        {
          speaker: "FinanceTracker",
          text: "Categorized 81 of 86. 5 are in the review queue: 3 new payees and 2 Amazon Business orders that mix office supplies with IT equipment.",
          note: "Orders that mix categories are left for a person; the correction is learned for the next time.",
        },
        {
          speaker: "FinanceTracker",
          text: "Possible duplicate: Brightline Freight invoice 7714 for $3,240 was paid on October 2 and is scheduled again for Friday under invoice number 7714-A. Flagged for the AP team.",
        },
        {
          speaker: "FinanceTracker",
          text: "Cash across all accounts: $412,800. Forecast low point: $268,000 on November 13, after payroll and the quarterly sales tax payment, above your $200,000 minimum.",
        },
      ],
    },
    {
      title: "A credit decision about a person declined",
      kind: "conversation",
      outcome: "declined",
      summary: "A finance manager asks whether to extend credit terms to a sole trader; the agent declines to decide and offers the payment history it holds.",
      turns: [
        {
          speaker: "Finance manager",
          text: "Should we give Sarah Kim, the sole trader who buys from us, 60-day terms on a $25,000 order?",
        },
        {
          speaker: "FinanceTracker",
          text: "I can't assess a person's creditworthiness or recommend a credit decision; that stays with you and your credit policy.",
          note: "Credit decisions about natural persons are a high-risk use under the AI Act and outside its limits.",
        },
        {
          speaker: "FinanceTracker",
          text: "What I can give you from your own records: 14 invoices paid since March 2025, on average 6 days after the due date, with no payments outstanding today. Shall I export them?",
        },
        {
          speaker: "Finance manager",
          text: "Yes, send me the export.",
        },
      ],
    },
  ],
  searchPhrases: [
    "bookkeeping help for a small business",
    "categorize expenses",
    "categorize receipts and card spending",
    "flag duplicate invoices",
    "detect changed supplier bank details",
    "cash flow forecast",
    "daily cash position report",
    "spot unusual payments",
    "invoice fraud alerts",
    "budget vs actual by department",
    "monitor bank feeds",
    "track grant spending against budget",
  ],
};
