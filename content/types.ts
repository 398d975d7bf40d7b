import type { IconName } from "@/lib/icons";

/** Colour families for chips, badges and gradients; each maps to an accessible CSS class. */
export type Tone =
  | "blue"
  | "teal"
  | "violet"
  | "amber"
  | "rose"
  | "green"
  | "indigo"
  | "orange"
  | "cyan"
  | "slate";

export type KeyCapability = {
  title: string;
  description: string;
};

export type Agent = {
  id: number;
  name: string;
  slug: string;
  /** One or two sentences shown on cards and under the agent's name. */
  description: string;
  /** The first tag that maps to a business function decides the agent's function (lib/agent-functions). */
  tags: string[];
  icon: IconName;
  /** Path of our own artwork under public/, e.g. /images/agents/ai-receptionist-agent.svg */
  image: string;
  /** Numbered steps, each one sentence. */
  howItWorks: { title: string; description: string }[];
  keyCapabilities: KeyCapability[];
  useCases: string[];
};

export type ArticleSection = {
  title: string;
  icon?: IconName;
  subtitle?: string;
  /** One block of text or a list of paragraphs. */
  content: string | string[];
};

export type Article = {
  id: string;
  /** Equal to id: articles live at /blog/{slug}. */
  slug: string;
  category: string;
  categoryColor: Tone;
  heroGradient: Tone;
  /** Display date, e.g. "November 18, 2025". */
  date: string;
  title: string;
  description: string;
  /** Path of our own artwork under public/, e.g. /images/blog/healthcare-ai.svg */
  image: string;
  /** "N min read", equal to readTimeMinutes(article) (lib/read-time). */
  readTime: string;
  author: string;
  sections: ArticleSection[];
  /** An agent slug or a marketplace key; lib/hrefs turns it into a link. */
  relatedAgent: string;
  relatedAgentTitle: string;
  exploreButtonText: string;
};
