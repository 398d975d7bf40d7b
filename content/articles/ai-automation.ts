import type { Article } from "@/content/types";

const article: Article = {
  id: "ai-automation",
  category: "AI Automation",
  categoryColor: "violet",
  heroGradient: "violet",
  date: "2025-10-07",
  title: "AI Automation for the Front Office: A Practical Guide for SMBs and Enterprises",
  description:
    "A practical guide to automating front-office work with AI: handling calls, bookings and FAQs, designing a clean handoff to people, choosing where to start and measuring what matters.",
  image: "/images/blog/ai-automation.svg",
  author: "Lumenfold AI Solutions Team",
  sections: [
    {
      title: "Why the front office is the right place to start",
      icon: "rocket",
      subtitle: "High volume, repeatable questions and a direct line to revenue.",
      content: [
        "Every business has a front office, even if it is not called that. It is the phone that rings while the owner is with a customer, the shared inbox that fills overnight, the booking requests that arrive by message, email and web form, and the same ten questions asked a hundred times a week. For a small business it may be one person doing everything. For an enterprise it is a contact center, a network of branch receptionists and several digital channels.",
        "The front office is a natural first target for AI automation for three reasons. The work is high volume and repetitive, so small gains per interaction add up. Most of it follows clear patterns, such as booking, rescheduling, opening hours, pricing, directions and order status, which today’s language models handle well. And it sits directly on revenue: a missed call or an unanswered inquiry is often a lost customer who simply tries the next business on the list.",
        "Many businesses discover, once they measure it, that a significant share of inbound calls go unanswered at busy times and after hours, sometimes a fifth or more. Each of those is a booking, a sale or a support issue that either waits or walks away. Meanwhile skilled staff spend much of their day on routine questions instead of the conversations where they add real value.",
        "This guide covers what front-office AI can reliably do today, how to pick a first workflow, how to design the handoff to people, which integrations matter, how needs differ between SMBs and enterprises, the common pitfalls, and how to measure success.",
      ],
    },
    {
      title: "What front-office AI can do today",
      icon: "phone",
      subtitle: "Answering, booking, informing and routing, on voice and text.",
      content: [
        "Modern AI receptionists and assistants answer phone calls in natural speech, understand what the caller wants even when it is phrased loosely, and respond in a consistent voice. The same engine can work across web chat, messaging apps, SMS and email, so customers get the same quality of answer wherever they reach out.",
        "The core tasks are well established. Answering frequently asked questions from an approved knowledge base. Booking, rescheduling and canceling appointments against live calendars. Capturing inquiries with the details a salesperson or technician needs. Checking order or job status from a business system. Qualifying leads with a few structured questions. And routing everything else to the right person or team with a summary, so nobody has to ask the customer to repeat themselves.",
        "What it should not do matters just as much. It should not invent answers outside its knowledge, negotiate on price unless explicitly allowed, handle complaints that need empathy and discretion, or give regulated advice in areas such as health, finance or law. A good deployment is explicit about these limits and hands off early rather than late.",
        "The practical result is a front office that never sends a call to voicemail, answers the routine questions in seconds at any hour, and passes the interesting or sensitive conversations to people who now have the time to handle them well.",
      ],
    },
    {
      title: "Choosing your first workflow",
      icon: "target",
      subtitle: "Look for volume, repeatability and low risk, in that order.",
      content: [
        "Start with evidence rather than instinct. Listen to a sample of calls, read a week of the shared inbox and export the booking logs. Classify each interaction by intent, such as booking, rescheduling, opening hours, pricing, order status, complaint or sales inquiry, and note how long it took and whether it needed judgment. A few days of this usually shows that a handful of intents account for most of the volume.",
        "Score each intent on three questions. How often does it happen? How consistent is the correct answer? What is the cost of getting it wrong? The best first candidates are frequent, consistent and low risk: appointment booking and rescheduling, business information, order or job status, and after-hours call capture are typical winners.",
        "Resist the urge to automate everything at once. A first release that handles three or four intents very well, and hands everything else to a person cleanly, builds trust with customers and staff. A release that tries to handle thirty intents and stumbles on half of them does the opposite.",
        "Define success before you build. Decide which numbers you expect to move, by how much and over what period. That makes the go or no-go decision at the end of the pilot a matter of evidence rather than opinion.",
      ],
    },
    {
      title: "Designing the conversation and the handoff",
      icon: "message",
      subtitle: "The handoff to a person is a feature, not a failure.",
      content: [
        "Good front-office AI sounds like your business. Write a short persona and style guide: how it greets people, how formal it is, how it says it does not know something, and how it confirms details. Keep answers brief on the phone, where long sentences are hard to follow, and confirm critical details such as dates, times and phone numbers by reading them back.",
        "Design the handoff rules explicitly. Typical triggers include the caller asking for a person, a complaint or strong emotion, a request outside the approved scope, repeated misunderstanding, and high-value situations such as a large order or an existing key account. When a trigger fires, the assistant should transfer warmly during opening hours or take a message with a callback commitment outside them.",
        "Pass context with every handoff. The person who picks up should see who the customer is, what they asked, what the assistant already did and why it handed over. Nothing frustrates customers more than repeating everything they just said, and nothing undermines staff confidence in the system faster than receiving blind transfers.",
        "Be transparent. Tell callers they are speaking with an AI assistant, respect local rules on call recording and consent, and always offer a route to a person. Customers are generally comfortable with AI that is honest, quick and helpful; they object to AI that pretends to be human or traps them in a loop.",
      ],
    },
    {
      title: "The integrations that matter",
      icon: "settings",
      subtitle: "An assistant is only as useful as the systems it can read and write.",
      content: [
        "An assistant that can only talk is a glorified answering machine. Its value comes from acting in your systems. The essential integrations are usually the calendar or booking system, so it can see real availability and create appointments; the CRM, so it can recognize returning customers and log every interaction; and the phone system, so it can answer, transfer and record calls.",
        "Beyond that, connect the knowledge base that holds your approved answers, and keep it owned by someone. Prices, opening hours, policies and service details change, and an assistant answering from last quarter’s information is worse than no assistant at all. Version the knowledge base and review it on a fixed schedule.",
        "Order management, ticketing, payment links and field-service scheduling come next, depending on the business. Add them one at a time, with clear permissions on what the assistant can read and what it can change, and test each with realistic scenarios before going live.",
        "Treat data protection as part of integration design. Limit what personal data the assistant can access to what each task needs, make sure call recordings and transcripts are stored and retained according to your policies, and check that your vendor does not use your customer data to train shared models without your agreement.",
      ],
    },
    {
      title: "SMBs and enterprises need different things",
      icon: "building",
      subtitle: "Same technology, very different constraints.",
      content: [
        "For a small or mid-sized business, the main constraints are time and simplicity. The owner or office manager needs something that can be set up in days, connects to the calendar and phone system they already use, and does not require a data team to run. The biggest wins are usually capturing every call, booking appointments around the clock and freeing one or two people from constant interruptions.",
        "Enterprises face a different set of questions. They need the assistant to work across many locations, brands and languages, integrate with established contact-center platforms, follow strict security and compliance requirements, and report in a way that fits existing service-level metrics. Procurement, security review and change management often take longer than the build itself.",
        "Enterprises should also plan for scale in governance. That means a central team that owns the knowledge base, conversation design and monitoring, with local teams contributing content for their branches. Without that ownership, different sites drift apart and the customer experience becomes inconsistent.",
        "In both cases the principles are the same: start narrow, integrate properly, keep people in the loop and measure relentlessly. Only the scale of the plan changes.",
      ],
    },
    {
      title: "Pitfalls to avoid",
      icon: "shield",
      subtitle: "Most failed deployments fail for predictable reasons.",
      content: [
        "The first pitfall is over-automation. Forcing every caller through the assistant, hiding the option to speak to a person, or keeping callers talking to the assistant long after it is clearly not working will damage customer satisfaction faster than any efficiency gain can justify.",
        "The second is stale or unclear knowledge. Language models are fluent, and a fluent wrong answer is dangerous. Constrain the assistant to approved content for factual questions, tell it to say when it does not know, and test it regularly with tricky questions, including ones about recent changes.",
        "The third is ignoring real-world speech. Accents, background noise, poor mobile connections, names, addresses and alphanumeric references are where voice systems struggle. Test with real recordings from your customers, confirm critical details back, and use text follow-ups for things such as booking confirmations.",
        "The fourth is launching without owners. Somebody must review transcripts, update the knowledge base, track the metrics and decide on improvements every week. An assistant left alone after launch slowly gets worse as the business around it changes.",
      ],
    },
    {
      title: "How to measure success",
      icon: "chart",
      subtitle: "Track outcomes for customers, staff and the business.",
      content: [
        "Start with coverage and responsiveness: the share of calls and messages answered, missed-call rate, time to answer and after-hours inquiries captured. These usually move first and most visibly, because an assistant answers every contact immediately.",
        "Then measure resolution. Containment rate, the share of interactions fully handled without a person, is useful but can mislead on its own, because an assistant can contain a conversation simply by failing to transfer it. Pair it with resolution confirmed by the outcome, such as a booking made or a question answered without a repeat contact, and with the handoff rate and its reasons.",
        "Measure business impact and experience together. Bookings or qualified leads generated, conversion from inquiry to appointment, no-show rates for AI-booked appointments, staff hours redirected to higher-value work and cost per contact show the financial case. Customer satisfaction scores and a weekly review of a sample of transcripts show whether it is being achieved the right way.",
        "Report these numbers against the baseline you set before launch, and review them with the people who work alongside the assistant. Their feedback on handoffs and gaps is often the fastest route to the next improvement.",
      ],
    },
    {
      title: "Where Lumenfold fits",
      icon: "sparkles",
      subtitle: "Fast to set up, carefully tuned for production.",
      content: [
        "At Lumenfold we have seen both sides of front-office automation. Speed of setup is real: our team once built two working agents in 30 minutes. But production quality comes from the work around the agent: clean data, solid integrations, sensible handoff rules and weekly tuning against real conversations. That is where our data engineering, governance and AI teams spend their effort.",
        "Our AI Receptionist agent is built for exactly the workflows in this guide. It answers calls and messages at any hour, books and reschedules against live calendars, answers questions from your approved knowledge base, captures leads, and hands off to your team with full context whenever a person is needed.",
        "If you want to see what front-office automation could do for your business, start with one workflow, a clear baseline and a pilot of a few weeks. The AI Receptionist agent is a straightforward way to take that first step.",
      ],
    },
  ],
  relatedAgent: "ai-receptionist-agent",
  relatedAgentTitle: "AI Receptionist Agent",
  exploreButtonText: "Explore the AI Receptionist Agent",
};

export default article;
