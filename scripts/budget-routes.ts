// The routes the Lighthouse budgets hold (`npm run perf`) and the bench compares: one page of each
// kind, read from the content, so an owner who retires or adds an agent or an article never leaves
// them naming a page that has gone.
import { getAllAgents } from "@/lib/agents/catalog";
import { getAllArticles } from "@/lib/blog/articles";
import { agentHref, articleHref, QUOTE_PATH, trustHref } from "@/lib/site/hrefs";

/** A page of each kind the site has: the static pages, an article, an agent on the shared page and one on a page of its own. */
export function budgetRoutes(): string[] {
  const agents = getAllAgents();
  const onOwnPage = agents.find((agent) => agent.path);
  const onSharedPage = agents.find((agent) => !agent.path);
  const [newestArticle] = getAllArticles();
  return [
    "/",
    "/services",
    "/about",
    "/all-agents",
    "/contact",
    "/blogs",
    ...(newestArticle ? [articleHref(newestArticle.id)] : []),
    ...[onSharedPage, onOwnPage].flatMap((agent) => (agent ? [agentHref(agent)] : [])),
    "/compare",
    QUOTE_PATH,
    trustHref(),
  ];
}
