import { useEffect, useRef, useSyncExternalStore, type RefObject } from "react";

const subscribeToNothing = () => () => {};

/**
 * A value only the browser knows, such as the address of the 404 page: `serverValue` in the
 * pre-rendered HTML and during hydration, so the two always match, then `read()` once React runs
 * in the browser.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => serverValue);
}

/**
 * False in the pre-rendered HTML and during hydration, true once React runs in the browser.
 * Forms stay disabled until then, so nothing typed before hydration can be lost; the blog list
 * shows every card until then, so every article stays linked without JavaScript.
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}

/**
 * For a fieldset rendered `disabled` until the page is interactive (a form's fields, say): a ref
 * that enables it once it has hydrated, in a task of its own after React's commit. Through state
 * (`disabled={!hydrated}`), the form or estimator re-renders at hydration and the attribute goes inside
 * React's commit, where a trace that records stacks (Lighthouse's, DevTools') takes a deep JS stack
 * for each control's style change: 100-280 ms of one task at 4x CPU on the contact and agent pages,
 * against 1-5 ms from a task of its own (docs/performance.md). The fieldset keeps `disabled` as its
 * prop, and React changes the DOM only where a prop changed, so it never sets it again; a fresh
 * mount is enabled the same way. Fieldsets only: React drops clicks on a button or input whose own
 * `disabled` prop is true, never because of a fieldset's.
 */
export function useFieldsetEnabledOnceHydrated(): RefObject<HTMLFieldSetElement | null> {
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (ref.current) ref.current.disabled = false;
    });
    return () => clearTimeout(timer);
  }, []);
  return ref;
}
