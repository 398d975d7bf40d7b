import { agents as allAgents } from "@/content/agents";
import { agentFunction, agentsForFunction, functionFilters, parseFunctionParam, type FunctionFilter } from "@/lib/agents/functions";
import { businessFunctions } from "@/content/choices";
import { listed, specifiedAgentIds, specifiedAgents } from "./support/specified-content";

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const agents = specifiedAgents;

describe("agentsForFunction", () => {
  it("shows every agent in catalog order under All Functions", () => {
    expect(agentsForFunction(allAgents, "All Functions")).toEqual(allAgents);
    expect(ids(agentsForFunction(agents, "All Functions"))).toEqual(specifiedAgentIds);
  });

  // Whatever an owner writes in an agent's `functions`, that is where the marketplace lists it.
  it.each(businessFunctions)("shows under %s the agents whose content lists them there, in catalog order", (fn) => {
    const listed = allAgents.filter((agent) => agent.functions.includes(fn));
    expect(agentsForFunction(allAgents, fn)).toEqual(listed);
  });

  it("gives each agent the first of its functions as its own", () => {
    for (const agent of allAgents) expect(agentFunction(agent)).toBe(agent.functions[0]);
  });
});

// The specification's filters over its 13 agents (its tag-to-function table and its two special
// cases), which their `functions` in content/agents.ts now state. An agent the owner adds may join any.
describe("the specification's function filters", () => {
  const expected: [FunctionFilter, number[]][] = [
    ["Sales", listed([22, 4, 12, 13, 17])],
    ["Marketing", listed([21])],
    ["Customer Support", listed([1, 20, 14])],
    ["HR", listed([11])],
    ["Finance", listed([5])],
    ["Health", listed([14])],
    ["Inventory", listed([19])],
    ["Supply Chain", listed([19])],
    ["Analytics", listed([18])],
  ];

  it.each(expected)("shows under %s the agents %p", (filter, agentIds) => {
    expect(ids(agentsForFunction(agents, filter))).toEqual(agentIds);
  });

  it.each<FunctionFilter>(["Legal", "Procurement", "Product", "Healthcare Operations", "Agriculture & Farming", "IT/DevOps"])(
    "shows no agents under %s",
    (filter) => {
      expect(agentsForFunction(agents, filter)).toEqual([]);
    },
  );

  it("gives each agent the function its first mapped tag named: Supply Chain and Health are only extra filters", () => {
    const own = Object.fromEntries(agents.map((agent) => [agent.id, agentFunction(agent)]));
    const specified: Record<number, FunctionFilter> = {
      1: "Customer Support",
      19: "Inventory",
      20: "Customer Support",
      21: "Marketing",
      22: "Sales",
      4: "Sales",
      5: "Finance",
      11: "HR",
      12: "Sales",
      13: "Sales",
      14: "Customer Support",
      17: "Sales",
      18: "Analytics",
    };
    expect(own).toEqual(Object.fromEntries(listed(Object.keys(specified).map(Number)).map((id) => [id, specified[id]])));
  });
});

describe("function filters", () => {
  it("lists the 16 filter labels in the specification's order", () => {
    expect(functionFilters).toEqual([
      "All Functions",
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
    ]);
  });
});

describe("parseFunctionParam", () => {
  it.each(functionFilters)("reads ?function=%s as that filter", (filter) => {
    expect(parseFunctionParam(filter)).toBe(filter);
  });

  it("reads the function from a decoded query string", () => {
    expect(parseFunctionParam(new URLSearchParams("function=Agriculture%20%26%20Farming").get("function"))).toBe("Agriculture & Farming");
  });

  it.each([null, undefined, "", "Other", "sales", "Supply chain", "Marketing "])("falls back to All Functions for %p", (value) => {
    expect(parseFunctionParam(value)).toBe("All Functions");
  });
});
