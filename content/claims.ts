// Claims the owner must confirm before launch.
// The specification does not make these claims about Lumenfold, so each one is written here once,
// as a named constant, and the pages show it only through that name. To confirm a claim, keep it;
// to change it, edit it here; to withdraw it, delete it and the line that uses it.
// The founders' track record and the live agents are the specification's claims, but pages and
// articles worded them differently, so they are written here once too. The story of two agents
// built in 30 minutes stays with the About page, and the reply promise in content/site.ts.
// Performance figures without a source are not claimed anywhere.

/** Contact page: who reads a message. */
export const seniorEngineerReadsEveryMessage = "A senior engineer reads every message and answers it.";

/** Contact and About pages: who takes the first call. */
export const firstCallWithAnEngineer = "Your first call is with a senior engineer who has built systems like yours, not a sales script.";

/** Contact page: what is done with a visitor's details. */
export const detailsOnlyToAnswer = "We use your details only to answer you, never for lists or resale.";

/** Services page, Swift Projects: commercial terms beyond the specification's "fixed scope". */
export const swiftProjectsTerms = "Fixed timeline and fixed price, delivered in weeks.";

/**
 * Home page and marketplace: how soon a ready-made agent goes live. Must agree with the
 * implementation timelines of the agent listings (a test holds it to their range).
 */
export const agentsLiveIn = "in 2 to 8 weeks, not quarters";

/** Home page, "Fast to value". */
export const resultsWithinWeeks = "Most engagements show measurable results within weeks.";

/** About page: where the marketplace's agents come from. */
export const agentsBeganAsClientWork = "Every agent in the marketplace began as a solution to a real client problem.";

// Data protection: what a DPO asks first, answered once for every listing, the comparison and the
// procurement sheets (lib/agents/data-protection.ts puts them together).

/** Every listing: the processing agreement. */
export const dpaWithEveryCustomer =
  "We sign a data processing agreement under GDPR Art. 28 with every customer before any personal data is processed.";

/**
 * Every listing: the notice before a sub-processor changes. Whether the sub-processors page names
 * each provider is not a claim: it follows from content/company.ts (lib/legal/sub-processors.ts).
 */
export const subProcessorChangeNotice = "We tell customers before we add or replace one.";

/** Every listing: the legal basis for transfers when the US region is chosen. */
export const usTransferBasis =
  "For the US region, personal data from the EU/EEA is transferred under the EU-US Data Privacy Framework where the recipient is certified, and under the European Commission's Standard Contractual Clauses otherwise.";

/** Every listing: no training on customer data. */
export const noTrainingOnCustomerData =
  "Your data is not used to train or fine-tune any model, ours or our providers'; our contracts with language model providers exclude it.";

/** Listings whose use cases may involve health information (a dental group, a clinic, a dietitian). */
export const healthDataWithAgreement =
  "It may process health information: in the US we sign a HIPAA business associate agreement (BAA) before go-live, and in the EU health data is processed only as your processor under the DPA (GDPR Art. 9).";

/** Listings not meant for health information. */
export const healthDataNotIntended = "It is not meant to process health information, and no BAA is offered for it.";

/** About, home and the articles: the founders' track record, in one wording. */
export const foundersTrackRecord = "Our founders built a credit bureau, a data engineering platform and an enterprise data and AI platform";

// The live agents' figures, written once; every wording of the claim below is built from them.
const liveAgentCount = 20;
const liveAgentCityCount = 3;

/** About page's stat card: the figure. */
export const liveAgentsFigure = `${liveAgentCount}+`;

/** About page's stat card and the wording below: where the live agents run. */
export const liveAgentsWhere = `in distribution centers across ${liveAgentCityCount} cities`;

/** About, home and the articles: live agents, in one wording. */
export const liveAgents = `more than ${liveAgentCount} of our agents run live ${liveAgentsWhere}`;

/** Trust page, and the agent tag it explains: what "Enterprise Ready" promises. */
export const enterpriseReadyMeans =
  "An agent tagged Enterprise Ready runs in the EU or US region you choose, under a data processing agreement signed before go-live and the sub-processors named on this page, and connects to the phone, calendar and CRM systems an enterprise already runs, with no new hardware.";
