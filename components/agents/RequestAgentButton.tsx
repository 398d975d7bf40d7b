"use client";

import type { ReactNode } from "react";
import { AGENT_REQUEST_SECTION_ID } from "@/lib/site/hrefs";
import { goToRequestForm } from "@/lib/browser/request-form";

/** Scrolls to the request form and puts the cursor in its first field; a plain link without JavaScript. */
export function RequestAgentButton({ className = "btn btn-light", children = "Request this agent" }: { className?: string; children?: ReactNode }) {
  return (
    <a
      href={`#${AGENT_REQUEST_SECTION_ID}`}
      className={className}
      onClick={(event) => {
        if (goToRequestForm()) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
