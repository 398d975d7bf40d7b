// schema.org JSON-LD builders. Only facts the site states; no invented prices or ratings.
import { site, socialLinks } from "@/content/site";
import { coreServices } from "@/content/services";

export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}

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
