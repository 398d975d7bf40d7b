// Choices both forms offer, as data: the UI maps over them and the schemas accept exactly their values.

export const timelines = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-3-months", label: "1-3 months" },
  { value: "3-6-months", label: "3-6 months" },
  { value: "6-plus-months", label: "6+ months" },
] as const;

/** The longest value each field takes; limits no honest visitor reaches. Here, not in fields.ts, so forms read them without loading zod. */
export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  company: 200,
  longText: 5000,
  roiEstimate: 2000,
  /** A quote's lines as text: six agents with every add-on and pass-through cost. */
  quote: 8000,
  userAgent: 512,
  referrer: 2048,
} as const;
