import type { Article } from "@/content/types";
import { foundersTrackRecord, liveAgents } from "@/content/claims";

const article: Article = {
  id: "data-management",
  category: "Data Governance",
  categoryColor: "indigo",
  heroGradient: "indigo",
  date: "2025-07-15",
  title: "Data Management and Governance: The Foundation Every AI Initiative Stands On",
  description:
    "Why AI projects succeed or stall on data quality, lineage, catalogs, access control and master data, and a pragmatic roadmap for building the foundation step by step.",
  image: "/images/blog/data-management.svg",
  author: "Lumenfold Data Governance Team",
  sections: [
    {
      title: "AI Projects Stall on Data, Not on Models",
      icon: "database",
      subtitle: "The model is rarely the hard part. The data underneath it usually is.",
      content: [
        "Ask a team why its AI pilot never reached production and the answer is seldom that the model was not clever enough. More often it is that the data the model needed was scattered across systems, defined differently in each, partly wrong, and governed by nobody in particular. The proof of concept worked on a hand-cleaned extract; the live system had to work on the real thing.",
        "Modern models have made this gap more visible, not less. A language model can answer questions about your business fluently, which means it will answer them fluently from stale documents, duplicated customer records or a revenue figure that finance and sales calculate differently. The fluency hides the problem until someone makes a decision on a wrong answer.",
        "Data management is the unglamorous discipline that closes the gap: knowing what data you have, where it comes from, whether it can be trusted, who may use it and for what. It does not need to be a multi-year program before any AI work starts. It does need to move in step with the AI work, so that each new use case stands on data that is fit for it.",
        "This article sets out the five building blocks that matter most for AI, namely quality, lineage, catalogs, access control and master data, and a roadmap for putting them in place without stopping the business.",
      ],
    },
    {
      title: "What AI-Ready Data Actually Means",
      icon: "check-circle",
      subtitle: "Fit for a specific purpose, documented, reachable and governed.",
      content: [
        "AI-ready is not a property of a whole data estate; it is a property of the data behind a particular use case. Data that is perfectly adequate for a monthly management report may be useless for a model that makes decisions every minute, because it is refreshed too rarely or lacks the detail the model needs. Start every assessment with the question: ready for what?",
        "For a given use case, AI-ready data meets five tests. It is accurate and complete enough for the decision being made. Its origin and transformations are known. Its meaning is documented in terms a business user would recognize. It can be reached by the system that needs it, at the required freshness, through a supported interface rather than a one-off export. And its use is permitted, with the right access rules and privacy treatment applied.",
        "Unstructured data needs the same treatment. If an assistant will answer questions from policy documents, contracts or product manuals, someone must know which version is current, who owns each document, and which documents certain users should never see. A shared drive with four copies of last year’s pricing policy is a data quality problem, even though nobody would call it a database.",
        "Scoring your top three candidate use cases against these five tests takes a few days and tells you precisely where the foundation work should begin.",
      ],
    },
    {
      title: "Data Quality You Can Measure",
      icon: "target",
      subtitle: "Replace vague complaints about bad data with tests, thresholds and owners.",
      content: [
        "Everyone agrees data quality matters; few organizations measure it. The practical approach is to define checks for the dimensions that matter to each data set, such as completeness, validity, uniqueness, consistency across systems and timeliness, and to run them automatically in the pipelines that move the data, not in a quarterly audit.",
        "Make the checks specific. A customer table might require that every active customer has a valid country code, that no two active records share a tax identifier, and that the table refreshes by six each morning. Each check has a threshold, an owner and a defined response when it fails, whether that is blocking the load, warning the owner or quarantining bad rows.",
        "Data contracts extend the idea upstream. A contract is an agreement between the team that produces data and the teams that consume it, stating the schema, the meaning of key fields, the freshness and the quality guarantees. When a source system changes a field without warning, the contract test fails in the producer’s pipeline rather than silently breaking a model three systems downstream.",
        "Publish a small quality scorecard for the data sets that feed AI and reporting. A handful of trend lines, such as the pass rate of checks, the number of open incidents and the time to resolve them, changes the conversation from anecdote to evidence within a couple of months.",
      ],
    },
    {
      title: "Lineage: Knowing Where Every Number Came From",
      icon: "workflow",
      subtitle: "When an answer looks wrong, lineage is how you find out why in minutes.",
      content: [
        "Lineage records how data flows from source systems through pipelines, transformations and models to the reports, features and applications that use it. Without it, investigating a suspicious figure means asking around until someone remembers which job builds which table. With it, you can trace the figure back to its sources and see each step in between.",
        "Lineage matters for AI in two directions. Looking backwards, it explains an output: this prediction used these features, built from these tables, loaded from these systems at this time. Looking forwards, it shows impact: if we change how revenue is calculated in the warehouse, these dashboards, these models and this assistant will be affected. Both questions come up constantly, and both are expensive to answer by hand.",
        "Aim for automated lineage captured from the tools that move data, such as the orchestration platform, the transformation framework and the warehouse query logs, rather than diagrams drawn in a workshop. Hand-drawn lineage is out of date within weeks. Column-level lineage is valuable for sensitive and financial fields; table-level lineage is enough for almost everything else.",
        "Regulators and auditors increasingly expect organizations to explain how automated decisions were reached. Lineage, combined with versioned models and logged inputs, is what makes that explanation possible without a forensic project each time.",
      ],
    },
    {
      title: "Catalogs and Shared Definitions People Actually Use",
      icon: "book",
      subtitle: "A catalog earns its keep when it answers real questions faster than asking a colleague.",
      content: [
        "A data catalog is the index of your data estate: what data sets exist, what they contain, who owns them, how fresh they are, how good they are and how they may be used. Many organizations have bought one; fewer have one that people open. The difference is almost always content, not software.",
        "Start with the business glossary rather than with an automated scan of every table. Agree definitions for the twenty or thirty terms that cause the most argument, such as active customer, net revenue, churn, on-time delivery and order, and link each definition to the data sets and metrics that implement it. When finance and sales disagree about a number, the glossary shows whether they are using different data or different definitions.",
        "Then catalog the data sets that matter most, with named owners, descriptions written for the people who use them, quality scores from your checks and lineage from your pipelines. A few hundred well-described assets are worth more than fifty thousand undocumented ones harvested by a crawler.",
        "Catalogs also become directly useful to AI. An assistant that answers analytical questions works far better when it can read the glossary and the descriptions of the tables it queries. Good metadata is, in effect, documentation written for both people and machines.",
      ],
    },
    {
      title: "Access Control and Privacy by Design",
      icon: "shield",
      subtitle: "AI must respect exactly the same permissions as the people it serves.",
      content: [
        "AI introduces a new route to sensitive data. An assistant connected to your document store or warehouse can surface information a user would never have found by browsing, and if its access is broader than the user’s, it will happily do so. The rule must be simple: an AI system acting for a person may see only what that person is entitled to see.",
        "Role-based access control is the baseline, grouping permissions by job rather than by individual. For larger estates, attribute-based rules scale better: access depends on attributes such as the user’s department and region and the data’s classification, so a new data set is protected correctly the moment it is classified. Apply masking or tokenization to personal and confidential fields so that most use cases, including model training, never need the raw values.",
        "Classification is the step organizations skip and later regret. Tag data sets and columns as public, internal, confidential or restricted, and mark personal data explicitly. Automated scanners help find personal data in unexpected places, such as free-text notes and support transcripts, which are often exactly the sources fed into AI.",
        "Finally, record purpose. Privacy regulations in many jurisdictions limit using personal data for purposes beyond those it was collected for. Document the purpose of each AI use case, check it against the data’s permitted uses, and keep the record with the use case. It is far easier to do this at design time than to justify it after a complaint.",
      ],
    },
    {
      title: "Master Data: One Customer, One Product, One Supplier",
      icon: "users",
      subtitle: "Duplicates and conflicting records quietly undermine every model built on them.",
      content: [
        "Master data covers the core entities your business runs on: customers, products, suppliers, employees, locations and accounts. When the same customer exists three times across the CRM, the billing system and the support desk, each with a slightly different name and address, every downstream analysis inherits the confusion. Lifetime value is understated, churn is overstated and a personalization model treats one loyal customer as three occasional ones.",
        "Master data management resolves these records into a single trusted version, using matching rules and, increasingly, machine learning to link records that refer to the same real-world entity. It also establishes which system is authoritative for each attribute, so that the billing address comes from billing and the contact preferences come from the CRM, rather than whichever system was updated last.",
        "Do not try to master every entity at once. Pick the one that hurts your priority use cases most, which is usually customer or product, and define what a golden record must contain. A product master with consistent attributes, categories and units, for example, is the single biggest improvement most retailers can make before deploying AI-powered search or recommendations.",
        "Matching is never perfect, so build a stewardship process: a queue of uncertain matches reviewed by people who know the data, with their decisions feeding back into the matching rules. A few hours of stewardship a week keeps the master trustworthy far more cheaply than a periodic clean-up project.",
      ],
    },
    {
      title: "A Pragmatic Roadmap in Three Phases",
      icon: "rocket",
      subtitle: "Build the foundation use case by use case instead of boiling the ocean.",
      content: [
        "In the first 30 days, choose one or two AI use cases with clear business value and assess their data against the five readiness tests. Name owners for the critical data sets, write definitions for the key terms, and put basic quality checks into the pipelines that feed them. Classify any personal or confidential data involved. The output is a short, honest list of gaps and a plan to close them.",
        "Between days 30 and 90, close those gaps. Automate lineage capture for the relevant pipelines, load the glossary and data set descriptions into a catalog, apply access rules and masking, and resolve duplicates in the most important master entity. Launch the first use case on this foundation, with its quality scorecard visible to the business owner.",
        "From day 90 to day 180, repeat the cycle for the next use cases, reusing everything already built. Each new use case should need less foundation work than the last, because the catalog, the quality framework and the access model already exist. Formalize a light governance forum that meets monthly to agree definitions, approve new sensitive uses and review the scorecard.",
        "Resist the temptation to start with an enterprise-wide data strategy document and a tool selection that takes six months. Governance that is attached to real use cases gets funded, used and maintained; governance that floats above them tends to become shelfware.",
      ],
    },
    {
      title: "Measuring Progress and Avoiding the Common Traps",
      icon: "chart",
      subtitle: "Track a few indicators that show the foundation is getting stronger.",
      content: [
        "Useful measures include the share of critical data sets with a named owner, documented definitions and automated quality checks; the pass rate of those checks over time; the average time to resolve a data incident; the proportion of AI and reporting use cases running on cataloged, governed data; and the time it takes a new analyst or project to find and get access to the data they need. That last one is often the most persuasive to executives.",
        "The traps are well known. Governance run as a compliance exercise, with committees and policies but no change to daily work, produces documents and little else. Tools bought before owners are named become expensive, empty catalogs. Quality programs that try to fix everything fix nothing. And treating data ownership as an IT responsibility, rather than a business one, leaves the people who understand the data out of the decisions about it.",
        "The pattern that works is the opposite of each: small, use-case-led, owned by the business, automated wherever possible and measured from the start.",
      ],
    },
    {
      title: "How Lumenfold Helps You Build on Solid Ground",
      icon: "sparkles",
      subtitle: "Data engineering, governance and ready-made agents that rely on both.",
      content: [
        `${foundersTrackRecord}, which is to say businesses where data quality and access control are not optional. That experience shapes how our data engineering, data governance and DataOps teams work: we start from the use case, fix the data it depends on, and leave behind pipelines, checks and documentation your own team can run.`,
        `The same foundation is what makes our agents dependable. Every agent in the Lumenfold marketplace, from order verification in distribution centers to finance and recruitment workflows, connects to governed sources, respects existing permissions and logs what it did. Today ${liveAgents}, on exactly the kind of foundation described here.`,
        "If you want to see what AI looks like when it stands on solid data, browse the marketplace for an agent close to your own problem, or talk to us about assessing the readiness of your first use case. A short assessment is usually enough to show whether the data is ready now or which few gaps to close first.",
      ],
    },
  ],
  relatedAgent: "marketplace",
  relatedAgentTitle: "Lumenfold Agent Marketplace",
  exploreButtonText: "Browse Agents Built on Solid Data",
};

export default article;
