"use client";

import type { ComponentProps } from "react";
import { useHydrated } from "@/lib/browser/use-hydrated";

/**
 * A button disabled until the page is interactive (and whenever `disabled` says so). Its own
 * component, so that turning it on re-renders this button alone, not the form or estimator around it.
 */
export function HydratedButton({ disabled = false, ...props }: ComponentProps<"button">) {
  const hydrated = useHydrated();
  return <button {...props} disabled={!hydrated || disabled} />;
}
