"use client";

import { ErrorFallback } from "@/components/layout/ErrorFallback";
import "./globals.css";

/** Replaces the root layout when it fails itself, so it renders its own document. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main" tabIndex={-1}>
          <ErrorFallback {...props} />
        </main>
      </body>
    </html>
  );
}
