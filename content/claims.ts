// Claims the owner must confirm before launch.
// The specification does not make these claims about Lumenfold, so each one is written here once,
// as a named constant, and the pages show it only through that name. To confirm a claim, keep it;
// to change it, edit it here; to withdraw it, delete it and the line that uses it.
// The specification's own claims (20+ live agents in 3 cities, two agents built in 30 minutes, the
// founders' track record, the articles' 25%, 85% and 3x figures, the reply promise in
// content/site.ts) stay with the copy that uses them.

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
 * implementation timelines of the agent listings.
 */
export const agentsLiveIn = "in days, not quarters";

/** Home page, "Fast to value". */
export const resultsWithinWeeks = "Most engagements show measurable results within weeks.";

/** About page: where the marketplace's agents come from. */
export const agentsBeganAsClientWork = "Every agent in the marketplace began as a solution to a real client problem.";
