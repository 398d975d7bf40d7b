import { getAllAgents } from "@/lib/agents/catalog";
import { agentTitle } from "@/lib/agents/title";

describe("agentTitle", () => {
  const titles = [
    ["AI Receptionist", "AI Receptionist Agent"],
    ["Lab Supply Management", "Lab Supply Management AI Agent"],
    ["Omnichannel Support", "Omnichannel Support AI Agent"],
    ["AI Marketeer", "AI Marketeer Agent"],
    ["Order Verification", "Order Verification AI Agent"],
    ["RealEstate Bot", "RealEstate Bot"],
    ["FinanceTracker", "FinanceTracker AI Agent"],
    ["Resume Screener", "Resume Screener AI Agent"],
    ["Shopping Assistant", "Shopping Assistant AI Agent"],
    ["Outbound SDR", "Outbound SDR AI Agent"],
    ["Nutrition Guru", "Nutrition Guru AI Agent"],
    ["Inbound AI SDR", "Inbound AI SDR Agent"],
    ["Sales Pro", "Sales Pro AI Agent"],
  ] as const;

  it.each(titles)("titles %s as %s", (name, title) => {
    expect(agentTitle(name)).toBe(title);
  });

  it.each(getAllAgents().map((agent) => [agent.name, agentTitle(agent.name)]))("never repeats a word in %s's title (%s)", (_name, title) => {
    const words = title.toLowerCase().split(" ");
    expect(new Set(words).size).toBe(words.length);
    expect(title).not.toMatch(/\b(Agent|Bot) AI Agent$/);
  });

  it("gives every agent its own title", () => {
    const all = getAllAgents().map((agent) => agentTitle(agent.name));
    expect(new Set(all).size).toBe(all.length);
  });

  it("matches the names the specification gives the dedicated pages' agents", () => {
    expect(agentTitle("Order Verification")).toBe("Order Verification AI Agent");
    expect(agentTitle("AI Marketeer")).toBe("AI Marketeer Agent");
  });
});
