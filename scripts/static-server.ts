// Serves the exported site the way a CDN does. sirv finds the file (clean URLs: /blog/x ->
// blog/x.html, / -> index.html) and sends it with an ETag and Content-Length; compression encodes
// it as the request's Accept-Encoding allows, q-values included (sirv's own gzip option only sends
// prebuilt .gz files, and whenever the header mentions gzip, even with q=0). Around them: 404.html
// with status 404, a 308 from a trailing slash, 405 for other methods, the cache and security
// headers of lib/site/security-headers.ts, and nothing but the site's own files.
import compression from "compression";
import { lstatSync, readFileSync, readdirSync, type Stats } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import type { Readable } from "node:stream";
import sirv from "sirv";
import { ADMIN_PATH, adminHeaders, fileHeaders, hashedAssets, revalidateCacheControl, securityHeaders } from "../lib/site/security-headers";

/**
 * Types that mrmime (sirv's table) lacks, or sends without the charset: a browser shows a
 * text/plain file without one (llms.txt) in a legacy encoding.
 */
const contentTypes: Record<string, string> = { ".ico": "image/x-icon", ".txt": "text/plain; charset=utf-8" };

/** What sirv picked is not one of the site's files; thrown from its last hook before it opens it. */
class NotServable extends Error {}

/** Regular files under dir, found without following a symlink; dotfiles (the build stamp) skipped, but for /.well-known. */
function* regularFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") && entry.name !== ".well-known") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* regularFiles(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Whether a file sirv found may be sent, told by its device and inode. sirv follows symlinks and
 * has no option against it, so a link in the root to a file or folder outside would be served.
 * A file not in the list makes it read the root again once: a rebuild writes new files.
 */
function servableFiles(dir: string, hidden: string[]): (stats: Stats) => boolean {
  const scan = () => {
    const ids = new Set<string>();
    try {
      for (const file of regularFiles(dir)) {
        if (hidden.includes(file)) continue;
        const stats = lstatSync(file);
        ids.add(`${stats.dev}:${stats.ino}`);
      }
    } catch {
      // No root yet, or it is being rebuilt: nothing to serve until the next look.
    }
    return ids;
  };
  let ids = scan();
  return (stats) => {
    const id = `${stats.dev}:${stats.ino}`;
    if (!ids.has(id)) ids = scan();
    return ids.has(id);
  };
}

function notFound(dir: string, req: IncomingMessage, res: ServerResponse) {
  let page: Buffer;
  let type = "text/html; charset=utf-8";
  try {
    page = readFileSync(join(dir, "404.html"));
  } catch {
    page = Buffer.from("Not found\n");
    type = "text/plain; charset=utf-8";
  }
  res.setHeader("Cache-Control", revalidateCacheControl);
  res.writeHead(404, { "Content-Type": type, "Content-Length": page.length });
  res.end(req.method === "HEAD" ? undefined : page);
}

export function startStaticServer({ root = "out", port = 3000, host = "127.0.0.1" } = {}): Promise<Server> {
  const dir = resolve(root);
  // _headers is for the hosts that read it; it is not a page.
  const isServable = servableFiles(dir, [join(dir, "_headers")]);
  // Typed for Express, but it uses nothing beyond Node's own request and response.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const files = sirv(dir, {
    dev: true, // looks each file up when asked, so a rebuild is served without a restart
    etag: true,
    extensions: ["html"],
    setHeaders: (_res, _pathname, stats) => {
      if (!isServable(stats)) throw new NotServable();
    },
  });

  function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Length": 0 }).end();
      return;
    }
    // Servers take the absolute form (GET http://host/path) too (RFC 9112, section 3.2.2).
    const url = (req.url ?? "/").replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, "") || "/";
    if (!url.startsWith("/")) {
      res.writeHead(400, { "Content-Length": 0 }).end();
      return;
    }
    req.url = url;
    const queryStart = url.indexOf("?");
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    const search = queryStart === -1 ? "" : url.slice(queryStart);
    for (const [name, value] of Object.entries(fileHeaders[pathname] ?? {})) res.setHeader(name, value);
    if (pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)) for (const [name, value] of Object.entries(adminHeaders)) res.setHeader(name, value);
    if (pathname.length > 1 && pathname.endsWith("/")) {
      // One leading slash: "//evil.example/" must not become a redirect to another host.
      res.writeHead(308, { Location: `/${pathname.replace(/^\/+|\/+$/g, "")}${search}`, "Content-Length": 0 }).end();
      return;
    }
    res.setHeader("Cache-Control", pathname.startsWith(hashedAssets.path) ? hashedAssets.cacheControl : revalidateCacheControl);
    const extension = /\.[a-z0-9]+$/i.exec(pathname)?.[0].toLowerCase();
    if (extension && contentTypes[extension]) res.setHeader("Content-Type", contentTypes[extension]);
    // A preview needs no ranges, and sirv passes an invalid one such as bytes=5-2 to a file stream that throws.
    delete req.headers.range;
    // sirv pipes the file into the response, and pipe() leaves the file open when the visitor
    // goes away mid-download; enough of those and the process runs out of file handles
    // (sveltejs/kit#11617). An unreadable file must end the response, not the process.
    res.once("pipe", (source: Readable) => {
      res.once("close", () => source.destroy());
      source.once("error", (error) => {
        console.error(`[site] could not read the file for ${pathname}: ${error.message}`);
        res.destroy();
      });
    });
    compress(req, res, () => files(req, res, () => notFound(dir, req, res)));
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      if (error instanceof NotServable && !res.headersSent) return notFound(dir, req, res);
      // The server keeps serving whatever one request did.
      console.error(`[site] ${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Internal server error\n");
    }
  });

  return new Promise((resolveServer, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolveServer(server);
    });
  });
}
