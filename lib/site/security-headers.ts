// The security policy of the exported site, in one place: the per-page Content-Security-Policy,
// the `_headers` file (Netlify, Cloudflare Pages), vercel.json, the preview server and the nginx
// snippet in the README all come from here, and one unit test holds every copy to these values.
import { feedPaths } from "@/lib/site/feed-paths";

/** Headers for every response. frame-ancestors only works as a header, so it lives here. */
export const securityHeaders: Record<string, string> = {
  "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Next.js puts a content hash in the name of every file under this path, so none ever changes. */
export const hashedAssets = { path: "/_next/static/", cacheControl: "public, max-age=31536000, immutable" };

/** Everything else may change with the next deployment, so caches ask again (the CDNs' default). */
export const revalidateCacheControl = "public, max-age=0, must-revalidate";

/**
 * The policy each HTML page carries in a <meta> tag. Next.js writes the page's data as inline
 * scripts and its stylesheet as inline <style> (experimental.inlineCss), so each page allows
 * exactly those by hash and nothing else inline. A meta policy also covers 404.html, which a CDN
 * serves for any unknown path.
 */
export function documentCsp({
  scriptHashes,
  styleHashes = [],
  formEndpoint,
  frameOrigins = [],
}: {
  scriptHashes: string[];
  styleHashes?: string[];
  formEndpoint: string;
  /** The origins the page may show in a frame: the owner's scheduler on /book, and on no other page. */
  frameOrigins?: readonly string[];
}): string {
  const formOrigins = formEndpoint ? [new URL(formEndpoint).origin] : [];
  // Apps Script answers a post with a redirect to its content host; the fetch follows it.
  if (formOrigins[0] === "https://script.google.com") formOrigins.push("https://script.googleusercontent.com");
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
    ["style-src", "'self'", ...styleHashes.map((hash) => `'sha256-${hash}'`)],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...formOrigins],
    ["frame-src", "'self'", ...frameOrigins],
    ["manifest-src", "'self'"],
    ["worker-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    // The forms post with fetch (connect-src); an HTML form only ever submits to the page itself.
    ["form-action", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The content editor at /admin (Decap CMS, docs/cms.md) is no page of the site: its own policy, in
 * its own <meta> tag (scripts/cms-config.ts), allows what Decap needs and no page of the site has.
 * Decap compiles its config's JSON Schema with `new Function` (ajv) and styles itself with inline
 * <style> elements (emotion), so script-src needs 'unsafe-eval' and style-src 'unsafe-inline'. It
 * talks to GitHub's API, or to decap-server on this machine for `npm run cms`, and shows images from
 * the repository (raw files, blob: previews of uploads) and the owner's GitHub avatar.
 */
export const ADMIN_PATH = "/admin";

export function adminCsp(): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https://raw.githubusercontent.com", "https://avatars.githubusercontent.com"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", "https://api.github.com", "http://localhost:8081"],
    ["worker-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * Headers /admin sends in place of the site's. The GitHub login opens a popup that answers through
 * window.opener, which COOP same-origin cuts; same-origin-allow-popups keeps it.
 */
export const adminHeaders: Record<string, string> = { "Cross-Origin-Opener-Policy": "same-origin-allow-popups" };

/** The machine-readable catalogs (lib/site/agent-catalog): JSON, which any site's assistant may read. */
const catalogHeaders: Record<string, string> = {
  "Content-Type": "application/json; charset=utf-8",
  "Access-Control-Allow-Origin": "*",
};

/**
 * Headers of single files: the catalogs, and the feeds, whose type a static host would guess from
 * ".xml" as text/xml, which feed readers may not take for a feed.
 */
export const fileHeaders: Record<string, Record<string, string>> = {
  "/agents.json": catalogHeaders,
  "/.well-known/ai-catalog.json": catalogHeaders,
  [feedPaths.articles]: { "Content-Type": "application/rss+xml; charset=utf-8" },
  [feedPaths.subProcessors]: { "Content-Type": "application/atom+xml; charset=utf-8" },
};

/** The `_headers` file read by Netlify and Cloudflare Pages. */
export function headersFile(): string {
  const lines = ["/*", ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push("", `${hashedAssets.path}*`, `  Cache-Control: ${hashedAssets.cacheControl}`);
  for (const [file, headers] of Object.entries(fileHeaders)) lines.push("", file, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`));
  // Netlify serves the most specific rule's value; Cloudflare joins both, which browsers read as no COOP (docs/cms.md).
  for (const path of [ADMIN_PATH, `${ADMIN_PATH}/*`]) lines.push("", path, ...Object.entries(adminHeaders).map(([name, value]) => `  ${name}: ${value}`));
  return `${lines.join("\n")}\n`;
}

/**
 * vercel.json: Vercel reads it from the repository root before it builds, so it is committed. The
 * site deploys as plain files (the "Other" preset): `npm run build`, then `out/` served with clean
 * URLs (`/about` is about.html) and `404.html` for unknown paths. The Next.js preset would skip our
 * postbuild and refuse an output directory ("routes-manifest.json couldn't be found").
 */
const vercelProject = {
  framework: null,
  buildCommand: "npm run build",
  outputDirectory: "out",
  cleanUrls: true,
  trailingSlash: false,
} as const;

export function vercelJson(): string {
  const config = {
    $schema: "https://openapi.vercel.sh/vercel.json",
    ...vercelProject,
    headers: [
      { source: "/(.*)", headers: Object.entries(securityHeaders).map(([key, value]) => ({ key, value })) },
      { source: `${hashedAssets.path}(.*)`, headers: [{ key: "Cache-Control", value: hashedAssets.cacheControl }] },
      ...Object.entries(fileHeaders).map(([source, headers]) => ({ source, headers: Object.entries(headers).map(([key, value]) => ({ key, value })) })),
      // After the site-wide rule: Vercel sends the last matching rule's value of a header.
      { source: `${ADMIN_PATH}/:path*`, headers: Object.entries(adminHeaders).map(([key, value]) => ({ key, value })) },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
