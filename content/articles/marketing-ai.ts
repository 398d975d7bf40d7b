import type { Article } from "@/content/types";

const article: Article = {
  id: "marketing-ai",
  category: "Marketing",
  categoryColor: "orange",
  heroGradient: "orange",
  date: "2025-08-12",
  title: "AI in Marketing: On-Brand Content, Smarter Campaigns and Honest Measurement",
  description:
    "A practical guide for SMB and enterprise marketing teams: using AI to create on-brand content, automate campaigns and optimize performance, with the guardrails that keep it safe.",
  image: "/images/blog/marketing-ai.svg",
  author: "Lumenfold GenAI Solutions Team",
  sections: [
    {
      title: "The content treadmill every marketing team is on",
      icon: "megaphone",
      subtitle: "More channels, more formats, the same headcount",
      content: [
        "A decade ago, a campaign meant a handful of assets: an email, a landing page, a few ads and perhaps a brochure. Today the same campaign needs variants for several social platforms, short and long video scripts, search ads in multiple lengths, localized versions, sales enablement material, nurture sequences and a steady drumbeat of posts between launches. The number of assets has multiplied; the size of most marketing teams has not.",
        "For SMBs, the result is usually inconsistency. Content goes out when someone finds time, the tone drifts between channels and performance data sits unexamined in three different platforms. For enterprise teams, the result is a slow production line: briefs, agency rounds, legal review, regional adaptation and scheduling that can take weeks for an asset with a shelf life of days.",
        "AI does not remove the need for strategy, creativity or judgment. What it can remove is much of the repetitive work between a good idea and a published, measured asset. Used well, it lets a small team operate like a larger one and lets a large team move at the speed of a small one.",
      ],
    },
    {
      title: "What AI changes, and what it does not",
      icon: "sparkles",
      subtitle: "Speed and variation are cheap; positioning and taste are not",
      content: [
        "Generative AI is very good at producing first drafts, adapting one message into many formats, rewriting for different audiences and lengths, summarizing performance data and suggesting variations to test. These are the tasks that consume a large share of a marketer’s week, and they are where time savings are most reliable.",
        "It is not good at deciding what your company should stand for, which audience to prioritize, or what a customer actually cares about when nobody has written it down. It has no first-hand knowledge of your product beyond what you give it. Left to its own defaults, it produces fluent, generic copy that sounds like everyone else, which in marketing is its own kind of failure.",
        "The practical division of labor is clear. People own positioning, the campaign idea, the offer and final approval. AI handles drafting, adaptation, scheduling, reporting and the first pass of optimization. The teams that see the best results invest upfront in giving the AI the context it lacks: brand, product, audience and past performance.",
      ],
    },
    {
      title: "Teaching AI your brand voice",
      icon: "book",
      subtitle: "Turn the brand guide into something a model can use",
      content: [
        "Most brand guidelines were written for people: a few adjectives, a color palette and some dos and don’ts. A model needs more concrete material. Collect twenty to fifty examples of content you consider on-brand across channels, and a smaller set of examples that are off-brand with a note on why. Add your product facts, approved claims, words you always use, words you never use and how your tone shifts between, say, a LinkedIn post and a support email.",
        "Tone adaptation matters as much as tone consistency. The same brand sounds different in a launch announcement, a renewal reminder and an apology for an outage. Define a small set of tone profiles, perhaps confident, helpful, celebratory and careful, with examples of each, and let the brief specify which applies.",
        "Then check the output systematically. A simple rubric, scored by a reviewer or by a second model and spot-checked by a person, covers voice, accuracy, clarity and call to action. Track the scores over time. When drafts consistently need the same correction, update the brand material rather than fixing each draft by hand.",
      ],
    },
    {
      title: "The economics of content production",
      icon: "wallet",
      subtitle: "Where the cost really sits, and where AI removes it",
      content: [
        "When teams add up the full cost of an asset, the writing is rarely the largest part. Briefing, waiting, review rounds, rework, adapting for each channel and region, and coordinating between marketing, agencies and approvers often cost more than the first draft. That is why an AI-assisted workflow held to the same review standards can cost noticeably less for the same volume of content. How much less depends on the mix of formats, how many markets you serve and how much you currently outsource, so measure your own cost per asset before and after.",
        "The savings come from specific places: first drafts in minutes rather than days, channel variants generated from one approved master, fewer review rounds because drafts start on-brand, and reporting that no longer needs someone to copy numbers between platforms. They do not come from removing review, strategy or creative direction, and a business case that assumes they do will disappoint.",
        "Be careful about what you do with the capacity. Producing far more mediocre content rarely helps. The better use is usually a mix: more testing of messages and offers, better coverage of channels and segments that were previously neglected, and more time for the people on the team to work on the ideas that differentiate the brand.",
      ],
    },
    {
      title: "Campaign automation without losing control",
      icon: "workflow",
      subtitle: "Plan, produce, schedule and adjust as one flow",
      content: [
        "Campaign automation connects the steps that usually live in separate tools and inboxes. From a single brief, an AI-assisted workflow can propose a channel plan, draft the core assets and their variants, build audience segments from your CRM, schedule sends and posts around your calendar, and set up the tracking each channel needs. The marketer reviews the plan and assets, adjusts and approves, rather than assembling everything by hand.",
        "Triggers extend this beyond one-off campaigns. A new product in the catalog can generate a draft announcement and product page copy. A customer reaching a usage milestone can receive a tailored nurture message. A lead that downloads a guide can get a follow-up sequence matched to their industry. Each of these runs continuously, with rules about frequency so no customer is overwhelmed.",
        "Keep humans at the decision points. Approval should be required for anything new: a new message, a new segment, a new offer or a new channel. Routine variants of already approved content can be published automatically within limits. This balance keeps speed high without letting an automated system launch a campaign nobody has seen.",
        "For SMBs, a lightweight version of this flow, one brief producing a week of coordinated posts, emails and ads, is often the single biggest time saver. For enterprise teams, the value lies more in coordination: shared calendars, regional adaptation and consistent tracking across many contributors.",
      ],
    },
    {
      title: "Performance tracking that leads to better decisions",
      icon: "chart",
      subtitle: "Clean tracking first, then optimization you can trust",
      content: [
        "AI-driven optimization is only as good as the data it learns from. Before anything else, fix the basics: consistent campaign naming, tracking parameters on every link, conversion events defined the same way across platforms, and one place where spend, engagement and outcomes come together. Without this, an optimizer will confidently shift budget toward whichever channel happens to claim the most credit.",
        "Choose the metric you optimize for with care. Clicks and open rates are easy to move and easy to mislead with. Where possible, optimize for qualified leads, pipeline, revenue or retention, even if the signal is slower. When you must use a proxy, check regularly that it still correlates with the outcome you care about.",
        "Smart optimization then works at two speeds. In the short term, it rotates creative variants, adjusts send times and shifts budget between ad sets based on performance. Over longer periods, it surfaces patterns that inform strategy: which messages resonate with which segments, which channels bring customers who stay, where spend has stopped producing returns.",
        "Design tests properly. Change one thing at a time when you want to learn, keep a holdout group when you want to measure true lift, and let tests run long enough to reach meaningful volumes. An AI system that reports a winner after forty clicks is producing noise, not insight.",
      ],
    },
    {
      title: "Guardrails that keep AI marketing safe",
      icon: "shield",
      subtitle: "Claims, data, disclosure and approval",
      content: [
        "Marketing is public by definition, so mistakes are visible. The most important guardrail is factual: every product claim, statistic, price and comparison in AI-generated content should come from an approved source, and the system should not invent figures to make a point. Maintain a library of approved claims with their evidence, and require the model to use only those.",
        "Regulated sectors need stricter controls. Financial services, healthcare, food and supplements, and anything aimed at children carry wording rules that a general model does not know. Encode them as explicit checks, route content in these categories to a qualified reviewer, and keep an audit trail of who approved what.",
        "Customer data deserves the same care as anywhere else in the business. Personalization should use only data customers have consented to share for marketing, sensitive attributes should never drive targeting, and prompts should not send personal data to tools that are not approved for it. Respect the rights of creators too: check that generated images and text do not imitate protected work, and follow your organization’s policy and any legal requirements on disclosing AI-generated content.",
        "Finally, keep a person accountable for every published asset. Automation can prepare, schedule and optimize, but a named owner signs off on anything new. That single rule prevents most of the incidents that make the news.",
      ],
    },
    {
      title: "Getting started, whatever your size",
      icon: "rocket",
      subtitle: "One channel, one workflow, measured properly",
      content: [
        "Pick one high-volume workflow where the brand voice is already well understood, such as weekly social posts, a monthly newsletter or product descriptions. Assemble the brand material, set the review rubric and run the AI-assisted process alongside your current one for a month. Compare time spent, review rounds, quality scores and performance, then decide whether to expand to the next workflow.",
        "SMBs should favor a single tool that covers drafting, scheduling and reporting, rather than stitching several together. Enterprise teams should start with governance: who approves, where approved claims live, how regional teams adapt content and how data flows into reporting. In both cases, success looks like faster production, steadier brand consistency and performance decisions made on clean data.",
        "Lumenfold’s AI Marketeer agent is built around this flow. It learns your business, brand and audience; plans and executes content and campaigns with tone adaptation across channels; and tracks and optimizes performance through a straightforward interface, with your team approving what goes out. If your marketing team is stuck on the content treadmill, it is a practical place to start.",
      ],
    },
  ],
  relatedAgent: "ai-marketeer-agent",
  relatedAgentTitle: "AI Marketeer Agent",
  exploreButtonText: "Explore the AI Marketeer Agent",
};

export default article;
