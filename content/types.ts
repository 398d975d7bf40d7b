// Names of the line icons the site draws. Content refers to icons by name; the SVG path data
// lives in iconPaths so that no content file carries markup.
export const iconNames = [
  "phone",
  "flask",
  "headset",
  "megaphone",
  "clipboard-check",
  "building",
  "wallet",
  "user-search",
  "shopping-bag",
  "send",
  "apple",
  "inbox",
  "trending-up",
  "chart",
  "database",
  "shield",
  "cpu",
  "zap",
  "users",
  "layers",
  "target",
  "clock",
  "globe",
  "leaf",
  "heart-pulse",
  "truck",
  "sparkles",
  "book",
  "check-circle",
  "settings",
  "message",
  "search",
  "workflow",
  "graduation-cap",
  "handshake",
  "rocket",
  "arrow-up",
  "arrow-left",
  "arrow-right",
  "menu",
  "close",
] as const;

export type IconName = (typeof iconNames)[number];

/** Color families for chips, badges and gradients; each maps to an accessible CSS class. */
export type Tone =
  | "blue"
  | "teal"
  | "violet"
  | "amber"
  | "rose"
  | "green"
  | "indigo"
  | "orange"
  | "cyan"
  | "slate";

type KeyCapability = {
  title: string;
  description: string;
};

/**
 * The catalog's agent slugs, as keys. content/agents.ts fills this in by declaration merging, so
 * a type here can name the real slugs without importing the catalog (which imports this file).
 * @public (knip sees no import: the merge is its use)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogSlugs {}
type AgentSlug = Extract<keyof CatalogSlugs, string>;

/** Keeps each entry's slug as its literal text, so AgentSlug lists exactly the catalog's slugs. */
export function defineCatalog<Slug extends string>(agents: (Agent & { slug: Slug })[]): (Agent & { slug: Slug })[] {
  return agents;
}

/** Marketplace functions an article's call to action may name instead of one agent (lib/site/hrefs maps them). */
export const relatedFunctionKeys = ["healthcare-operations", "agriculture-farming"] as const;

/** What an article's call to action leads to: an agent, a marketplace function, or the whole marketplace. */
export type RelatedAgent = AgentSlug | (typeof relatedFunctionKeys)[number] | "marketplace";

export type Agent = {
  id: number;
  name: string;
  slug: string;
  /** One or two sentences shown on cards and under the agent's name. */
  description: string;
  /** The first tag that maps to a business function decides the agent's function (lib/agents/functions). */
  tags: string[];
  icon: IconName;
  /** Path of our own artwork under public/, e.g. /images/agents/ai-receptionist-agent.svg */
  image: string;
  /** Numbered steps, each one sentence. */
  howItWorks: { title: string; description: string }[];
  keyCapabilities: KeyCapability[];
  useCases: string[];
};

export type ArticleSection = {
  title: string;
  icon?: IconName;
  subtitle?: string;
  /** One block of text or a list of paragraphs. */
  content: string | string[];
};

/** A calendar date written the ISO way, e.g. "2025-11-18". */
type IsoDate = `${number}-${number}-${number}`;

/** Nothing that can be computed is stored: the id is the slug, and lib/blog/articles adds the read time. */
export type Article = {
  /** Also its slug: the article lives at /blog/{id}. */
  id: string;
  category: string;
  categoryColor: Tone;
  heroGradient: Tone;
  /** Publication date; pages show it as "November 18, 2025". */
  date: IsoDate;
  title: string;
  description: string;
  /** Path of our own artwork under public/, e.g. /images/blog/healthcare-ai.svg */
  image: string;
  author: string;
  sections: ArticleSection[];
  /** An agent's slug, a function key or "marketplace"; lib/site/hrefs turns it into a link. */
  relatedAgent: RelatedAgent;
  /**
   * Names what the call to action leads to: an agent ("Order Verification Agent"), a function's
   * agents in the plural ("Healthcare Operations agents"), or the marketplace ("Lumenfold Agent Marketplace").
   */
  relatedAgentTitle: string;
  exploreButtonText: string;
};

/** How an agent's indicative price is charged. */
export type PricingModel = "per-month" | "per-seat" | "per-month-plus-usage";

/**
 * The volume the ROI estimate counts, as the price counts it. A per-month-plus-usage agent charges
 * usdPerUnitAbove for each unit above the included volume; a per-seat agent includes the volume per
 * seat and needs another seat for more.
 */
type VolumePricing = {
  /** The unit, singular and plural: ["answered call", "answered calls"]. */
  unit: readonly [string, string];
  /** Units a month the starting price includes (per seat for per-seat pricing). */
  includedPerMonth: number;
  /** USD per unit above the included volume (per-month-plus-usage only). */
  usdPerUnitAbove?: number;
  /** A second cap this volume runs into, lifted by one of the listing's add-ons. */
  capacity?: VolumeCapacity;
  /**
   * What the usage terms count as two units, as a phrase: "a phone call longer than 10 minutes".
   * The estimate then asks what share of the volume that is (its `countedTwicePercent` input).
   */
  countsAsTwo?: string;
};

/**
 * Something the volume needs more of as it grows, such as sending mailboxes: the starting price
 * includes `included` of them, each covering `unitsPerWorkingDay` of the volume (a month counts 22
 * working days), and each further one costs its add-on's price. The estimate adds those a volume needs.
 */
export type VolumeCapacity = {
  /** Singular and plural: ["sending mailbox", "sending mailboxes"]. */
  unit: readonly [string, string];
  /** How many the starting price includes. */
  included: number;
  /** Units of the volume each covers a working day. */
  unitsPerWorkingDay: number;
  /** The add-on that adds one more: the same object as in the listing's `addOns`. */
  addOn: PriceAddOn;
};

/** The kinds of sub-processor an agent's data passes through; content/company.ts names the provider of each. */
export const subProcessorCategories = ["cloud-hosting", "language-model", "speech", "telephony", "messaging"] as const;
export type SubProcessorCategory = (typeof subProcessorCategories)[number];

/** A priced step beyond one of the caps in what the starting price includes. */
type PriceAddOn = {
  /** "each further store", "each further 1,000 tracked items". */
  item: string;
  usdPerMonth: number;
};

/**
 * What a buyer needs to decide: price, fit, data, effort, limits and risk. One listing per agent,
 * in content/listings/<slug>.ts; prices are edited there and nowhere else.
 */
export type AgentListing = {
  pricing: {
    model: PricingModel;
    /** Indicative starting price per month in USD (per seat for per-seat); sorts "Price Low to High". */
    fromUsdPerMonth: number;
    /** One-off set-up and integration fee in USD; the ROI estimate's payback is measured against it. */
    setupUsd: number;
    /** What the starting price includes, one short item each. */
    includes: string[];
    /**
     * Further usage terms, in words, beyond the per-unit price of `volume` ("a transferred call
     * counts once"); lib/agents/pricing writes the price itself from `volume`.
     */
    usage?: string;
    /** Per-seat agents: the fewest seats sold. The least a buyer pays a month is this times the seat price. */
    minimumSeats?: number;
    /**
     * Per-seat agents: what one seat is, the one definition every page shows ("one sales manager or
     * leader, covering the pipelines of up to 12 reps"); the volume a seat includes is added to it.
     */
    seat?: string;
    /**
     * What the starting price includes of the volume the ROI estimate counts, and what more costs.
     * Absent when that volume does not change the price. The estimate prices the volume entered from it.
     */
    volume?: VolumePricing;
    /** The next tier of every other cap in `includes` ("each further store", $390 a month). */
    addOns?: PriceAddOn[];
  };
  /** Systems it connects to, by kind, each with a few named examples. */
  integrations: { kind: string; examples: string[] }[];
  data: {
    reads: string[];
    writes: string[];
    /** Where it is processed, in one sentence. */
    processedIn: string;
    /** How long it is kept, in one sentence. */
    retention: string;
    /** The kinds of sub-processor that handle its data; the trust page names each (content/company.ts). */
    subProcessors: SubProcessorCategory[];
    /** Whether it may process health information (a dental practice's callers, a dietitian's clients). */
    mayProcessHealthData: boolean;
  };
  /** What the buyer provides. */
  requirements: string[];
  /** Implementation timeline in weeks, from signed order to live. */
  timelineWeeks: { min: number; max: number };
  handover: {
    /** When it hands over to a person. */
    when: string[];
    /** How the handover happens, in one or two sentences. */
    how: string;
  };
  /** What it will not do. */
  limits: string[];
  risk: {
    /** Its class under the EU AI Act. */
    euAiActClass: "minimal" | "limited" | "high";
    /** One line of why. */
    why: string;
    /**
     * Whom it converses with directly, if anyone. Art. 50(1) covers any natural person, staff
     * included, so an agent that converses with anyone tells them at the start that it is an AI.
     */
    talksWith?: "the public" | "staff" | "the public and staff";
    /**
     * What it generates and sends out that falls under Art. 50(2) (synthetic audio or text such as
     * a voice or e-mails); such an agent needs an `outputMarking` statement.
     */
    generates?: ("synthetic voice" | "e-mails" | "written content")[];
    /** What the buyer must do about it, as deployer. */
    buyerDuties: string[];
    /** What Lumenfold does about it, as provider (for high risk: Arts. 13 and 47 to 49 of Regulation (EU) 2024/1689). */
    providerDuties: string[];
    /** When these obligations apply, as known on the review date; required for high and limited risk. */
    obligationsApply?: string;
    /** How what it generates is marked as AI-generated (Art. 50(2)); required when `generates` names anything. */
    outputMarking?: string;
  };
  /** ISO date (YYYY-MM-DD) the listing was last checked. */
  lastReviewed: string;
  roi: RoiModel;
  /** At least two; at least one hands over to a person or declines. */
  conversations: SampleConversation[];
  /** Words buyers use for what this agent does ("answer the phone after hours"); search ranks by them. */
  searchPhrases: string[];
};

/**
 * The inputs an ROI estimate can ask for; each agent labels the ones it uses in its own words.
 * automatedPercent (every agent), errorReductionPercent (with errorRatePercent and costPerError) and
 * countedTwicePercent (when the usage terms count some units as two) are the agent's own figures,
 * which the buyer can change like the others; each states the basis of its default.
 */
export type RoiInputKey =
  | "volume"
  | "minutesPerTask"
  | "hourlyCost"
  | "errorRatePercent"
  | "costPerError"
  | "automatedPercent"
  | "errorReductionPercent"
  | "countedTwicePercent";

/** The inputs whose default is Lumenfold's figure, not the buyer's: each needs a `basis`. */
export const roiFigureKeys = ["automatedPercent", "errorReductionPercent", "countedTwicePercent"] as const satisfies readonly RoiInputKey[];

export type RoiInput = {
  key: RoiInputKey;
  /** e.g. "Calls per month", "Minutes per call", "Cost of an hour of staff time (USD)". */
  label: string;
  defaultValue: number;
  min: number;
  max: number;
  step: number;
  /** Where the default comes from, one sentence; required for the keys in roiFigureKeys. */
  basis?: string;
};

/**
 * A per-agent ROI estimate: tasks a month (volume, times workingDaysPerMonth when volume is per day),
 * the share the agent takes over (automatedPercent), the staff minutes each takes, and optionally
 * errors avoided (errorRatePercent x errorReductionPercent x costPerError).
 */
export type RoiModel = {
  inputs: RoiInput[];
  /** Whether the volume input counts per month or per working day. */
  volumePer: "month" | "day";
  /** What else the estimate assumes, written out for the visitor, one sentence each; the inputs' figures are not repeated here. */
  assumptions: string[];
};

type ConversationTurn = {
  /** Who speaks, named: "Caller", "AI Receptionist", "Input", "Agent". */
  speaker: string;
  text: string;
  /** An annotation on this turn: why the agent did what it did. */
  note?: string;
};

export type SampleConversation = {
  title: string;
  /** "conversation" for a chat or call; "run" for an input and what the agent did. */
  kind: "conversation" | "run";
  /** "handover" or "declined" for the example that shows the agent passing to a person or refusing. */
  outcome: "resolved" | "handover" | "declined";
  /** One sentence on what the example shows. */
  summary: string;
  turns: ConversationTurn[];
};
