// When a part of the page below the fold is about to be seen: the agent page loads the code of its
// estimator and request form then, not with the page (see components/ui/load-when-near.tsx).

/** How far ahead of the viewport a part counts as near: two screens, so it is ready before it is reached. */
const NEAR_MARGIN = "200% 0px";

/** Calls `onNear` once, when `element` comes within two screens of the viewport; returns a cancel function. */
export function onNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver !== "function") {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Resolves at the next `online` event. */
export function nextOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}
