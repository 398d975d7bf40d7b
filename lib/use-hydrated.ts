import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React runs in the browser.
 * Forms stay disabled until then, so nothing typed before hydration can be lost; the blog list
 * shows every card until then, so every article stays linked without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
