// The content types, inferred from the schemas in content/schema.ts (the one definition) and the
// fixed lists in content/choices.ts. Type-only, so importing them brings no code into a bundle.
export type {
  Agent,
  AgentFile,
  AgentProofFile,
  AgentListing,
  Article,
  ChangelogEntry,
  HighRiskStatement,
  ListingFile,
  PricingModel,
  RoiInput,
  RoiModel,
  SampleConversation,
} from "@/content/schema";
export type { IconName, RoiInputKey, SubProcessorCategory, Tone } from "@/content/choices";
