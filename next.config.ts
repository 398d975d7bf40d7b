import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { LOCAL_INBOX_URL } from "./lib/forms/local-inbox";

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
    // cssChunking: Turbopack's default ("loose") merged the blog's, the compare page's and the
    // home page's CSS Modules into one file that every page inlined. Inline, a CSS file costs no
    // request, only its hash in every page's CSP and its href in the payload, so "graph" with a
    // small request cost gives each page the modules it renders and merges only the smallest
    // (requestCost 2000 gave the same total HTML as 0, with 12 CSS files instead of 22).
    experimental: { inlineCss: true, cssChunking: { type: "graph", requestCost: 2000 } },
    // Off Vercel the analytics script can only fail; build without its code at all.
    turbopack: analyticsEnabled ? undefined : { resolveAlias: { "@vercel/analytics/next": "./components/layout/analytics-disabled.ts" } },
    env: {
      NEXT_PUBLIC_FORM_ENDPOINT: formEndpoint ?? "",
      NEXT_PUBLIC_ANALYTICS_ENABLED: analyticsEnabled ? "true" : "",
    },
  };
}
