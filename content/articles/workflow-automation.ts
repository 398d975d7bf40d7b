import type { Article } from "@/content/types";
import { liveAgents } from "@/content/claims";

const article: Article = {
  id: "workflow-automation",
  category: "Workflow Automation",
  categoryColor: "violet",
  heroGradient: "violet",
  date: "2025-07-01",
  title: "Workflow Automation with AI Agents: Lessons from Automating Candidate Screening",
  description:
    "How to choose workflows worth automating with AI agents, using recruitment screening as a worked example of fairness, human review and auditability done properly.",
  image: "/images/blog/workflow-automation.svg",
  author: "Lumenfold AI Solutions Team",
  sections: [
    {
      title: "From Automating Tasks to Automating Workflows",
      icon: "workflow",
      subtitle: "AI agents can carry work across steps, not just speed up a single one.",
      content: [
        "For years, automation meant scripting a single repetitive task: copy this field, send that email, move a file when it arrives. Useful, but brittle, and it stopped at the first step that needed judgment. Anything involving reading a document, interpreting a request or weighing evidence went back to a person, and the workflow waited in their inbox.",
        "AI agents change where that boundary sits. An agent can read an unstructured document, extract what matters, compare it against criteria, decide which of several paths applies, take an action in another system and explain what it did. That lets one agent carry a piece of work across several steps that previously required a handover at each one.",
        "The opportunity is real, but so is the risk of automating the wrong thing, or automating the right thing badly. A fast workflow that makes unexplained decisions is not an improvement. The organizations that get value from agents are the ones that choose workflows carefully, keep people in charge of the consequential decisions and can show afterwards exactly what happened.",
        "In this article we use recruitment screening as the worked example, because it combines high volume, unstructured inputs, real consequences for people and clear legal expectations. If you can automate screening well, you can automate most workflows well.",
      ],
    },
    {
      title: "How to Pick Workflows Worth Automating",
      icon: "target",
      subtitle: "Score candidates on volume, structure, data, risk and measurability before you build.",
      content: [
        "Start with a longlist gathered from the people who do the work, not only from managers. Ask where work queues up, where skilled people do clerical tasks and where delays cause knock-on costs. Then score each candidate on six questions, each from one to five.",
        "First, volume: does it happen often enough for savings to add up? Second, structure: is there a recognizable pattern to the decisions, even if the inputs are messy? Third, data: are the inputs available digitally and can the agent reach the systems it needs? Fourth, cost of error: what happens if the agent gets one wrong, and can a mistake be caught before it does harm? Fifth, reversibility: can a decision be undone cheaply? Sixth, measurability: is there a clear before-and-after metric, such as cycle time, cost per item or error rate?",
        "The best first candidates score high on volume, structure, data and measurability, with moderate cost of error that can be contained by human review. Workflows where one mistake is catastrophic and irreversible are poor first projects, however attractive the savings look. So are workflows nobody can currently describe, because automating an undefined process only produces undefined results faster.",
        "Finally, check ownership. Every automated workflow needs a business owner who decides the rules, reviews the metrics and is accountable for outcomes. If nobody will own it, do not automate it yet.",
      ],
    },
    {
      title: "Why Hiring Is a Strong Candidate",
      icon: "user-search",
      subtitle: "High volume, costly delays and a process most recruiters would happily redesign.",
      content: [
        "A single advertised role can attract hundreds of applications, and high-volume roles in operations, retail or customer service can attract thousands a month. Recruiters typically spend only a minute or two on each CV at first pass, which is both too long in total and too short to be consistent. Strong candidates are missed, weak ones get through, and everyone waits.",
        "The waiting is costly. Good candidates tend to be off the market within a couple of weeks, so a screening backlog quietly filters out the people you most wanted. Meanwhile the vacancy costs lost output, overtime and overloaded colleagues. When the wrong person is hired instead, the bill grows further: recruiting again, onboarding again, lost productivity and the management time spent dealing with it. Add it up and a bad or badly delayed hire can cost far more than making the right hire promptly.",
        "Screening also scores well against the six questions. The volume is high, the criteria can be written down, CVs and application forms are digital, a good process keeps a person in every consequential decision, and the results are measurable in time to shortlist, recruiter hours and quality of hire. What raises the stakes is fairness, which is why it has to be designed in from the start.",
      ],
    },
    {
      title: "Anatomy of an Automated Screening Workflow",
      icon: "layers",
      subtitle: "Structured criteria in, ranked and explained shortlists out.",
      content: [
        "The workflow starts before any CV is read. The hiring manager and recruiter turn the job description into structured criteria: must-have requirements such as a license or right to work, important skills with the evidence that would demonstrate them, and nice-to-haves. This step alone improves hiring, because vague job descriptions are a major source of inconsistent screening whether or not AI is involved.",
        "When applications arrive, the agent parses each CV and application into a consistent profile, including experience, skills, qualifications and dates, whatever the original format. It then assesses the profile against each criterion separately, recording the evidence it found for each, such as three years leading a warehouse shift team, listed under a named role with dates.",
        "The output is not a bare score. It is a ranked list in which every candidate has a criterion-by-criterion summary, the supporting evidence and any gaps or ambiguities, for example a required certification that is not mentioned. Candidates who clearly fail a genuine must-have are grouped separately, and those decisions are still reviewed by a person.",
        "Around that core sit the routine steps that consume recruiter time: acknowledging applications, answering common candidate questions, scheduling interviews with shortlisted candidates and keeping the applicant tracking system up to date. These are low-risk and high-volume, and automating them is often where candidates notice the improvement first.",
      ],
    },
    {
      title: "Fairness by Design, Not by Hope",
      icon: "shield",
      subtitle: "Consistent criteria help; proxies, skewed history and unchecked outcomes hurt.",
      content: [
        "An automated screen can be fairer than a tired human screening CV number three hundred at six in the evening, because it applies the same criteria to every applicant. It can also be less fair, at scale, if it learns from biased historical decisions or leans on features that act as proxies for protected characteristics. Which outcome you get depends on design choices, not on luck.",
        "Assess candidates against explicit job-related criteria rather than training a model to imitate who was hired in the past, since past hiring may reflect past bias. Exclude names, photos, dates of birth, addresses and other details that reveal or correlate with protected characteristics from the assessment. Be wary of subtler proxies: career gaps, particular schools, clubs or postcodes can disadvantage groups without any protected attribute being used directly.",
        "Then check the outcomes. Monitor selection rates at each stage across groups where you lawfully hold the data, for example through voluntary equal-opportunity questionnaires kept separate from screening. A widely used rule of thumb flags concern when one group’s selection rate falls below four-fifths of the highest group’s rate. A flag is a reason to investigate the criteria, not an automatic verdict, but it must be investigated.",
        "The legal picture varies by jurisdiction and is moving quickly. Some places require independent bias audits or candidate notices for automated hiring tools, and data protection law often gives people rights in relation to decisions made solely by automated means. Involve your legal and HR policy colleagues at design time, and tell candidates plainly how their applications are assessed.",
      ],
    },
    {
      title: "Human Review Where It Matters",
      icon: "users",
      subtitle: "The agent recommends and explains; people decide and stay accountable.",
      content: [
        "The simplest rule is also the most important: no candidate is rejected by the agent alone. The agent can rank, summarize, flag gaps and draft messages, but a recruiter or hiring manager confirms every progression and every rejection. Because the agent has already organized the evidence, that review takes seconds for clear cases and leaves time for the borderline ones that deserve attention.",
        "Design the review so that people genuinely review. If reviewers only ever see the top of the list, they will rubber-stamp it. Show them a sample from further down each week, including candidates the agent ranked low, and ask whether they agree. Disagreements are the most valuable data you have: they reveal criteria that are wrong, missing or worded ambiguously.",
        "Hold a short calibration session at the start of each new role type. The hiring manager, recruiter and agent assess the same ten applications, compare results and adjust the criteria. It takes an hour and prevents weeks of quietly mismatched shortlists.",
        "Give candidates a route to a person as well. An applicant who believes their experience was misread should be able to ask for a review, and that request should reach someone with the authority to act on it.",
      ],
    },
    {
      title: "Auditability: Every Decision Explainable After the Fact",
      icon: "clipboard-check",
      subtitle: "If you cannot reconstruct why a candidate was rejected, you cannot defend it.",
      content: [
        "For each application, keep a record of the criteria version in force, the profile the agent extracted, its assessment against each criterion with the evidence cited, the ranking it produced, the person who reviewed it, their decision and any override with its reason. With that record, anyone with the right access can answer the question “why was this candidate not progressed?” months later and without guesswork.",
        "Version everything that can change: the criteria for each role, the instructions and model behind the agent and the thresholds used to group candidates. When results shift, you need to know whether the candidates changed or the system did. Keep records for the period your employment and data protection obligations require, and no longer.",
        "Audit trails are not only for defense. Aggregated, they show where the process is slow, which criteria screen out the most people, which sources produce the candidates who succeed, and how often reviewers override the agent. That is the material for improving the workflow every quarter.",
      ],
    },
    {
      title: "Rolling Out: Pilot, Measure, Expand",
      icon: "rocket",
      subtitle: "Prove the workflow on one role family before you scale it.",
      content: [
        "Pick one role family with steady volume and a cooperative hiring manager. For the first few weeks, run the agent in parallel with the existing process: recruiters screen as usual, the agent screens independently, and you compare shortlists. Where they differ, find out why. This builds confidence and surfaces weak criteria before any candidate is affected.",
        "When the comparison is satisfactory, switch to the agent-first process with full human review. Measure time from application to shortlist, recruiter hours per hire, the share of shortlisted candidates that hiring managers agree to interview, interview-to-offer ratio, offer acceptance, candidate satisfaction and, at 90 days, whether new hires are performing and staying. Alongside these, track selection rates across groups at each stage.",
        "Teams that follow this pattern typically see time to shortlist fall from days to hours and recruiter screening time fall by half or more, with hiring managers reporting more relevant shortlists. Expand to further role families only when the metrics hold, and repeat the calibration step for each.",
        "The pitfalls are consistent across organizations: criteria copied from an outdated job description, reviewers who stop reviewing once the agent seems reliable, and no one watching the fairness metrics after launch. Assign each of those to a named person.",
      ],
    },
    {
      title: "Reusing the Pattern Beyond Hiring",
      icon: "zap",
      subtitle: "Structured criteria, evidence, human decision and an audit trail travel well.",
      content: [
        "Strip away the recruitment detail and the pattern is general: turn implicit judgment into explicit criteria, let the agent gather and organize the evidence, keep a person on the consequential decision, and record everything. The same shape works for supplier onboarding, credit and insurance referrals, expense approvals, contract review and support ticket triage.",
        `Lumenfold builds and runs agents on exactly this pattern, and ${liveAgents}; we once built two working agents in 30 minutes, and the speed comes from reusing the pattern rather than cutting corners on review and logging. Our Resume Screener agent applies it to recruitment: it parses applications, assesses them against the criteria your team sets, explains every ranking with evidence and keeps the full audit trail, while your recruiters make the decisions.`,
        "If hiring volume is stretching your team, start with one role family and a few weeks in parallel. You will know quickly whether the shortlists are better, and you will have the records to prove it.",
      ],
    },
  ],
  relatedAgent: "resume-screener-agent",
  relatedAgentTitle: "Resume Screener Agent",
  exploreButtonText: "Explore the Resume Screener Agent",
};

export default article;
