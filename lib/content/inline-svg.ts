// The hero artwork of article and agent pages goes into the HTML itself: as an <img> it was a
// second request after the HTML's, and on a slow connection the page's largest paint waited for
// it. Each file is ~3.5 KB (~0.8 KB gzipped). Read at build time, on the server only.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The markup of an SVG under public/ (`src` as the page would link it, e.g. "/images/blog/x.svg"),
 * ready to inline: without an XML prolog or comments, with every id and its references prefixed,
 * so two drawings on one page (or a drawing and the page) never share an id.
 */
export function inlineSvgMarkup(src: string, idPrefix: string): string {
  const source = readFileSync(join(process.cwd(), "public", src), "utf8");
  const ids = [...source.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id!);
  let markup = source
    .replace(/<\?xml[^>]*\?>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .trim();
  for (const id of ids) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    markup = markup
      .replace(new RegExp(`\\bid="${escaped}"`, "g"), `id="${idPrefix}-${id}"`)
      .replace(new RegExp(`url\\(#${escaped}\\)`, "g"), `url(#${idPrefix}-${id})`)
      .replace(new RegExp(`href="#${escaped}"`, "g"), `href="#${idPrefix}-${id}"`);
  }
  if (!markup.startsWith("<svg")) throw new Error(`${src} is not an SVG file that can be inlined`);
  return markup;
}
