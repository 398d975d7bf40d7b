"use client";

import Link from "next/link";
import { useEffect } from "react";
import { site } from "@/content/site";
import { classifyMissingPath, missingPathTitles } from "@/lib/site/missing-path";
import { useDocumentTitle } from "@/lib/browser/document-title";
import { useBrowserValue } from "@/lib/browser/use-hydrated";
import { AgentNotFound } from "@/components/agents/AgentNotFound";
import { BlogNotFound } from "@/components/blog/BlogNotFound";
import styles from "./NotFoundView.module.css";

/**
 * The 404 page. It is pre-rendered once, so the unknown path is only known in the browser:
 * unknown articles and agents get their own messages and tab titles there.
 */
export function NotFoundView({ articleIds }: { articleIds: string[] }) {
  const pathname = useBrowserValue<string | null>(() => window.location.pathname, null);
  const missing = pathname ? classifyMissingPath(pathname) : { kind: "page" as const };

  useEffect(() => {
    if (pathname) console.warn(`404: no page exists at ${pathname}`);
  }, [pathname]);
  useDocumentTitle(pathname && `${missingPathTitles[missing.kind]} | ${site.name}`);

  if (missing.kind === "blog") return <BlogNotFound id={missing.id} availableIds={articleIds} />;
  if (missing.kind === "agent") return <AgentNotFound />;
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <div className="container narrow">
        <p className={styles.code}>404</p>
        <h1 id="not-found-title">Oops! Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Link href="/" className="btn btn-primary">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
