import type { Article } from "@/content/types";
import { foundersTrackRecord } from "@/content/claims";

const article: Article = {
  id: "business-intelligence",
  category: "Business Intelligence",
  categoryColor: "blue",
  heroGradient: "blue",
  date: "2025-08-26",
  title: "Modern Business Intelligence: Semantic Layers, Self-Service and Metrics People Trust",
  description:
    "Why dashboards multiply while trust in the numbers falls, and how semantic layers, governed self-service and carefully placed GenAI give teams metrics they can rely on.",
  image: "/images/blog/business-intelligence.svg",
  author: "Lumenfold Analytics & BI Practice",
  sections: [
    {
      title: "More dashboards, less trust",
      icon: "chart",
      subtitle: "The symptom most BI programs share",
      content: [
        "Walk into almost any mid-sized or large organization and you will find hundreds of dashboards, several BI tools and a familiar meeting ritual: two leaders bring two different revenue figures, and the first twenty minutes are spent working out why. The numbers are not wrong, exactly. One excludes refunds, the other uses order date instead of invoice date, and a third, in the finance pack, applies a currency rate from a different day.",
        "This is the central problem of business intelligence today. Access to data has never been easier, and producing a chart takes minutes. But every new dashboard that embeds its own logic adds another version of the truth. Over time, trust erodes, analysts spend their days reconciling rather than analyzing, and executives quietly return to the spreadsheet someone in finance maintains by hand.",
        "Modern BI is less about new visualization features and more about fixing this. The organizations that get it right define their key metrics once, in code, with owners and tests; expose them through every tool people use; and let self-service and AI operate on top of those definitions rather than around them.",
      ],
    },
    {
      title: "What modern BI actually means",
      icon: "layers",
      subtitle: "Definitions move out of dashboards and into a shared layer",
      content: [
        "A modern BI stack has four layers. At the bottom is a cloud warehouse or lakehouse holding raw and cleaned data. Above it, transformations written as version-controlled code turn source tables into well-modeled facts and dimensions: orders, customers, products, invoices. Above that sits the semantic layer, where business concepts such as net revenue, active customer and gross margin are defined. At the top are the consumers: dashboards, spreadsheets, notebooks, embedded analytics and, increasingly, AI assistants.",
        "The important shift is where business logic lives. In older setups, the definition of a metric lived in a dashboard’s calculated field, a saved query or an analyst’s head. In a modern setup it lives in the semantic layer, in one place, reviewed like any other code, and every consumer asks the layer rather than re-implementing the calculation.",
        "This also changes how BI teams work. Engineering practices such as code review, automated tests, environments and release notes move into analytics. A change to how churn is calculated becomes a pull request that someone approves, with a record of why, rather than a silent edit to a workbook that half the company depends on.",
      ],
    },
    {
      title: "The semantic layer: define once, use everywhere",
      icon: "database",
      subtitle: "Entities, measures, dimensions and the joins between them",
      content: [
        "A semantic layer describes your business in terms people understand, mapped precisely to the tables underneath. It defines entities, such as customer, order and subscription, with their keys; measures, such as revenue, order count and average basket value, with their aggregation rules; dimensions, such as region, channel and product category; and the valid join paths between them. Crucially, it also defines grain, so nobody accidentally sums order-level revenue across a line-item join and doubles it.",
        "Take active customer. Sales might count anyone with an open contract, product might count anyone who logged in within 30 days, and finance might count anyone invoiced in the period. All three are legitimate questions. The semantic layer does not force one answer; it names them distinctly, documents each and makes sure that when a dashboard says “active customers”, everyone knows which one it means.",
        "Start small. Model the ten to twenty metrics that appear in board packs and weekly business reviews, and the dimensions they are sliced by. That usually covers the large majority of questions people actually ask. Resist the urge to model every table on day one; a narrow layer that is trusted beats a wide one that is not.",
        "Whether the semantic layer lives in a standalone tool, in your transformation framework or in your BI platform depends on how many consumers you have. If several tools and an AI assistant all need the same definitions, a layer that sits outside any single BI tool is usually worth the extra setup.",
      ],
    },
    {
      title: "Trustworthy metrics are a process, not a feature",
      icon: "shield",
      subtitle: "Ownership, tests, certification and visible change",
      content: [
        "Trust comes from a few habits applied consistently. Every key metric has a named business owner who decides what it means and a technical owner who maintains its implementation. Its definition, in plain language and in code, is published in a catalog anyone can read, along with known caveats, such as data arriving two days late for one region.",
        "Data tests run before numbers reach people. Freshness checks confirm that yesterday’s data has arrived. Volume checks catch a day with half the usual orders because a pipeline failed silently. Uniqueness and referential checks catch duplicate customers and orphaned orders. Reconciliation tests compare key totals against the system of record, such as finance’s general ledger, within an agreed tolerance.",
        "Distinguish certified content from exploratory content. Certified dashboards and metrics are built on the semantic layer, tested and owned, and carry a visible badge. Exploratory work is welcome, but it is labeled as such, so nobody takes a quick analysis into a board meeting as if it were the official figure.",
        "When a definition changes, say so. Publish a short change note, show old and new values side by side for a period and update the catalog. Surprises destroy trust faster than errors that are acknowledged and explained.",
      ],
    },
    {
      title: "Self-service that does not become self-harm",
      icon: "users",
      subtitle: "Give people freedom on top of governed building blocks",
      content: [
        "Self-service analytics promised that business users would answer their own questions without waiting for the data team. In many organizations it delivered a sprawl of unofficial dashboards, each with slightly different logic. The problem was not self-service itself; it was self-service on raw tables.",
        "The workable model is tiered. Executives and most managers consume certified dashboards and receive scheduled summaries. Business analysts explore freely, but from governed datasets and semantic-layer metrics rather than source tables, so their slicing and filtering cannot change what revenue means. Data analysts and engineers work on raw and modeled data, and they are the ones who promote new, proven logic into the semantic layer.",
        "Support this with a few practical measures: a short training path for each tier, a place to ask questions that data team members watch, regular clean-ups of unused dashboards, and usage analytics that show which content people rely on. Retiring a dashboard that nobody opened in six months is one of the cheapest ways to improve trust.",
      ],
    },
    {
      title: "Where GenAI genuinely helps",
      icon: "sparkles",
      subtitle: "Language on top of governed definitions",
      content: [
        "Generative AI is a natural fit for the interface to BI. Asking “what was net revenue by region last quarter, excluding the enterprise segment?” is easier than finding the right dashboard and setting five filters. When an assistant translates that question into a query against the semantic layer, the answer uses the same definitions as every certified report, and the assistant can show exactly which metric and filters it used.",
        "It also helps analysts. Drafting SQL, explaining an unfamiliar query, writing documentation for a new model, suggesting tests and generating the first version of a metric definition from a business description are all tasks where a language model saves real time, with a person reviewing the output.",
        "Finally, GenAI is good at narrative. Turning a weekly set of metrics into a short written summary, highlighting the largest movements and their main drivers, saves managers from reading ten charts to find the two that matter. The numbers in that summary should come from the BI layer; the model’s job is to describe them, not compute them.",
      ],
    },
    {
      title: "Where GenAI does not help, and can hurt",
      icon: "search",
      subtitle: "Ambiguity, raw schemas and arithmetic are the danger zones",
      content: [
        "Pointing a language model at a raw warehouse schema and inviting questions is the fastest route to confident, plausible, wrong answers. The model guesses at joins, picks one of three revenue columns and cannot know that status code 7 means a canceled order. Without a semantic layer, GenAI multiplies the ambiguity problem rather than solving it.",
        "Models should not do the arithmetic. Aggregations, ratios and period comparisons belong in the query engine, where they are deterministic and auditable. A model that reads a table and reports a percentage change from memory will occasionally get it wrong, and occasionally is enough to undermine trust in the whole system.",
        "GenAI also cannot resolve disagreements about meaning. If sales and finance define bookings differently, no assistant can choose for them; that is a governance decision. And it must respect access controls: an assistant that lets a regional manager see another region’s salary data through a clever question is a serious incident, so it should query with the user’s own permissions.",
        "Evaluate before launch. Build a set of fifty to a hundred real business questions with verified answers, run the assistant against them, and track accuracy over time as models and definitions change. Publish the scope honestly, for example sales and finance metrics only, and expand as the evidence supports it.",
      ],
    },
    {
      title: "How to measure BI success",
      icon: "trending-up",
      subtitle: "Fewer versions of the truth, faster answers, better decisions",
      content: [
        "BI teams often report the wrong things: number of dashboards built, number of users licensed, number of tickets closed. These measure activity. Better measures show whether the organization trusts and uses its data.",
        "Useful indicators include the share of board and leadership reporting built on certified metrics, the number of duplicate or conflicting metric definitions retired, the median time from business question to trusted answer, the number of data incidents that reached a decision-maker before being caught, and active usage of certified content compared with exploratory content.",
        "Add qualitative signals too. Ask leaders each quarter whether they trust the numbers in their weekly review and how much meeting time is spent reconciling figures. When that time falls toward zero, the BI program is doing its job.",
      ],
    },
    {
      title: "A practical 90-day path",
      icon: "rocket",
      subtitle: "Start with the metrics leaders argue about",
      content: [
        "In the first month, list the metrics that appear in leadership reporting, find where each is calculated today and document the conflicts. Agree owners and definitions for the top ten to twenty. In the second month, implement them in a semantic layer with tests, and rebuild the leadership dashboard on top of it, running old and new side by side. In the third month, open governed self-service to analysts, retire duplicate content and, if the foundations are in place, pilot a GenAI assistant on the certified metrics with an evaluation set.",
        `Lumenfold’s Analytics & BI and Data Governance practices do this work every day, and ${foundersTrackRecord}: environments where a number that cannot be explained is a number that cannot be used. Once the metrics are trusted, agents become far more useful: the assistants in the Lumenfold Agent Marketplace, from finance tracking to sales and operations, work best on data with one clear definition behind every figure.`,
        "If your leadership meetings still begin with reconciling numbers, that is the place to start. Explore the marketplace to see what becomes possible on a trusted data foundation, or talk to us about building one.",
      ],
    },
  ],
  relatedAgent: "marketplace",
  relatedAgentTitle: "Lumenfold Agent Marketplace",
  exploreButtonText: "Explore the Agent Marketplace",
};

export default article;
