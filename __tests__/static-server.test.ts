/** @jest-environment node */
// The preview server of `npm start`, tried as a new user (or a curious visitor) would, against a
// small site in a temporary folder: out/ may not be built yet when the unit tests run.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { securityHeaders } from "@/lib/site/security-headers";
import { startStaticServer } from "../scripts/static-server";

const base = mkdtempSync(join(tmpdir(), "static-server-test-"));
const root = join(base, "out");
const BIG = 8 * 1024 * 1024;

function write(path: string, content: string | Buffer) {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), content);
}

let server: Server;
let port: number;

beforeAll(async () => {
  write("index.html", "<h1>Home</h1>");
  write("blog.html", "<h1>Blog</h1>");
  write("blog/healthcare-ai.html", "<h1>Healthcare AI</h1>");
  write("404.html", "<h1>Page not found</h1>");
  write("llms.txt", "# Lumenfold – data and AI");
  write("favicon.ico", Buffer.from([0, 0, 1, 0]));
  write("_headers", "/*\n  X-Frame-Options: DENY\n");
  write(".build-stamp.json", "{}");
  write("_next/static/chunks/app.js", `console.log(${JSON.stringify("x".repeat(4096))});`);
  write("_next/static/chunks/big.bin", Buffer.alloc(BIG, 7));
  writeFileSync(join(base, "secret.txt"), "outside the root");
  symlinkSync(join(base, "secret.txt"), join(root, "secret.txt"));
  symlinkSync(base, join(root, "parent"));
  server = await startStaticServer({ root, port: 0, host: "127.0.0.1" });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  rmSync(base, { recursive: true, force: true });
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Sends a request line exactly as written, the way `curl --request-target` does. */
function raw(requestLine: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on("error", reject);
    socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

describe("pages and clean URLs", () => {
  it("serves index.html at / and page.html at /page and /folder/page", async () => {
    expect((await get("/")).body.toString()).toBe("<h1>Home</h1>");
    expect((await get("/blog")).body.toString()).toBe("<h1>Blog</h1>");
    expect((await get("/blog/healthcare-ai?ref=x")).body.toString()).toBe("<h1>Healthcare AI</h1>");
  });

  it("names the type of every file, with the charset of text", async () => {
    expect((await get("/")).headers["content-type"]).toBe("text/html;charset=utf-8");
    expect((await get("/llms.txt")).headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect((await get("/favicon.ico")).headers["content-type"]).toBe("image/x-icon");
    expect((await get("/_next/static/chunks/app.js")).headers["content-type"]).toBe("text/javascript");
  });

  it("redirects a trailing slash to the address without it, on the same host", async () => {
    const answer = await get("/blog/?page=2");
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe("/blog?page=2");
    expect((await get("//evil.example/")).headers.location).toBe("/evil.example");
  });

  it("answers an unknown path with 404.html and status 404", async () => {
    const answer = await get("/no-such-page");
    expect(answer.status).toBe(404);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.body.toString()).toBe("<h1>Page not found</h1>");
  });

  it("does not serve _headers or the build stamp", async () => {
    expect((await get("/_headers")).status).toBe(404);
    expect((await get("/.build-stamp.json")).status).toBe(404);
    expect((await get("/%2ebuild-stamp.json")).status).toBe(404);
  });
});

describe("requests that must not reach outside the root or stop the server", () => {
  it.each([
    ["GET // HTTP/1.1", 308],
    ["GET /%2F..%2Fsecret.txt HTTP/1.1", 404],
    ["GET /%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd HTTP/1.1", 404],
    ["GET /..%2fsecret.txt HTTP/1.1", 404],
    ["GET /..%2f..%2fpackage.json HTTP/1.1", 404],
    ["GET /%2e%2e/secret.txt HTTP/1.1", 404],
    ["GET /../secret.txt HTTP/1.1", 404],
    ["GET /%E0%A4%A HTTP/1.1", 404],
    ["GET http://localhost/blog HTTP/1.1", 200],
    ["GET * HTTP/1.1", 400],
  ])("%s answers %i", async (line, status) => {
    const answer = await raw(line);
    expect(answer.status).toBe(status);
    expect(answer.text).not.toContain("outside the root");
    expect((await get("/")).status).toBe(200);
  });

  it("answers a Range it cannot satisfy (bytes=5-2) with the whole file", async () => {
    const answer = await get("/blog", { Range: "bytes=5-2" });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe("<h1>Blog</h1>");
  });

  it("does not follow a symlink to a file or folder outside the root", async () => {
    for (const path of ["/secret.txt", "/secret", "/parent/secret.txt"]) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain("outside the root");
    }
  });

  it.each(["POST", "DELETE", "PUT", "OPTIONS"])("answers %s with 405", async (method) => {
    const answer = await get("/", {}, method);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    expect(answer.body.length).toBe(0);
  });

  it("keeps serving after 200 downloads that are aborted as soon as the headers arrive", async () => {
    const openFiles = () => (existsSync("/proc/self/fd") ? readdirSync("/proc/self/fd").length : 0);
    const before = openFiles();
    await Promise.all(
      Array.from(
        { length: 200 },
        () =>
          new Promise<void>((resolve) => {
            const req = request({ host: "127.0.0.1", port, path: "/_next/static/chunks/big.bin", agent: false }, (res) => {
              expect(res.headers["content-length"]).toBe(String(BIG));
              req.destroy();
              resolve();
            });
            req.on("error", () => resolve());
            req.end();
          }),
      ),
    );
    // Each aborted download must close its file; the server runs in this process, so count ours.
    for (let wait = 0; wait < 50 && openFiles() > before + 10; wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(openFiles()).toBeLessThanOrEqual(before + 10);
    expect((await get("/")).status).toBe(200);
  }, 30_000);
});

describe("caching and compression", () => {
  it("sends an ETag and Content-Length, and 304 for a matching If-None-Match", async () => {
    const first = await get("/blog");
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers["content-length"]).toBe(String("<h1>Blog</h1>".length));
    const head = await get("/blog", {}, "HEAD");
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.length).toBe(0);
    const again = await get("/blog", { "If-None-Match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("gzips when the browser accepts it, and not when gzip has q=0", async () => {
    const gzipped = await get("/_next/static/chunks/app.js", { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toContain("console.log(");
    expect(gzipped.headers.vary).toContain("Accept-Encoding");
    const refused = await get("/_next/static/chunks/app.js", { "Accept-Encoding": "gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.headers["content-length"]).toBe(String(refused.body.length));
  });

  it("caches hashed build assets for a year and makes everything else revalidate", async () => {
    expect((await get("/_next/static/chunks/app.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/blog")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await get("/_next/static/chunks/missing.js")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("sends the security headers with pages, errors and refusals", async () => {
    for (const answer of [await get("/"), await get("/no-such-page"), await get("/", {}, "POST"), await get("/blog/")]) {
      for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers[name.toLowerCase()]).toBe(value);
    }
  });
});
