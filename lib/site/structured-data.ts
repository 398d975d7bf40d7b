// schema.org JSON-LD builders. Only facts the site states; no invented prices or ratings.
import { site, socialLinks } from "@/content/site";
import { coreServices } from "@/content/services";
import type { Agent, Article } from "@/content/types";
import { agentHref, articleHref } from "@/lib/site/hrefs";
import { absoluteUrl } from "@/lib/site/urls";
import { articleWordCount, readTimeMinutes } from "@/lib/blog/read-time";

export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/images/logo.svg"),
    description: site.description,
    email: site.email,
    sameAs: socialLinks.map((link) => link.href),
    knowsAbout: coreServices.map((service) => service.name),
  };
}

export type Breadcrumb = { name: string; path: string };

export function breadcrumbJsonLd(items: Breadcrumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** A byline that names the company (e.g. "Lumenfold AI Solutions Team") is an Organization, any other a Person. */
function articleAuthorJsonLd(author: string) {
  const isOrganization = author === site.name || author.startsWith(`${site.name} `);
  return isOrganization ? { "@type": "Organization", name: author, url: absoluteUrl("/") } : { "@type": "Person", name: author };
}

export function blogPostingJsonLd(article: Article) {
  const url = absoluteUrl(articleHref(article.id));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    author: articleAuthorJsonLd(article.author),
    publisher: {
      "@type": "Organization",
      "@id": absoluteUrl("/#organization"),
      name: site.name,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl("/images/logo.svg") },
    },
    image: absoluteUrl(article.image),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: article.category,
    wordCount: articleWordCount(article),
    timeRequired: `PT${readTimeMinutes(article)}M`,
    inLanguage: "en",
  };
}

/** The marketplace as a list of the agents' pages, in catalog order. */
export function marketplaceJsonLd(agents: Pick<Agent, "name" | "slug">[], name = `${site.name} AI agent marketplace`) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: agents.length,
    itemListOrder: "https://schema.org/ItemListUnordered",
    itemListElement: agents.map((agent, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: agent.name,
      url: absoluteUrl(agentHref(agent)),
    })),
  };
}
