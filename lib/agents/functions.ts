import { businessFunctions, type BusinessFunction } from "@/content/choices";
import type { Agent } from "@/content/types";

export const ALL_FUNCTIONS = "All Functions";
export type FunctionFilter = BusinessFunction | typeof ALL_FUNCTIONS;
export const functionFilters: FunctionFilter[] = [ALL_FUNCTIONS, ...businessFunctions];

/** The agent's own function: the first of its `functions` (content/agents/<slug>.yaml). */
export function agentFunction(agent: Pick<Agent, "functions">): BusinessFunction {
  return agent.functions[0]!;
}

/** The agents a filter shows, in catalog order: those whose content lists them under that function. */
export function agentsForFunction<T extends Pick<Agent, "functions">>(agents: T[], filter: FunctionFilter): T[] {
  if (filter === ALL_FUNCTIONS) return agents;
  return agents.filter((agent) => agent.functions.includes(filter));
}

/** Reads `?function=`; unknown values fall back to All Functions. */
export function parseFunctionParam(value: string | null | undefined): FunctionFilter {
  return functionFilters.find((filter) => filter === value) ?? ALL_FUNCTIONS;
}
