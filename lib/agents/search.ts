// Marketplace search in plain words, with no model and no network: text becomes terms (words,
// Porter-stemmed by the `stemmer` package, read through the stop words and synonym table of
// content/search-vocabulary.ts), and agents rank by the terms they share with the query, weighted by
// where the agent's term came from and by how rare it is in the catalog. The server compiles the
// vocabulary and each agent's index (search-index.ts); the browser fetches them as short strings
// (AGENT_SEARCH_DATA_PATH), so the table is data rather than code in its JavaScript.
import { stemmer } from "stemmer";

/**
 * Weight of a match by the tier of the agent's term: word pairs of the buyers' phrases, then their
 * words with the name, then tags and capabilities, use cases, and last the description and steps.
 */
const TIER_WEIGHTS = [5, 3, 2, 1.5, 1] as const;
const TIER_SEPARATOR = "|";
const PAIR_JOINER = "+";
/** Agents scoring under this share of the best match are left out: they only share a side word. */
const RELATIVE_CUTOFF = 0.25;
/** A last word being typed ("recep") matches the terms it starts, at this share of the weight. */
const PREFIX_SHARE = 0.8;
const MIN_PREFIX_LENGTH = 3;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

type Phrase = { stems: string[]; term: string };
type Vocabulary = { stops: Set<string>; phrases: Map<string, Phrase[]> };

const stemmed = (text: string) => words(text).map(stemmer).join(" ");

/**
 * The vocabulary as one string: stop words, then each synonym group's members, stemmed. A phrase in
 * two groups belongs to the first; forms that stem alike are kept once.
 */
export function compileVocabulary(stopWords: string[], synonymGroups: string[][]): string {
  const claimed = new Set<string>();
  const groups = synonymGroups.map((group) =>
    group
      .map(stemmed)
      .filter((phrase) => phrase && !claimed.has(phrase) && claimed.add(phrase))
      .join(","),
  );
  return [stopWords.join(" "), ...groups.filter(Boolean)].join(TIER_SEPARATOR);
}

const vocabularies = new Map<string, Vocabulary>();

function readVocabulary(compiled: string): Vocabulary {
  let vocabulary = vocabularies.get(compiled);
  if (!vocabulary) {
    const [stops = "", ...groups] = compiled.split(TIER_SEPARATOR);
    const phrases = new Map<string, Phrase[]>();
    for (const group of groups) {
      const members = group.split(",");
      const term = members[0]!.replace(/ /g, "_");
      for (const member of members) {
        const stems = member.split(" ");
        phrases.set(
          stems[0]!,
          [...(phrases.get(stems[0]!) ?? []), { stems, term }].sort((a, b) => b.stems.length - a.stems.length),
        );
      }
    }
    vocabulary = { stops: new Set(stops.split(" ")), phrases };
    vocabularies.set(compiled, vocabulary);
  }
  return vocabulary;
}

/** The terms of a text, in order: synonym phrases become their group's name, stop words go. */
export function searchTerms(text: string, vocabulary: string): string[] {
  const raw = words(text);
  const stems = raw.map(stemmer);
  const { stops, phrases: table } = readVocabulary(vocabulary);
  const terms: string[] = [];
  for (let i = 0; i < raw.length;) {
    const phrase = table.get(stems[i]!)?.find((candidate) => candidate.stems.every((stem, k) => stems[i + k] === stem));
    if (phrase) {
      terms.push(phrase.term);
      i += phrase.stems.length;
    } else {
      if (!stops.has(raw[i]!)) terms.push(stems[i]!);
      i += 1;
    }
  }
  return terms;
}

/** Neighboring terms as pairs: a query that says "pipette tips" matches a phrase with those words together best. */
export function termPairs(terms: string[]): string[] {
  return terms.slice(1).map((term, index) => `${terms[index]}${PAIR_JOINER}${term}`);
}

/** An agent's index as the browser receives it: its terms by tier, strongest first, each term once. */
export function encodeIndex(tiers: string[][]): string {
  const seen = new Set<string>();
  return tiers.map((tier) => tier.filter((term) => !seen.has(term) && seen.add(term)).join(" ")).join(TIER_SEPARATOR);
}

const decoded = new Map<string, Map<string, number>>();

function decodeIndex(index: string): Map<string, number> {
  let weights = decoded.get(index);
  if (!weights) {
    weights = new Map();
    index.split(TIER_SEPARATOR).forEach((tier, level) => {
      for (const term of tier.split(" ")) if (term && !weights!.has(term)) weights!.set(term, TIER_WEIGHTS[level] ?? 1);
    });
    decoded.set(index, weights);
  }
  return weights;
}

export type Searchable = { searchIndex: string };

/** Where the marketplace fetches its search data: the compiled vocabulary and each agent's index, by agent slug. */
export const AGENT_SEARCH_DATA_PATH = "/agent-search.json";
export type AgentSearchData = { vocabulary: string; indexes: Record<string, string> };

/** A query matches an agent closely when the agent holds at least this share of the query's meaning (its terms, weighted by rarity). */
const CLOSE_COVERAGE = 0.45;

type Scored<T> = { agent: T; position: number; score: number; coverage: number };

/** Every agent with its score and the share of the query's meaning it holds; null when the query has no words that mean anything. */
function scoreAgents<T extends Searchable>(agents: T[], query: string, vocabulary: string, corpus: readonly Searchable[]): Scored<T>[] | null {
  const queryTerms = searchTerms(query, vocabulary);
  const terms = [...new Set(queryTerms)];
  if (!terms.length) return null;
  const indexes = corpus.map((agent) => decodeIndex(agent.searchIndex));
  const typing = !/\s$/.test(query);
  const weightIn = (index: Map<string, number>, term: string, prefix: boolean): number => {
    if (!prefix) return index.get(term) ?? 0;
    let best = 0;
    for (const [candidate, weight] of index) if (candidate.startsWith(term)) best = Math.max(best, weight * PREFIX_SHARE);
    return best;
  };
  const idf = (term: string, prefix: boolean) => {
    const holders = indexes.filter((index) => weightIn(index, term, prefix) > 0).length;
    return holders ? Math.log(1 + indexes.length / holders) : 0;
  };
  // A word no agent knows is still part of what the visitor asked: it counts as the rarest.
  const unknownRarity = Math.log(1 + indexes.length);
  const lastTerm = terms.at(-1)!;
  const scored = terms.map((term) => {
    const prefix = typing && term === lastTerm && term.length >= MIN_PREFIX_LENGTH && idf(term, false) === 0;
    const rarity = idf(term, prefix);
    return { term, prefix, rarity, meaning: rarity || unknownRarity };
  });
  const totalMeaning = scored.reduce((sum, { meaning }) => sum + meaning, 0);
  const pairs = termPairs(queryTerms).map((pair) => ({ pair, rarity: idf(pair, false) }));

  return agents.map((agent, position) => {
    const index = decodeIndex(agent.searchIndex);
    let score = 0;
    let matched = 0;
    let held = 0;
    for (const { term, prefix, rarity, meaning } of scored) {
      const weight = weightIn(index, term, prefix);
      if (weight > 0) {
        matched += 1;
        held += meaning;
      }
      score += weight * rarity;
    }
    for (const { pair, rarity } of pairs) score += (index.get(pair) ?? 0) * rarity;
    // An agent that matches every word of the query beats one that matches one word strongly.
    return { agent, position, score: score * (matched / terms.length), coverage: held / totalMeaning };
  });
}

/** Best first, ties in the order given, without those under RELATIVE_CUTOFF of the best. */
function ranked<T>(scores: Scored<T>[]): Scored<T>[] {
  const best = Math.max(0, ...scores.map(({ score }) => score));
  if (best <= 0) return [];
  return scores.filter(({ score }) => score >= best * RELATIVE_CUTOFF).sort((a, b) => b.score - a.score || a.position - b.position);
}

/** How many agents a no-match answer may offer as the closest. */
const MAX_CLOSEST = 3;

/**
 * The search as the marketplace shows it: `matches` are the agents that hold most of what the
 * query asks for, best first; when none does, `closest` holds the few nearest ones, which must be
 * shown as such and never as results.
 */
export function searchAgents<T extends Searchable>(
  agents: T[],
  query: string,
  vocabulary: string,
  corpus: readonly Searchable[] = agents,
): { matches: T[]; closest: T[] } {
  const scores = scoreAgents(agents, query, vocabulary, corpus);
  if (!scores) return { matches: agents, closest: [] };
  const order = ranked(scores);
  const matches = order.filter(({ coverage }) => coverage >= CLOSE_COVERAGE).map(({ agent }) => agent);
  return matches.length ? { matches, closest: [] } : { matches: [], closest: order.slice(0, MAX_CLOSEST).map(({ agent }) => agent) };
}
