"use client";

import Link from "next/link";
import { useEffect } from "react";

type ErrorFallbackProps = { error: Error & { digest?: string; statusText?: string }; reset: () => void };

/** Shown when rendering throws: the status text or the message, and a way to try again. */
export function ErrorFallback({ error, reset }: ErrorFallbackProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="status-page" aria-labelledby="error-title" role="alert">
      <div className="container narrow">
        <h1 id="error-title">Unexpected Application Error!</h1>
        <p>
          <code>{error.statusText || error.message || "Something went wrong."}</code>
        </p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={reset}>
            Try again
          </button>
          <Link className="btn btn-secondary" href="/">
            Return to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
