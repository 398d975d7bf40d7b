import { agents as allAgents } from "@/content/agents";
import { agentFunction, agentsForFunction, functionFilterLabel, functionFilters, parseFunctionParam, type FunctionFilter } from "@/lib/agents/functions";
import { businessFunctions } from "@/content/choices";
import { listed, specifiedAgentSlugs, specifiedAgents } from "./support/specified-content";

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);
const agents = specifiedAgents;

describe("functionFilterLabel", () => {
  it("names the function with how many agents it shows, none included", () => {
    const fixture = [{ functions: ["Sales" as const] }, { functions: ["Sales" as const, "Marketing" as const] }];
    expect(functionFilterLabel(fixture, "All Functions")).toBe("All Functions (2)");
    expect(functionFilterLabel(fixture, "Marketing")).toBe("Marketing (1)");
    expect(functionFilterLabel(fixture, "HR")).toBe("HR (0)");
  });
});

describe("agentsForFunction", () => {
  it("shows every agent in catalog order under All Functions", () => {
    expect(agentsForFunction(allAgents, "All Functions")).toEqual(allAgents);
    expect(slugs(agentsForFunction(agents, "All Functions"))).toEqual(specifiedAgentSlugs);
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
// cases), which their `functions` in content/agents/*.yaml now state. An agent the owner adds may join any.
describe("the specification's function filters", () => {
  const expected: [FunctionFilter, string[]][] = [
    ["Sales", listed(["order-verification-agent", "real-estate-bot", "shopping-assistant-agent", "outbound-sdr-agent", "inbound-ai-sdr-agent"])],
    ["Marketing", listed(["ai-marketeer-agent"])],
    ["Customer Support", listed(["ai-receptionist-agent", "omnichannel-support-agent", "nutrition-guru-agent"])],
    ["HR", listed(["resume-screener-agent"])],
    ["Finance", listed(["finance-tracker"])],
    ["Health", listed(["nutrition-guru-agent"])],
    ["Inventory", listed(["lab-supply-management-agent"])],
    ["Supply Chain", listed(["lab-supply-management-agent"])],
    ["Analytics", listed(["sales-pro-agent"])],
  ];

  it.each(expected)("shows under %s the agents %p", (filter, agentSlugs) => {
    expect(slugs(agentsForFunction(agents, filter))).toEqual(agentSlugs);
  });

  it.each<FunctionFilter>(["Legal", "Procurement", "Product", "Healthcare Operations", "Agriculture & Farming", "IT/DevOps"])(
    "shows no agents under %s",
    (filter) => {
      expect(agentsForFunction(agents, filter)).toEqual([]);
    },
  );

  it("gives each agent the function its first mapped tag named: Supply Chain and Health are only extra filters", () => {
    const own = Object.fromEntries(agents.map((agent) => [agent.slug, agentFunction(agent)]));
    const specified: Record<string, FunctionFilter> = {
      "ai-receptionist-agent": "Customer Support",
      "lab-supply-management-agent": "Inventory",
      "omnichannel-support-agent": "Customer Support",
      "ai-marketeer-agent": "Marketing",
      "order-verification-agent": "Sales",
      "real-estate-bot": "Sales",
      "finance-tracker": "Finance",
      "resume-screener-agent": "HR",
      "shopping-assistant-agent": "Sales",
      "outbound-sdr-agent": "Sales",
      "nutrition-guru-agent": "Customer Support",
      "inbound-ai-sdr-agent": "Sales",
      "sales-pro-agent": "Analytics",
    };
    expect(own).toEqual(Object.fromEntries(listed(Object.keys(specified)).map((slug) => [slug, specified[slug]])));
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
