// The claims the owner must confirm before launch, worded for the pages: each page shows a claim
// only through these names. Their values and states are in content/claims.json; docs/launch.md says how
// the owner confirms, changes or withdraws one.
import { claimFacts } from "@/content/claim-facts";

/** Contact page: who reads a message. */
export const seniorEngineerReadsEveryMessage = claimFacts.seniorEngineerReadsEveryMessage.value;

/** Contact and About pages: who takes the first call. */
export const firstCallWithAnEngineer = claimFacts.firstCallWithAnEngineer.value;

/** Contact page: what is done with a visitor's details. */
export const detailsOnlyToAnswer = claimFacts.detailsOnlyToAnswer.value;

/** Services page, Swift Projects: commercial terms beyond the specification's "fixed scope". */
export const swiftProjectsTerms = claimFacts.swiftProjectsTerms.value;

/**
 * Home page and marketplace: how soon a ready-made agent goes live. Must agree with the
 * implementation timelines of the agent listings (a test holds it to their range).
 */
export const agentsLiveIn = claimFacts.agentsLiveIn.value;

/** Home page, "Fast to value". */
export const resultsWithinWeeks = claimFacts.resultsWithinWeeks.value;

/** About page: where the marketplace's agents come from. */
export const agentsBeganAsClientWork = claimFacts.agentsBeganAsClientWork.value;

// Data protection: what a DPO asks first, answered once for every listing, the comparison and the
// procurement sheets (lib/agents/data-protection.ts puts them together).

/** Every listing: the processing agreement. */
export const dpaWithEveryCustomer = claimFacts.dpaWithEveryCustomer.value;

/**
 * Every listing: the notice before a sub-processor changes. Whether the sub-processors page names
 * each provider is not a claim: it follows from content/company.json (lib/legal/sub-processors.ts).
 */
export const subProcessorChangeNotice = claimFacts.subProcessorChangeNotice.value;

/** Every listing: the legal basis for transfers when the US region is chosen. */
export const usTransferBasis = claimFacts.usTransferBasis.value;

/** Every listing: no training on customer data. */
export const noTrainingOnCustomerData = claimFacts.noTrainingOnCustomerData.value;

/** Listings whose use cases may involve health information (a dental group, a clinic, a dietitian). */
export const healthDataWithAgreement = claimFacts.healthDataWithAgreement.value;

/** Listings not meant for health information. */
export const healthDataNotIntended = claimFacts.healthDataNotIntended.value;

/** About, home and the articles: the founders' track record, in one wording. */
export const foundersTrackRecord = claimFacts.foundersTrackRecord.value;

// The live agents' figures; every wording of the claim below is built from them.
const { agents: liveAgentCount, cities: liveAgentCityCount } = claimFacts.liveAgents.value;

/** About page's stat card: the figure. */
export const liveAgentsFigure = `${liveAgentCount}+`;

/** About page's stat card and the wording below: where the live agents run. */
export const liveAgentsWhere = `in distribution centers across ${liveAgentCityCount} cities`;

/** About, home and the articles: live agents, in one wording. */
export const liveAgents = `more than ${liveAgentCount} of our agents run live ${liveAgentsWhere}`;

/** Trust page, and the agent tag it explains: what "Enterprise Ready" promises. */
export const enterpriseReadyMeans = claimFacts.enterpriseReadyMeans.value;
