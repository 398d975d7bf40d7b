// The claims the owner must confirm before launch, worded for the pages: each page shows a claim
// only through these names. Their values and states are in content/claims.yaml, which says where
// each appears and how to confirm, change or withdraw one.
import { claimFacts } from "@/content/claim-facts";

export const seniorEngineerReadsEveryMessage = claimFacts.seniorEngineerReadsEveryMessage.value;
export const firstCallWithAnEngineer = claimFacts.firstCallWithAnEngineer.value;
export const detailsOnlyToAnswer = claimFacts.detailsOnlyToAnswer.value;
export const swiftProjectsTerms = claimFacts.swiftProjectsTerms.value;
export const agentsLiveIn = claimFacts.agentsLiveIn.value;
export const resultsWithinWeeks = claimFacts.resultsWithinWeeks.value;
export const agentsBeganAsClientWork = claimFacts.agentsBeganAsClientWork.value;

// Data protection: what a DPO asks first, answered once for every listing, the comparison and the
// procurement sheets (lib/agents/data-protection.ts puts them together).
export const dpaWithEveryCustomer = claimFacts.dpaWithEveryCustomer.value;
export const subProcessorChangeNotice = claimFacts.subProcessorChangeNotice.value;
export const usTransferBasis = claimFacts.usTransferBasis.value;
export const noTrainingOnCustomerData = claimFacts.noTrainingOnCustomerData.value;
export const healthDataWithAgreement = claimFacts.healthDataWithAgreement.value;
export const healthDataNotIntended = claimFacts.healthDataNotIntended.value;
export const foundersTrackRecord = claimFacts.foundersTrackRecord.value;

// The live agents' figures; every wording of the claim below is built from them.
const { agents: liveAgentCount, cities: liveAgentCityCount } = claimFacts.liveAgents.value;

/** About page's stat card: the figure. */
export const liveAgentsFigure = `${liveAgentCount}+`;

/** About page's stat card and the wording below: where the live agents run. */
export const liveAgentsWhere = `in distribution centers across ${liveAgentCityCount} cities`;

/** About, home and the articles: live agents, in one wording. */
export const liveAgents = `more than ${liveAgentCount} of our agents run live ${liveAgentsWhere}`;
export const enterpriseReadyMeans = claimFacts.enterpriseReadyMeans.value;
