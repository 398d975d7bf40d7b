// The content types, inferred from the schemas in content/schema.ts (the one definition) and the
// fixed lists in content/choices.ts. Type-only, so importing them brings no code into a bundle.
export type {
  Agent,
  AgentListing,
  Article,
  ChangelogEntry,
  HighRiskStatement,
  PricingModel,
  RoiInput,
  RoiModel,
  SampleConversation,
  VolumeCapacity,
} from "@/content/schema";
export type { IconName, RoiInputKey, SubProcessorCategory, Tone } from "@/content/choices";
