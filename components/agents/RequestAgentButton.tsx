"use client";

import { AGENT_REQUEST_SECTION_ID } from "@/lib/site/hrefs";
import { goToRequestForm } from "@/lib/browser/request-form";

/** Scrolls to the request form and puts the cursor in its first field; a plain link without JavaScript. */
export function RequestAgentButton() {
  return (
    <a
      href={`#${AGENT_REQUEST_SECTION_ID}`}
      className="btn btn-light"
      onClick={(event) => {
        if (goToRequestForm()) event.preventDefault();
      }}
    >
      Request this agent
    </a>
  );
}
