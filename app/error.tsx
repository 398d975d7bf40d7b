"use client";

import { ErrorFallback } from "@/components/layout/ErrorFallback";

export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  // Rendered inside the root layout's <main>, between the header and the footer.
  return <ErrorFallback {...props} />;
}
