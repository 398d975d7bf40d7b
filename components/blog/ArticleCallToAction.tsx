import type { Article } from "@/content/types";
import { relatedAgentHref } from "@/lib/site/hrefs";
import { CtaBanner } from "@/components/ui/CtaBanner";
import { ButtonLink } from "@/components/ui/Button";

type ArticleCallToActionProps = {
  article: Pick<Article, "relatedAgent" | "relatedAgentTitle" | "exploreButtonText">;
};

/** "Ready to Transform Your Operations?": the article's related agent, or the whole marketplace. */
export function ArticleCallToAction({ article }: ArticleCallToActionProps) {
  return (
    <CtaBanner
      id="article-cta"
      title="Ready to Transform Your Operations?"
      text={`See how the ${article.relatedAgentTitle} puts these ideas to work, or browse every ready-to-deploy agent in our marketplace.`}
    >
      <ButtonLink href={relatedAgentHref(article.relatedAgent)} variant="light" icon="arrow-right">
        {article.exploreButtonText}
      </ButtonLink>
      <ButtonLink href="/all-agents" variant="ghost">
        Browse All Agents
      </ButtonLink>
    </CtaBanner>
  );
}
