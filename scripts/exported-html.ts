// Reading the exported HTML in out/: which pages there are, and attribute text as the browser
// reads it. Shared by the post-build step, the JavaScript measurement and the export checks.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * The folders of the export that hold no page of the site: `_next/` only assets, and `admin/` the
 * content editor (scripts/cms-config.ts), a page with its own policy that no page check applies to.
 */
const NOT_PAGES = ["_next", "admin"];

/** Every page of the site: each .html file under `dir`, but for the folders above. */
export function exportedHtmlFiles(dir = "out", top = true): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return top && NOT_PAGES.includes(entry) ? [] : exportedHtmlFiles(path, false);
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
