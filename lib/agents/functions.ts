import type { Agent } from "@/content/types";

/** The marketplace's business functions, in filter-bar order. */
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
export const ALL_FUNCTIONS = "All Functions";
export type FunctionFilter = BusinessFunction | typeof ALL_FUNCTIONS;
export const functionFilters: FunctionFilter[] = [ALL_FUNCTIONS, ...businessFunctions];

/** Which function each tag points to. An agent's first tag found here decides its function. */
const tagFunctions: Record<string, BusinessFunction> = {
  Sales: "Sales",
  "Lead Generation": "Sales",
  "Pipeline Management": "Sales",
  "E-commerce": "Sales",
  "Real Estate": "Sales",
  Marketing: "Marketing",
  "Content Creation": "Marketing",
  "Customer Service": "Customer Support",
  "Customer Support": "Customer Support",
  "Multi-Channel": "Customer Support",
  Health: "Customer Support",
  HR: "HR",
  Recruitment: "HR",
  Finance: "Finance",
  "Fraud Detection": "Finance",
  Analytics: "Analytics",
  Laboratory: "Inventory",
  "Inventory Management": "Inventory",
  Operations: "IT/DevOps",
  Automation: "IT/DevOps",
  "Enterprise Ready": "IT/DevOps",
};

/** Filters that show a fixed set of agents instead of those whose function matches. */
const specialFilters: Partial<Record<BusinessFunction, number[]>> = {
  "Supply Chain": [19],
  Health: [14],
};

export function agentFunction(agent: Pick<Agent, "tags">): BusinessFunction | "Other" {
  for (const tag of agent.tags) {
    const fn = tagFunctions[tag];
    if (fn) return fn;
  }
  return "Other";
}

export function agentsForFunction<T extends Pick<Agent, "id" | "tags">>(agents: T[], filter: FunctionFilter): T[] {
  if (filter === ALL_FUNCTIONS) return agents;
  const fixedIds = specialFilters[filter];
  if (fixedIds) return agents.filter((agent) => fixedIds.includes(agent.id));
  return agents.filter((agent) => agentFunction(agent) === filter);
}

/** Reads `?function=`; unknown values fall back to All Functions. */
export function parseFunctionParam(value: string | null | undefined): FunctionFilter {
  return functionFilters.find((filter) => filter === value) ?? ALL_FUNCTIONS;
}
