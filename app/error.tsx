"use client";

import { ErrorFallback } from "@/components/layout/ErrorFallback";

export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" tabIndex={-1}>
      <ErrorFallback {...props} />
    </main>
  );
}
