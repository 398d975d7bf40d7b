import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/SiteFooter";

/** The landmark every page's content sits in, followed by the shared footer. */
export function PageShell({ children, showMarketplace = true }: { children: ReactNode; showMarketplace?: boolean }) {
  return (
    <>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter showMarketplace={showMarketplace} />
    </>
  );
}
