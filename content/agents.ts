import type { Agent } from "@/content/types";

/**
 * The marketplace catalog, in the order the marketplace shows it by default. Each field is described
 * in content/schema.ts (agentSchema): `functions` decides where the marketplace lists an agent,
 * `path` gives it a page of its own, `requestForm` words its request form, `featuredOnHome` features it.
 */
export const agents: Agent[] = [
  {
    id: 1,
    name: "AI Receptionist",
    slug: "ai-receptionist-agent",
    description:
      "Answers every inbound call in a natural voice, books appointments, answers common questions and routes urgent callers to the right person, day or night.",
    tags: ["Customer Service", "Enterprise Ready", "Automation"],
    functions: ["Customer Support"],
    featuredOnHome: 1,
    icon: "phone",
    image: "/images/agents/ai-receptionist-agent.svg",
    howItWorks: [
      {
        title: "Connect Your Line",
        description:
          "Forward your main number or add the agent to your existing phone system, with no new hardware or handsets.",
      },
      {
        title: "Load Your Playbook",
        description:
          "Give it your opening hours, services, FAQs and escalation rules so it answers the way your front desk would.",
      },
      {
        title: "Answer and Act",
        description:
          "It greets callers, understands what they need and books, reschedules, takes a message or transfers the call.",
      },
      {
        title: "Review Every Call",
        description:
          "Transcripts, summaries and outcomes appear in a dashboard and can be pushed to your CRM or helpdesk.",
      },
    ],
    keyCapabilities: [
      {
        title: "Natural Voice Conversations",
        description:
          "Handles interruptions, follow-up questions and changes of mind without forcing callers through a keypad menu.",
      },
      {
        title: "Calendar Booking",
        description:
          "Checks live availability and books, moves or cancels appointments directly in your scheduling system.",
      },
      {
        title: "Smart Call Transfer",
        description:
          "Recognizes urgent or sensitive requests and hands them to the right person or on-call number with a short summary.",
      },
      {
        title: "Multilingual Support",
        description:
          "Detects the caller's language and continues the conversation in it, so every caller gets the same standard of service.",
      },
      {
        title: "CRM Logging",
        description:
          "Creates or updates contact records with the reason for the call, the outcome and any follow-up that is due.",
      },
    ],
    useCases: [
      "A 40-chair dental group answers every after-hours call and books cleanings directly into its practice calendar.",
      "A property management firm takes maintenance requests around the clock and escalates burst pipes to the on-call engineer.",
      "A regional law practice screens new inquiries by matter type and schedules consultations with the right partner.",
      "A multi-site vet clinic handles lunchtime call peaks without leaving callers on hold.",
    ],
  },
  {
    id: 19,
    name: "Lab Supply Management",
    slug: "lab-supply-management-agent",
    description:
      "Tracks reagents and consumables across labs, watches expiry dates and reorder points, and drafts purchase requests before an experiment is held up by an empty shelf.",
    tags: ["Laboratory", "Inventory Management", "Supply Chain"],
    functions: ["Inventory", "Supply Chain"],
    featuredOnHome: 2,
    icon: "flask",
    image: "/images/agents/lab-supply-management-agent.svg",
    howItWorks: [
      {
        title: "Import Your Inventory",
        description:
          "Connect your LIMS, spreadsheet or ERP so the agent knows every item, lot number, location and expiry date.",
      },
      {
        title: "Track Usage",
        description:
          "Staff log what they use by chat or barcode scan, and the agent keeps stock levels and consumption rates current.",
      },
      {
        title: "Forecast and Reorder",
        description:
          "When an item nears its reorder point or expiry date, it drafts a purchase request with the preferred supplier and quantity.",
      },
      {
        title: "Report and Audit",
        description:
          "It keeps a full history of receipts, usage and disposals that lab managers can export for audits and budget reviews.",
      },
    ],
    keyCapabilities: [
      {
        title: "Expiry Monitoring",
        description:
          "Flags lots that are about to expire so teams use them first or plan a compliant disposal.",
      },
      {
        title: "Reorder Point Alerts",
        description:
          "Calculates reorder points from real consumption and supplier lead times rather than fixed guesses.",
      },
      {
        title: "Lot and Location Tracking",
        description:
          "Records which lot sits in which fridge, freezer or cabinet so anyone can find it quickly.",
      },
      {
        title: "Supplier Consolidation",
        description:
          "Groups open requests by supplier to reduce small orders and shipping costs.",
      },
      {
        title: "Audit-Ready Records",
        description:
          "Keeps a time-stamped log of every receipt, transfer and disposal for quality and compliance reviews.",
      },
    ],
    useCases: [
      "A university core facility stops losing antibodies to expiry by using the oldest lots first.",
      "A clinical testing lab is warned two weeks ahead that a high-use assay kit will run short and reorders in time.",
      "A biotech startup with three benches and no dedicated lab manager keeps its consumables stocked through a shared chat channel.",
      "A QC lab in a food plant produces a reagent traceability report for its annual audit in minutes.",
    ],
  },
  {
    id: 20,
    name: "Omnichannel Support",
    slug: "omnichannel-support-agent",
    description:
      "Resolves customer questions across phone, email, web chat and messaging apps from one knowledge base, and hands complex cases to your team with full context.",
    tags: ["Customer Support", "Multi-Channel"],
    functions: ["Customer Support"],
    path: "/omnichannel-support-agent",
    // Specified as a simulated form; we send a real request so no lead is lost (DESIGN.md).
    requestForm: { agentName: "Omnichannel Support Agent", source: "Omnichannel Support Agent Page", successMessage: "Form submitted successfully!" },
    featuredOnHome: 3,
    icon: "headset",
    image: "/images/agents/omnichannel-support-agent.svg",
    howItWorks: [
      {
        title: "Connect Channels",
        description:
          "Link your phone line, support inbox, website chat and messaging accounts so every conversation arrives in one place.",
      },
      {
        title: "AI Learns",
        description:
          "The agent studies your help center, policies and past tickets to learn your products, tone and escalation rules.",
      },
      {
        title: "Go Live",
        description:
          "It starts answering customers on every connected channel while your team reviews conversations and takes over when needed.",
      },
    ],
    keyCapabilities: [
      {
        title: "24/7 Availability",
        description:
          "Answers customers at any hour and in any time zone, so questions no longer wait for the next shift.",
      },
      {
        title: "Intelligent Call Routing",
        description:
          "Understands why a customer is calling and routes the call to the right team with a summary, instead of a generic queue.",
      },
      {
        title: "Email & Chat Support",
        description:
          "Drafts and sends accurate replies to emails and chat messages, keeping one conversation history per customer across channels.",
      },
    ],
    useCases: [
      "An online furniture retailer answers delivery-date questions on chat, email and WhatsApp from the same order data.",
      "A software company resolves password and billing questions overnight and leaves only complex tickets for its morning team.",
      "A utility provider routes outage calls to a recorded status update and billing disputes to a specialist agent.",
      "A travel operator keeps one history per customer, so a caller asking about a booking change they emailed about does not have to explain it twice.",
    ],
  },
  {
    id: 21,
    name: "AI Marketeer",
    slug: "ai-marketeer-agent",
    description:
      "Plans, writes and schedules on-brand content for social, email and blog channels, then tracks what performs and adjusts the next campaign to match.",
    tags: ["Marketing", "Content Creation"],
    functions: ["Marketing"],
    requestForm: { agentName: "AI Marketeer Agent", source: "AI Marketeer Agent Page" },
    icon: "megaphone",
    image: "/images/agents/ai-marketeer-agent.svg",
    howItWorks: [
      {
        title: "Learns Your Business",
        description:
          "It reads your website, past campaigns and brand guidelines to understand your products, audience and voice.",
      },
      {
        title: "Plans & Executes",
        description:
          "It proposes a content calendar, drafts posts, emails and articles for your approval, and publishes them on schedule.",
      },
      {
        title: "Tracks & Optimizes",
        description:
          "It compares engagement and conversions across posts and channels and shifts effort towards what your audience responds to.",
      },
    ],
    keyCapabilities: [
      {
        title: "Content Creation",
        description:
          "Writes social posts, newsletters, landing page copy and blog drafts grounded in your own product information.",
      },
      {
        title: "Tone Adaptation",
        description:
          "Keeps your brand voice while adjusting register for each channel, from a concise LinkedIn post to a friendly newsletter.",
      },
      {
        title: "Campaign Automation",
        description:
          "Schedules and publishes approved content across connected channels and sequences follow-up emails automatically.",
      },
      {
        title: "Performance Tracking",
        description:
          "Pulls reach, clicks and conversions into one weekly summary so you can see which messages work.",
      },
      {
        title: "Smart Interface",
        description:
          "Lets you brief, review and approve campaigns in plain language, without learning another marketing tool.",
      },
      {
        title: "Smart Optimization",
        description:
          "Suggests new headlines, posting times and audience segments based on the results of earlier campaigns.",
      },
    ],
    useCases: [
      "A five-person B2B software firm keeps a steady LinkedIn and newsletter schedule without hiring a content writer.",
      "A regional restaurant group promotes a seasonal menu across its locations with copy adapted to each city.",
      "An e-commerce brand tests three subject lines on its weekly email and automatically sends the best performer to the rest of the list.",
      "A professional services firm turns each new case study into a blog post, social posts and a sales email in one pass.",
    ],
  },
  {
    id: 22,
    name: "Order Verification",
    slug: "order-verification-agent",
    description:
      "Checks grocery and quick-commerce orders for picking errors before dispatch and suggests substitutions for missing items, so wrong orders are fixed before they reach customers.",
    tags: ["E-commerce", "Customer Support"],
    functions: ["Sales"],
    path: "/order-verification-agent",
    requestForm: {
      agentName: "Order Verification AI Agent",
      customizationsLabel: "Use Case Description",
      customizationsRequired: true,
      timelineLabel: "Urgency",
    },
    icon: "clipboard-check",
    image: "/images/agents/order-verification-agent.svg",
    howItWorks: [
      {
        title: "Chat Integration",
        description:
          "The agent joins the chat tool your store team already uses, so pickers share order photos and scans where they already work.",
      },
      {
        title: "Automated Accuracy Checks",
        description:
          "It compares each packed order with the original order for wrong items, missing lines, incorrect quantities and sizes before dispatch.",
      },
      {
        title: "Smart Substitutions & Feedback",
        description:
          "When an item is out of stock it proposes close substitutes, and it gives pickers instant feedback on every mistake it catches.",
      },
    ],
    keyCapabilities: [
      {
        title: "Automated Flags",
        description:
          "Highlights mismatched items, quantities or variants in the picker's chat so the order is corrected before it leaves the store.",
      },
      {
        title: "Substitution Suggestions",
        description:
          "Recommends replacements of similar brand, size and price that match the customer's substitution preferences.",
      },
      {
        title: "Staff Training",
        description:
          "Spots recurring error patterns by shift, aisle or product and turns them into short training tips for the whole team, without reporting on individual pickers.",
      },
      {
        title: "Chat Integration",
        description:
          "Works inside your team's existing messaging app, so there is no new device or app for store staff to learn.",
      },
      {
        title: "Multi-Location Support",
        description:
          "Runs across every store or dark store with per-site error reports, so operations managers can compare locations.",
      },
    ],
    useCases: [
      "A quick-commerce operator checks every order at its dark stores before riders leave, catching wrong variants and missing items.",
      "A supermarket chain's online team offers customers an agreed substitute for out-of-stock items instead of sending a partial order.",
      "A grocery delivery start-up uses weekly error reports by aisle and product to plan training for new pickers in their first month.",
      "A regional grocer compares picking accuracy across its stores and shares the habits of its best-performing site.",
    ],
  },
  {
    id: 4,
    name: "RealEstate Bot",
    slug: "real-estate-bot",
    description:
      "Responds to property inquiries in seconds, qualifies buyers and renters by budget, location and timeline, and books viewings straight into agents' calendars.",
    tags: ["Real Estate", "Lead Generation", "Sales"],
    functions: ["Sales"],
    icon: "building",
    image: "/images/agents/real-estate-bot.svg",
    howItWorks: [
      {
        title: "Sync Your Listings",
        description:
          "Connect your listings feed or property portal so the bot always knows what is available, at what price and where.",
      },
      {
        title: "Engage Every Inquiry",
        description:
          "It replies on your website, portals and messaging apps, answering questions about price, size, amenities and availability.",
      },
      {
        title: "Qualify the Lead",
        description:
          "It asks about budget, preferred areas, financing and move-in date, and scores each lead for your team.",
      },
      {
        title: "Book the Viewing",
        description:
          "Qualified leads choose a viewing slot from the listing agent's calendar and receive reminders automatically.",
      },
    ],
    keyCapabilities: [
      {
        title: "Instant Inquiry Response",
        description:
          "Replies to portal and website inquiries at any hour, before the prospect moves on to another agency.",
      },
      {
        title: "Lead Qualification",
        description:
          "Captures budget, location, property type and timeline in a short, natural conversation.",
      },
      {
        title: "Property Matching",
        description:
          "Suggests other suitable listings when the requested property is already let or sold.",
      },
      {
        title: "Viewing Scheduling",
        description:
          "Books, confirms and reschedules viewings and sends reminders to reduce no-shows.",
      },
      {
        title: "CRM Handoff",
        description:
          "Pushes qualified leads with the full conversation into your CRM so agents can follow up prepared.",
      },
    ],
    useCases: [
      "A city lettings agency answers weekend portal inquiries and has viewings booked by Monday morning.",
      "A new-build developer qualifies hundreds of launch-day inquiries and routes serious buyers to its sales suite.",
      "A commercial property broker filters office-space inquiries by size and budget before a broker picks up the phone.",
      "A boutique estate agent re-engages old leads when a matching property comes onto the market.",
    ],
  },
  {
    id: 5,
    name: "FinanceTracker",
    slug: "finance-tracker",
    description:
      "Monitors transactions, categorizes spending and flags unusual payments for review, giving finance teams a clear daily view of cash flow and fraud risk.",
    tags: ["Finance", "Fraud Detection", "Analytics"],
    functions: ["Finance"],
    icon: "wallet",
    image: "/images/agents/finance-tracker.svg",
    howItWorks: [
      {
        title: "Connect Your Accounts",
        description:
          "Link bank feeds, card accounts and your accounting system through secure, read-only connections.",
      },
      {
        title: "Categorize Automatically",
        description:
          "It classifies each transaction by cost center, supplier and category, learning from the corrections your team makes.",
      },
      {
        title: "Detect Anomalies",
        description:
          "It compares each payment with normal patterns and flags duplicates, unusual amounts and new payees for review.",
      },
      {
        title: "Report and Forecast",
        description:
          "It produces daily cash summaries and rolling forecasts that finance leads can share with management.",
      },
    ],
    keyCapabilities: [
      {
        title: "Real-Time Transaction Monitoring",
        description:
          "Watches incoming and outgoing payments as they post rather than at month-end.",
      },
      {
        title: "Fraud and Anomaly Alerts",
        description:
          "Flags duplicate invoices, changed bank details and out-of-pattern payments before they are approved.",
      },
      {
        title: "Smart Categorization",
        description:
          "Suggests the account and cost center for each transaction and learns from your team's corrections, cutting manual coding work.",
      },
      {
        title: "Cash Flow Forecasting",
        description:
          "Projects balances weeks ahead from recurring income, bills and payroll.",
      },
      {
        title: "Budget Tracking",
        description:
          "Compares spending with budget by department and warns owners when they approach their limit.",
      },
    ],
    useCases: [
      "A mid-sized distributor catches a supplier invoice paid twice before the second payment leaves the account.",
      "A growing agency gets a Monday cash report showing the next six weeks of expected balances.",
      "A retail group is alerted when a long-standing supplier's bank details change unexpectedly, a common sign of invoice fraud.",
      "A non-profit tracks grant spending against budget by program without maintaining a separate spreadsheet.",
    ],
  },
  {
    id: 11,
    name: "Resume Screener",
    slug: "resume-screener-agent",
    description:
      "Reads every application against the role's requirements, produces a consistent and explainable shortlist, and lets recruiters spend their time on interviews.",
    tags: ["HR", "Recruitment"],
    functions: ["HR"],
    icon: "user-search",
    image: "/images/agents/resume-screener-agent.svg",
    howItWorks: [
      {
        title: "Define the Role",
        description:
          "Paste the job description and mark which skills, qualifications and experience are essential and which are desirable.",
      },
      {
        title: "Screen Applications",
        description:
          "It reads each CV and application form from your applicant tracking system and checks it against the criteria.",
      },
      {
        title: "Rank and Explain",
        description:
          "Candidates are ranked with a short, criteria-based explanation for each score that recruiters can check and override.",
      },
      {
        title: "Move Candidates Forward",
        description:
          "Shortlisted candidates receive interview invitations and others receive a timely, courteous update.",
      },
    ],
    keyCapabilities: [
      {
        title: "Criteria-Based Scoring",
        description:
          "Scores every candidate against the same job-related criteria so screening is consistent from the first CV to the last.",
      },
      {
        title: "Explainable Shortlists",
        description:
          "Shows which requirements each candidate meets, with evidence from the CV, so decisions can be reviewed.",
      },
      {
        title: "Bias Safeguards",
        description:
          "Can hide names, photos and other personal details during screening and ignores factors unrelated to the job.",
      },
      {
        title: "ATS Integration",
        description:
          "Reads applications from and writes scores back to common applicant tracking systems.",
      },
      {
        title: "Candidate Communication",
        description:
          "Sends status updates and interview invitations so no applicant is left without a response.",
      },
    ],
    useCases: [
      "A logistics company hiring 60 warehouse staff for peak season screens applications within a day of each posting.",
      "A software firm's two-person talent team shortlists engineers against a consistent rubric agreed with hiring managers.",
      "A hospital trust checks nursing applications for the required registrations before any interview is scheduled.",
      "A graduate program gives every applicant a timely update, even when thousands apply.",
    ],
  },
  {
    id: 12,
    name: "Shopping Assistant",
    slug: "shopping-assistant-agent",
    description:
      "Guides online shoppers to the right product with conversational search, size and compatibility advice, and order tracking, all inside your store's chat.",
    tags: ["E-commerce", "Customer Service"],
    functions: ["Sales"],
    icon: "shopping-bag",
    image: "/images/agents/shopping-assistant-agent.svg",
    howItWorks: [
      {
        title: "Sync Your Catalog",
        description:
          "Connect your store platform so the assistant knows every product, variant, price and stock level.",
      },
      {
        title: "Understand the Shopper",
        description:
          "It asks a few questions about needs, preferences and budget, just as a good shop assistant would.",
      },
      {
        title: "Recommend and Compare",
        description:
          "It suggests suitable products, explains the differences between them and answers questions about size and fit.",
      },
      {
        title: "Support After Purchase",
        description:
          "It tracks orders, explains delivery options and starts returns or exchanges according to your policy.",
      },
    ],
    keyCapabilities: [
      {
        title: "Conversational Product Search",
        description:
          "Finds products from everyday descriptions such as \"waterproof hiking boots for wide feet\" rather than exact keywords.",
      },
      {
        title: "Personalized Recommendations",
        description:
          "Suggests items and bundles based on what the shopper has said, browsed and bought before.",
      },
      {
        title: "Size and Compatibility Advice",
        description:
          "Uses your size guides and product specifications to reduce wrong-size orders and returns.",
      },
      {
        title: "Live Stock Awareness",
        description:
          "Recommends only items that are in stock and offers alternatives when a variant is sold out.",
      },
      {
        title: "Order Tracking and Returns",
        description:
          "Answers \"where is my order?\" and starts returns without sending the shopper to a support queue.",
      },
    ],
    useCases: [
      "An outdoor gear retailer helps shoppers choose between three similar tents by comparing weight, capacity and price.",
      "A fashion brand reduces size-related returns by recommending a size based on each item's fit notes.",
      "An electronics store checks whether a charger is compatible with the customer's laptop before they buy.",
      "A homeware shop answers order-status questions in chat during the holiday rush.",
    ],
  },
  {
    id: 13,
    name: "Outbound SDR",
    slug: "outbound-sdr-agent",
    description:
      "Researches target accounts, writes personalized outreach, runs multi-step email sequences and books meetings for your sales team with qualified prospects.",
    tags: ["Sales", "Lead Generation", "Pipeline Management"],
    functions: ["Sales"],
    icon: "send",
    image: "/images/agents/outbound-sdr-agent.svg",
    howItWorks: [
      {
        title: "Define Your Ideal Customer",
        description:
          "Set target industries, company sizes, regions and job titles, and share your value proposition and case studies.",
      },
      {
        title: "Research and Personalize",
        description:
          "It researches each account and writes an opening message that refers to something relevant to that prospect.",
      },
      {
        title: "Run the Sequence",
        description:
          "It sends and follows up by email on a schedule, respecting opt-outs and sending limits, and drafts LinkedIn steps for your reps to send.",
      },
      {
        title: "Book the Meeting",
        description:
          "When a prospect replies with interest, it answers questions and books a call in your account executive's calendar.",
      },
    ],
    keyCapabilities: [
      {
        title: "Account Research",
        description:
          "Gathers company news, hiring signals and technology clues to find a relevant reason to reach out.",
      },
      {
        title: "Personalized Messaging",
        description:
          "Writes individual emails in your voice instead of filling in a mail-merge template.",
      },
      {
        title: "Multi-Step Sequences",
        description:
          "Manages follow-ups and timing for each prospect and stops as soon as someone replies.",
      },
      {
        title: "Reply Handling",
        description:
          "Reads replies, answers common objections and recognizes out-of-office, referral and unsubscribe messages.",
      },
      {
        title: "CRM Sync",
        description:
          "Logs every touchpoint, reply and booked meeting in your CRM so the pipeline stays current.",
      },
    ],
    useCases: [
      "A data consultancy reaches operations leaders at mid-sized manufacturers with messages tailored to each plant's situation.",
      "A SaaS start-up without an SDR team keeps a steady flow of discovery calls for its two account executives.",
      "An IT services firm re-engages dormant accounts with outreach about their recent expansion news.",
      "A logistics software vendor tests two value propositions in parallel to learn which one wins more meetings.",
    ],
  },
  {
    id: 14,
    name: "Nutrition Guru",
    slug: "nutrition-guru-agent",
    description:
      "A nutrition and wellness assistant for clinics, gyms and food brands that answers food questions, builds meal plans and supports healthy habits, without diagnosing.",
    tags: ["Health", "Customer Service"],
    functions: ["Customer Support", "Health"],
    icon: "apple",
    image: "/images/agents/nutrition-guru-agent.svg",
    howItWorks: [
      {
        title: "Set Your Guidelines",
        description:
          "Your dietitians or product team load approved nutrition guidance, recipes, product data and topics to refer onwards.",
      },
      {
        title: "Learn About the User",
        description:
          "It asks about goals, dietary preferences, allergies and routine to tailor its suggestions.",
      },
      {
        title: "Advise and Plan",
        description:
          "It answers nutrition questions and builds meal plans and shopping lists within the guidelines you set.",
      },
      {
        title: "Follow Up and Refer",
        description:
          "It checks in on progress, and refers medical questions or concerning symptoms to a qualified professional.",
      },
    ],
    keyCapabilities: [
      {
        title: "Personalized Meal Plans",
        description:
          "Builds weekly plans that respect goals, budgets, cooking time, allergies and cultural or religious preferences.",
      },
      {
        title: "Nutrition Q&A",
        description:
          "Explains labels, portions and ingredients in plain language based on your approved guidance.",
      },
      {
        title: "Habit Coaching",
        description:
          "Sends check-ins and practical tips that help users keep new routines going between appointments.",
      },
      {
        title: "Product Knowledge",
        description:
          "Answers questions about a food brand's ingredients, allergens and nutritional values from its own product data.",
      },
      {
        title: "Safe Escalation",
        description:
          "Does not diagnose or prescribe, and directs users to a dietitian or doctor when a question needs professional care.",
      },
    ],
    useCases: [
      "A physiotherapy clinic gives patients meal ideas between appointments that follow its dietitian's guidance.",
      "A gym chain offers members high-protein meal plans that fit their training schedules and budgets.",
      "A plant-based food brand answers allergen and ingredient questions on its website at any hour.",
      "A corporate wellness program helps employees plan healthier lunches and tracks participation.",
    ],
  },
  {
    id: 17,
    name: "Inbound AI SDR",
    slug: "inbound-ai-sdr-agent",
    description:
      "Responds to inbound leads from forms, chat and email within minutes, qualifies them against your criteria and books meetings with the right sales rep.",
    tags: ["Sales", "Lead Generation", "Customer Service"],
    functions: ["Sales"],
    icon: "inbox",
    image: "/images/agents/inbound-ai-sdr-agent.svg",
    howItWorks: [
      {
        title: "Capture Every Lead",
        description:
          "Connect your website forms, chat widget, demo requests and sales inbox so no lead is missed.",
      },
      {
        title: "Respond Quickly",
        description:
          "It replies within minutes with a personal message that reflects what the lead asked or downloaded.",
      },
      {
        title: "Qualify the Opportunity",
        description:
          "It asks about need, timeline, team size and budget, following your qualification framework.",
      },
      {
        title: "Route and Book",
        description:
          "Qualified leads are booked with the right rep by territory or segment, and others are placed into nurture.",
      },
    ],
    keyCapabilities: [
      {
        title: "Fast Lead Response",
        description:
          "Engages leads while their interest is highest, including evenings and weekends.",
      },
      {
        title: "Framework-Based Qualification",
        description:
          "Applies BANT, MEDDIC or your own criteria consistently to every lead.",
      },
      {
        title: "Territory Routing",
        description:
          "Assigns meetings to the right rep by region, industry, deal size or round-robin rules.",
      },
      {
        title: "Product Q&A",
        description:
          "Answers early product and pricing-page questions from your approved sales material.",
      },
      {
        title: "Lead Nurturing",
        description:
          "Keeps not-yet-ready leads warm with relevant follow-ups until they are ready to talk.",
      },
    ],
    useCases: [
      "A B2B software company replies to Friday-evening demo requests and has calls booked for Monday.",
      "A managed IT provider routes inquiries from enterprise accounts to senior reps and smaller businesses to its inside sales team.",
      "A marketing agency qualifies webinar attendees and books discovery calls with the most engaged.",
      "An industrial equipment supplier answers spec questions from website visitors before passing them to a sales engineer.",
    ],
  },
  {
    id: 18,
    name: "Sales Pro",
    slug: "sales-pro-agent",
    description:
      "Analyzes your CRM pipeline to highlight at-risk deals, forecast revenue and suggest next best actions, so sales leaders can coach and plan with confidence.",
    tags: ["Analytics", "Sales", "Pipeline Management"],
    functions: ["Analytics"],
    icon: "trending-up",
    image: "/images/agents/sales-pro-agent.svg",
    howItWorks: [
      {
        title: "Connect Your CRM",
        description:
          "Link your CRM, email and calendar so the agent sees deals, stages, activity and meetings.",
      },
      {
        title: "Analyze the Pipeline",
        description:
          "It examines deal age, stage movement, engagement and historical win rates to assess each opportunity.",
      },
      {
        title: "Flag Risks and Actions",
        description:
          "It highlights stalled or at-risk deals and suggests a specific next step for each one.",
      },
      {
        title: "Forecast and Report",
        description:
          "It produces a weekly forecast and pipeline review that managers can use in team meetings.",
      },
    ],
    keyCapabilities: [
      {
        title: "Deal Risk Scoring",
        description:
          "Spots deals with no recent activity, slipping close dates or missing decision-makers.",
      },
      {
        title: "Revenue Forecasting",
        description:
          "Combines pipeline data with historical conversion rates to produce a forecast you can trace back to individual deals.",
      },
      {
        title: "Next Best Action",
        description:
          "Recommends concrete follow-ups, such as involving a sponsor or sending a proposal, for each open opportunity.",
      },
      {
        title: "Team Coaching Insights",
        description:
          "Shows where the team's deals tend to stall, by stage and segment, so managers can focus training where it matters, without reporting on individual reps.",
      },
      {
        title: "CRM Hygiene",
        description:
          "Finds missing fields, outdated stages and duplicate records and prompts owners to fix them.",
      },
    ],
    useCases: [
      "A regional sales director sees every Monday which of the quarter's largest deals have gone quiet.",
      "A SaaS company replaces its spreadsheet forecast with one built directly from CRM activity.",
      "A distributor's sales manager learns that deals stall after the pricing stage and adjusts proposal training.",
      "A growing team keeps its CRM clean enough to trust, with owners prompted to update stale opportunities.",
    ],
  },
];
