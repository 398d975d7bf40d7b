// First, so the components' CSS Modules come after it in the cascade and win ties with its classes.
import "./globals.css";
import type { Metadata, Viewport } from "next";
import { Activity, type ReactNode } from "react";
import { site } from "@/content/site";
import { analyticsEnabled } from "@/lib/site/analytics";
import { feedAlternates } from "@/lib/site/metadata";
import { OutboxSender } from "@/components/forms/OutboxSender";
import { PreviewBanner } from "@/components/layout/PreviewBanner";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { WebAnalytics } from "@/components/layout/WebAnalytics";
import { WebMcpTools } from "@/components/layout/WebMcpTools";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | Data & AI Services and Vertical AI Agents`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  alternates: { types: feedAlternates },
};

export const viewport: Viewport = {
  themeColor: "#0f766e",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <PreviewBanner />
        <SiteHeader />
        {/* The page's content is an <Activity> boundary: React hydrates the header and footer first,
            then the content at low priority in short slices, starting with whatever the visitor
            touches ("Deferring hydration of low-priority content" in React's Activity docs), so a
            long page does not hydrate in one long task. Unlike Suspense, Activity has no fallback,
            so the export writes the content in place. */}
        <main id="main" tabIndex={-1}>
          <Activity>{children}</Activity>
        </main>
        <SiteFooter />
        <OutboxSender />
        <WebMcpTools />
        {analyticsEnabled && <WebAnalytics />}
      </body>
    </html>
  );
}
