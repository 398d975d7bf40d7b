import type { Metadata } from "next";
import { site } from "@/content/site";

/** Open Graph images are static PNGs in public/og/, one per kind of page. */
export type OgImageKind = "home" | "services" | "marketplace" | "agent" | "blog" | "article" | "contact" | "about";

type PageMetadataInput = {
  title: string;
  description: string;
  /** Canonical path of the page, e.g. "/services". */
  path: string;
  image?: OgImageKind;
  type?: "website" | "article";
  /** Extra Open Graph article fields. */
  publishedTime?: string;
  noindex?: boolean;
};

/** The articles' RSS feed, linked from every page's head. */
export const feedAlternates = { "application/rss+xml": [{ url: "/feed.xml", title: `${site.name} articles` }] };

/** Every page's metadata: title, description, canonical URL, Open Graph and Twitter card. */
export function pageMetadata({ title, description, path, image = "home", type = "website", publishedTime, noindex }: PageMetadataInput): Metadata {
  const images = [{ url: `/og/${image}.png`, width: 1200, height: 630, alt: `${site.name}: ${title}` }];
  return {
    title,
    description,
    alternates: { canonical: path, types: feedAlternates },
    openGraph: {
      title,
      description,
      url: path,
      siteName: site.name,
      locale: "en_US",
      type,
      images,
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: "summary_large_image", title, description, images: images.map((img) => img.url) },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
