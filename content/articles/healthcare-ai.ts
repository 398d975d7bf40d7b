import type { Article } from "@/content/types";
import { foundersTrackRecord } from "@/content/claims";

const article: Article = {
  id: "healthcare-ai",
  category: "Healthcare",
  categoryColor: "rose",
  heroGradient: "rose",
  date: "2025-10-21",
  title: "AI in Healthcare Operations: Practical Gains Beyond the Clinic Room",
  description:
    "Where AI is already improving healthcare operations, from scheduling and intake to revenue cycle, supplies and staff workload, and how to govern it safely with patient data.",
  image: "/images/blog/healthcare-ai.svg",
  author: "Lumenfold Data & AI Governance Team",
  sections: [
    {
      title: "The operational side of care is where AI pays off first",
      icon: "heart-pulse",
      subtitle: "Most of the friction patients and staff feel is administrative, not clinical.",
      content: [
        "Public conversation about AI in healthcare tends to focus on diagnosis: models that read scans, predict deterioration or suggest treatments. Those applications matter, but they carry heavy regulatory, clinical and ethical burdens, and they take years to validate. Meanwhile, a large share of the cost and frustration in healthcare sits somewhere far less glamorous: in phone queues, appointment books, referral paperwork, insurance claims, supply rooms and rosters.",
        "These operational processes are repetitive, rule-heavy and data-rich, which is exactly where today’s AI performs well. They also sit one step away from clinical judgment. An assistant that fills a canceled slot from the waiting list or flags a claim likely to be rejected does not decide anyone’s treatment; it frees the people who do to spend more time on it.",
        "For hospital operations leaders, clinic owners and practice managers, this is the practical entry point. Administrative work often takes a substantial slice of clinicians’ and nurses’ time, sometimes a quarter or more of the working day, and missed appointments, denied claims and expired supplies leak money every week. Small percentage improvements in these areas add up quickly.",
        "This article walks through the main operational areas where AI helps, the governance needed to use it responsibly with patient data, and a realistic way to start and measure results.",
      ],
    },
    {
      title: "Scheduling and capacity",
      icon: "clock",
      subtitle: "Fewer empty slots, shorter waits and less time on the phone.",
      content: [
        "Missed appointments are one of the most common and costly problems in outpatient care. Depending on specialty and population, no-show rates can run anywhere from a few percent to over twenty percent of booked slots. Each one is lost capacity that cannot be recovered, and often a patient who waits longer for care.",
        "Predictive models trained on a provider’s own history, using factors such as lead time, appointment type, previous attendance, time of day and travel distance, can estimate which bookings are at higher risk. That allows targeted action: an extra reminder, an easy rescheduling link, a phone call for high-risk, high-value appointments, or carefully managed overbooking in clinics where it is safe.",
        "Automated reminders and two-way messaging handle most of the routine work. Patients confirm, cancel or rebook by message, and a freed slot is offered immediately to someone on the waiting list who can attend at short notice. Done well, this turns cancellations from wasted time into shorter waits for others.",
        "Capacity planning benefits too. Forecasting demand by service, day and season helps managers match staffed sessions to expected need, rather than discovering mismatches when waiting lists grow. These forecasts do not need exotic models; they need clean, joined-up booking data and a regular review rhythm.",
      ],
    },
    {
      title: "Patient intake and the front door",
      icon: "phone",
      subtitle: "Calls, forms and referrals are where patients first feel the system.",
      content: [
        "The front door of a clinic or hospital is often a phone line. At peak times patients wait on hold to book, rebook, ask for directions or check what to bring, while reception staff juggle calls with people standing at the desk. An AI receptionist can answer routine calls at any hour, book and reschedule appointments against live availability, answer common questions and pass anything clinical or sensitive to a person, with the context already captured.",
        "Digital intake reduces duplicated effort. Instead of patients filling in the same paper form at every visit, pre-visit questionnaires collect demographics, insurance details, consent and relevant history in advance. AI can check that forms are complete, flag inconsistencies, and route specific answers to the right team, while clinical information is reviewed by clinicians in the usual way.",
        "Referral and document processing is another quiet bottleneck. Referrals arrive as letters, faxes, scanned PDFs and portal messages in inconsistent formats. Document AI can extract the key fields, match the referral to the right patient record and service, and place it in the correct triage queue, leaving the clinical prioritization decision to the clinician who owns it.",
        "The rule of thumb for the front door is simple: automate the routine, make handoff to a person effortless, and never leave a patient stuck in a loop with a machine when they need help.",
      ],
    },
    {
      title: "Revenue cycle and administration",
      icon: "wallet",
      subtitle: "Catch problems before claims go out rather than chasing them afterwards.",
      content: [
        "For providers that bill insurers, payers or government schemes, the revenue cycle is a long chain of handoffs: eligibility checks, authorizations, documentation, coding, claim submission, payment posting and follow-up on denials. Errors at any step delay payment or lose it entirely, and a significant share of denied claims are never resubmitted because teams lack the time.",
        "AI supports this chain in practical ways. Eligibility and coverage can be verified automatically before the visit. Claim scrubbing models compare each claim against payer rules and the provider’s own denial history, and flag those likely to be rejected so staff can fix them before submission. Coding assistants suggest codes from documentation for a qualified coder to review and confirm.",
        "Denial management benefits from the same data. Classifying denials by reason, payer and service shows where the process is breaking and which fixes are worth the effort. Drafting appeal letters from the relevant records, for a person to check and send, saves hours of repetitive writing.",
        "The principle throughout is assistance, not autonomy. A human remains accountable for codes and claims, the system explains why it flagged something, and every suggestion and decision is logged. That keeps the organization compliant and makes it possible to learn from mistakes rather than repeat them at scale.",
      ],
    },
    {
      title: "Supplies, equipment and the hidden inventory",
      icon: "truck",
      subtitle: "The right consumables in the right place, without overstocked cupboards.",
      content: [
        "Healthcare facilities hold thousands of supply items spread across wards, operating rooms, clinics and laboratories. Staff protect themselves against shortages by hoarding, which ties up cash and leads to expired stock, while shortages of critical items still happen at the worst moments.",
        "Demand forecasting driven by scheduled procedures and historical usage helps set par levels that reflect real need. Scanning at the point of use links consumption to procedures, which improves both replenishment and cost-per-case analysis. Expiry tracking with first-expiry-first-out prompts reduces write-offs, and in clinical laboratories the same approach applies to reagents, controls and kits.",
        "Equipment is a related problem. Nurses and porters can spend a surprising amount of time looking for infusion pumps, wheelchairs or monitors. Location tracking combined with simple analytics shows utilization, highlights equipment that is over-bought or under-maintained, and shortens the search.",
        "None of this requires clinical data beyond what procurement and materials teams already handle, which makes supply chain one of the lowest-risk places to start with AI in a healthcare organization.",
      ],
    },
    {
      title: "Staff workload and rostering",
      icon: "users",
      subtitle: "Give time back to clinicians and make rosters fairer.",
      content: [
        "Workforce is the largest cost and the most constrained resource in most healthcare organizations, and burnout is a real operational risk. AI cannot replace nurses or doctors, but it can remove work that does not need their training and make the remaining work easier to plan.",
        "Rostering tools that forecast demand by unit and shift, and take account of skills mix, preferences, rest rules and contracts, produce rosters faster and more fairly than manual spreadsheets. They also make it easier to see gaps early and fill them from internal pools before turning to expensive agency staff.",
        "Administrative burden is the other target. Drafting routine letters, summarizing inbound correspondence, preparing discharge paperwork for review, routing messages to the right team and answering internal questions about policies and procedures all take time away from patients. AI assistants can handle first drafts and routing, with staff reviewing and approving anything that goes into a record or to a patient.",
        "Measure the impact in time returned, not just cost. If a clinic’s administrative team spends fewer hours on the phone, or nurses spend fewer minutes per shift hunting for supplies and paperwork, that time should be visible in the data and in staff feedback.",
      ],
    },
    {
      title: "Privacy, security and governance",
      icon: "shield",
      subtitle: "Patient trust is the license to operate; governance protects it.",
      content: [
        "Healthcare data is among the most sensitive information any organization holds, and it is protected by regulations such as HIPAA in the United States, GDPR in Europe and equivalent health-data laws elsewhere. Any AI deployment must start with a clear view of what data it touches, on what legal basis, where it is processed and stored, and who can access it.",
        "Good practice is consistent across jurisdictions. Use the minimum data needed for each task, and de-identify or pseudonymize data for analytics and model development wherever possible. Keep patient data within approved environments and regions, with encryption at rest and in transit. Put data processing agreements, and where relevant business associate agreements, in place with every vendor, and confirm that patient data is not used to train third-party models without explicit permission.",
        "Governance goes beyond privacy. Define clearly what each AI tool is allowed to do, and document the boundary with clinical decision-making: operational tools should not give medical advice, and anything that edges towards it goes to a qualified person. Keep audit logs of inputs, outputs and human decisions. Monitor performance over time, check for uneven results across patient groups, for example whether no-show predictions lead to worse access for some communities, and have a route for staff and patients to raise concerns.",
        "Finally, make governance practical. A small cross-functional group drawing on operations, clinical leadership, information governance, security and IT can review new use cases quickly against an agreed checklist. That keeps projects moving while ensuring nothing reaches patients without the right scrutiny.",
      ],
    },
    {
      title: "Getting started and measuring results",
      icon: "target",
      subtitle: "Pick one workflow, set a baseline and prove value within a quarter.",
      content: [
        "Start where the data is available, the risk is low and the pain is obvious. For many organizations that means appointment reminders and rebooking, front-desk call handling, claim scrubbing or supply replenishment. Avoid starting with anything that touches clinical decisions or requires integration with every system at once.",
        "Set a baseline before changing anything. Useful measures include no-show and slot utilization rates, call abandonment and average wait time, time from referral to booking, first-pass claim acceptance and days in accounts receivable, supply expiry write-offs and stock-outs, and administrative hours per clinician. Choose two or three for each pilot and agree targets with the teams involved.",
        "Run the pilot for eight to twelve weeks in one department or site, with staff involved in design and a weekly review of errors and edge cases. Involve information governance from the first week rather than the last. Expand only when the numbers and the staff feedback both support it.",
        "Plan for the long term from the start. Models drift as patient mix, payer rules and services change, so someone must own monitoring and retraining. Budget for that ownership, and for the data engineering that keeps inputs clean, as part of the business case rather than an afterthought.",
      ],
    },
    {
      title: "How Lumenfold helps",
      icon: "handshake",
      subtitle: "Governed data foundations, agents you can deploy today, and custom builds for the rest.",
      content: [
        `${foundersTrackRecord}, so handling sensitive data under strict rules is familiar ground for us. Our data engineering and data governance teams help healthcare organizations connect scheduling, billing, supply and workforce data in a secure, well-governed way, which is the foundation every operational AI use case depends on.`,
        "Agents built specifically for healthcare operations are coming soon to our marketplace. Three agents already there fit the work well: an AI Receptionist for calls and bookings, Omnichannel Support for patient questions across messaging and email, and Lab Supply Management for clinical laboratories. For a workflow they do not cover, we build a custom agent today. Each comes with human handoff, audit trails and clear boundaries that keep it out of clinical decision-making.",
        "If you are looking for a safe, measurable first step with AI in healthcare, start with one operational workflow and a clear baseline. Tell us which one, and we will show you the agent that fits it or build one that does.",
      ],
    },
  ],
  relatedAgent: "healthcare-operations",
  relatedAgentTitle: "Healthcare Operations agents",
  exploreButtonText: "Explore Healthcare Operations",
};

export default article;
