"use client";

import Link from "next/link";
import { useEffect } from "react";

type ErrorFallbackProps = { error: Error & { digest?: string; statusText?: string }; reset: () => void };

/**
 * Shown when rendering throws: a plain sentence, a way to try again and a way home. The error's own
 * message means nothing to a visitor ("i is not a function"), so it goes to the console only.
 */
export function ErrorFallback({ error, reset }: ErrorFallbackProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="status-page" aria-labelledby="error-title" role="alert">
      <div className="container narrow">
        <h1 id="error-title">Unexpected Application Error!</h1>
        <p>Something went wrong while showing this page. Please try again, or go back to the home page.</p>
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
