// The site's share images (Open Graph and Twitter cards): one per kind of page, one per agent and
// one per article. app/og/[image]/route.tsx draws each at build time with next/og, so a new agent
// or article gets its image with no manual step, and pages name theirs through ogImagePath.
import { site } from "@/content/site";
import { getAllAgents } from "@/lib/agents/catalog";
import { getAllArticles } from "@/lib/blog/articles";

export const OG_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * Pages that share a card; an agent's and an article's page has its own.
 * @internal Exported for the tests and the build's checks (knip --production).
 */
export type OgPageKind = "home" | "services" | "marketplace" | "blog" | "contact" | "about" | "trust";
export type OgImage = OgPageKind | { agent: string } | { article: string };

export type OgCard = {
  /** The file under /og/, e.g. "agent-finance-tracker.png". */
  file: string;
  /** The chip beside the brand; none on the home card. */
  label?: string;
  title: string;
  subtitle: string;
};

const pageCards: Record<OgPageKind, Omit<OgCard, "file">> = {
  home: { title: "Data & AI Services + Vertical AI Agents", subtitle: "Enterprise data platforms, GenAI training and ready-to-deploy AI agents." },
  services: { label: "Services", title: "Enterprise Data & AI Services", subtitle: "Data engineering, governance, analytics, AI/ML and GenAI training." },
  marketplace: {
    label: "Marketplace",
    title: "The Vertical AI Agent Marketplace",
    subtitle: "Proven agents for sales, support, operations, finance and more.",
  },
  blog: { label: "Blog", title: "Insights & Articles", subtitle: "Practical writing on data platforms, automation and applied AI." },
  contact: { label: "Contact", title: "Let's Get Started", subtitle: site.replyPromise },
  about: { label: "About", title: "Operators Who Build Data & AI", subtitle: "We build the data foundations and the agents that run on them." },
  trust: { label: "Trust", title: "Privacy, Security & Legal", subtitle: "How we handle data, who processes it, and who we are." },
};

function fileOf(image: OgImage): string {
  if (typeof image === "string") return `${image}.png`;
  return "agent" in image ? `agent-${image.agent}.png` : `article-${image.article}.png`;
}

/** The image's path on the site, e.g. "/og/article-tax-finance.png". */
export function ogImagePath(image: OgImage): string {
  return `/og/${fileOf(image)}`;
}

/** Every share image the build draws. */
export function ogCards(): OgCard[] {
  return [
    ...(Object.keys(pageCards) as OgPageKind[]).map((kind) => ({ file: fileOf(kind), ...pageCards[kind] })),
    ...getAllAgents().map((agent) => ({ file: fileOf({ agent: agent.slug }), label: "AI Agent", title: agent.name, subtitle: agent.description })),
    ...getAllArticles().map((article) => ({
      file: fileOf({ article: article.id }),
      label: article.category,
      title: article.title,
      subtitle: article.description,
    })),
  ];
}

export function ogCardFor(file: string): OgCard | undefined {
  return ogCards().find((card) => card.file === file);
}

/** Long titles get a smaller size so that they fit in two or three lines. */
export function ogTitleSize(title: string): number {
  if (title.length <= 36) return 76;
  if (title.length <= 60) return 64;
  return 52;
}
