import { useSyncExternalStore } from "react";

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
