// The security policy of the exported site, in one place: the static hosts' `_headers` file, the
// preview server, the nginx snippet in the README and the per-page Content-Security-Policy all
// come from here.

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

/**
 * The policy each HTML page carries in a <meta> tag. Next.js writes the page's data as inline
 * scripts, so each page allows exactly its own inline scripts by hash and nothing else inline.
 * A meta policy also covers 404.html, which a CDN serves for any unknown path.
 */
export function documentCsp({ scriptHashes, formEndpoint }: { scriptHashes: string[]; formEndpoint: string }): string {
  const formOrigins = formEndpoint ? [new URL(formEndpoint).origin] : [];
  // Apps Script answers a post with a redirect to its content host; the fetch follows it.
  if (formOrigins[0] === "https://script.google.com") formOrigins.push("https://script.googleusercontent.com");
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
    ["style-src", "'self'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...formOrigins],
    ["manifest-src", "'self'"],
    ["worker-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The machine-readable catalogues (lib/site/agent-catalogue): JSON, which any site's assistant may read. */
export const catalogueFiles = ["/agents.json", "/.well-known/ai-catalog.json"];
export const catalogueHeaders: Record<string, string> = {
  "Content-Type": "application/json; charset=utf-8",
  "Access-Control-Allow-Origin": "*",
};

/** The `_headers` file read by Netlify, Cloudflare Pages and the preview server. */
export function headersFile(): string {
  const lines = ["/*", ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push("", "/_next/static/*", "  Cache-Control: public, max-age=31536000, immutable");
  for (const file of catalogueFiles) lines.push("", file, ...Object.entries(catalogueHeaders).map(([name, value]) => `  ${name}: ${value}`));
  return `${lines.join("\n")}\n`;
}
