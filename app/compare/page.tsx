import type { Metadata } from "next";
import { compareHero } from "@/content/marketplace";
import { getAllAgents } from "@/lib/agents/catalog";
import { compareRows } from "@/lib/agents/compare-rows";
import { listingFor } from "@/lib/agents/listings";
import { leastPriceLabel } from "@/lib/agents/pricing";
import { pageMetadata } from "@/lib/site/metadata";
import { CompareFromUrl } from "@/components/agents/CompareFromUrl";
import type { CompareColumn } from "@/components/agents/CompareView";
import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";

export const metadata: Metadata = pageMetadata({
  title: "Compare AI Agents",
  description:
    "Compare Lumenfold's AI agents side by side: indicative monthly price and set-up fee, integrations, data handling, requirements, go-live timeline, human handover and EU AI Act class.",
  path: "/compare",
  image: "marketplace",
});

export default function ComparePage() {
  // Every agent's column, as text; the browser only chooses which columns to show.
  const columns: CompareColumn[] = getAllAgents().map((agent) => {
    const listing = listingFor(agent.slug);
    return {
      slug: agent.slug,
      name: agent.name,
      path: agent.path,
      price: leastPriceLabel(listing.pricing),
      cells: compareRows.map((row) => row.values(listing)),
    };
  });
  const rowLabels = compareRows.map((row) => row.label);

  return (
    <>
      <PageHero id="compare-hero" size="slim" {...compareHero} />
      <Section id="comparison" title="Comparison">
        <CompareFromUrl columns={columns} rowLabels={rowLabels} />
      </Section>
    </>
  );
}
