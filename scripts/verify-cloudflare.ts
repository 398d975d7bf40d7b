// `npm run verify:cloudflare`: serves the built out/ with Cloudflare's own local Pages server
// (`wrangler pages dev`, which runs offline once installed) and checks what a visitor would get:
// the headers of out/_headers on pages and the 404, clean URLs, the 404 page and status, the cache
// rule for hashed assets, the catalogs' JSON headers, and that _headers itself is not published.
// Wrangler is not a project dependency (it is large, and wrangler 4 needs Node.js 22.12): npx fetches
// wrangler 3 from the npm registry on first use. Run `npm run build` (or `npm start`) first.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileHeaders, hashedAssets, securityHeaders } from "../lib/site/security-headers";

const WRANGLER = "wrangler@3.114.17";
const OUT_DIR = "out";
const PORT = Number(process.env.PORT ?? 8788);

type Check = { path: string; status: number; headers?: Record<string, string>; location?: string };

function checks(): Check[] {
  const chunk = readdirSync(join(OUT_DIR, "_next/static/chunks")).find((name) => name.endsWith(".js"));
  return [
    { path: "/", status: 200, headers: securityHeaders },
    { path: "/about", status: 200, headers: securityHeaders },
    { path: "/blog/tax-finance", status: 200, headers: securityHeaders },
    { path: "/about/", status: 308, location: "/about" },
    { path: "/no-such-page", status: 404, headers: securityHeaders },
    { path: `/_next/static/chunks/${chunk}`, status: 200, headers: { "Cache-Control": hashedAssets.cacheControl } },
    ...Object.entries(fileHeaders).map(([path, headers]) => ({ path, status: 200, headers })),
    { path: "/_headers", status: 404 },
  ];
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`wrangler pages dev did not answer at ${url} within two minutes`);
}

async function main(): Promise<void> {
  if (!existsSync(join(OUT_DIR, "_headers"))) throw new Error("out/_headers is missing: run `npm run build` first.");
  const base = `http://127.0.0.1:${PORT}`;
  const server = spawn("npx", ["--yes", WRANGLER, "pages", "dev", OUT_DIR, "--port", String(PORT), "--ip", "127.0.0.1"], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
  });
  const failures: string[] = [];
  try {
    await waitForServer(base);
    for (const check of checks()) {
      const before = failures.length;
      const response = await fetch(`${base}${check.path}`, { redirect: "manual" });
      if (response.status !== check.status) failures.push(`${check.path}: status ${response.status}, expected ${check.status}`);
      for (const [name, value] of Object.entries(check.headers ?? {})) {
        if (response.headers.get(name) !== value)
          failures.push(`${check.path}: ${name} is ${JSON.stringify(response.headers.get(name))}, expected ${JSON.stringify(value)}`);
      }
      if (check.location && response.headers.get("location") !== check.location) {
        failures.push(`${check.path}: redirects to ${response.headers.get("location")}, expected ${check.location}`);
      }
      console.log(`${failures.length > before ? "FAIL" : "ok  "} ${check.path} ${response.status}`);
    }
  } finally {
    const exited = once(server, "exit");
    process.kill(-server.pid!, "SIGTERM");
    await exited;
  }
  if (failures.length) throw new Error(`Cloudflare Pages would serve the site differently:\n  ${failures.join("\n  ")}`);
  console.log(`Cloudflare Pages (${WRANGLER} pages dev) serves out/ as intended.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
