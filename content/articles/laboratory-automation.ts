import type { Article } from "@/content/types";

const article: Article = {
  id: "laboratory-automation",
  category: "Laboratory Operations",
  categoryColor: "teal",
  heroGradient: "teal",
  date: "2025-11-04",
  title: "Laboratory Automation: Taking the Guesswork Out of Lab Supply and Inventory",
  description:
    "A practical guide to automating laboratory supply management: tracking reagents and consumables, handling expiry and lots, setting reorder points and staying audit-ready.",
  image: "/images/blog/laboratory-automation.svg",
  author: "Lumenfold AI Solutions Team",
  sections: [
    {
      title: "The quiet cost of running out",
      icon: "flask",
      subtitle: "Supply problems rarely make headlines, but they stall experiments and drain budgets.",
      content: [
        "Ask a lab manager what keeps them up at night and supply rarely comes first. Yet a surprising share of lost lab time traces back to it: an assay postponed because a reagent ran out, a sequencing run delayed while a kit is expedited, a batch of samples repeated because an antibody was past its expiry date and nobody noticed until the controls failed.",
        "The opposite problem is just as expensive and far less visible. To protect themselves against stock-outs, scientists over-order and hoard. Freezers fill with duplicate kits, fridges with half-used bottles, and cupboards with consumables bought in bulk for a project that ended a year ago. Many labs write off a meaningful share of their reagent spend each year to expiry, simply because nobody could see what was already on the shelf.",
        "Both problems come from the same root cause: inventory that lives in spreadsheets, paper logs, sticky notes and individual memories rather than in a reliable, shared record. Automation does not mean robots moving boxes. For most labs it means capturing stock accurately, keeping it current with little effort, and letting software handle the repetitive decisions about what to reorder and when.",
        "This guide walks through why lab inventory is harder than it looks, how to build a trustworthy record, how to manage expiry and lots, how to set reorder points that reflect real usage, what compliance requires, and where AI agents now add genuine value.",
      ],
    },
    {
      title: "Why lab inventory is harder than it looks",
      icon: "layers",
      subtitle: "Thousands of items, awkward units, cold chains and many hands.",
      content: [
        "A retail store stocks products that arrive in standard units and leave in the same units. A laboratory is messier. A single research group may hold several thousand distinct items, from bulk solvents and buffer salts to single-use pipette tips, primers, antibodies, cell culture media and calibration standards. Many are bought in one unit and consumed in another: a liter bottle used a few milliliters at a time, a box of 96 plates used a handful per run.",
        "Storage is fragmented. Items sit at room temperature, at four degrees, at minus twenty and at minus eighty, in flammables cabinets and in controlled-access stores, often spread across several rooms or buildings. Stock moves between shared equipment, individual benches and satellite sites, and it is rarely recorded when it does.",
        "Many people touch the inventory and few own it. Scientists, technicians, students and visiting collaborators all consume stock, and recording consumption is nobody’s main job. Procurement sits in a different system, sometimes in a different department, with its own catalog numbers and approval rules. By the time a purchase order is raised, the information about why it was needed has usually been lost.",
        "Finally, lab supplies carry obligations that ordinary stock does not: expiry dates, lot numbers that matter for reproducibility, hazard classifications, storage conditions and, in regulated environments, documentation that must stand up to an audit. Any automation has to respect all of this, or scientists will quietly work around it.",
      ],
    },
    {
      title: "Building a record you can trust",
      icon: "database",
      subtitle: "Capture data once, at the moments when it is easiest to capture.",
      content: [
        "The foundation of lab supply automation is a single inventory record that people believe. The most reliable way to build it is to capture information at receipt. When a delivery arrives, each item is scanned or photographed, matched to the purchase order, and labeled with a unique identifier that links to its product, lot number, expiry date, storage location and hazard information. Entering this once at the door is far easier than reconstructing it later.",
        "Consumption is the harder part. Asking scientists to log every milliliter rarely works. Better options record usage at natural checkpoints: scanning a container when it is opened, when it is emptied and when it is discarded; deducting kit components automatically when a run is recorded in the laboratory information management system or electronic lab notebook; and running short, targeted cycle counts on high-value or fast-moving items rather than annual full stocktakes.",
        "Integration matters as much as capture. The inventory record should connect to procurement so that orders, deliveries and invoices reconcile without re-keying, and to the LIMS or ELN so that planned work can inform demand. Where integrations are not yet possible, a well-structured export and import on a fixed schedule is a reasonable interim step.",
        "Start with the items that matter most. A typical lab finds that a few hundred items account for most of its spend and most of its disruption. Getting those right in the first month builds credibility faster than trying to catalog every box of gloves on day one.",
      ],
    },
    {
      title: "Managing expiry, lots and storage",
      icon: "clock",
      subtitle: "Use the oldest stock first and know exactly which lot went into which run.",
      content: [
        "Once expiry dates are captured at receipt, a few simple rules remove most waste. First-expiry, first-out means the system directs people to the container that expires soonest, not the one at the front of the fridge. Alerts at sensible intervals, such as ninety, thirty and seven days before expiry, give teams time to use, transfer or return stock rather than discover it expired.",
        "Open-container rules are just as important. Many reagents have a shorter usable life once opened or reconstituted than their printed expiry suggests. Recording the opening date and applying the correct in-use period stops people from relying on a date that no longer applies.",
        "Lot traceability protects the science. When a result looks odd, the first question is often whether something changed in the inputs. If every run records which lots of critical reagents it used, that question takes minutes to answer instead of days. It also allows a lab to quarantine a suspect lot quickly and see every experiment that may have been affected.",
        "Storage conditions complete the picture. Linking inventory locations to temperature monitoring means that when a freezer alarm sounds, the lab knows immediately which items, lots and projects are at risk, and can prioritize what to move first.",
      ],
    },
    {
      title: "Reorder points that reflect real usage",
      icon: "trending-up",
      subtitle: "Replace gut feel with demand, lead time and a sensible safety margin.",
      content: [
        "Most labs reorder when someone notices a shelf looks empty. Automated replenishment replaces that with three numbers per item: expected usage over a period, supplier lead time, and a safety stock that covers variability in both. The reorder point is roughly usage during the lead time plus safety stock, and the order quantity balances the cost of ordering often against the cost of holding stock that may expire.",
        "Usage forecasts should reflect how the lab actually works. Historical consumption is a good start, but planned work is better. If the instrument schedule shows twelve extraction runs next month instead of the usual six, kit demand doubles. Pulling planned runs from the LIMS or booking calendar lets the system anticipate spikes rather than react to them.",
        "Lead times deserve the same attention. Supplier quotes are often optimistic, and some items, such as custom oligonucleotides, specialist antibodies and anything shipped on dry ice, vary widely. Tracking actual delivery times per supplier and per item, and using those in the calculation, is one of the quickest ways to reduce emergency orders.",
        "Keep humans in the loop for the decisions that matter. A good system proposes orders, groups them by supplier to reduce shipping costs, checks them against budget codes and approval limits, and sends them to the right person for sign-off. Over time, routine low-value items can move to automatic approval while expensive or unusual items still get a human look.",
      ],
    },
    {
      title: "Compliance and audit readiness",
      icon: "shield",
      subtitle: "Good inventory practice and good compliance practice are mostly the same thing.",
      content: [
        "Labs operating under quality frameworks such as good laboratory practice, good manufacturing practice or ISO/IEC 17025 accreditation need to show that materials were received, stored, used and disposed of correctly. Auditors typically ask which lot of a reagent was used in a given test, whether it was in date and stored correctly, and who handled it. A paper trail can answer these questions, slowly. A well-kept digital record answers them in seconds.",
        "Hazardous materials add further duties. Safety data sheets must be available for every chemical on site, quantities of flammables and certain regulated substances are often capped by location, and some materials need controlled access with a full chain of custody. Linking each inventory item to its hazard class and location makes these limits something the system can check, rather than something a safety officer has to calculate by hand.",
        "For auditability, the inventory system itself needs the basics: unique user accounts, role-based permissions, a tamper-evident log of every change, and controlled processes for corrections. In regulated settings, the system and any automation built on it should go through your usual validation process, with documented requirements and tests, before it is relied on for compliance.",
        "The payoff is that audit preparation stops being a project. When records are captured as part of daily work, producing evidence for an inspection becomes a report rather than a week of chasing paper.",
      ],
    },
    {
      title: "Where AI agents add real value",
      icon: "sparkles",
      subtitle: "Less data entry, smarter matching and answers in plain language.",
      content: [
        "Classic inventory software handles counts and thresholds well. AI agents extend it into the messy, language-heavy parts of lab supply work. An agent can read delivery notes, certificates of analysis and invoices, extract lot numbers and expiry dates, and pre-fill the receipt record for a technician to confirm. That removes much of the manual typing that causes errors at the door.",
        "Agents are also good at matching. The same reagent may appear under different catalog numbers from a manufacturer and two distributors, or under slightly different names in procurement and in the lab. An agent can recognize equivalents, flag duplicates in the catalog, and suggest approved alternatives when a preferred item is back-ordered, leaving the scientific judgment on whether a substitute is acceptable to the scientist.",
        "Conversational access lowers the barrier to using the system at all. Scientists can ask whether there is enough of a particular kit for next week’s runs, where the nearest unopened bottle of a buffer is stored, or which items in their group expire this month, and get an answer drawn from the live record. The same agent can draft a reorder, route it for approval and report back when it ships.",
        "Finally, agents can watch for patterns people miss: consumption that suddenly doubles, an item that is always ordered urgently, a supplier whose deliveries are drifting later, or stock that has not moved in a year and could be redistributed to another group.",
      ],
    },
    {
      title: "An implementation roadmap",
      icon: "workflow",
      subtitle: "Twelve weeks from spreadsheets to a system people rely on.",
      content: [
        "In the first few weeks, focus on discovery and data. Map how items are ordered, received, stored, used and discarded today. Collect existing spreadsheets and procurement history, clean and de-duplicate the catalog, and agree which few hundred critical items come first. Decide who owns the inventory in each area, because a system without owners decays quickly.",
        "Next, pilot receipt and tracking in one lab or one storage area. Introduce labeling at receipt, first-expiry-first-out prompts and simple consumption checkpoints. Connect procurement if you can. Measure how long receiving takes and how accurate the record is after a spot count, and adjust the process with the people who use it.",
        "Then switch on replenishment for the critical items: reorder points, proposed orders, approval routing and expiry alerts. Add conversational access and document reading once the core record is reliable, since an agent that answers from bad data will lose trust quickly.",
        "Finally, expand to other areas and sites, and review the numbers monthly. The common pitfalls are predictable: trying to catalog everything at once, asking scientists to log more than they will, skipping validation in regulated settings, and leaving the system without an owner once the project team moves on.",
      ],
    },
    {
      title: "Measuring success, and where Lumenfold fits",
      icon: "chart",
      subtitle: "A few clear metrics, and an agent built for lab supply work.",
      content: [
        "Useful measures are simple. Track stock-out incidents that delayed work, the value of stock written off to expiry, the number of emergency or expedited orders, inventory accuracy from spot counts, time spent on receiving and stocktakes, and the time needed to answer an audit question about a specific lot. Most labs see the first improvements within a quarter, usually in expiry write-offs and emergency orders.",
        "Lumenfold helps laboratories put these foundations in place. Our data engineering and governance teams clean and connect catalog, procurement, LIMS and inventory data so the record is trustworthy, and our AI teams configure agents around the way each lab actually works rather than forcing a generic process.",
        "The Lab Supply Management agent brings these ideas together: it tracks reagents and consumables, watches expiry and lots, drafts purchase requests from real usage and lead times for a person to approve, and answers scientists’ questions in plain language, all with the audit trail regulated labs need. Reading supplier documents such as certificates of analysis is not part of it today. If your team is losing time to missing reagents or money to expired stock, it is a practical place to begin.",
      ],
    },
  ],
  relatedAgent: "lab-supply-management-agent",
  relatedAgentTitle: "Lab Supply Management Agent",
  exploreButtonText: "Explore the Lab Supply Management Agent",
};

export default article;
