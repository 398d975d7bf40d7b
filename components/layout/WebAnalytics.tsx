"use client";

import { Analytics } from "@vercel/analytics/next";
import { useEffect } from "react";

/** Vercel Web Analytics: page views with route and path. Rendered only when enabled at build time. */
export function WebAnalytics() {
  useEffect(() => {
    // Resource load errors do not bubble; listen in the capture phase for the analytics script.
    const onError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.includes("/_vercel/insights/")) {
        console.error("Web analytics failed to load. If you use an ad blocker, it may be blocking the analytics script.");
      }
    };
    document.addEventListener("error", onError, true);
    return () => document.removeEventListener("error", onError, true);
  }, []);
  return <Analytics />;
}
