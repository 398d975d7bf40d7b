// Builds each agent's search index on the server, at build time, from its content and listing; the
// marketplace passes the browser only the encoded string (lib/agents/search.ts reads it).
import { stopWords, synonymGroups } from "@/content/search-vocabulary";
import type { Agent } from "@/content/types";
import { listingFor } from "@/lib/agents/listings";
import { compileVocabulary, encodeIndex, searchTerms, termPairs } from "@/lib/agents/search";

/** The stop words and synonym table of content/search-vocabulary.ts, compiled for the browser. */
export const searchVocabulary = compileVocabulary(stopWords, synonymGroups);

const termsOf = (texts: string[]) => texts.flatMap((text) => searchTerms(text, searchVocabulary));

/** The agent's terms by tier, in the order of TIER_WEIGHTS. */
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
