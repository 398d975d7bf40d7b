"use client";

import { ErrorFallback } from "@/components/layout/ErrorFallback";
import styles from "./global-error.module.css";

/**
 * Replaces the root layout when it fails itself, so it renders its own document (Next's docs:
 * global-error must define <html> and <body>). Its styles are its own CSS module, not globals.css:
 * Next writes a boundary's stylesheets into every page's payload, and the root stylesheet is there
 * once already.
 */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className={styles.document}>
        <main id="main" tabIndex={-1}>
          <ErrorFallback {...props} />
        </main>
      </body>
    </html>
  );
}
