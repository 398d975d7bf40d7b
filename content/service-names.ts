// The five core services' ids and names, apart from their descriptions so that the client code
// that needs only the names (the contact form, the Services page highlight) stays small.
export const serviceNames = {
  "data-engineering": "Data Engineering",
  "data-governance": "Data Governance",
  "analytics-bi": "Analytics & BI",
  "devops-dataops": "DevOps & DataOps",
  "ai-ml-solutions": "AI/ML Solutions",
} as const;

export type ServiceId = keyof typeof serviceNames;

/** In the order the footer, the Services page and the contact form show them. */
export const serviceIds = Object.keys(serviceNames) as ServiceId[];
