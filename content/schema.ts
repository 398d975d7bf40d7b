// The shape of the site's content, defined once: the zod schemas below are what an agent's file
// (its catalog entry and its listing) and an article must be, and the TypeScript types are inferred
// from them. `npm run check:content` (lib/content/check.ts) parses every file with them, adding
// what a schema here cannot see (image files under public/, slugs across files, the markers the
// scaffold leaves); each message is written to follow the field and its value, e.g.
// `useCases[0] "" is empty`.
// Only the check imports this file at run time; everything else imports its types (`import type`),
// so no page's JavaScript carries zod for content.
import { z } from "zod";
import {
  agentRequestSources,
  businessFunctions,
  iconNames,
  roiFigureKeys,
  roiInputKeys,
  certificationStatuses,
  subProcessorCategories,
  tones,
  generatedContentKinds,
  schedulerHosts,
  type RoiInputKey,
} from "@/content/choices";
import { sharedBuyerDutyNames } from "@/content/regulation";
import { securityPracticeKeys, type SecurityPracticeKey } from "@/content/trust-areas";

/** The schema of an owner fact holding a value of the given schema. */
function ownerFact<Value extends z.ZodType>(value: Value) {
  return z.strictObject({ value, confirmed: z.boolean({ error: "is not true or false: write true once you have checked it, else false" }) });
}
type OwnerFactSchema<Value extends z.ZodType> = ReturnType<typeof ownerFact<Value>>;

const text = z.string({ error: (issue) => (issue.input === undefined ? "is missing" : "is not text: write it in quotes") }).trim().min(1, "is empty");
const texts = (what: string) => z.array(text).min(1, `is empty: list at least one ${what}`);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "is not a slug: lower-case letters and digits joined by single hyphens");
/** Our own artwork under public/; lib/content/check.ts adds that the file exists. */
export const imagePath = z.string().regex(/^\/images\/[^?#]+\.(svg|png|jpe?g|webp)$/, "is not an image path like /images/agents/my-agent.svg");
/** A calendar date written the ISO way; lib/content/check.ts adds that the day exists. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'is not a real date written like "2025-11-18"');
const icon = z.enum(iconNames, { error: "is not an icon the site can draw (content/choices.ts, iconNames)" });
const tone = z.enum(tones, { error: `is not a color: one of ${tones.join(", ")} (content/choices.ts)` });
/** A number of dollars: the pages, the sorting and the estimate do arithmetic with it, so "520" is refused. */
const usd = z.number({ error: 'is not a number: write it without quotes, e.g. 520, not "520"' });
const step = z.strictObject({ title: text, description: text });

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

/** How an agent page's request form identifies itself, where it differs from lib/agents/request-settings.ts's defaults. */
const requestFormSchema = z
  .strictObject({
    /** The agent's name in the request ("Order Verification AI Agent"); the agent's `name` when not set. */
    agentName: text,
    /** What the request names as its source; "Agent Detail Page" when not set. */
    source: z.enum(agentRequestSources, { error: `is not one of ${agentRequestSources.map((source) => `"${source}"`).join(", ")}` }),
    customizationsLabel: text,
    customizationsRequired: z.boolean(),
    timelineLabel: text,
    /** Toast after a successful request; the transport's message when not set. */
    successMessage: text,
  })
  .partial();

/**
 * An agent's catalog entry. Nothing that can be computed is stored: the slug is the file's name
 * (content/agents/{slug}.yaml), and the marketplace's order is content/agent-order.yaml.
 */
export const agentSchema = z.strictObject({
  name: text,
  slug,
  /** One or two sentences shown on cards and under the agent's name. */
  description: text,
  /** Labels on the card and the page; lib/agents/tag-colors.ts colors the known ones. */
  tags: z.array(text).min(1, "has no tag"),
  /**
   * The marketplace functions that list it: the first is the agent's function (its category in the
   * catalog files); any further ones also list it under that filter.
   */
  functions: z
    .array(z.enum(businessFunctions, { error: `is not a marketplace function: one of ${businessFunctions.join(", ")} (content/choices.ts)` }))
    .min(1, "has no function: name the marketplace function that lists it")
    .refine(unique, { error: "names a function twice" }),
  icon,
  /** Path of our own artwork under public/, e.g. /images/agents/ai-receptionist-agent.svg */
  image: imagePath,
  /** Numbered steps, each one sentence. */
  howItWorks: z.array(step).min(3, "has fewer than 3 steps"),
  keyCapabilities: z.array(step).min(3, "has fewer than 3 capabilities"),
  useCases: z.array(text).min(3, "has fewer than 3 use cases"),
  /**
   * A page of its own instead of /agent/{slug}, e.g. "/omnichannel-support-agent": the route folder
   * app/<path> must exist (the content check says so when it does not).
   */
  path: z
    .string()
    .regex(/^\/[a-z0-9]+(-[a-z0-9]+)*$/, "is not a path like /omnichannel-support-agent")
    .optional(),
  /** Its request form's own wording, where it differs from every other agent's. */
  requestForm: requestFormSchema.optional(),
  /** Its place among the home page's featured agents, 1 first; absent for an agent not featured. */
  featuredOnHome: z.number().int("is not a whole number").positive("is not a positive number").optional(),
});

export type Agent = z.infer<typeof agentSchema>;

const articleSectionSchema = z.strictObject({
  title: text,
  icon: icon.optional(),
  subtitle: text.optional(),
  /**
   * The section's text in Markdown: paragraphs, links, lists, emphasis and images of our own
   * (lib/content/check.ts checks them); the section's title is its heading, so no # or ## of its own.
   */
  body: text,
});

/**
 * Nothing that can be computed is stored: the id is the file's name (content/articles/{id}.md, the
 * article at /blog/{id}), articles are listed newest first by date, and lib/blog/articles adds the read time.
 */
export const articleSchema = z.strictObject({
  id: slug,
  category: text,
  categoryColor: tone,
  heroGradient: tone,
  /** Publication date; pages show it as "November 18, 2025". */
  date: isoDate,
  title: text,
  description: text,
  /** Path of our own artwork under public/, e.g. /images/blog/healthcare-ai.svg */
  image: imagePath,
  author: text,
  sections: z
    .array(articleSectionSchema)
    .min(1, "has no section")
    .refine((sections) => unique(sections.map((section) => section.title)), { error: "has two sections with the same title" }),
  /**
   * What the call to action leads to: an agent's slug, a function key (content/choices.ts,
   * relatedFunctionKeys) or "marketplace"; lib/site/hrefs turns it into a link.
   */
  relatedAgent: text,
  /**
   * Names what the call to action leads to: an agent ("Order Verification Agent"), a function's
   * agents in the plural ("Healthcare Operations agents"), or the marketplace ("Lumenfold Agent Marketplace").
   */
  relatedAgentTitle: text,
  exploreButtonText: text,
});

export type Article = z.infer<typeof articleSchema>;

/** A priced step beyond one of the caps in what the starting price includes. */
const priceAddOnSchema = z.strictObject({
  /** "each further store", "each further 1,000 tracked items". */
  item: text,
  usdPerMonth: usd.positive("is not above zero"),
  /** The volume each one adds to what the price includes, when its words say so ("with its own 6,000 verified orders"). */
  includedPerMonth: z.int().positive("is not a whole number above zero").optional(),
});

/** Singular and plural: ["sending mailbox", "sending mailboxes"]. */
const unitNames = z.tuple([text, text]).readonly();

/**
 * Something the volume needs more of as it grows, such as sending mailboxes: the starting price
 * includes `included` of them, each covering `unitsPerWorkingDay` of the volume (a month counts 22
 * working days), and each further one costs its add-on's price. The estimate adds those a volume needs.
 */
const volumeCapacitySchema = z.strictObject({
  unit: unitNames,
  /** How many the starting price includes. */
  included: z.number().int("is not a whole number").positive("is not above zero"),
  /** Units of the volume each covers a working day. */
  unitsPerWorkingDay: z.number().positive("is not above zero"),
  /** The add-on that adds one more: the same item and price as one of the listing's `addOns`. */
  addOn: priceAddOnSchema,
});

/**
 * The volume the ROI estimate counts, as the price counts it. A per-month-plus-usage agent charges
 * usdPerUnitAbove for each unit above the included volume; a per-seat agent includes the volume per
 * seat and needs another seat for more.
 */
const volumePricingSchema = z.strictObject({
  /** The unit, singular and plural: ["answered call", "answered calls"]. */
  unit: unitNames,
  /** Units a month the starting price includes (per seat for per-seat pricing). */
  includedPerMonth: z.number().nonnegative("is below zero"),
  /** USD per unit above the included volume (per-month-plus-usage only). */
  usdPerUnitAbove: usd.positive("is not above zero").optional(),
  /** A second cap this volume runs into, lifted by one of the listing's add-ons. */
  capacity: volumeCapacitySchema.optional(),
  /**
   * What the usage terms count as two units, as a phrase: "a phone call longer than 10 minutes".
   * The estimate then asks what share of the volume that is (its `countedTwicePercent` input).
   */
  countsAsTwo: text.optional(),
});

/**
 * A cost the buyer pays someone else for the agent to run (call minutes, text messages, WhatsApp
 * fees, a prospect-data license): never billed by Lumenfold, so the quote adds it as an estimate,
 * with the rate and the basis written here. Counted per unit of the priced volume (3 call minutes
 * per answered call) or a month whatever the volume (1 license).
 */
const passThroughCostSchema = z
  .strictObject({
    /** What it is: "Call minutes on your phone line". */
    item: text,
    /** Who bills it: "your phone provider". */
    billedBy: text,
    /** Singular and plural: ["call minute", "call minutes"]. */
    unit: unitNames,
    /** The estimated rate in USD per unit. */
    estimatedUsdPerUnit: usd.positive("is not above zero"),
    /** Units for each unit of pricing.volume (3 call minutes per answered call). */
    unitsPerVolumeUnit: z.number().positive("is not above zero").optional(),
    /** Units a month whatever the volume (1 license). */
    unitsPerMonth: z.number().positive("is not above zero").optional(),
    /** Where the rate and the quantity come from, one sentence. */
    basis: text,
  })
  .refine((cost) => (cost.unitsPerVolumeUnit === undefined) !== (cost.unitsPerMonth === undefined), {
    error: "needs one quantity: unitsPerVolumeUnit (per unit of pricing.volume) or unitsPerMonth, not both and not neither",
  });

/** Sub-processors whose use the buyer pays for by the unit (call minutes, messages): a listing with one states the cost. */
const passThroughSubProcessors = ["telephony", "messaging"] as const;

/** How an agent's indicative price is charged. */
const pricingModels = ["per-month", "per-seat", "per-month-plus-usage"] as const;
export type PricingModel = (typeof pricingModels)[number];

const roiInputSchema = z
  .strictObject({
    key: z.enum(roiInputKeys, { error: `is not an input the estimate knows: one of ${roiInputKeys.join(", ")}` }),
    /** e.g. "Calls per month", "Minutes per call", "Cost of an hour of staff time (USD)". */
    label: text,
    defaultValue: z.number(),
    min: z.number(),
    max: z.number(),
    step: z.number().positive("is not a positive step"),
    /** Where the default comes from, one sentence; required for the keys in roiFigureKeys. */
    basis: text.optional(),
  })
  .refine((input) => input.min <= input.defaultValue && input.defaultValue <= input.max, {
    error: "has a default outside its bounds: min <= defaultValue <= max",
  })
  .refine((input) => !input.key.endsWith("Percent") || (input.min >= 0 && input.max <= 100), {
    error: "is a percentage whose bounds are not within 0 to 100",
  })
  .refine((input) => !(roiFigureKeys as readonly string[]).includes(input.key) || input.basis !== undefined, {
    error: "is one of our own figures, so it needs a `basis`: one sentence on where its default comes from",
  });

export type RoiInput = z.infer<typeof roiInputSchema>;

/**
 * A per-agent ROI estimate: tasks a month (volume, times workingDaysPerMonth when volume is per day),
 * the share the agent takes over (automatedPercent), the staff minutes each takes, and optionally
 * errors avoided (errorRatePercent x errorReductionPercent x costPerError).
 */
const roiModelSchema = z.strictObject({
  inputs: z.array(roiInputSchema),
  /** Whether the volume input counts per month or per working day. */
  volumePer: z.enum(["month", "day"]),
  /** What else the estimate assumes, written out for the visitor, one sentence each; the inputs' figures are not repeated here. */
  assumptions: z.array(text).min(1, "is empty: state what the estimate assumes"),
});

export type RoiModel = z.infer<typeof roiModelSchema>;

const sampleConversationSchema = z.strictObject({
  title: text,
  /** "conversation" for a chat or call; "run" for an input and what the agent did. */
  kind: z.enum(["conversation", "run"]),
  /** "handover" or "declined" for the example that shows the agent passing to a person or refusing. */
  outcome: z.enum(["resolved", "handover", "declined"]),
  /** One sentence on what the example shows. */
  summary: text,
  turns: z
    .array(
      z.strictObject({
        /** Who speaks, named: "Caller", "AI Receptionist", "Input", "Agent". */
        speaker: text,
        text,
        /** An annotation on this turn: why the agent did what it did. */
        note: text.optional(),
      }),
    )
    .min(2, "has fewer than 2 turns"),
});

export type SampleConversation = z.infer<typeof sampleConversationSchema>;

/** One dated entry of an agent's changelog, on its model and system card. */
const changelogEntrySchema = z.strictObject({
  date: isoDate,
  /** What changed, in one sentence. */
  change: text,
  /** Whether it changes what the agent reads, writes, decides or may be used for; the card names the last such change. */
  material: z.boolean(),
});

export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;

/** Where a step of the conformity plan stands. */
const conformityStepStatuses = ["done", "in-progress", "planned"] as const;

/**
 * What a high-risk agent (risk.euAiActClass "high") states beyond the rest of its listing: its
 * instructions for use (EU AI Act Art. 13), the status of its bias audit (New York City Local Law
 * 144), and the dated plan to its conformity assessment. Required for high risk, refused otherwise.
 */
const highRiskSchema = z.strictObject({
  instructionsForUse: z.strictObject({
    /** What it is for, and what it is not for. */
    intendedPurpose: text,
    /** The level of accuracy known, honestly: no figure unless one has been measured. */
    accuracy: text,
    /** The human oversight measures the deployer keeps. */
    humanOversight: texts("measure"),
    /** What the input data must be for its output to be usable. */
    inputData: texts("expectation"),
    /** How to read what it produces. */
    readingOutput: texts("point"),
  }),
  /** The status of an independent bias audit (NYC Local Law 144), as the owner confirms it. */
  biasAudit: ownerFact(text),
  /** The steps to the conformity assessment, in date order, each with its target date and status. */
  conformityPlan: z
    .array(z.strictObject({ step: text, target: isoDate, status: z.enum(conformityStepStatuses, { error: `is not one of ${conformityStepStatuses.join(", ")}` }) }))
    .min(1, "is empty: list the steps to the conformity assessment")
    .refine((steps) => steps.every((step, index) => index === 0 || steps[index - 1]!.target <= step.target), { error: "is not in date order" }),
});

export type HighRiskStatement = z.infer<typeof highRiskSchema>;

/** The EU AI Act's risk classes a listing can be in. */
const euAiActClasses = ["minimal", "limited", "high"] as const;

/**
 * A buyer's duty in words, or (one word) a name from content/regulation.ts's sharedBuyerDuties,
 * which the pages write out: one kind of value, so any editor writes it as text.
 */
const buyerDuty = text.refine((duty) => /\s/.test(duty) || (sharedBuyerDutyNames as readonly string[]).includes(duty), {
  error: `is neither a duty in words nor the name of shared duties: one of ${sharedBuyerDutyNames.join(", ")} (content/regulation.ts)`,
});

/** Marketplace search ranks by these; fewer leaves the agent unfound for most of the words buyers use. */
const MIN_SEARCH_PHRASES = 6;

function duplicates<T>(values: readonly T[]): T[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/**
 * What a buyer needs to decide: price, fit, data, effort, limits and risk. One listing per agent,
 * under `listing` in its file, content/agents/<slug>.yaml; prices are edited there and nowhere
 * else. Beyond the shape, a listing has a priced next step for each cap, the estimator's inputs its
 * price and estimate need, the defaults its assumptions state, one definition of a seat, and Art. 50
 * wherever the agent converses or generates.
 */
export const listingSchema = z
  .strictObject({
    /** The owner confirms the prices once checked (docs/launch.md). */
    pricing: ownerFact(
      z.strictObject({
      model: z.enum(pricingModels, { error: `is not a pricing model: one of ${pricingModels.join(", ")}` }),
      /** Indicative starting price per month in USD (per seat for per-seat); sorts "Price Low to High". */
      fromUsdPerMonth: usd.positive("is not above zero"),
      /** One-off set-up and integration fee in USD; the ROI estimate's payback is measured against it. */
      setupUsd: usd.nonnegative("is below zero"),
      /** What the starting price includes, one short item each. */
      includes: z.array(text).min(2, "has fewer than 2 items: say what the starting price includes"),
      /**
       * Further usage terms, in words, beyond the per-unit price of `volume` ("a transferred call
       * counts once"); lib/agents/pricing writes the price itself from `volume`.
       */
      usage: text.optional(),
      /** Per-seat agents: the fewest seats sold. The least a buyer pays a month is this times the seat price. */
      minimumSeats: z.number().int("is not a whole number").positive("is not above zero").optional(),
      /**
       * Per-seat agents: what one seat is, the one definition every page shows ("one sales manager or
       * leader, covering the pipelines of up to 12 reps"); the volume a seat includes is added to it.
       */
      seat: text.optional(),
      /**
       * What the starting price includes of the volume the ROI estimate counts, and what more costs.
       * Absent when that volume does not change the price. The estimate prices the volume entered from it.
       */
      volume: volumePricingSchema.optional(),
      /** The next tier of every other cap in `includes` ("each further store", $390 a month). */
      addOns: z.array(priceAddOnSchema).optional(),
      /** What the buyer pays others for it to run, estimated (call minutes, messages, a data license); the quote adds them. */
      passThroughCosts: z.array(passThroughCostSchema).optional(),
    })),
    /** Systems it connects to, by kind, each with a few named examples. */
    integrations: z.array(z.strictObject({ kind: text, examples: texts("example") })).min(1, "is empty: name the systems it connects to"),
    data: z.strictObject({
      reads: texts("kind of data it reads"),
      writes: texts("kind of data it writes"),
      /** The categories of data subjects whose personal data it processes ("callers to the practice"); the DPA lists them (GDPR Art. 28(3)). */
      subjects: texts("category of data subjects"),
      /**
       * Where else its data goes, beyond the region of our cloud provider (which content/company.json
       * gives, and the pages put first), in one sentence; left out when nothing does.
       */
      processingNote: text.optional(),
      /** How long it is kept, in one sentence; the owner confirms it once checked. */
      retention: ownerFact(text),
      /** The kinds of sub-processor that handle its data; the trust page names each (content/company.json). */
      subProcessors: z.array(z.enum(subProcessorCategories, { error: `is not one of ${subProcessorCategories.join(", ")}` })),
      /** Whether it may process health information (a dental practice's callers, a dietitian's clients). */
      mayProcessHealthData: z.boolean(),
    }),
    /** What the buyer provides. */
    requirements: texts("requirement"),
    /** Implementation timeline in weeks, from signed order to live. */
    timelineWeeks: z
      .strictObject({ min: z.number().positive("is not above zero"), max: z.number().positive("is not above zero") })
      .refine((weeks) => weeks.max >= weeks.min, { error: "ends before it starts: max >= min" }),
    handover: z.strictObject({
      /** When it hands over to a person. */
      when: texts("case"),
      /** How the handover happens, in one or two sentences. */
      how: text,
    }),
    /** What it will not do. */
    limits: texts("limit"),
    risk: z.strictObject({
      /** Its class under the EU AI Act. */
      euAiActClass: z.enum(euAiActClasses, { error: `is not a class of the EU AI Act: one of ${euAiActClasses.join(", ")}` }),
      /** One line of why. */
      why: text,
      /**
       * Whom it converses with directly, if anyone. Art. 50(1) covers any natural person, staff
       * included, so an agent that converses with anyone tells them at the start that it is an AI.
       */
      talksWith: z.enum(["the public", "staff", "the public and staff"]).optional(),
      /**
       * What it generates and sends out that falls under Art. 50(2) (synthetic audio or text such as
       * a voice, e-mails or chat replies); the page states how each kind is marked (content/trust-documents.json,
       * outputMarking).
       */
      generates: z.array(z.enum(generatedContentKinds, { error: `is not one of ${generatedContentKinds.join(", ")}` })).optional(),
      /**
       * What the buyer must do about it, as deployer, one duty each: in words, or the name of duties
       * several listings share, written once in content/regulation.ts (sharedBuyerDuties).
       */
      buyerDuties: z.array(buyerDuty).min(1, "is empty: list at least one duty"),
      /**
       * What Lumenfold does as provider beyond what it does for every agent of the class
       * (content/regulation.ts, providerDutiesByClass), which the pages list first; usually none.
       * When the obligations apply is the class's too (content/agents/files.ts adds both).
       */
      providerDuties: texts("duty").optional(),
      /** Anything more on how what it generates is marked as AI-generated (Art. 50(2)), after the statement for each kind. */
      outputMarking: text.optional(),
    }),
    /**
     * The model it runs on, for its model and system card: each an owner fact (content/owner-fact.ts)
     * the owner confirms, and until then an honest description, never an invented vendor.
     */
    model: z.strictObject({
      /** Who provides the model: "Our language model host" until the owner names it. */
      provider: ownerFact(text),
      /** The kind of model: "A general-purpose large language model". */
      family: ownerFact(text),
    }),
    /**
     * How it was evaluated before release: what was tested, on what kind of data, and whether anyone
     * independent has evaluated it. No figure that was not measured. Only the owner can vouch for
     * it, so it is an owner fact: the card shows it once confirmed.
     */
    evaluation: ownerFact(text),
    /** Its changes, newest first, at least one; the card names the last material one. */
    changelog: z
      .array(changelogEntrySchema)
      .min(1, "is empty: list at least the change that put the agent on sale")
      .refine((entries) => entries.every((entry, index) => index === 0 || entries[index - 1]!.date >= entry.date), { error: "is not newest first" }),
    /** Instructions for use, bias audit and conformity plan: required when risk.euAiActClass is "high". */
    highRisk: highRiskSchema.optional(),
    /** ISO date (YYYY-MM-DD) the listing was last checked: a change is a review, so never before its newest change. */
    lastReviewed: isoDate,
    /** The estimator's defaults and assumptions; the owner confirms them once checked. */
    roi: ownerFact(roiModelSchema),
    /** At least two; at least one hands over to a person or declines. */
    conversations: z
      .array(sampleConversationSchema)
      .min(2, "has fewer than 2 sample conversations")
      .refine((conversations) => conversations.some((conversation) => conversation.outcome !== "resolved"), {
        error: 'has none that hands over to a person or declines: give one the outcome "handover" or "declined"',
      }),
    /** Words buyers use for what this agent does ("answer the phone after hours"); search ranks by them. */
    searchPhrases: z.array(text).min(MIN_SEARCH_PHRASES, `has fewer than ${MIN_SEARCH_PHRASES} phrases: list the words buyers use for what it does`),
  })
  .superRefine((listing, context) => {
    const newestChange = listing.changelog[0]?.date;
    if (newestChange && listing.lastReviewed < newestChange) {
      context.addIssue({ code: "custom", path: ["lastReviewed"], message: `is before the newest change in changelog (${newestChange}): a change is a review, so set it to that day or later` });
    }
    const keys: RoiInputKey[] = listing.roi.value.inputs.map((input) => input.key);
    const need = (key: RoiInputKey, when: boolean, why: string) => {
      if (when && !keys.includes(key)) context.addIssue({ code: "custom", path: ["roi", "value", "inputs"], params: { value: keys }, message: `has no "${key}" input: ${why}` });
      if (!when && keys.includes(key)) context.addIssue({ code: "custom", path: ["roi", "value", "inputs"], params: { value: keys }, message: `has a "${key}" input it cannot use: ${why}` });
    };
    for (const key of ["volume", "minutesPerTask", "hourlyCost", "automatedPercent"] as const) need(key, true, "every estimate counts it");
    const countsErrors = keys.includes("errorRatePercent") || keys.includes("costPerError");
    need("errorReductionPercent", countsErrors, "errors avoided need the error rate, the cost of an error and the share it prevents");
    need("countedTwicePercent", Boolean(listing.pricing.value.volume?.countsAsTwo), "only usage terms that count some units as two (pricing.volume.countsAsTwo) need it");
    for (const key of duplicates(keys)) context.addIssue({ code: "custom", path: ["roi", "value", "inputs"], params: { value: key }, message: "asks for the same input twice" });

    // The assumptions state the defaults in words, so they must move with them.
    const assumptions = listing.roi.value.assumptions.join(" ");
    for (const input of listing.roi.value.inputs) {
      const wording = input.key === "minutesPerTask" ? `${input.defaultValue} minute` : input.key === "hourlyCost" ? `$${input.defaultValue} an hour` : undefined;
      if (wording && !assumptions.includes(wording)) {
        context.addIssue({ code: "custom", path: ["roi", "value", "assumptions"], params: { value: wording }, message: `is missing from them: the ${input.key} input's default, in these words` });
      }
    }

    // The automated share is an input the buyer can change, so the assumptions do not state it as a fact.
    const automated = listing.roi.value.inputs.find((input) => input.key === "automatedPercent");
    const statedShare = automated && new RegExp(`(handles|answers|resolves|completes|takes over) ${automated.defaultValue}%`).exec(assumptions)?.[0];
    if (statedShare) {
      context.addIssue({ code: "custom", path: ["roi", "value", "assumptions"], params: { value: statedShare }, message: "states the automatedPercent input's default, which the buyer can change: leave it to the input" });
    }

    // A cap the price includes ("Up to 3 labs") needs a priced way past it.
    const caps = listing.pricing.value.includes.filter((item) => /\bup to \d/i.test(item));
    const addOns = listing.pricing.value.addOns?.length ?? 0;
    if (addOns < caps.length) {
      context.addIssue({ code: "custom", path: ["pricing", "value", "addOns"], params: { value: caps }, message: `has ${addOns} add-on(s) for ${caps.length} "Up to" caps in pricing.includes: price the next step past each` });
    }
    // A capacity the volume runs into (sending mailboxes) is one of the caps: its "Up to" and its add-on.
    const capacity = listing.pricing.value.volume?.capacity;
    if (capacity) {
      const cap = `Up to ${capacity.included} ${capacity.unit[1]}`;
      if (!listing.pricing.value.includes.some((item) => item.startsWith(cap))) {
        context.addIssue({ code: "custom", path: ["pricing", "value", "includes"], params: { value: cap }, message: "does not state the capacity pricing.volume.capacity includes, in these words" });
      }
      if (!listing.pricing.value.addOns?.some((addOn) => addOn.item === capacity.addOn.item && addOn.usdPerMonth === capacity.addOn.usdPerMonth)) {
        context.addIssue({ code: "custom", path: ["pricing", "value", "volume", "capacity", "addOn"], params: { value: capacity.addOn.item }, message: "is not one of pricing.addOns: use the same add-on" });
      }
    }
    // An add-on that says it brings volume ("with its own 6,000 verified orders") is priced with it, and only then.
    const volume = listing.pricing.value.volume;
    listing.pricing.value.addOns?.forEach((addOn, index) => {
      const said = volume ? new RegExp(`([\\d,]+) (?:${volume.unit[0]}|${volume.unit[1]})\\b`).exec(addOn.item) : null;
      const saidAmount = said ? Number(said[1]!.replaceAll(",", "")) : undefined;
      if (saidAmount !== addOn.includedPerMonth) {
        context.addIssue({
          code: "custom",
          path: ["pricing", "value", "addOns", index, "includedPerMonth"],
          params: { value: addOn.includedPerMonth ?? null },
          message:
            saidAmount === undefined
              ? `is set, but the add-on's item does not say it brings that many ${volume?.unit[1] ?? "units of a priced volume"}: say it in the item, or remove it`
              : `does not match the ${saidAmount} ${volume!.unit[1]} the add-on's item says it brings: set it to ${saidAmount}`,
        });
      }
    });
    // A cost the buyer pays by the unit of the volume needs a volume to count it from.
    listing.pricing.value.passThroughCosts?.forEach((cost, index) => {
      if (cost.unitsPerVolumeUnit !== undefined && !listing.pricing.value.volume) {
        context.addIssue({ code: "custom", path: ["pricing", "value", "passThroughCosts", index, "unitsPerVolumeUnit"], params: { value: cost.unitsPerVolumeUnit }, message: "counts per unit of pricing.volume, which this listing does not have: use unitsPerMonth" });
      }
    });
    const paidByUnit = listing.data.subProcessors.filter((kind) => (passThroughSubProcessors as readonly string[]).includes(kind));
    if (paidByUnit.length && !listing.pricing.value.passThroughCosts?.length) {
      context.addIssue({ code: "custom", path: ["pricing", "value", "passThroughCosts"], params: { value: paidByUnit }, message: `is missing: data.subProcessors names ${paidByUnit.join(" and ")}, whose calls or messages the buyer pays for; state each cost with its estimated rate and basis` });
    }
    if (listing.pricing.value.model === "per-seat" && !listing.pricing.value.seat) {
      context.addIssue({ code: "custom", path: ["pricing", "value", "seat"], message: "is missing: a per-seat price needs the one definition of a seat" });
    }
    const { risk } = listing;
    if (risk.euAiActClass === "high" && !listing.highRisk) {
      context.addIssue({ code: "custom", path: ["highRisk"], message: 'is missing: a high-risk agent (risk.euAiActClass "high") states its instructions for use, bias audit status and conformity plan' });
    }
    if (risk.euAiActClass !== "high" && listing.highRisk) {
      context.addIssue({ code: "custom", path: ["highRisk"], message: `is for high-risk agents only, and this one is ${risk.euAiActClass} risk` });
    }
    if ((risk.talksWith || risk.generates?.length) && risk.euAiActClass === "minimal") {
      context.addIssue({ code: "custom", path: ["risk", "euAiActClass"], message: "is minimal, but Art. 50 applies to an agent that converses with people or generates content they receive" });
    }
    if (risk.talksWith && !risk.generates?.length) {
      context.addIssue({
        code: "custom",
        path: ["risk", "generates"],
        message: "is missing: an agent that converses generates replies or a voice, which Art. 50(2) asks to mark; list each kind (text replies, synthetic voice, e-mails, written content)",
      });
    }
  });

/** A listing as its file holds it: shared duties by name, the class's own duties and dates left to content/regulation.ts. */
export type ListingFile = z.infer<typeof listingSchema>;

/**
 * A listing as the pages read it, filled in by content/agents/files.ts: its prices, estimator and
 * retention as values (the launch check reads their states from the file), where its data is
 * processed (our cloud provider's region, then the listing's note), the shared duties
 * written out, Lumenfold's duties for the class first, and when the class's obligations apply
 * (none for minimal risk).
 */
export type AgentListing = Omit<ListingFile, "risk" | "pricing" | "roi" | "data"> & {
  pricing: ListingFile["pricing"]["value"];
  roi: ListingFile["roi"]["value"];
  data: Omit<ListingFile["data"], "retention" | "processingNote"> & { retention: string; processedIn: string };
  risk: Omit<ListingFile["risk"], "buyerDuties" | "providerDuties"> & { buyerDuties: string[]; providerDuties: string[]; obligationsApply?: string };
};

/** Our own media under public/; lib/content/check.ts adds that the file exists. */
const mediaPath = (extensions: readonly string[], example: string) =>
  z.string().regex(new RegExp(`^/(media|images)/[^?#]+\\.(${extensions.join("|")})$`), `is not a path of our own file like ${example} (under public/, ending .${extensions.join(", .")})`);
/** An audio file of ours, e.g. /media/agents/ai-receptionist-agent-demo.mp3. */
export const audioPath = mediaPath(["mp3", "m4a", "ogg", "wav"], "/media/agents/my-agent-demo.mp3");
/** A video file of ours, e.g. /media/agents/ai-receptionist-agent-demo.mp4. */
export const videoPath = mediaPath(["mp4", "webm"], "/media/agents/my-agent-demo.mp4");
/** Captions in WebVTT, e.g. /media/agents/ai-receptionist-agent-demo.vtt. */
export const captionsPath = mediaPath(["vtt"], "/media/agents/my-agent-demo.vtt");
/** A number a visitor can call, written the international way (E.164): a plus, the country code, then digits only. */
const phoneNumber = z.string().regex(/^\+[1-9]\d{6,14}$/, "is not a phone number written the international way, like +14155550123: a plus, the country code, then digits only");

/**
 * What shows an agent at work, each an owner fact the agent page shows only once the owner has
 * provided it and confirmed it: none is needed to launch (`npm run check:launch` lists them as
 * optional), and none is ever made up. Under `proof` in the agent's file; every key may be left out.
 */
export const agentProofSchema = z
  .strictObject({
    /** How many businesses run the agent live today: a count the owner can stand behind. */
    liveDeployments: ownerFact(z.int("is not a whole number").positive("is not above zero")),
    /** A recording of the agent at work, with its transcript for readers who cannot listen. */
    demoAudio: ownerFact(z.strictObject({ src: audioPath, transcript: text })),
    /** A video of the agent at work, with captions; poster: a still shown before it plays. */
    demoVideo: ownerFact(z.strictObject({ src: videoPath, captions: captionsPath, poster: imagePath.optional() })),
    /** A number a visitor can call to talk to the agent. */
    demoPhone: ownerFact(phoneNumber),
  })
  .partial();

export type AgentProofFile = z.infer<typeof agentProofSchema>;
/** The kinds of proof an agent's file may hold, in the page's order. */
export const agentProofKinds = Object.keys(agentProofSchema.shape) as (keyof AgentProofFile)[];

/**
 * An agent's file, content/agents/<slug>.yaml: its catalog entry, with its listing under `listing`
 * and, when the owner has given any, its proof under `proof`.
 */
export const agentFileSchema = agentSchema.extend({ listing: listingSchema, proof: agentProofSchema.optional() });

/**
 * A customer's story, one file each: content/customers/<slug>.yaml. It is shown (on /customers, and
 * on the pages of the agents it names) only once `consent` is confirmed: the customer's written
 * consent to be named, which only the owner can vouch for. None is needed to launch.
 */
export const customerStorySchema = z.strictObject({
  /** The customer's name as they agreed it be shown. */
  customer: text,
  /** Their line of business, a few words: "Dental practice". */
  industry: text,
  /** Their logo, as they gave it, under public/images/customers/. */
  logo: imagePath.optional(),
  /** The agents they use, by slug (the names of files in content/agents/). */
  agents: z.array(slug).min(1, "is empty: name the agent(s) the customer uses, by slug"),
  /** What they needed, in a sentence or two. */
  challenge: text,
  /** What changed, in their words or figures they agreed: nothing estimated. */
  outcome: text,
  /** A sentence of theirs, with who said it. */
  quote: z.strictObject({ text, attribution: text }).optional(),
  /** Who consented to being named, in writing, and when: "Written consent from Jane Doe, practice manager, 2026-11-20". */
  consent: ownerFact(text),
});

export type CustomerStory = z.infer<typeof customerStorySchema>;

/** What the file holds: everything but the slug, which is its name. */
export type AgentFile = Omit<z.infer<typeof agentFileSchema>, "slug">;


/** The claims of content/claims.json that are one sentence or phrase each. */
const textClaimNames = [
  "seniorEngineerReadsEveryMessage",
  "firstCallWithAnEngineer",
  "detailsOnlyToAnswer",
  "swiftProjectsTerms",
  "agentsLiveIn",
  "resultsWithinWeeks",
  "agentsBeganAsClientWork",
  "dpaWithEveryCustomer",
  "subProcessorChangeNotice",
  "usTransferBasis",
  "noTrainingOnCustomerData",
  "healthDataWithAgreement",
  "healthDataNotIntended",
  "foundersTrackRecord",
  "enterpriseReadyMeans",
] as const;

const textClaim = ownerFact(text);

/** Where the claims are; content/claim-facts.ts imports it. */
export const CLAIMS_FILE = "content/claims.json";

/**
 * content/claims.json: each claim the owner must confirm, by the name the pages use. Adding or
 * withdrawing one changes a page too, so the names are fixed here; the live agents are figures the
 * pages word (content/claims.ts).
 */
export const claimsSchema = z.strictObject({
  ...(Object.fromEntries(textClaimNames.map((name) => [name, textClaim])) as Record<(typeof textClaimNames)[number], typeof textClaim>),
  liveAgents: ownerFact(z.strictObject({ agents: z.int().positive(), cities: z.int().positive() })),
});

// ---------------------------------------------------------------- the owner's facts, as JSON files

/** Where each JSON file of facts is; its module in content/ imports it. */
export const COMPANY_FILE = "content/company.json";
export const TRUST_DOCUMENTS_FILE = "content/trust-documents.json";
export const QUOTE_TERMS_FILE = "content/quote-terms.json";
export const BOOKING_FILE = "content/booking.json";

const days = z.int().positive();

/** What a provider does for us: the site's own lead forms and hosting, or a kind of agent sub-processor. */
const processorRoles = ["lead-forms", "site-hosting", ...subProcessorCategories] as const;

const subProcessorSchema = z.strictObject({
  /** What it is for; also its row's id on the sub-processors page, which each listing links to. */
  role: z.enum(processorRoles),
  /** The service we use, in a few words. */
  service: text,
  purpose: text,
  /** The kinds of personal data it handles. */
  dataCategories: z.array(text).min(1),
  /**
   * Who provides it, where, under which transfer mechanism, and the day it was added to this list:
   * the owner's to confirm. Until then the pages name the service, never the provider.
   */
  provider: ownerFact(z.strictObject({ entity: text, location: text, transferMechanism: text, added: isoDate })),
});

/** content/company.json: the company's own facts (content/company.ts). */
export const companySchema = z.strictObject({
  /** The registered name, with its legal form. */
  legalName: ownerFact(text),
  /** The registered address, one line each. */
  address: ownerFact(z.array(text).min(1)),
  /** The commercial register and number. */
  registration: ownerFact(text),
  vatId: ownerFact(text),
  /** The person responsible for the site's content (e.g. under § 18(2) MStV in Germany). */
  contentResponsible: ownerFact(text),
  /** Where a visitor sends a privacy request or question. */
  privacyContact: ownerFact(z.email()),
  /** The appointed data protection officer; null while none is named. */
  dataProtectionOfficer: ownerFact(z.strictObject({ name: text, email: z.email() }).nullable()),
  /** The authority that supervises us (where we are established); null while not named. */
  supervisoryAuthority: ownerFact(z.strictObject({ name: text, url: z.url() }).nullable()),
  /** Where a security researcher reports a vulnerability (security.txt's Contact). */
  securityContact: ownerFact(z.email()),
  /** Days a lead (a form submission) is kept before the receivers delete it. */
  leadRetentionDays: ownerFact(z.int().positive()),
  certifications: ownerFact(
    z
      .array(
        z
          .strictObject({
            standard: text,
            status: z.enum(certificationStatuses),
            /** When an audit in progress or planned is expected to end, so a reviewer can plan around it. */
            expected: isoDate.optional(),
            detail: text.optional(),
          })
          .refine((certification) => (certification.expected !== undefined) === ["in-progress", "planned"].includes(certification.status), {
            error: 'gives `expected` (the date the audit should end) when, and only when, its status is "in-progress" or "planned"',
          }),
      )
      .min(1),
  ),
  penetrationTesting: ownerFact(text),
  /** One statement per practice of content/trust-areas.ts, each an owner fact. */
  security: z.strictObject(Object.fromEntries(securityPracticeKeys.map((key) => [key, ownerFact(text)])) as Record<SecurityPracticeKey, OwnerFactSchema<typeof text>>),
  /** Hours from becoming aware of a personal data breach to telling the affected customers. */
  breachNoticeHours: ownerFact(z.int().positive()),
  /** The law that governs the terms of use. */
  governingLaw: ownerFact(text),
  /** Where a customer asks for the data processing agreement. */
  dpaContact: ownerFact(z.email()),
  /** Every provider that processes personal data for us or for our customers' agents. */
  subProcessors: z.array(subProcessorSchema).min(1),
  /** Days between publishing a change to the sub-processors and its taking effect, in which a customer may object. */
  subProcessorObjectionDays: ownerFact(z.int().positive()),
  /** Dated changes to the sub-processors, newest first: the page's change log and its Atom feed. */
  subProcessorChanges: z
    .array(z.strictObject({ date: isoDate, change: text }))
    .min(1)
    .refine((changes) => changes.every((change, index) => index === 0 || changes[index - 1]!.date >= change.date), {
      error: "is not newest first",
    }),
});

/** content/trust-documents.json: the owner's facts behind the trust center's documents (content/trust-documents.ts). */
export const trustDocumentsSchema = z.strictObject({
  /**
   * The module of the European Commission's Standard Contractual Clauses (Decision 2021/914) that
   * covers transfers out of the EU/EEA. It depends on where the company is established: inside the
   * EU/EEA, our transfers to sub-processors abroad are Module 3 (processor to processor); outside
   * it, the customer's transfer to us is Module 2 (controller to processor).
   */
  sccModule: ownerFact(text),
  /** Days after the agreement ends within which we return or delete the customer's personal data. */
  deletionAfterTermDays: ownerFact(days),
  /** How fast a reported vulnerability is answered: acknowledged, triaged, and fixed by severity. */
  vulnerabilityResponse: ownerFact(
    z.strictObject({
      acknowledgeBusinessDays: days,
      triageBusinessDays: days,
      fixDays: z.strictObject({ critical: days, high: days, medium: days, low: days }),
    }),
  ),
  /** The DPA's audit mechanics, one or two sentences: notice, when, how often, who pays. */
  auditTerms: ownerFact(text),
  /** The DPA's commitment on a public authority's request for a customer's personal data. */
  governmentAccess: ownerFact(text),
  /** The DPA's liability terms. */
  liability: ownerFact(text),
  /** The law that governs the DPA, and which of it and the service agreement prevails where they differ. */
  lawAndPrecedence: ownerFact(text),
  /**
   * How each kind of content an agent generates is marked as AI-generated (EU AI Act Art. 50(2)),
   * one statement per kind of a listing's `generates`; each listing that generates the kind shows it.
   */
  outputMarking: ownerFact(z.strictObject({ syntheticVoice: text, emails: text, writtenContent: text, textReplies: text })),
});

/** content/quote-terms.json: the commercial terms a quote states (content/quote-terms.ts). */
export const quoteTermsSchema = z.strictObject({
  /**
   * Prices are in US dollars. To show a quote's totals in another currency too, give it with its
   * rate and the day of that rate, e.g. { code: "EUR", perUsd: 0.92, rateDate: "2026-11-20",
   * source: "the European Central Bank's reference rate" }; null keeps USD alone.
   */
  otherCurrency: z
    .object({
      code: z.string().regex(/^[A-Z]{3}$/, "is not a currency code like EUR"),
      perUsd: z.number().positive("is not above zero"),
      rateDate: z.iso.date("is not a date written like 2026-11-20"),
      source: text,
    })
    .nullable(),
  /** How often Lumenfold invoices the monthly price and when the set-up fee is invoiced. */
  billingCycle: ownerFact(text),
  /** Days from an invoice to its due date. */
  paymentTermsDays: ownerFact(z.int().positive()),
  /** Days a quote's prices hold from the day it was made. */
  priceValidityDays: ownerFact(z.int().positive()),
  /** The plain note on VAT under the totals. */
  vatNote: text,
  /** When the EU reverse charge applies instead, in plain words. */
  reverseChargeNote: text,
});

/** content/booking.json: how a visitor books a call (content/booking.ts). */
export const bookingSchema = z.strictObject({
  /**
   * The booking link of a Google Calendar appointment schedule, a Cal.com event or a Calendly event,
   * e.g. "https://calendly.com/lumenfold/discovery-call"; null while none is named. Once confirmed,
   * /book shows it and every form's thanks link there; until then the pages say how a call is agreed instead.
   */
  scheduler: ownerFact(
    z
      .url({ protocol: /^https$/, error: 'is not a booking link starting with "https://"' })
      .refine((url) => Object.hasOwn(schedulerHosts, new URL(url).hostname), {
        error: `is not a booking link of ${Object.values(schedulerHosts).join(", ")}: its address starts with https:// and one of ${Object.keys(schedulerHosts).join(", ")}`,
      })
      .nullable(),
  ),
});

/**
 * A JSON file of facts. `optional`: the site may launch with its facts unconfirmed (a page leaves
 * out what it would show): `npm run check:launch` lists them as optional instead of stopping the build.
 */
type FactFile = { file: string; schema: z.ZodObject; label: string; schemaName: string; optional?: boolean };

/** The JSON files of facts, each with its schema: check:content reads them before anything imports them, and the editor edits them. */
export const factFiles: readonly FactFile[] = [
  { file: COMPANY_FILE, schema: companySchema, label: "Company facts", schemaName: "companySchema" },
  { file: TRUST_DOCUMENTS_FILE, schema: trustDocumentsSchema, label: "Trust documents", schemaName: "trustDocumentsSchema" },
  { file: QUOTE_TERMS_FILE, schema: quoteTermsSchema, label: "Quote terms", schemaName: "quoteTermsSchema" },
  { file: CLAIMS_FILE, schema: claimsSchema, label: "Claims", schemaName: "claimsSchema" },
  { file: BOOKING_FILE, schema: bookingSchema, label: "Booking a call", schemaName: "bookingSchema", optional: true },
];
