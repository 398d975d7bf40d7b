"use client";

import { AGENT_REQUEST_SECTION_ID } from "@/lib/site/hrefs";
import { scrollToElement } from "@/lib/browser/scroll";

/** Scrolls to the request form and puts the cursor in its first field; a plain link without JavaScript. */
export function RequestAgentButton() {
  return (
    <a
      href={`#${AGENT_REQUEST_SECTION_ID}`}
      className="btn btn-light"
      onClick={(event) => {
        const section = document.getElementById(AGENT_REQUEST_SECTION_ID);
        const firstField = section?.querySelector<HTMLElement>("input, textarea, select");
        if (!section || !firstField) return;
        event.preventDefault();
        scrollToElement(section);
        firstField.focus({ preventScroll: true });
      }}
    >
      Request this agent
    </a>
  );
}
