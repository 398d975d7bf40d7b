"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { serviceIds, type ServiceId } from "@/content/service-names";
import { CORE_SERVICES_SECTION_ID } from "@/lib/site/hrefs";
import { scrollToIdAfterDelay, scrollToTop } from "@/lib/browser/scroll";

function parseServiceParam(value: string | null): ServiceId | undefined {
  return serviceIds.find((id) => id === value);
}

/**
 * Applies `?service=`: scrolls to the core services after the section delay and highlights the
 * matching card; without it, clears the highlight and returns to the top. Renders nothing: the
 * cards themselves are server-rendered.
 */
export function ServiceSelection() {
  const selected = parseServiceParam(useSearchParams().get("service"));

  useEffect(() => {
    for (const id of serviceIds) {
      document.getElementById(id)?.toggleAttribute("data-selected", id === selected);
    }
    if (!selected) {
      scrollToTop();
      return;
    }
    return scrollToIdAfterDelay(CORE_SERVICES_SECTION_ID);
  }, [selected]);

  return null;
}
