import { Activity, type ReactNode } from "react";
import { SiteFooter } from "@/components/layout/SiteFooter";

/**
 * The landmark every page's content sits in, followed by the shared footer. The content is an
 * <Activity> boundary: React hydrates the header and footer first, then the page's content at low
 * priority in short slices, and first the part a visitor interacts with ("Deferring hydration of
 * low-priority content" in React's Activity docs), so a long page no longer hydrates in one long
 * task. Unlike Suspense, Activity has no fallback, so the export writes the content in place.
 */
export function PageShell({ children, showMarketplace = true }: { children: ReactNode; showMarketplace?: boolean }) {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <Activity>{children}</Activity>
      </main>
      <SiteFooter showMarketplace={showMarketplace} />
    </>
  );
}
