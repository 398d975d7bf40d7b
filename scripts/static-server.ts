// Serves the exported site the way a CDN does: clean URLs (/blog/x -> blog/x.html), 404.html with
// status 404, gzip, long caching for hashed assets, and the security headers from out/_headers.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { createGzip } from "node:zlib";
import { parseHeadersFile, type HeaderRule } from "./headers-file";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};
const compressible = new Set([".html", ".js", ".css", ".json", ".txt", ".xml", ".svg", ".webmanifest"]);

function resolveFile(root: string, pathname: string): string | undefined {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const candidates = clean.endsWith("/")
    ? [join(root, clean, "index.html")]
    : [join(root, clean), join(root, `${clean}.html`), join(root, clean, "index.html")];
  return candidates.find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
}

function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (rule.matches(pathname)) Object.assign(headers, rule.headers);
  return headers;
}

export function startStaticServer({ root = "out", port = 3000, host = "127.0.0.1" } = {}): Promise<Server> {
  const dir = resolve(root);
  const headersPath = join(dir, "_headers");
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, "utf8")) : [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname = url.pathname;
    if (pathname.length > 1 && pathname.endsWith("/")) {
      res.writeHead(308, { Location: pathname.slice(0, -1) + url.search }).end();
      return;
    }
    let status = 200;
    let file: string | undefined;
    try {
      file = resolveFile(dir, pathname);
    } catch {
      file = undefined;
    }
    if (!file || file === headersPath) {
      status = 404;
      file = join(dir, "404.html");
      pathname = "/404";
    }
    const ext = extname(file);
    const headers: Record<string, string> = {
      "Content-Type": contentTypes[ext] ?? "application/octet-stream",
      "Cache-Control": pathname.startsWith("/_next/static/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      Vary: "Accept-Encoding",
      ...headersFor(rules, pathname),
    };
    const gzip = compressible.has(ext) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    if (gzip) headers["Content-Encoding"] = "gzip";
    res.writeHead(status, headers);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });

  return new Promise((resolveServer) => server.listen(port, host, () => resolveServer(server)));
}
