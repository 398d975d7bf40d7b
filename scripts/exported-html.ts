// Reading the exported HTML in out/: which pages there are, and attribute text as the browser
// reads it. Shared by the post-build step, the JavaScript measurement and the export checks.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every .html file under `dir`; `_next/` holds only assets and is skipped. */
export function exportedHtmlFiles(dir = "out"): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === "_next" ? [] : exportedHtmlFiles(path);
    return path.endsWith(".html") ? [path] : [];
  });
}

/** Decodes the entities React writes in attributes. `&amp;` last, so "&amp;lt;" stays "&lt;". */
export function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
