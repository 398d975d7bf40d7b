// Builds each agent's search index on the server, at build time, from its content and listing; the
// browser fetches only the encoded strings, as /agent-search.json (lib/agents/search.ts reads them).
import { stopWords, synonymGroups } from "@/content/search-vocabulary";
import type { Agent } from "@/content/types";
import { listingFor } from "@/lib/agents/listings";
import { compileVocabulary, encodeIndex, searchTerms, termPairs, type AgentSearchData } from "@/lib/agents/search";

/**
 * The stop words and synonym table of content/search-vocabulary.ts, compiled for the browser.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export const searchVocabulary = compileVocabulary(stopWords, synonymGroups);

const termsOf = (texts: string[]) => texts.flatMap((text) => searchTerms(text, searchVocabulary));

/**
 * The agent's terms by tier, in the order of TIER_WEIGHTS.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export function agentSearchIndex(agent: Agent): string {
  const { searchPhrases } = listingFor(agent.slug);
  const phrases = [...searchPhrases, agent.name].map((phrase) => searchTerms(phrase, searchVocabulary));
  return encodeIndex([
    phrases.flatMap(termPairs),
    phrases.flat(),
    termsOf([...agent.tags, ...agent.keyCapabilities.flatMap((capability) => [capability.title, capability.description])]),
    termsOf(agent.useCases),
    termsOf([agent.description, ...agent.howItWorks.flatMap((step) => [step.title, step.description])]),
  ]);
}

/** What the marketplace fetches to search: the vocabulary and every agent's index, by slug. */
export function agentSearchData(agents: Agent[]): AgentSearchData {
  return { vocabulary: searchVocabulary, indexes: Object.fromEntries(agents.map((agent) => [agent.slug, agentSearchIndex(agent)])) };
}
