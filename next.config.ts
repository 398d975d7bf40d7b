import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { resolve } from "node:path";
import { COMPILE_HINT } from "./lib/site/compile-hint";
import { LOCAL_INBOX_URL } from "./lib/forms/local-inbox";
import { hasConfirmedCustomerStory } from "./content/customers/files";

/** The extension of the customers page's file, app/customers/page.customers.tsx (see pageExtensions). */
const CUSTOMERS_PAGE_EXTENSION = "customers.tsx";

const MISSING_ENDPOINT = `
NEXT_PUBLIC_FORM_ENDPOINT is not set, so the contact and agent-request forms would have nowhere to send leads.
  - For a deployment: set it to the Google Apps Script web app URL (see receiver/README.md), e.g.
      NEXT_PUBLIC_FORM_ENDPOINT=https://script.google.com/macros/s/<deployment-id>/exec npm run build
  - For local use: run \`npm start\`, which builds against the local form inbox, or set
      NEXT_PUBLIC_FORM_ENDPOINT=${LOCAL_INBOX_URL}
`;

export default function config(phase: string): NextConfig {
  let formEndpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT;
  if (!formEndpoint && phase === PHASE_DEVELOPMENT_SERVER) formEndpoint = LOCAL_INBOX_URL;
  // A deployable build must never post leads to a local address by accident.
  if (!formEndpoint && phase === PHASE_PRODUCTION_BUILD) throw new Error(MISSING_ENDPOINT);

  const analyticsEnabled = Boolean(process.env.VERCEL) || process.env.NEXT_PUBLIC_ANALYTICS === "vercel";

  return {
    output: "export",
    // A page whose file ends in another extension than these is no page. The customers page
    // (app/customers/page.customers.tsx) exists only once a story's consent is confirmed: a static
    // export cannot leave out a route otherwise (generateStaticParams() may not return [] with
    // output "export", and notFound() still writes its HTML file).
    pageExtensions: ["tsx", "ts", "jsx", "js", ...(hasConfirmedCustomerStory() ? [CUSTOMERS_PAGE_EXTENSION] : [])],
    trailingSlash: false,
    images: { unoptimized: true },
    reactStrictMode: true,
    poweredByHeader: false,
    // `next dev` allows only localhost by default; a page opened at 127.0.0.1 would lose hot reload.
    allowedDevOrigins: ["127.0.0.1"],
    // The stylesheet goes into each page's <head> as <style>, so the first paint waits for no
    // stylesheet round trip; postbuild.ts pins each <style> in the page's CSP by hash.
    // Next calls this flag experimental, so package.json pins `next` to an exact version: an
    // upgrade is a deliberate edit that re-checks it (scripts/check-export.ts counts the
    // stylesheet's copies each page carries).
    // cssChunking false: each page inlines the CSS Modules it renders. webpack's chunking ("strict"
    // or the default) merged the modules several pages share into one file every page inlined:
    // 7.3-8.6 KB of CSS gzipped per page instead of 3.5-4.8 KB.
    experimental: { inlineCss: true, cssChunking: false },
    webpack(webpackConfig, { webpack, isServer }) {
      // Off Vercel the analytics script can only fail; build without its code at all.
      if (!analyticsEnabled)
        webpackConfig.resolve.alias = { ...webpackConfig.resolve.alias, "@vercel/analytics/next": resolve("components/layout/analytics-disabled.ts") };
      // V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): every function in a chunk
      // that starts with this comment is compiled while the chunk streams in, off the main thread,
      // instead of on first call during hydration. Added after minification (which drops comments)
      // and before content hashing, so each file's hash covers it. Measured in docs/performance.md;
      // scripts/check-export.ts fails if a script a page loads lacks it. Turbopack has no banner option,
      // which is why `next build` runs with --webpack (package.json).
      if (!isServer) {
        webpackConfig.plugins.push(
          new webpack.BannerPlugin({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }),
        );
      }
      return webpackConfig;
    },
    env: {
      NEXT_PUBLIC_FORM_ENDPOINT: formEndpoint ?? "",
      NEXT_PUBLIC_ANALYTICS_ENABLED: analyticsEnabled ? "true" : "",
    },
  };
}
