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
 * that enables it once it has hydrated, in a task of its own after React's commit. Enabling it
 * through state (`disabled={!hydrated}`) makes the same DOM change inside React's commit, which
 * Lighthouse measured at 100-280 ms of one task at 4x CPU on the contact and agent pages, against
 * 1-5 ms in a task of its own (docs/performance.md). The fieldset keeps `disabled` as its prop, so
 * React never sets it again; a fresh mount is enabled the same way. Fieldsets only: React reads a
 * button's or an input's own `disabled` prop to drop its clicks, never a fieldset's.
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
