// The agents a visitor has marked for comparison, kept in sessionStorage so the selection follows
// them from the marketplace to an agent page and to /compare, and shared by every toggle on a page.
import { useSyncExternalStore } from "react";

const STORAGE_KEY = "lumenfold:compare";
const NONE: string[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; slugs: string[] } = { raw: null, slugs: NONE };

function storedRaw(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the selection then lasts as long as the page.
    return cache.raw;
  }
}

/** The stored selection; the same array until it changes, as useSyncExternalStore needs. */
function readCompareSelection(): string[] {
  const raw = storedRaw();
  if (raw !== cache.raw) {
    let slugs: unknown = [];
    try {
      slugs = JSON.parse(raw ?? "[]");
    } catch {}
    cache = { raw, slugs: Array.isArray(slugs) ? slugs.filter((slug): slug is string => typeof slug === "string") : NONE };
  }
  return cache.slugs;
}

export function writeCompareSelection(slugs: readonly string[]): void {
  const raw = JSON.stringify(slugs);
  cache = { raw, slugs: [...slugs] };
  try {
    window.sessionStorage.setItem(STORAGE_KEY, raw);
  } catch {}
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selection, empty in the pre-rendered HTML and during hydration. */
export function useCompareSelection(): string[] {
  return useSyncExternalStore(subscribe, readCompareSelection, () => NONE);
}
