// Choices both forms offer, as data: the UI maps over them and the schemas accept exactly their values.

export const timelines = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-3-months", label: "1-3 months" },
  { value: "3-6-months", label: "3-6 months" },
  { value: "6-plus-months", label: "6+ months" },
] as const;
