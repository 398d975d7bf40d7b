// The claims the owner must confirm before launch, worded for the pages in both states: each page
// shows a claim only through these names, and a claim not confirmed yet is either left out
// (`undefined`) or replaced by a wording that says no more than the site already knows. Their values
// and states are in content/claims.json; docs/launch.md says how the owner confirms, changes or
// withdraws one. The data-protection commitments are read as facts (claimFacts) by the pages that
// answer a reviewer, which say "Not confirmed yet" in their place.
import { claimFacts } from "@/content/claim-facts";
import { stated, factText } from "@/content/owner-fact";

/** Contact page: who reads a message. */
export const seniorEngineerReadsEveryMessage = factText(claimFacts.seniorEngineerReadsEveryMessage, "Every message is read and answered by our team.");

/** Contact and About pages: who takes the first call. */
export const firstCallWithAnEngineer = factText(claimFacts.firstCallWithAnEngineer);

/** Contact page and privacy notice: what is done with a visitor's details (the purpose alone before it is confirmed). */
export const detailsOnlyToAnswer = factText(claimFacts.detailsOnlyToAnswer, "We use your details to answer you.");

/** Services page, Swift Projects: commercial terms beyond the specification's "fixed scope". */
export const swiftProjectsTerms = factText(claimFacts.swiftProjectsTerms);

/**
 * Home page and marketplace: how soon a ready-made agent goes live, ending "…systems ___." Must
 * agree with the implementation timelines of the agent listings (a test holds it to their range).
 */
export const agentsLiveIn = factText(claimFacts.agentsLiveIn, "on the timeline each listing gives");

/** Home page, "Fast to value". */
export const resultsWithinWeeks = factText(claimFacts.resultsWithinWeeks);

/** About page: where the marketplace's agents come from. */
export const agentsBeganAsClientWork = factText(claimFacts.agentsBeganAsClientWork);

/** About and home: the founders' track record, in one wording, which a sentence continues. */
export const foundersTrackRecord = factText(claimFacts.foundersTrackRecord, "Our founders have spent their careers in data engineering and AI");

/**
 * The live agents, in every wording the pages use; nothing until the owner confirms the figures
 * (then the pages say liveAgentsNotConfirmed). `sentence` continues "Today …".
 */
export const liveAgents = stated(
  claimFacts.liveAgents,
  ({ agents, cities }) => {
    const where = `in distribution centers across ${cities} cities`;
    return { figure: `${agents}+`, where, sentence: `more than ${agents} of our agents run live ${where}` };
  },
  undefined,
);

/** What the About and home pages say of the live agents until the owner confirms their figures. */
export const liveAgentsNotConfirmed = "How many of our agents run live, and in how many cities, is not confirmed yet.";

/** Trust page, and the agent tag it explains: what "Enterprise Ready" promises. */
export const enterpriseReadyMeans = factText(claimFacts.enterpriseReadyMeans);
