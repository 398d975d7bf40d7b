import type { Article } from "@/content/types";
import { relatedAgentHref, relatedAgentTarget, type RelatedAgentTarget } from "@/lib/blog/related-agent";
import { CtaBanner } from "@/components/ui/CtaBanner";
import { ButtonLink } from "@/components/ui/Button";

type ArticleCallToActionProps = {
  article: Pick<Article, "relatedAgent" | "relatedAgentTitle" | "exploreButtonText">;
};

/** The banner's sentence, worded for what the related-agent button leads to. */
const sentences: Record<RelatedAgentTarget["kind"], (title: string) => string> = {
  agent: (title) => `See how the ${title} puts these ideas to work, or browse every ready-to-deploy agent in our marketplace.`,
  // Both function targets have no agents yet; the marketplace shows "coming soon" and offers a custom build.
  function: (title) => `${title} are coming soon to our marketplace, and we can build a custom agent for your workflow today.`,
  marketplace: (title) => `Browse the ${title} by business function to find the agent that puts these ideas to work.`,
};

/** "Ready to Transform Your Operations?": the article's related agent, or the whole marketplace. */
export function ArticleCallToAction({ article }: ArticleCallToActionProps) {
  const { kind } = relatedAgentTarget(article.relatedAgent);
  return (
    <CtaBanner id="article-cta" title="Ready to Transform Your Operations?" text={sentences[kind](article.relatedAgentTitle)}>
      <ButtonLink href={relatedAgentHref(article.relatedAgent)} variant="light" icon="arrow-right">
        {article.exploreButtonText}
      </ButtonLink>
      <ButtonLink href="/all-agents" variant="ghost">
        Browse All Agents
      </ButtonLink>
    </CtaBanner>
  );
}
