/** @jest-environment node */
import { agents } from "@/content/agents";
import { requireAgent } from "@/lib/agents/catalog";
import { tagTone } from "@/lib/agents/tag-colors";
import { listed, specifiedAgentSlugs, specifiedAgents } from "./support/specified-content";

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe("the agent catalog", () => {
  it("holds the specification's agents in its order, less any the owner retired, with room for new ones", () => {
    expect(specifiedAgents.map((agent) => agent.slug)).toEqual(specifiedAgentSlugs);
  });

  it("names the specification's agents as it does", () => {
    expect(specifiedAgents.map((agent) => agent.name)).toEqual(
      listed([
        "AI Receptionist",
        "Lab Supply Management",
        "Omnichannel Support",
        "AI Marketeer",
        "Order Verification",
        "RealEstate Bot",
        "FinanceTracker",
        "Resume Screener",
        "Shopping Assistant",
        "Outbound SDR",
        "Nutrition Guru",
        "Inbound AI SDR",
        "Sales Pro",
      ]),
    );
  });
});

describe.each(agents.map((agent) => [agent.name, agent] as const))("%s", (_name, agent) => {
  it("contains no lorem ipsum, TODO or placeholder text", () => {
    expect(JSON.stringify(agent)).not.toMatch(/lorem|todo|placeholder/i);
  });
});

describe("the dedicated agent pages' content", () => {
  it("gives the omnichannel agent its tags, steps and capabilities", () => {
    const agent = requireAgent("omnichannel-support-agent");
    expect(agent.tags).toEqual(["Customer Support", "Multi-Channel"]);
    expect(titles(agent.howItWorks)).toEqual(["Connect Channels", "AI Learns", "Go Live"]);
    expect(titles(agent.keyCapabilities)).toEqual(["24/7 Availability", "Intelligent Call Routing", "Email & Chat Support"]);
  });

  it("gives the AI Marketeer its tags, steps and six capabilities", () => {
    const agent = requireAgent("ai-marketeer-agent");
    expect(agent.tags).toEqual(["Marketing", "Content Creation"]);
    expect(titles(agent.howItWorks)).toEqual(["Learns Your Business", "Plans & Executes", "Tracks & Optimizes"]);
    expect(titles(agent.keyCapabilities)).toEqual([
      "Content Creation",
      "Tone Adaptation",
      "Campaign Automation",
      "Performance Tracking",
      "Smart Interface",
      "Smart Optimization",
    ]);
  });

  it("gives the order verification agent its tags, steps and five capabilities", () => {
    const agent = requireAgent("order-verification-agent");
    expect(agent.tags).toEqual(["E-commerce", "Customer Support"]);
    expect(titles(agent.howItWorks)).toEqual(["Chat Integration", "Automated Accuracy Checks", "Smart Substitutions & Feedback"]);
    expect(titles(agent.keyCapabilities)).toEqual([
      "Automated Flags",
      "Substitution Suggestions",
      "Staff Training",
      "Chat Integration",
      "Multi-Location Support",
    ]);
  });
});

describe("tag colors", () => {
  const coloredTags = [
    "Customer Service",
    "Customer Support",
    "Enterprise Ready",
    "Laboratory",
    "Inventory Management",
    "Multi-Channel",
    "Marketing",
    "Content Creation",
    "Real Estate",
    "Lead Generation",
    "Finance",
    "Analytics",
    "HR",
    "Recruitment",
    "E-commerce",
    "Sales",
    "Pipeline Management",
    "Health",
  ];

  it("lists the specification's 18 coloured tags", () => {
    expect(new Set(coloredTags).size).toBe(18);
  });

  it.each(coloredTags)("colors the tag %s", (tag) => {
    expect(tagTone(tag)).not.toBe("slate");
  });

  it.each(["Supply Chain", "Automation", "Fraud Detection", "Legal", "customer service", ""])("shows the tag %p in grey", (tag) => {
    expect(tagTone(tag)).toBe("slate");
  });
});
