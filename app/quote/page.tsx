import type { Metadata } from "next";
import { quoteTerms } from "@/content/quote-terms";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { pricingForQuote } from "@/lib/agents/quote";
import { stated } from "@/lib/legal/owner-facts";
import { agentHref, QUOTE_PATH } from "@/lib/site/hrefs";
import { pageMetadata } from "@/lib/site/metadata";
import { QuoteBuilder, type QuotableAgent } from "@/components/agents/QuoteBuilder";
import { QuoteListPrices } from "@/components/agents/QuoteListPrices";
import { QuoteSeller } from "@/components/agents/QuoteSeller";
import { QuoteTermsNotes } from "@/components/agents/QuoteTermsNotes";
import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";

export const metadata: Metadata = pageMetadata({
  title: "Build a Quote for AI Agents",
  description:
    "Build a quote for several Lumenfold AI agents over 12, 24 or 36 months: the monthly price at your volume, usage, add-ons, set-up fees and estimated pass-through costs, with totals excluding VAT, to print or send.",
  path: QUOTE_PATH,
  image: "marketplace",
});

export default function QuotePage() {
  const agents: QuotableAgent[] = getAllAgents().map((agent) => ({
    slug: agent.slug,
    name: agent.name,
    href: agentHref(agent),
    pricing: pricingForQuote(listingFor(agent.slug)),
  }));
  return (
    <>
      <PageHero
        id="quote-hero"
        eyebrow="Quote"
        title="Build a quote"
        lead="Choose agents and a term, enter your volumes and add-ons, and see every line and total, excluding VAT. Print it, or send it to us as one request."
      />
      <Section id="quote">
        <QuoteListPrices agents={agents} />
        <QuoteBuilder
          agents={agents}
          otherCurrency={quoteTerms.otherCurrency}
          priceValidityDays={stated(quoteTerms.priceValidityDays, (days) => days, null)}
          seller={<QuoteSeller />}
        >
          <QuoteTermsNotes />
        </QuoteBuilder>
      </Section>
    </>
  );
}
