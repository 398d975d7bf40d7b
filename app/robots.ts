import type { MetadataRoute } from "next";
import { isPreviewBuild } from "@/lib/launch/preview";
import { absoluteUrl } from "@/lib/site/urls";

export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return {
    // A preview is not for launch: no crawler may read it.
    rules: isPreviewBuild() ? { userAgent: "*", disallow: "/" } : { userAgent: "*", allow: "/" },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
