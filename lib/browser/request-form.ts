// Taking the visitor to an agent page's request form, from the hero's button and from the ROI
// estimator. Its own module, so pages without that form do not load the hrefs it needs.
import { AGENT_REQUEST_SECTION_ID } from "@/lib/site/hrefs";
import { scrollToElement } from "@/lib/browser/scroll";

/** The form's first field; the honeypot comes after the visible fields. */
const firstFieldOf = (section: HTMLElement) => section.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select");

/**
 * Scrolls to the request form and puts the cursor in its first field. False when the page has no
 * such field (the thank-you panel shows), so a link can fall back to its fragment.
 */
export function goToRequestForm(): boolean {
  const section = document.getElementById(AGENT_REQUEST_SECTION_ID);
  if (!section || !firstFieldOf(section)) return false;
  scrollToElement(section);
  focusOnceEnabled(section);
  return true;
}

/**
 * Focuses the form's first field now, or as soon as it is enabled: the form's code loads when the
 * visitor comes near it, replacing the pre-rendered fields, and a disabled field cannot take the
 * cursor.
 */
function focusOnceEnabled(section: HTMLElement): void {
  const focusIfEnabled = () => {
    const field = firstFieldOf(section);
    if (!field || field.matches(":disabled")) return false;
    field.focus({ preventScroll: true });
    return true;
  };
  if (focusIfEnabled()) return;
  const observer = new MutationObserver(() => {
    if (focusIfEnabled()) observer.disconnect();
  });
  observer.observe(section, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled"] });
}
