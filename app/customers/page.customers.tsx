// A page only while a customer's story has confirmed consent: next.config.ts adds this file's
// extension to the page extensions then, so without one there is no /customers at all.
import type { Metadata } from "next";
import { getAllAgents } from "@/lib/agents/catalog";
import { confirmedCustomerStories } from "@/lib/customers/stories";
import { CUSTOMERS_PATH } from "@/lib/site/hrefs";
import { pageMetadata } from "@/lib/site/metadata";
import { CustomerStories } from "@/components/customers/CustomerStories";
import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";

export const metadata: Metadata = pageMetadata({
  title: "Customer Stories",
  description: "How businesses run Lumenfold's AI agents: what each needed, which agents they use and what changed, told with the customer's written consent.",
  path: CUSTOMERS_PATH,
  image: "about",
});

export default function CustomersPage() {
  return (
    <>
      <PageHero
        id="customers-hero"
        size="slim"
        eyebrow="Customers"
        title="Customer stories"
        lead="Businesses that run our agents, in their own words, each shared with their written consent."
      />
      <Section id="stories">
        <CustomerStories stories={confirmedCustomerStories()} agents={getAllAgents()} />
      </Section>
    </>
  );
}
