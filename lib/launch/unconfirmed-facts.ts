// The launch check: every fact only the owner can confirm that is still unconfirmed, each with the
// file and field to look at. `npm run check:launch` prints them and fails while any is left, and so
// does the production build (`npm run build`); the preview build that `npm start`, `npm run dev`
// and the tests use marks every page as not for launch instead (docs/launch.md).
// Proof (customers' stories, an agent's demos and live deployments) and the facts of a file marked
// `optional` in content/schema.ts's factFiles are optional: a page leaves each out until it is
// confirmed, so optionalFacts() lists them apart, and nothing stops on them.
import { claimFacts } from "@/content/claim-facts";
import { CLAIMS_FILE, COMPANY_FILE, QUOTE_TERMS_FILE, TRUST_DOCUMENTS_FILE, agentProofKinds, factFiles } from "@/content/schema";
import { CUSTOMERS_FOLDER, customerFileOf, readCustomerStories } from "@/content/customers/files";
import { company, type Company } from "@/content/company";
import { listingFiles, proofs } from "@/content/agents";
import { AGENTS_FOLDER, agentFileOf } from "@/content/agents/files";
import { readDataFile } from "@/content/data-file";
import { fieldName } from "@/lib/content/problem";
import { isOwnerFact } from "@/content/owner-fact";
import { quoteTerms } from "@/content/quote-terms";
import { regulationCheck } from "@/content/regulation";
import { trustDocuments, type TrustDocuments } from "@/content/trust-documents";

export type UnconfirmedFact = {
  /** Path from the project root. */
  file: string;
  /** The field, e.g. `subProcessors[2]` or `pricing`. */
  field: string;
  value?: unknown;
  /** What the owner does about it. */
  action: string;
};

/** What the check reads; the real content by default, a fixture in the tests. */
export type LaunchContent = {
  company: Company;
  /** The trust center documents' own facts (content/trust-documents.json), walked like the company's. */
  trustDocuments: TrustDocuments;
  /** The claims (content/claims.json): their owner facts are walked like the company's. */
  claims: object;
  /** Each agent's listing (`listing` in content/agents/<slug>.yaml), by slug: its owner facts are walked like the company's. */
  listings: Record<string, object>;
  /** When content/regulation.ts was last checked (its regulationCheck): an owner fact. */
  regulationCheck: object;
  /** The quote's commercial terms (content/quote-terms.json): their owner facts are walked like the company's. */
  quoteTerms: object;
  /** Each agent's proof (`proof` in its file), by slug: optional facts. */
  proofs?: Record<string, object>;
  /** Each customer's story (content/customers/<slug>.yaml), by slug: its consent is an optional fact. */
  customerStories?: Record<string, object>;
  /** The values of the JSON files of facts marked `optional` (content/schema.ts, factFiles), by file. */
  optionalFactFiles?: Record<string, unknown>;
  /** The line of a field in a data file, when the files are read (not in the tests' fixtures). */
  lineOf?: (file: string, path: readonly Key[]) => number;
};

/** @internal Exported for the tests and the build's checks (knip --production). */
export function launchContent(): LaunchContent {
  const lines = new Map<string, (path: readonly Key[]) => number>();
  return {
    lineOf: (file, path) => {
      if (!lines.has(file)) lines.set(file, readDataFile(process.cwd(), file).lineOf);
      return lines.get(file)!(path);
    },
    company,
    trustDocuments,
    claims: claimFacts,
    listings: listingFiles,
    regulationCheck,
    quoteTerms,
    proofs,
    customerStories: Object.fromEntries(readCustomerStories().map(({ slug, ...story }) => [slug, story])),
    optionalFactFiles: Object.fromEntries(optionalFactFiles.map((file) => [file, readDataFile(process.cwd(), file).data])),
  };
}

type Key = string | number;

/** Every owner fact under `node` that is not confirmed, with its field path (and its line, where `lineOf` gives one). */
function unconfirmedOwnerFacts(node: unknown, file: string, path: Key[] = [], lineOf?: LaunchContent["lineOf"]): UnconfirmedFact[] {
  if (isOwnerFact(node)) {
    if (node.confirmed) return [];
    return [
      {
        file: lineOf ? `${file}:${lineOf(file, path)}` : file,
        field: fieldName(path),
        value: node.value,
        action: "check it, then set its confirmed: false to true",
      },
    ];
  }
  if (Array.isArray(node)) return node.flatMap((item, index) => unconfirmedOwnerFacts(item, file, [...path, index], lineOf));
  if (typeof node === "object" && node !== null) {
    return Object.entries(node).flatMap(([key, value]) => unconfirmedOwnerFacts(value, file, [...path, key], lineOf));
  }
  return [];
}

/** The owner facts in each listing (its prices, estimator, retention, model provider, bias audit), under `listing` in its file. */
function listingOwnerFacts(content: LaunchContent): UnconfirmedFact[] {
  return Object.entries(content.listings).flatMap(([slug, listing]) => unconfirmedOwnerFacts(listing, agentFileOf(slug), ["listing"], content.lineOf));
}

/** The JSON files of facts marked optional (content/schema.ts, factFiles). */
const optionalFactFiles = factFiles.filter((facts) => facts.optional).map(({ file }) => file);

/** Every unconfirmed fact the launch needs, in the order docs/launch.md explains them; empty when the site may launch. */
export function unconfirmedFacts(content: LaunchContent = launchContent()): UnconfirmedFact[] {
  return [
    ...unconfirmedOwnerFacts(content.company, COMPANY_FILE, [], content.lineOf),
    ...unconfirmedOwnerFacts(content.trustDocuments, TRUST_DOCUMENTS_FILE, [], content.lineOf),
    ...unconfirmedOwnerFacts(content.quoteTerms, QUOTE_TERMS_FILE, [], content.lineOf),
    ...listingOwnerFacts(content),
    ...unconfirmedOwnerFacts(content.claims, CLAIMS_FILE, [], content.lineOf),
    ...unconfirmedOwnerFacts({ regulationCheck: content.regulationCheck }, "content/regulation.ts"),
  ].filter((fact) => !optionalFactFiles.includes(fact.file.replace(/:\d+$/, "")));
}

/** What the owner does to show a kind of proof no agent has yet. */
const proofToAdd: Record<(typeof agentProofKinds)[number], string> = {
  liveDeployments: "how many businesses run the agent live",
  demoAudio: "a recording of the agent at work, with its transcript",
  demoVideo: "a video of the agent at work, with its captions",
  demoPhone: "a number visitors can call to try the agent",
};

/**
 * The owner facts the site may launch without, each left off its page until confirmed: every one
 * provided but not confirmed, and a line for each kind of proof nobody has provided yet, saying where
 * to add it. `npm run check:launch` lists them apart and never fails on them.
 */
export function optionalFacts(content: LaunchContent = launchContent()): UnconfirmedFact[] {
  const proofs = Object.entries(content.proofs ?? {});
  const stories = Object.entries(content.customerStories ?? {});
  const missingProof = agentProofKinds
    .filter((kind) => !proofs.some(([, proof]) => kind in proof))
    .map((kind) => ({
      file: `${AGENTS_FOLDER}/<slug>.yaml`,
      field: `proof.${kind}`,
      action: `none yet: to show ${proofToAdd[kind]}, add it under proof: in the agent's file (docs/editing.md)`,
    }));
  return [
    ...Object.entries(content.optionalFactFiles ?? {}).flatMap(([file, facts]) => unconfirmedOwnerFacts(facts, file, [], content.lineOf)),
    ...(stories.length
      ? stories.flatMap(([slug, story]) => unconfirmedOwnerFacts(story, customerFileOf(slug), [], content.lineOf))
      : [
          {
            file: `${CUSTOMERS_FOLDER}/<slug>.yaml`,
            field: "consent",
            action: "none yet: to show a customer's story, add its file with the customer's written consent (docs/editing.md)",
          },
        ]),
    ...proofs.flatMap(([slug, proof]) => unconfirmedOwnerFacts(proof, agentFileOf(slug), ["proof"], content.lineOf)),
    ...missingProof,
  ];
}

/** Values longer than this are cut in the report; the file has them whole. */
const SHOWN_VALUE_LENGTH = 100;

/** A fact's value as the reports show it (this check and the launch checklist): JSON, cut when long; "" for none. */
export function shownValue(value: unknown): string {
  const json = value === undefined ? "" : JSON.stringify(value);
  return json.length > SHOWN_VALUE_LENGTH ? `${json.slice(0, SHOWN_VALUE_LENGTH)}...` : json;
}

export function formatUnconfirmedFact({ file, field, value, action }: UnconfirmedFact): string {
  const shown = shownValue(value);
  return `${file}: ${field}${shown ? ` ${shown}` : ""}: ${action}`;
}
