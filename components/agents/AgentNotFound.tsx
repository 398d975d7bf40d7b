import { marketplaceListHref } from "@/lib/site/hrefs";
import { ButtonLink } from "@/components/ui/Button";

/** Shown for /agent/{slug} when no agent has that slug. */
export function AgentNotFound() {
  return (
    <section className="status-page" aria-labelledby="agent-not-found-title">
      <div className="container narrow">
        <h1 id="agent-not-found-title">Agent Not Found</h1>
        <p>The agent you are looking for does not exist.</p>
        <ButtonLink href={marketplaceListHref} icon="arrow-left">
          Back to Marketplace
        </ButtonLink>
      </div>
    </section>
  );
}
