// How the site writes an agent's indicative price. Prices themselves live in content/listings.
import type { AgentListing } from "@/content/types";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$1,380": whole US dollars, the way every price on the site is written. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** "From $490/month", or "From $340/month per seat" for per-seat pricing. */
export function startingPriceLabel(pricing: Pick<AgentListing["pricing"], "model" | "fromUsdPerMonth">): string {
  return `From ${formatUsd(pricing.fromUsdPerMonth)}/month${pricing.model === "per-seat" ? " per seat" : ""}`;
}
