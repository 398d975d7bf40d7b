"use client";

import { useEffect } from "react";
import { whenIdle } from "@/lib/browser/idle";
import type { ModelContext } from "@/lib/browser/webmcp";

/**
 * Offers the marketplace's read tools to a visitor's browser agent where the browser has WebMCP
 * (document.modelContext). The tools' code is a separate chunk, imported only there and only once
 * the page is idle, so a visitor without WebMCP downloads nothing more than this check.
 */
export function WebMcpTools() {
  useEffect(() => {
    if (!("modelContext" in document)) return;
    const { modelContext } = document as Document & { modelContext: ModelContext };
    return whenIdle(() => {
      import("@/lib/browser/webmcp")
        .then(({ registerReadTools }) => registerReadTools(modelContext))
        // The page works without its tools: a failed chunk or a refused registration is not the visitor's problem.
        .catch((error: unknown) => console.warn("The WebMCP tools could not register:", error));
    });
  }, []);
  return null;
}
