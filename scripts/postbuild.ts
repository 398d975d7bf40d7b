// Runs after `next build`: gives every exported page a Content-Security-Policy that allows exactly
// its own inline scripts and styles (by SHA-256), and writes the site-wide headers for the hosts
// (out/_headers, vercel.json). It reads what Next wrote and adds only our own <meta> tag to each
// page's <head>: it never changes anything Next wrote under out/_next/, nor its styles or RSC payload.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { documentCsp, headersFile, vercelJson } from "../lib/site/security-headers";
import { REPO_PLACEHOLDER } from "../lib/cms/config";
import { confirmedScheduler } from "../lib/booking/scheduler";
import { BOOK_PATH } from "../lib/site/hrefs";
import { cmsRepo, writeAdmin } from "./cms-config";
import { exportedHtmlFiles } from "./exported-html";
import { routeHtmlPath } from "./page-javascript";

const OUT_DIR = "out";
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

/** The base64 SHA-256 of an inline element's text, as a CSP hash source names it. */
export function cspHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    // JSON-LD is data, not script: the policy does not apply to it.
    if (/type="application\/ld\+json"/.test(attributes ?? "")) continue;
    hashes.add(cspHash(body ?? ""));
  }
  return [...hashes];
}

export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_STYLE)].map(([, body]) => cspHash(body ?? "")))];
}

/**
 * On a client-side navigation, React adds the landing page's stylesheets that the document lacks
 * as <style> elements holding each CSS file's text (from the page's RSC payload), so every page
 * also allows each of the export's CSS files by hash.
 */
export function navigationStyleHashes(outDir: string = OUT_DIR): string[] {
  const chunksDir = join(outDir, "_next/static");
  const cssFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return cssFiles(path);
      return entry.name.endsWith(".css") ? [path] : [];
    });
  if (!existsSync(chunksDir)) return [];
  return cssFiles(chunksDir)
    .sort()
    .map((file) => cspHash(readFileSync(file, "utf8")));
}

export function withCspMeta(html: string, formEndpoint: string, navigationStyles: readonly string[] = [], frameOrigins: readonly string[] = []): string {
  const styleHashes = [...new Set([...inlineStyleHashes(html), ...navigationStyles])];
  const policy = documentCsp({ scriptHashes: inlineScriptHashes(html), styleHashes, formEndpoint, frameOrigins });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  if (CSP_META.test(html)) return html.replace(CSP_META, meta);
  // Right after the charset, before any script or style, so the policy covers all of them.
  return html.replace(/(<meta charSet="utf-8"\/>)/i, `$1${meta}`);
}

/**
 * The files that carry the site-wide headers to each host. Vercel takes them from vercel.json and
 * would publish out/_headers as a page, so a build on Vercel (VERCEL set) writes no _headers.
 */
export function hostHeaderFiles({ onVercel = Boolean(process.env.VERCEL) } = {}): { path: string; text: string }[] {
  const files = [{ path: "vercel.json", text: vercelJson() }];
  if (!onVercel) files.push({ path: join(OUT_DIR, "_headers"), text: headersFile() });
  return files;
}

/** GitHub Pages runs Jekyll over the upload unless this file exists, and Jekyll drops `_next/` and `.well-known/`. */
export const NO_JEKYLL = join(OUT_DIR, ".nojekyll");

function main() {
  const formEndpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT ?? "";
  const files = exportedHtmlFiles(OUT_DIR);
  const navigationStyles = navigationStyleHashes(OUT_DIR);
  // The owner's scheduler, framed on /book alone.
  const scheduler = confirmedScheduler();
  const bookPage = routeHtmlPath(BOOK_PATH, OUT_DIR);
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const updated = withCspMeta(html, formEndpoint, navigationStyles, file === bookPage && scheduler ? [scheduler.origin] : []);
    if (!updated.includes('http-equiv="Content-Security-Policy"')) throw new Error(`Could not add the CSP to ${file}`);
    writeFileSync(file, updated);
  }
  const headerFiles = hostHeaderFiles();
  for (const { path, text } of headerFiles) {
    // vercel.json is committed: rewrite it only when the headers changed.
    if (!existsSync(path) || readFileSync(path, "utf8") !== text) writeFileSync(path, text);
  }
  writeFileSync(NO_JEKYLL, "");
  // The content editor, with its own policy: exportedHtmlFiles leaves it out of the loop above.
  writeAdmin(join(OUT_DIR, "admin"));
  const repo = cmsRepo();
  console.log(`[postbuild] wrote out/admin/, the content editor, for the repository ${repo}${repo === REPO_PLACEHOLDER ? ": set CMS_REPO (docs/cms.md)" : ""}`);
  console.log(`[postbuild] Content-Security-Policy added to ${files.length} pages; wrote ${headerFiles.map((file) => file.path).join(" and ")}`);
}

if (process.argv[1] && /postbuild\.ts$/.test(process.argv[1])) main();
