// The fixed lists a content value picks from: icons, colors, business functions and the like.
// content/schema.ts builds its enums from them; they live apart from it, without zod, so a client
// component can import a list (or a type made from one) without pulling the schemas into its bundle.

/** Names of the line icons the site draws. Content refers to icons by name; components/ui/icon-paths holds the SVG data. */
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
export const tones = ["blue", "teal", "violet", "amber", "rose", "green", "indigo", "orange", "cyan", "slate"] as const;

export type Tone = (typeof tones)[number];

/** The marketplace's business functions, in filter-bar order. An agent names its own in `functions` (content/agents/<slug>.yaml). */
export const businessFunctions = [
  "Sales",
  "Marketing",
  "Customer Support",
  "HR",
  "Finance",
  "Health",
  "Healthcare Operations",
  "Legal",
  "Procurement",
  "Inventory",
  "Supply Chain",
  "Agriculture & Farming",
  "Product",
  "Analytics",
  "IT/DevOps",
] as const;

export type BusinessFunction = (typeof businessFunctions)[number];

/** Marketplace functions an article's call to action may name instead of one agent (lib/site/hrefs maps them). */
export const relatedFunctionKeys = ["healthcare-operations", "agriculture-farming"] as const;

/** Where an agent request comes from, as the form's payload names it (the specification's values). */
export const agentRequestSources = ["Agent Detail Page", "AI Marketeer Agent Page", "Omnichannel Support Agent Page"] as const;

export type AgentRequestSource = (typeof agentRequestSources)[number];

/** The kinds of sub-processor an agent's data passes through; content/company.json names the provider of each. */
export const subProcessorCategories = ["cloud-hosting", "language-model", "speech", "telephony", "messaging"] as const;

export type SubProcessorCategory = (typeof subProcessorCategories)[number];

/**
 * The inputs an ROI estimate can ask for; each agent labels the ones it uses in its own words.
 * automatedPercent (every agent), errorReductionPercent (with errorRatePercent and costPerError) and
 * countedTwicePercent (when the usage terms count some units as two) are the agent's own figures,
 * which the buyer can change like the others; each states the basis of its default.
 */
export const roiInputKeys = [
  "volume",
  "minutesPerTask",
  "hourlyCost",
  "errorRatePercent",
  "costPerError",
  "automatedPercent",
  "errorReductionPercent",
  "countedTwicePercent",
] as const;

export type RoiInputKey = (typeof roiInputKeys)[number];

/** The inputs whose default is Lumenfold's figure, not the buyer's: each needs a `basis`. */
export const roiFigureKeys = ["automatedPercent", "errorReductionPercent", "countedTwicePercent"] as const satisfies readonly RoiInputKey[];

/** Status of a certification or attestation (content/company.json), worded on the trust page (lib/legal/trust.ts). */
export const certificationStatuses = ["held", "in-progress", "planned", "not-held"] as const;

/**
 * The kinds of content an agent generates that EU AI Act Art. 50(2) asks to mark as AI-generated
 * (a listing's `risk.generates`), each with the key of its statement in content/trust-documents.json's
 * `outputMarking`.
 */
export const generatedContentKinds = ["synthetic voice", "e-mails", "written content", "text replies"] as const;
export type GeneratedContentKind = (typeof generatedContentKinds)[number];
export const outputMarkingKeys = {
  "synthetic voice": "syntheticVoice",
  "e-mails": "emails",
  "written content": "writtenContent",
  "text replies": "textReplies",
} as const satisfies Record<GeneratedContentKind, string>;

/** Where a visitor books a call: the scheduling services the booking page can show, by the host of their booking links. */
export const schedulerHosts = {
  "calendar.google.com": "Google Calendar",
  "cal.com": "Cal.com",
  "calendly.com": "Calendly",
} as const;
