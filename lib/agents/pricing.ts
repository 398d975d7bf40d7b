// How an agent's indicative price reads, on its page, the marketplace cards and the compare table.
import type { AgentListing } from "@/content/types";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Whole US dollars: 2900 -> "$2,900". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** "From $490 a month", "From $390 per seat a month", "From $490 a month + usage". */
export function startingPriceLabel(pricing: Pick<AgentListing["pricing"], "model" | "fromUsdPerMonth">): string {
  const price = formatUsd(pricing.fromUsdPerMonth);
  if (pricing.model === "per-seat") return `From ${price} per seat a month`;
  if (pricing.model === "per-month-plus-usage") return `From ${price} a month + usage`;
  return `From ${price} a month`;
}
