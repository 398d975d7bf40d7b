/**
 * An agent's name as a title: "Order Verification AI Agent", "AI Marketeer Agent", "RealEstate Bot".
 * A name that already says AI gets only "Agent", and one that already ends in Agent or Bot gets nothing.
 */
export function agentTitle(name: string): string {
  if (/\b(Agent|Bot)$/.test(name)) return name;
  return /\bAI\b/.test(name) ? `${name} Agent` : `${name} AI Agent`;
}
