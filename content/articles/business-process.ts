import type { Article } from "@/content/types";
import { liveAgents } from "@/content/claims";

const article: Article = {
  id: "business-process",
  category: "Business Process",
  categoryColor: "indigo",
  heroGradient: "indigo",
  date: "2025-09-09",
  title: "Redesigning Business Processes Around AI Agents: A Customer Support Playbook",
  description:
    "Dropping an AI agent into yesterday’s process rarely pays off. How to map support work across phone, email and chat, redesign it around agents, and keep people in the loop where it matters.",
  image: "/images/blog/business-process.svg",
  author: "Lumenfold AI Solutions Team",
  sections: [
    {
      title: "Automating the old process is the wrong starting point",
      icon: "workflow",
      subtitle: "Agents change what the process can be, not just how fast it runs",
      content: [
        "Most business processes were designed around the constraints of people: working hours, the number of screens one person can watch, the cost of a phone call, the handoffs between teams that each own one system. When an organization adds an AI agent, the tempting move is to slot it into one step of that process and call it automation. The agent answers the phone, then hands the caller to the same queue as before.",
        "That approach delivers modest gains at best. The customer still waits for the handoff, the human still repeats questions the agent already asked, and the process still has the same number of steps, now with one more system to maintain. The real opportunity is to ask what the process would look like if some of its old constraints disappeared: if every contact could be answered instantly at any hour, if every conversation arrived with a summary, and if routine lookups took seconds instead of minutes.",
        "Customer support is the clearest example, because it touches every channel, involves a mix of routine and judgment-heavy work, and has well-understood metrics. The playbook below uses support across phone, email and chat as the worked example, but the same steps apply to order management, onboarding, claims, procurement and most other operational processes.",
      ],
    },
    {
      title: "What changes when an agent joins the team",
      icon: "users",
      subtitle: "Availability, context and volume stop being the bottleneck",
      content: [
        "An AI agent brings three properties that reshape a support process. It is always available, so the process no longer needs to be designed around opening hours and overnight backlogs. It can read and write context across systems, so it can check an order, update a ticket and pull the last three interactions in the time a person takes to open one tab. And it scales with volume, so a spike after a delivery delay or a product launch does not automatically become a queue.",
        "It also brings limits that the process must account for. An agent can be confidently wrong when its knowledge is out of date or a question falls outside what it was given. It has no authority unless you grant it, and granting authority, such as issuing a refund, requires rules and audit. It is only as good as the systems it can reach: an agent that cannot see order status will route every order question to a person.",
        "Redesign is therefore a balancing exercise. Give the agent the work where speed and consistency matter most, keep people on the work where judgment, empathy and accountability matter most, and design the handoff between them as carefully as either side.",
      ],
    },
    {
      title: "Map the process as it really runs",
      icon: "search",
      subtitle: "Sample real contacts, not the process diagram on the wiki",
      content: [
        "The documented process and the real process are rarely the same. Start by pulling a representative sample of recent contacts, typically 200 to 400 across all channels, and tag each one: the reason for contact, the channel, whether it was resolved on first contact, how many transfers it took, which systems the person used, and what information they had to ask the customer for.",
        "Patterns appear quickly. In most support teams, a small number of contact reasons, often five to ten, account for well over half of the volume: where is my order, change my booking, reset my access, how do I use a feature, update my details. Each of these usually follows a short, repeatable path once you strip out the waiting. Alongside them sits a long tail of complex, emotional or unusual cases that take disproportionate time.",
        "Pay attention to the shadow steps that never appear on a diagram: the spreadsheet a team lead keeps of customers who need special handling, the colleague everyone messages for warehouse updates, the manual copy of a chat transcript into the ticketing tool. These are where handoffs fail today, and they are exactly what an agent-based process can either eliminate or, if ignored, quietly break.",
        "Finish the mapping with numbers for each contact reason: monthly volume by channel, average handle time, first-contact resolution and recontact rate. These become the baseline that every later decision is measured against.",
      ],
    },
    {
      title: "Sort the work into resolve, assist and route",
      icon: "layers",
      subtitle: "Not every contact reason deserves the same design",
      content: [
        "With the map in hand, place every contact reason into one of three groups. Resolve covers work the agent can complete end to end, because the answer is well defined and the action is low risk: order status, opening hours, booking changes within policy, password resets, standard how-to questions. Assist covers work where the agent gathers information, drafts a response or proposes an action, and a person approves or completes it. Route covers work the agent should recognize and pass straight to the right person with context, such as complaints, vulnerable customers, legal threats or high-value accounts.",
        "The boundaries are business decisions, not technical ones. A refund below a set amount might be resolve for one company and assist for another. A billing dispute might be route for enterprise customers and assist for consumers. Write the rules down explicitly, with an owner for each, and expect to move contact reasons between groups as evidence builds.",
        "A typical first design puts 30 to 50 percent of volume in resolve, a further 20 to 30 percent in assist and the rest in route. The exact split matters less than being deliberate: every contact reason has a named treatment, and nothing falls to the agent by default simply because nobody decided otherwise.",
      ],
    },
    {
      title: "Design one conversation across phone, email and chat",
      icon: "headset",
      subtitle: "Shared context underneath, channel-specific behavior on top",
      content: [
        "Customers do not think in channels. They email on Monday, chat on Tuesday and call on Wednesday when nothing has happened, and they expect each contact to know about the last. The redesigned process should treat the customer’s issue as the unit of work and each channel as a way into it. That requires a single customer identity, a shared history of interactions and one record of the open issue, whichever channel it arrived through.",
        "On top of that shared layer, each channel needs its own behavior. On the phone, the agent must respond quickly, speak in short sentences, confirm key details back to the caller and offer a person at any point. In email, it can give a complete, structured answer in one reply, attach the relevant documents and avoid the back-and-forth that makes email slow. In chat, it should keep turns short, show progress while it checks a system and hand over smoothly without making the customer start again.",
        "Routing deserves particular care. Intelligent routing uses the contact reason, the customer’s history, their value and their sentiment to decide who or what handles the contact next, rather than sending everything to the first available person. A frustrated repeat caller about a missing delivery should reach a person who can act, with the full story already on screen, not wait behind routine questions.",
        "The handoff itself is a design artifact. Define what the agent passes to a person: a two-line summary, the customer’s goal, what has already been tried, relevant order or account data and the agent’s suggested next step. When people receive this consistently, handle times drop and customers stop repeating themselves.",
      ],
    },
    {
      title: "Where humans stay in the loop",
      icon: "shield",
      subtitle: "Judgment, money, risk and relationships remain human work",
      content: [
        "Keeping humans in the loop is not a concession to caution; it is part of the design. Decide in advance the triggers that bring a person in. Common ones are actions involving money above a threshold, any change to contractual terms, complaints and expressions of strong dissatisfaction, signs of vulnerability or distress, mentions of legal action or regulators, and any situation where the agent’s confidence is low or the customer asks for a person.",
        "Humans also stay in the loop after the fact. A quality reviewer should read a sample of fully automated conversations every week, typically a small share of volume with extra weight on new contact reasons and low-rated interactions. Their findings feed directly into the agent’s knowledge and rules. Without this review, small errors repeat thousands of times before anyone notices.",
        "For assist work, design the approval step so it is fast and meaningful. The person should see the agent’s draft, the evidence behind it and a clear approve, edit or reject choice. If approvals become a rubber stamp because the queue is too long, the control has failed, and the rule should be revisited rather than ignored.",
        "Finally, make it easy for the customer to reach a person at any time. An agent that blocks escalation saves minutes and costs loyalty. In practice, when the agent is good, most customers do not ask, and those who do usually have a reason.",
      ],
    },
    {
      title: "Rebuild the team around the new flow",
      icon: "graduation-cap",
      subtitle: "New roles for knowledge, quality and complex cases",
      content: [
        "When routine volume moves to an agent, the work left for people is harder on average: more complex, more emotional, more consequential. That changes the skills the team needs and the way it should be organized. Frontline roles shift toward case ownership and problem solving, and headcount planning should reflect longer, more valuable interactions rather than raw contact counts.",
        "Three roles become important that many support teams do not have today. A knowledge owner keeps the content the agent relies on accurate, complete and current, treating it as a product with releases rather than a wiki nobody updates. A conversation quality lead reviews samples, tracks failure patterns and decides which rules to change. And an escalation specialist handles the sensitive cases the agent routes, with the authority to resolve them.",
        "Invest in training early and involve the team in the design. The people who handle contacts every day know where the process breaks and which answers customers misunderstand. Teams that help define the agent’s boundaries tend to trust it, improve it and use its handoffs well.",
      ],
    },
    {
      title: "Measure the process, not just the agent",
      icon: "chart",
      subtitle: "Resolution, recontact and customer effort tell the real story",
      content: [
        "The easiest metric to report is containment: the share of contacts the agent handled without a person. It is also the easiest to game, because an agent that gives up or frustrates customers into leaving also counts as contained. Pair it with measures that reveal whether the customer’s problem was actually solved.",
        "A balanced scorecard for a redesigned support process usually includes: resolution rate by contact reason and path, recontact rate within seven days, customer satisfaction split by automated, assisted and human-handled contacts, time to reach a person when one is needed, average handle time for escalated cases, and cost per resolved contact. Review them weekly in the first months, and by contact reason rather than only in aggregate.",
        "Expect some metrics to move in surprising directions. Average handle time for the human team often rises after launch because the easy contacts have gone; that is a sign of success, not a problem. Satisfaction for routine contacts typically improves because answers are instant, while satisfaction for complex cases depends on the quality of the handoff.",
      ],
    },
    {
      title: "A phased rollout that builds confidence",
      icon: "rocket",
      subtitle: "Start narrow, prove value, then widen the agent’s remit",
      content: [
        "Spend the first two weeks mapping and baselining. Over the following four to six weeks, launch the agent on a small number of high-volume, low-risk contact reasons, often on chat first because it is easiest to monitor, with assist mode for anything involving account changes. Review conversations daily at first, then weekly. Extend to email and phone once the knowledge base and handoffs are stable, and move contact reasons from assist to resolve only when the data supports it.",
        "The most common pitfalls are predictable: launching on every channel at once, skipping the knowledge clean-up, hiding the route to a person, measuring containment alone and leaving the support team out of the design. Each one is avoidable with a few deliberate decisions made before launch.",
        `This is how we work at Lumenfold. Today ${liveAgents}, and the lesson from those deployments is consistent: the agent is only half the result, and the redesigned process around it is the other half. Lumenfold’s Omnichannel Support agent connects phone, email and chat, learns from your knowledge base and past conversations, provides around-the-clock availability with intelligent call routing, and hands complex cases to your team with full context. If you are considering AI in customer support, start with the process map, and we will help you build from there.`,
      ],
    },
  ],
  relatedAgent: "omnichannel-support-agent",
  relatedAgentTitle: "Omnichannel Support Agent",
  exploreButtonText: "Explore the Omnichannel Support Agent",
};

export default article;
