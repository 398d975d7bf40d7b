// Every canonical route of the site, built from the same content the pages are built from. The
// sitemap, the link checks and the accessibility sweep all read this one list.
import { getAllAgents } from "@/lib/agents/catalogue";
import { getAllArticles } from "@/lib/blog/articles";
import { agentHref, articleHref } from "@/lib/site/hrefs";

export const staticRoutes = ["/", "/services", "/about", "/all-agents", "/contact", "/coming-soon", "/compare"] as const;

export function agentRoutes(): string[] {
  return getAllAgents().map((agent) => agentHref(agent.slug));
}

export function articleRoutes(): string[] {
  return getAllArticles().map((article) => articleHref(article.slug));
}

export function canonicalRoutes(): string[] {
  return [...staticRoutes, ...agentRoutes(), "/blogs", ...articleRoutes()];
}
