import type { Article } from "@/content/types";
import { foundersTrackRecord } from "@/content/claims";

const article: Article = {
  id: "tax-finance",
  category: "Finance",
  categoryColor: "green",
  heroGradient: "green",
  date: "2025-07-29",
  title: "AI in Tax and Finance Operations: A Faster Close, Cleaner Books and Stronger Controls",
  description:
    "How finance teams use AI for expense categorization, reconciliation, month-end close, tax readiness and fraud signals, without weakening controls or the audit trail.",
  image: "/images/blog/tax-finance.svg",
  author: "Lumenfold Finance Automation Team",
  sections: [
    {
      title: "Why Finance Operations Are Ready for AI",
      icon: "wallet",
      subtitle: "The work is repetitive, rule-bound and data-rich: exactly where automation pays.",
      content: [
        "Most finance teams still run on a rhythm that has barely changed in twenty years. Transactions arrive from banks, cards, payment processors and supplier invoices; someone codes them to the chart of accounts; someone else matches them against statements; and in the last week of the month everyone works late to close the books. The tools improved, but the shape of the work did not.",
        "That shape is what makes finance such a good fit for AI. The inputs are structured or semi-structured, the rules are written down, the history of past decisions is sitting in the general ledger, and every output can be checked against something independent, such as a bank balance or a tax return. Few business functions offer a cleaner training set or a clearer definition of right and wrong.",
        "The goal is not to remove accountants from accounting. It is to move them from keying and matching to reviewing and deciding. In most finance teams a large share of staff time goes on work that follows a predictable pattern; the baseline described below tells you how large it is in yours. Automating even part of that frees time each month for analysis, cash planning and the conversations with the business that finance leaders say they never have time for.",
        "This article walks through where AI helps most, which controls need to come with it, and how to introduce it without giving your auditors a reason to worry.",
      ],
    },
    {
      title: "Where the Hours Actually Go",
      icon: "clock",
      subtitle: "Map the time before you automate it, or you will optimize the wrong step.",
      content: [
        "Before choosing tools, spend a week measuring. Ask the team to log time against a short list of activities: transaction coding, receipt and invoice chasing, bank and card reconciliation, intercompany matching, accruals and journals, variance analysis, tax preparation and ad hoc requests. The results are usually surprising, and they are rarely where the finance leader expected.",
        "In many organizations the biggest single block of time is not the close itself but the trickle of small exceptions during the month: a card payment with no receipt, a supplier invoice that does not match its purchase order, a customer payment that covers three invoices and a credit note. Each takes minutes, but there are hundreds of them, and they pile up until close week.",
        "Rank the activities by volume, by how rule-based they are and by the cost of an error. High-volume, rule-based, low-risk work, such as coding recurring supplier spend, is the obvious first target. Low-volume, judgment-heavy, high-risk work, such as revenue recognition on complex contracts, should stay with people, supported by better information rather than automated decisions.",
        "This baseline is also your business case. If you know that card reconciliation takes 30 hours a month today, you can state plainly what success looks like and measure it three months later.",
      ],
    },
    {
      title: "Expense Categorization That Learns Your Chart of Accounts",
      icon: "layers",
      subtitle: "Suggest the right code, explain why, and learn from every correction.",
      content: [
        "Categorization is where most teams start, because the payoff is immediate. A model trained on your own coding history learns that a given supplier almost always maps to software subscriptions, that a hotel booking by the sales team belongs to travel rather than entertainment, and that a particular cost center is used for one project only. It combines the merchant, the description, the amount, the submitter and the date to propose an account, a cost center and a tax code.",
        "The important design choice is confidence. Every suggestion should carry a score, and you decide the thresholds: above one level the code is posted automatically, in a middle band it is pre-filled for a quick human check, and below that it goes to a queue with the reason it was uncertain. Track the share of recurring spend that goes straight through on your own data, and expect it to grow as corrections accumulate; the remainder is handled faster because it arrives pre-sorted.",
        "Corrections are the fuel. When a reviewer changes a code, the system should record the change, the reviewer and, ideally, a short reason. Those corrections feed the next round of learning, and they also reveal where your chart of accounts or your expense policy is ambiguous. If reviewers disagree with each other, the problem is the policy, not the model.",
        "Receipts deserve their own attention. Document extraction can read amounts, dates, VAT or sales tax and supplier details from photos and PDFs, then match them to the card line. That alone removes one of the most disliked jobs in finance: chasing colleagues for missing receipts weeks after the fact.",
      ],
    },
    {
      title: "Reconciliation at Scale, Exceptions for Humans",
      icon: "check-circle",
      subtitle: "Let the machine match the obvious so people can resolve the difficult.",
      content: [
        "Rule-based matching has existed for years, and it handles the easy cases: same amount, same reference, same day. The difficulty lies in everything else, such as partial payments, bundled payments, bank fees deducted at source, currency differences and references typed by a customer who abbreviated your invoice number. This is where machine learning adds real value, by scoring likely matches across many fields rather than demanding an exact hit on one.",
        "A good reconciliation assistant proposes one-to-one, one-to-many and many-to-one matches, shows the evidence for each, and flags the residual difference. Reviewers accept, adjust or reject, and their decisions improve the next proposals. Measure the auto-match rate against what your rules alone achieve on the same accounts, in shadow mode, before you let it post anything.",
        "The exceptions that remain should be organized, not dumped. Group them by cause, such as unidentified receipts, timing differences or suspected duplicates, and by age. An exception that is two days old is a routine task; one that is sixty days old is a risk, and it should be visible to the controller without anyone having to build a spreadsheet.",
        "Apply the same approach to intercompany balances, payment processor settlements and supplier statements. Each is a matching problem with its own quirks, and each tends to consume a disproportionate share of close week when handled by hand.",
      ],
    },
    {
      title: "A Faster, Calmer Month-End Close",
      icon: "chart",
      subtitle: "Continuous accounting turns close week into a review rather than a rescue.",
      content: [
        "When categorization and reconciliation run daily rather than monthly, the close changes character. Most transactions are already coded and matched by the last day of the month, so the close becomes a review of exceptions, accruals and judgments rather than a race to process a backlog. Record your days to close before you start and after each month, so that the gain you report is measured on your own books.",
        "AI can also prepare the recurring pieces of the close. It can draft standard accruals from purchase orders that have been received but not invoiced, propose prepayment releases, and produce a first version of the flux analysis that explains material movements against the prior month and the budget. A person still approves every journal, but they start from a prepared draft with the supporting evidence attached.",
        "Variance commentary is a particularly good use of language models, provided it is grounded in the ledger. The model should only describe movements it can trace to specific transactions, and it should link to them. Commentary that sounds plausible but cannot be traced is worse than none, because it erodes trust in the whole report.",
        "Keep a close checklist with owners and due dates, and let the system track completion automatically where it can. The aim is a close where the controller knows on day one which items are at risk, rather than discovering them on day four.",
      ],
    },
    {
      title: "Tax Readiness All Year, Not Just in Filing Season",
      icon: "clipboard-check",
      subtitle: "Get the tax data right at the point of entry and the return becomes a report.",
      content: [
        "Most tax pain is caused upstream. A missing VAT number on a supplier record, an expense coded without the right tax treatment, a cross-border sale booked without the customer’s location: each is trivial to fix on the day and expensive to unpick twelve months later. AI helps most by catching these problems at the point of entry.",
        "In practice that means validating tax codes as transactions are categorized, checking that invoices carry the details your jurisdictions require, flagging spend that is typically non-deductible, such as certain entertainment costs, and noting transactions that may trigger withholding or reverse-charge treatment. None of this replaces a tax adviser; it ensures the adviser receives clean, complete data.",
        "A periodic tax readiness report is a simple, high-value output: the share of transactions with a confirmed tax treatment, the list of items still uncertain, and the estimated position for each relevant tax. Reviewing it monthly turns the year-end filing from an investigation into a confirmation.",
        "Be careful with rules that vary by country and change often. Keep tax logic in reviewed, versioned rule sets rather than asking a general model to recall the law, and have a qualified person own each change. AI is excellent at applying known rules consistently; it is not a substitute for knowing what the rules are.",
      ],
    },
    {
      title: "Anomaly and Fraud Signals Worth Acting On",
      icon: "shield",
      subtitle: "Fewer, better alerts beat a dashboard that nobody reads.",
      content: [
        "Finance data is full of patterns, which makes departures from them visible. Useful signals include duplicate or near-duplicate invoices, a supplier’s bank details changed shortly before a large payment, purchases split to stay under an approval limit, round-number amounts from suppliers who normally invoice odd amounts, payments posted outside normal hours, and new suppliers that share an address or account with an employee.",
        "Each signal on its own is weak. The value comes from combining them and ranking the result, so that a reviewer sees the ten transactions most worth examining this week rather than four hundred flags. Measure the alert queue like any other process: how many alerts were raised, how many were reviewed, and how many turned out to matter. If fewer than one in twenty leads to action, tune the thresholds or people will stop looking.",
        "Supplier bank detail changes deserve a hard control rather than a score. Payment diversion through a fake change-of-details request is one of the most common and costly frauds against businesses of every size. Require out-of-band confirmation for every change, and have the system block the payment until that confirmation is recorded.",
        "Anomaly detection also catches honest mistakes, which are far more common than fraud: a decimal point in the wrong place, an invoice entered twice, a credit note applied to the wrong customer. Finding those before the close is worth as much as any fraud alert.",
      ],
    },
    {
      title: "Controls, Audit Trails and Explainability",
      icon: "book",
      subtitle: "Automation should make the audit easier, not give the auditors new questions.",
      content: [
        "Every automated step must leave evidence. For each transaction, record what the system proposed, its confidence, the data it relied on, the model or rule version, whether it was posted automatically or by a person, and who approved any override. With that record, an auditor can follow any number back to its source and see exactly how it was treated.",
        "Segregation of duties still applies. The people who can change automation thresholds or categorization rules should not be the people who approve payments, and changes to those settings should themselves be logged and reviewed. Treat the configuration of your finance automation as you would treat access to the bank portal.",
        "Explainability matters for trust inside the team as much as for auditors. A suggestion that says “coded to software subscriptions because the last 23 invoices from this supplier were coded there and the amount is within the usual range” is one a reviewer can accept in seconds. A suggestion with no reason attached gets checked from scratch, and the time saving disappears.",
        "Bring your auditors in early. Show them the design, the logs and the sampling approach before year-end rather than during fieldwork. Most auditors welcome consistent, well-documented automation, because it reduces the sample sizes they need and the judgment calls they have to challenge.",
      ],
    },
    {
      title: "A 90-Day Plan and How to Measure Success",
      icon: "rocket",
      subtitle: "Start narrow, prove the numbers, then widen the scope.",
      content: [
        "In the first month, connect the data sources, which means the ledger, bank feeds, card feeds and the accounts payable inbox, and run categorization and matching in shadow mode. The system proposes; people work as usual; you compare. This builds a measured accuracy figure on your own data before anything is posted automatically.",
        "In the second month, switch on automatic posting above a conservative confidence threshold for one or two high-volume areas, typically card expenses and bank reconciliation. Review a sample of automated postings every week. In the third month, add close preparation, anomaly signals and the tax readiness report, and lower thresholds where the evidence supports it.",
        "Track a small set of measures from day one: the straight-through rate for categorization and matching, the accuracy of automated postings from sampling, the number and age of open exceptions, days to close, hours spent on the activities in your baseline, and the action rate on anomaly alerts. Report them monthly alongside the close itself.",
        "The most common pitfalls are predictable: poor master data, especially duplicate suppliers; thresholds set too aggressively in the first weeks; and no clear owner for the exception queue. Fix the supplier master before you start, begin cautiously, and name a person who owns the exceptions.",
      ],
    },
    {
      title: "Where Lumenfold and FinanceTracker Fit",
      icon: "sparkles",
      subtitle: "A ready-made agent for the daily work, built on well-governed data.",
      content: [
        `${foundersTrackRecord} before building AI agents, so we approach finance automation as a data and controls problem first. Our data engineering and governance teams help clean the supplier master, connect ledgers and feeds, and set up the logging your auditors will ask for.`,
        "The FinanceTracker agent handles the daily layer of the work described here: it categorizes transactions against your chart of accounts, surfaces unusual spend, duplicate payments and changed bank details, forecasts cash and keeps an evidence trail for every decision, with people approving anything outside the thresholds you set. It runs alongside your existing accounting system rather than replacing it.",
        "If your team still spends close week catching up instead of reviewing, start with one feed and one month of shadow mode. The numbers will tell you quickly whether to go further.",
      ],
    },
  ],
  relatedAgent: "finance-tracker",
  relatedAgentTitle: "FinanceTracker Agent",
  exploreButtonText: "Explore the FinanceTracker Agent",
};

export default article;
