// Taking the visitor to an agent page's request form, from the hero's button and from the ROI
// estimator. Its own module, so pages without that form do not load the hrefs it needs.
import { AGENT_REQUEST_SECTION_ID } from "@/lib/site/hrefs";
import { scrollToElement } from "@/lib/browser/scroll";

/**
 * Scrolls to the request form and puts the cursor in its first field. False when the page has no
 * such field (the thank-you panel shows), so a link can fall back to its fragment.
 */
export function goToRequestForm(): boolean {
  const section = document.getElementById(AGENT_REQUEST_SECTION_ID);
  const firstField = section?.querySelector<HTMLElement>("input, textarea, select");
  if (!section || !firstField) return false;
  scrollToElement(section);
  firstField.focus({ preventScroll: true });
  return true;
}
