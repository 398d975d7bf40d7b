// How much JavaScript a page of the static export makes the browser download, measured from the
// files in out/ (no server, no browser). `npm run bench` prints it and the JavaScript budget test
// asserts on it; both read it through this module so they measure the same thing.
//
// Dependency-free on purpose (Node built-ins only): import it from a script or a test without
// pulling in the site's code.
//
//   routeHtmlPath("/blog/x")          -> "out/blog/x.html"
//   pageScripts("out/blog/x.html")    -> ["out/_next/static/chunks/a.js", ...]
//   gzipSize("out/_next/static/chunks/a.js") -> gzipped bytes
//   sharedRuntime(["/", "/about"])    -> { files, bytes } of the scripts every one of those routes loads
import { readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { decodeEntities } from "./exported-html";

/** The directory `next build` exports to. Every function takes another one as its last argument. */
export const OUT_DIR = "out";

/**
 * The exported HTML file of a route, the way the static server and a CDN map clean URLs:
 * "/" -> out/index.html, "/x/y" -> out/x/y.html. A query string, a fragment and a trailing slash
 * are ignored.
 */
export function routeHtmlPath(route: string, outDir: string = OUT_DIR): string {
  const path = route.replace(/[?#].*$/, "").replace(/\/+$/, "");
  if (path === "") return join(outDir, "index.html");
  return join(outDir, `${path.replace(/^\/+/, "")}.html`);
}

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tagBody: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tagBody.matchAll(ATTRIBUTE)) {
    const name = match[1];
    if (name) attributes.set(name.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/**
 * The JavaScript files on disk that the page's HTML loads through `<script src>`, in document
 * order, each once.
 *
 * - Root-relative sources ("/_next/...") resolve against `outDir`; relative ones against the HTML
 *   file's directory. A query string or fragment in the source is dropped.
 * - `nomodule` scripts are left out: browsers that run module scripts (every browser the site
 *   supports) never download them.
 * - Scripts on another origin ("https://...", "//...") are left out: they are not in out/.
 * - Inline scripts, `<link rel="preload" as="script">` hints and chunks the runtime imports later
 *   are not counted: this is the JavaScript the HTML itself makes the browser fetch.
 *
 * The files are not checked for existence here; `gzipSize` throws on a missing one.
 */
export function pageScripts(htmlPath: string, outDir: string = OUT_DIR): string[] {
  const html = readFileSync(htmlPath, "utf8");
  const files: string[] = [];
  for (const tag of html.matchAll(SCRIPT_TAG)) {
    const attributes = attributesOf(tag[1] ?? "");
    const rawSrc = attributes.get("src");
    if (!rawSrc || attributes.has("nomodule")) continue;
    // Percent-decoded as a static server maps a URL to a file: webpack names a route's chunk after
    // its folder, "app/agent/[slug]/page-….js", which the HTML writes as "%5Bslug%5D".
    const src = decodeURIComponent(decodeEntities(rawSrc.trim()).replace(/[?#].*$/, ""));
    if (src === "" || /^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith("//")) continue;
    const file = src.startsWith("/") ? join(outDir, posix.normalize(src).replace(/^\/+/, "")) : join(dirname(htmlPath), posix.normalize(src));
    if (!files.includes(file)) files.push(file);
  }
  return files;
}

/** Size in bytes of the file once gzipped with zlib's default level (what a server's gzip sends). */
function gzipSize(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

/** Sum of the gzipped sizes of the files. */
export function gzipTotal(files: readonly string[]): number {
  return files.reduce((total, file) => total + gzipSize(file), 0);
}

/**
 * The framework's shared runtime: the script files that the HTML of EVERY one of `routes`
 * references (the intersection, in the first route's order), and their gzipped size in bytes.
 * Pass `canonicalRoutes()` from lib/site/routes.ts for the whole site.
 */
export function sharedRuntime(routes: readonly string[], outDir: string = OUT_DIR): { files: string[]; bytes: number } {
  const [first, ...rest] = routes.map((route) => pageScripts(routeHtmlPath(route, outDir), outDir));
  if (!first) return { files: [], bytes: 0 };
  const files = first.filter((file) => rest.every((scripts) => scripts.includes(file)));
  return { files, bytes: gzipTotal(files) };
}

/** The page's own JavaScript measurement: its script files and their gzipped total in bytes. */
export function pageJavaScript(route: string, outDir: string = OUT_DIR): { files: string[]; bytes: number } {
  const files = pageScripts(routeHtmlPath(route, outDir), outDir);
  return { files, bytes: gzipTotal(files) };
}
