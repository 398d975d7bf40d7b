import { agents as allAgents } from "@/content/agents";
import {
  ALL_FUNCTIONS,
  agentFunction,
  agentsForFunction,
  functionFilters,
  parseFunctionParam,
  type BusinessFunction,
  type FunctionFilter,
} from "@/lib/agents/functions";
import { specifiedAgentIds, specifiedAgents } from "./support/specified-content";

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const agents = specifiedAgents;

describe("tag to function mapping", () => {
  const mapping: [BusinessFunction, string[]][] = [
    ["Sales", ["Sales", "Lead Generation", "Pipeline Management", "E-commerce", "Real Estate"]],
    ["Marketing", ["Marketing", "Content Creation"]],
    ["Customer Support", ["Customer Service", "Customer Support", "Multi-Channel", "Health"]],
    ["HR", ["HR", "Recruitment"]],
    ["Finance", ["Finance", "Fraud Detection"]],
    ["Analytics", ["Analytics"]],
    ["Inventory", ["Laboratory", "Inventory Management"]],
    ["IT/DevOps", ["Operations", "Automation", "Enterprise Ready"]],
  ];

  describe.each(mapping)("%s", (fn, tags) => {
    it.each(tags)(`maps the tag %s to ${fn}`, (tag) => {
      expect(agentFunction({ tags: [tag] })).toBe(fn);
    });
  });

  it("lets the first matching tag of an agent win", () => {
    expect(agentFunction({ tags: ["Analytics", "Sales", "Pipeline Management"] })).toBe("Analytics");
    expect(agentFunction({ tags: ["Customer Service", "Enterprise Ready", "Automation"] })).toBe("Customer Support");
    expect(agentFunction({ tags: ["E-commerce", "Customer Support"] })).toBe("Sales");
  });

  it("skips tags that map to no function and uses the first one that does", () => {
    expect(agentFunction({ tags: ["Supply Chain", "Laboratory"] })).toBe("Inventory");
  });

  it("gives Other when no tag maps to a function", () => {
    expect(agentFunction({ tags: ["Supply Chain", "Legal"] })).toBe("Other");
    expect(agentFunction({ tags: [] })).toBe("Other");
  });

  it("matches tags exactly, not by case or substring", () => {
    expect(agentFunction({ tags: ["sales"] })).toBe("Other");
    expect(agentFunction({ tags: ["Sales Ops"] })).toBe("Other");
  });
});

// Over the specification's 13 agents: an agent the owner adds may join any function.
describe("agentsForFunction over the catalog", () => {
  it("shows every agent in catalog order under All Functions", () => {
    expect(agentsForFunction(allAgents, "All Functions")).toEqual(allAgents);
    expect(ids(agentsForFunction(agents, "All Functions"))).toEqual(specifiedAgentIds);
  });

  it("shows only agent 19 under Supply Chain", () => {
    expect(ids(agentsForFunction(agents, "Supply Chain"))).toEqual([19]);
  });

  it("shows only agent 14 under Health", () => {
    expect(ids(agentsForFunction(agents, "Health"))).toEqual([14]);
  });

  const expected: [FunctionFilter, number[]][] = [
    ["Sales", [22, 4, 12, 13, 17]],
    ["Marketing", [21]],
    ["Customer Support", [1, 20, 14]],
    ["HR", [11]],
    ["Finance", [5]],
    ["Inventory", [19]],
    ["Analytics", [18]],
  ];

  it.each(expected)("shows the agents whose first mapped tag is %s, in catalog order", (filter, agentIds) => {
    expect(ids(agentsForFunction(agents, filter))).toEqual(agentIds);
  });

  it.each<FunctionFilter>(["Legal", "Procurement", "Product", "Healthcare Operations", "Agriculture & Farming", "IT/DevOps"])(
    "shows no agents under %s",
    (filter) => {
      expect(agentsForFunction(agents, filter)).toEqual([]);
    },
  );

  it("places every agent under exactly one function filter apart from the two special cases", () => {
    const regular = functionFilters.filter((filter) => filter !== ALL_FUNCTIONS && filter !== "Supply Chain" && filter !== "Health");
    const placed = regular.flatMap((filter) => ids(agentsForFunction(agents, filter)));
    expect([...placed].sort((a, b) => a - b)).toEqual(ids(agents).sort((a, b) => a - b));
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
