"use client";

import { useSearchParams } from "next/navigation";
import { Suspense, useEffect } from "react";

function Listener({ onChange }: { onChange: (queryString: string) => void }) {
  const queryString = useSearchParams().toString();
  useEffect(() => {
    onChange(queryString);
  }, [queryString, onChange]);
  return null;
}

/**
 * Tells `onChange` the page's query string once the page has hydrated, and again whenever it
 * changes (Next's router follows history.replaceState, Back and Forward, and links).
 *
 * Why a listener rather than useSearchParams in the view itself: in a statically exported page,
 * useSearchParams makes React render everything up to its Suspense boundary afresh in the browser
 * instead of hydrating the pre-rendered HTML ("Static Rendering" in Next's useSearchParams docs).
 * In its own boundary here, only this empty component is rendered that way; the view that keeps
 * the query in state hydrates the HTML as pre-rendered, with no query, and renders again only
 * when there is one.
 */
export function SearchParamsListener({ onChange }: { onChange: (queryString: string) => void }) {
  return (
    <Suspense fallback={null}>
      <Listener onChange={onChange} />
    </Suspense>
  );
}
