// Scrolling rules shared by the back-to-top buttons and the "scroll to a section" links.

/** Pixels of scroll after which back-to-top buttons appear. */
export const SCROLL_TOP_THRESHOLD = 300;
/** Delay before scrolling to a preselected section, so the page has laid out first. */
const SCROLL_TO_SECTION_DELAY_MS = 100;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/** Scrolls an element into view and moves keyboard focus to it without a second jump. */
export function scrollToElement(element: HTMLElement | null, { focus = false } = {}): void {
  if (!element) return;
  element.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  if (focus) element.focus({ preventScroll: true });
}

/** Scrolls to the element with this id after the section delay; returns a cancel function. */
export function scrollToIdAfterDelay(id: string, options?: { focus?: boolean }): () => void {
  const timer = window.setTimeout(() => scrollToElement(document.getElementById(id), options), SCROLL_TO_SECTION_DELAY_MS);
  return () => window.clearTimeout(timer);
}
