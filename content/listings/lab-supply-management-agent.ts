import type { AgentListing } from "@/content/types";
import { providerDutiesByClass, transparencyObligationsApply } from "@/content/regulation";

/** Listing of Lab Supply Management: tracks reagents and consumables, expiry dates and reorder points, and drafts purchase requests. */
export const labSupplyManagementListing: AgentListing = {
  pricing: {
    model: "per-month",
    fromUsdPerMonth: 720,
    setupUsd: 4800,
    includes: [
      "Up to 3,000 tracked items and lots",
      "Up to 3 labs or storage areas",
      "Usage logging and alerts in one Slack or Teams workspace",
      "Draft purchase requests grouped by supplier",
      "Audit log exports in CSV and PDF",
    ],
    addOns: [
      { item: "each further 1,000 tracked items and lots", usdPerMonth: 120 },
      { item: "each further lab or storage area", usdPerMonth: 150 },
      { item: "each further Slack or Teams workspace", usdPerMonth: 60 },
    ],
  },
  integrations: [
    { kind: "LIMS and electronic lab notebooks", examples: ["LabWare", "STARLIMS", "LabVantage", "Benchling"] },
    {
      kind: "ERP and procurement",
      examples: ["SAP S/4HANA", "Oracle NetSuite", "Microsoft Dynamics 365 Business Central", "Coupa"],
    },
    { kind: "Chat apps", examples: ["Slack", "Microsoft Teams"] },
    { kind: "Spreadsheets", examples: ["Microsoft Excel", "Google Sheets"] },
    {
      kind: "Supplier catalogs and price lists",
      examples: ["Thermo Fisher Scientific", "MilliporeSigma", "Avantor VWR", "Bio-Rad"],
    },
  ],
  data: {
    reads: [
      "Inventory records: item, catalog number, lot, location, quantity and expiry date",
      "Usage entries from chat messages and barcode scans",
      "Supplier price lists, pack sizes and lead times",
      "Open purchase orders and goods receipts from your ERP or procurement system",
    ],
    writes: [
      "Current stock levels and the location of each lot",
      "Draft purchase requests for approval, in your procurement system or by email",
      "Expiry, reorder and count-discrepancy alerts in the lab's chat channel",
      "A time-stamped log of receipts, transfers, usage and disposals",
    ],
    subjects: [
      "Your lab staff who log usage and approve orders",
      "Contacts at your suppliers",
    ],
    processedIn:
      "In the EU or US region of our cloud provider, chosen at set-up; it needs no patient or sample data and processes none.",
    retention:
      "Inventory and audit records for the life of the subscription, exported to you when it ends; chat messages it reads to log usage are deleted after 90 days.",
    subProcessors: ["cloud-hosting", "language-model"],
    mayProcessHealthData: false,
  },
  requirements: [
    "An export of, or a connection to, your current inventory (LIMS, ERP or spreadsheet), including lots and expiry dates",
    "Your preferred suppliers, catalog numbers and approval thresholds for purchase requests",
    "A Slack or Teams channel for usage logging and alerts",
    "Barcode labels on items or shelves, or time during set-up to print and apply them",
    "A lab manager or named person who approves requests and confirms the first stock count",
  ],
  timelineWeeks: { min: 3, max: 6 },
  handover: {
    when: [
      "A request is above your approval threshold or budget line",
      "The item is hazardous, controlled or needs a permit, such as controlled substances, radioactive material or select agents",
      "A count does not match the records, or a lot cannot be found where it should be",
      "There is no preferred supplier for the item, or the supplier reports a long backorder",
    ],
    how: "It posts the case in the lab's chat channel and tags the lab manager or the item's owner, with the item, lot, quantities and what it found; nothing is ordered until a person approves.",
  },
  limits: [
    "It does not place orders or commit spend; it drafts purchase requests for a person to approve.",
    "It does not draft requests for controlled or permit-only items; those always go to the responsible person.",
    "It does not handle patient samples, test results or any clinical data.",
    "It does not decide how hazardous waste is disposed of; it records the disposals your staff carry out under your procedures.",
    "It does not replace physical stock counts; it flags discrepancies for a person to check.",
  ],
  risk: {
    euAiActClass: "limited",
    why: "An internal inventory tool used by lab staff in their own chat channel that makes no decisions about people. It never talks to the public, but Art. 50(1) covers any person it talks with, staff included, so it tells lab staff it is an AI.",
    talksWith: "staff",
    buyerDuties: [
      "Approve every purchase request before it goes to a supplier.",
      "When you introduce it, tell staff that the chat assistant is an AI and that usage entries are logged with their name.",
      "Keep hazardous and controlled items marked in the item list, so they always go to a person.",
    ],
    providerDuties: [...providerDutiesByClass.limited],
    obligationsApply: transparencyObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on made-up inventories, usage messages and orders covering reorders, expiry checks and requests it must refuse, such as controlled substances; no customer data was used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  lastReviewed: "2026-09-22",
  roi: {
    inputs: [
      { key: "volume", label: "Purchase requests per month", defaultValue: 80, min: 5, max: 600, step: 5 },
      { key: "minutesPerTask", label: "Minutes per request", defaultValue: 20, min: 2, max: 45, step: 1 },
      { key: "hourlyCost", label: "Cost of an hour of lab staff time (USD)", defaultValue: 45, min: 20, max: 120, step: 1 },
      {
        key: "errorRatePercent",
        label: "Requests raised only after the item ran out (%)",
        defaultValue: 10,
        min: 0,
        max: 20,
        step: 1,
      },
      { key: "costPerError", label: "Cost of one stock-out (USD)", defaultValue: 180, min: 0, max: 1000, step: 10 },
      {
        key: "automatedPercent",
        label: "Purchase requests it drafts complete, needing only an approval (%)",
        defaultValue: 70,
        min: 10,
        max: 90,
        step: 5,
        basis: "our planning figure, not a measured result, for items already in your catalog with a known supplier and catalog number.",
      },
      {
        key: "errorReductionPercent",
        label: "Stock-outs its earlier reorder alerts prevent (%)",
        defaultValue: 60,
        min: 0,
        max: 90,
        step: 5,
        basis: "our planning figure, not a measured result: alerts cannot prevent a stock-out caused by a supplier's delay or a sudden change of plan.",
      },
    ],
    volumePer: "month",
    assumptions: [
      "Uses 20 minutes per request, for checking stock, finding the supplier and catalog number and writing the request, at $45 an hour of lab staff time, with 10% of requests raised after a stock-out costing $180: our assumptions, which you can change.",
      "The price does not depend on the number of purchase requests; it assumes your items fit in 3,000 tracked items and 3 labs.",
      "A stock-out's cost is rush shipping, a postponed run or staff time spent borrowing from another lab.",
      "Reagents saved from expiry by using the oldest lots first are not counted.",
    ],
  },
  conversations: [
    {
      title: "Usage logged and a reorder drafted in chat",
      kind: "conversation",
      outcome: "resolved",
      summary: "A scientist logs filter tips in Slack; the agent sees the reorder point coming and adds the request to the next supplier order.",
      turns: [
        {
          speaker: "Scientist",
          text: "Took 2 boxes of 200 µL filter tips from cabinet B for bench 3.",
        },
        {
          speaker: "Lab Supply Agent",
          text: "Logged 2 boxes (lot 24K118) from cabinet B. 6 boxes left: at this month's usage that lasts about 9 working days, and the supplier needs 5 to deliver. I've drafted a request for 20 boxes for Dana to approve.",
          note: "The reorder point comes from actual consumption and the supplier's lead time, not a fixed minimum.",
        },
        {
          speaker: "Lab manager (Dana)",
          text: "Approved. Can it go with the Thermo order on Thursday?",
        },
        {
          speaker: "Lab Supply Agent",
          text: "Added to Thursday's Thermo Fisher request, which now has 4 lines: the tips, 2 packs of 15 mL conical tubes, nitrile gloves size M and 500 mL of PBS. It's waiting in Coupa for submission.",
          note: "Grouping requests by supplier avoids small separate orders and extra shipping charges.",
        },
      ],
    },
    {
      title: "Weekly expiry check",
      kind: "run",
      outcome: "resolved",
      summary: "The Monday expiry scan finds lots to use first and one expired vial to dispose of.",
      turns: [
        {
          speaker: "Input",
          text: "Scheduled expiry scan, Monday 7:00 am: 412 lots across 3 freezers and 2 fridges.",
        },
        {
          speaker: "Agent",
          text: "3 lots expire within 30 days: anti-CD3 antibody lot 5521 (freezer 2, shelf B, 2 vials, expires October 30), ELISA kit lot K0912 (fridge 1, 1 kit, November 6) and Taq polymerase lot 7734 (freezer 1, 3 tubes, November 9). Posted to #lab-supplies with a \"use first\" tag.",
          note: "Flagging lots near expiry lets teams use the oldest first instead of opening a new lot.",
        },
        {
          speaker: "Agent",
          text: "Anti-GFAP antibody lot 3307 (freezer 2, shelf A, 1 vial) expired on October 10. Asked its owner, Dr. Chen, to confirm disposal so the log can be closed.",
        },
        {
          speaker: "Dr. Chen",
          text: "Disposed of it this morning.",
        },
        {
          speaker: "Agent",
          text: "Recorded the disposal of lot 3307 by Dr. Chen at 9:14 am on October 12.",
        },
      ],
    },
    {
      title: "A request for a controlled substance",
      kind: "conversation",
      outcome: "handover",
      summary: "A researcher asks for ketamine; it is on the controlled list, so the agent passes the request to the registered holder.",
      turns: [
        {
          speaker: "Researcher",
          text: "Can you order 2 vials of ketamine for the rodent surgeries next week?",
        },
        {
          speaker: "Lab Supply Agent",
          text: "Ketamine is on your controlled-substances list, so I can't draft this request. I've passed it to Dr. Osei, the registration holder, with the quantity and the week you need it.",
          note: "Controlled items always go to a person, as the handover rules and limits say.",
        },
        {
          speaker: "Lab Supply Agent (to Dr. Osei)",
          text: "Request from Sam Patel: 2 vials of ketamine for rodent surgeries in the week of October 19. Current stock in the locked cabinet: 0 vials, last receipt September 2.",
        },
        {
          speaker: "Dr. Osei",
          text: "Thanks, I'll order it through our registration and log the receipt myself.",
        },
      ],
    },
  ],
  searchPhrases: [
    "reorder pipette tips",
    "track reagent expiry",
    "lab inventory tracking",
    "which freezer is this antibody in",
    "lot number traceability for audits",
    "stop running out of assay kits",
    "consolidate lab supply orders",
    "reagent disposal log",
    "lab consumables purchase requests",
    "log reagent usage by barcode",
  ],
};
