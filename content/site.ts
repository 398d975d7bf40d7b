/** The specification's one reply promise; every sentence that promises a reply is built from it. */
const replyWithin = "within 24 hours";

/** The brand, navigation and footer that every page shares. */
export const site = {
  name: "Lumenfold",
  tagline: "Data & AI Services + Vertical AI Agents for Real Business Impact.",
  description:
    "Lumenfold builds enterprise data platforms, trains teams in GenAI and runs a marketplace of ready-to-deploy vertical AI agents for sales, support, operations and more.",
  /** Canonical origin of the deployed site; set NEXT_PUBLIC_SITE_URL at build time to override. */
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? "https://www.lumenfold.ai").replace(/\/$/, ""),
  email: "hello@lumenfold.ai",
  /** The year the site was built: a static export is rebuilt at least on every release. */
  copyrightYear: new Date().getFullYear(),
  replyWithin,
  replyPromise: `We reply to every enquiry ${replyWithin}.`,
} as const;

export type NavItem = { label: string; href: string };

export const mainNav: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "Services", href: "/services" },
  { label: "Marketplace", href: "/all-agents" },
  { label: "Blogs", href: "/blogs" },
  { label: "About", href: "/about" },
  { label: "Contact Us", href: "/contact" },
];

export const companyLinks: NavItem[] = [
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
  { label: "Blogs", href: "/blogs" },
];

export type SocialLink = { label: string; href: string };

/** Opened in a new tab from the footer's Connect column. */
export const socialLinks: SocialLink[] = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/lumenfold" },
  { label: "X (Twitter)", href: "https://x.com/lumenfold" },
  { label: "YouTube", href: "https://www.youtube.com/@lumenfold" },
];

export type Partner = { id: string; name: string; href: string; logo: string };

/**
 * The platforms behind the home page's four partner logos (our own neutral wordmarks). The site says
 * we build on them; calling them partners would claim a commercial partnership (see content/claims.json).
 */
export const partners: Partner[] = [
  { id: "snowflake", name: "Snowflake", href: "https://www.snowflake.com", logo: "/images/partners/snowflake.svg" },
  { id: "databricks", name: "Databricks", href: "https://www.databricks.com", logo: "/images/partners/databricks.svg" },
  { id: "aws", name: "Amazon Web Services", href: "https://aws.amazon.com", logo: "/images/partners/aws.svg" },
  { id: "google-cloud", name: "Google Cloud", href: "https://cloud.google.com", logo: "/images/partners/google-cloud.svg" },
];
