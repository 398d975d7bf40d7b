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

/**
 * A filter's name with how many agents it shows, "Sales (3)", so a buyer sees before the click
 * which functions have none yet. The button's and the option's visible text and accessible name.
 */
export function functionFilterLabel<T extends Pick<Agent, "functions">>(agents: T[], filter: FunctionFilter): string {
  return `${filter} (${agentsForFunction(agents, filter).length})`;
}

/** Reads `?function=`; unknown values fall back to All Functions. */
export function parseFunctionParam(value: string | null | undefined): FunctionFilter {
  return functionFilters.find((filter) => filter === value) ?? ALL_FUNCTIONS;
}
