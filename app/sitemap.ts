import type { MetadataRoute } from "next";
import { sitemapRoutes } from "@/lib/site/routes";
import { absoluteUrl } from "@/lib/site/urls";

export const dynamic = "force-static";

/** Every canonical route worth a search result, and nothing else (no redirects, no second paths of dedicated agents). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapRoutes().map((route) => ({
    url: absoluteUrl(route),
    changeFrequency: route === "/" || route === "/blogs" || route === "/all-agents" ? "weekly" : "monthly",
    priority: route === "/" ? 1 : route.split("/").length > 2 ? 0.6 : 0.8,
  }));
}
