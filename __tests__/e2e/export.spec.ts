// The exported site as served: what only a request to the server shows. The checks of out/ as
// files (metadata, sitemap, links, valid HTML, budgets, the policy in each page) are
// scripts/check-export.ts, which `npm run test:e2e` runs before this suite.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { PREVIEW_NOTICE } from "@/lib/launch/preview";
import { fileHeaders, hashedAssets, headersFile, securityHeaders } from "@/lib/site/security-headers";
import { OUT_DIR } from "../../scripts/page-javascript";
import { machineJsonFiles, machineTextFiles } from "../support/machine-files";
import { expect, test } from "./fixtures";

// Browsers and feed readers ask for it whatever the page links; Chromium does too, for a moment
// during client-side navigations, and logs a console error if it is missing.
test("/favicon.ico is served", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/x-icon");
});

test("the served site sends the security headers, caches hashed assets for good, and hides _headers", async ({ request }) => {
  for (const path of ["/", "/contact", "/no-such-page"]) {
    const response = await request.get(path);
    for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
  }
  const chunk = readdirSync(join(OUT_DIR, "_next/static/chunks")).find((name) => name.endsWith(".js"));
  const asset = await request.get(`/_next/static/chunks/${chunk}`);
  expect(asset.headers()["cache-control"]).toBe(hashedAssets.cacheControl);
  expect(asset.headers()["etag"]).toBeTruthy();
  expect(readFileSync(join(OUT_DIR, "_headers"), "utf8")).toBe(headersFile());
  expect((await request.get("/_headers")).status()).toBe(404);
});

// The tests run against a preview build: no file a machine reads may pass for the live site's.
test("every machine-readable file of the preview says it is one", async ({ request }) => {
  for (const path of machineJsonFiles) {
    expect(((await (await request.get(path)).json()) as { preview?: string }).preview, path).toBe(PREVIEW_NOTICE);
  }
  for (const path of machineTextFiles) {
    expect(await (await request.get(path)).text(), path).toContain(PREVIEW_NOTICE);
  }
});

test("the catalogs and the feeds are served with their own types, as every host is told to", async ({ request }) => {
  for (const [path, headers] of Object.entries(fileHeaders)) {
    const response = await request.get(path);
    for (const [name, value] of Object.entries(headers)) expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
  }
});
