import { feedPaths } from "@/lib/site/feed-paths";
import type { Metadata } from "next";
import { site } from "@/content/site";
import { isPreviewBuild } from "@/lib/launch/preview";
import { OG_IMAGE_SIZE, ogImagePath, type OgImage } from "@/lib/site/og-images";

type PageMetadataInput = {
  title: string;
  description: string;
  /** Canonical path of the page, e.g. "/services". */
  path: string;
  /** Its share image (lib/site/og-images), drawn at build time. */
  image?: OgImage;
  type?: "website" | "article";
  /** Extra Open Graph article fields. */
  publishedTime?: string;
  noindex?: boolean;
  /** Feeds of this page's own, linked beside the articles' (e.g. the sub-processors' change feed). */
  feeds?: Record<string, { url: string; title: string }[]>;
};

/** The articles' RSS feed, linked from every page's head. */
export const feedAlternates = { "application/rss+xml": [{ url: feedPaths.articles, title: `${site.name} articles` }] };

/** Every page's metadata: title, description, canonical URL, Open Graph and Twitter card. */
export function pageMetadata({ title, description, path, image = "home", type = "website", publishedTime, noindex, feeds }: PageMetadataInput): Metadata {
  const images = [{ url: ogImagePath(image), ...OG_IMAGE_SIZE, alt: `${site.name}: ${title}` }];
  return {
    title,
    description,
    alternates: { canonical: path, types: { ...feedAlternates, ...feeds } },
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
    ...pageRobots(noindex),
  };
}

/** A preview is not for launch, so no page of it is indexed or followed; otherwise only pages noindex on purpose. */
function pageRobots(noindex = false): Pick<Metadata, "robots"> {
  if (isPreviewBuild()) return { robots: { index: false, follow: false } };
  return noindex ? { robots: { index: false, follow: true } } : {};
}
