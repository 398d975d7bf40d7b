import { site } from "@/content/site";

/** A site path as an absolute URL on the canonical origin (NEXT_PUBLIC_SITE_URL). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}
