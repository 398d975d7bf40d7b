import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Marketplace",
  description: "The Lumenfold agent marketplace has moved to /all-agents. You are being redirected.",
  path: "/all-agents",
  image: "marketplace",
  noindex: true,
});

/** The footer's Browse Agents link points here; a meta refresh forwards even without JavaScript. */
export default function MarketplaceRedirectPage() {
  return (
    <>
      <meta httpEquiv="refresh" content="0; url=/all-agents" />
      <section className="status-page" aria-labelledby="marketplace-redirect-title">
        <div className="container narrow">
          <h1 id="marketplace-redirect-title">The marketplace has moved</h1>
          <p>
            Taking you to the <Link href="/all-agents">agent marketplace</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
