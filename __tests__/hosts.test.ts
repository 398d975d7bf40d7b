/**
 * @jest-environment node
 *
 * What each host does with our configuration. Vercel's CLI cannot be installed offline here, so
 * vercel.json goes through Vercel's own route compiler (@vercel/routing-utils, which `vercel build`
 * uses) and a small model of its documented request order: redirects, headers, then the files
 * (with cleanUrls, about.html answers /about), then 404.html. Cloudflare Pages was verified with
 * its own tool (docs/hosting.md). The GitHub Pages workflow cannot run here; its steps are read as text.
 */
import { readFileSync } from "node:fs";
import { getCleanUrls, getTransformedRoutes, isHandler } from "@vercel/routing-utils";
import { feedPaths } from "@/lib/site/feed-paths";
import { fileHeaders, hashedAssets, securityHeaders } from "@/lib/site/security-headers";

const vercelConfig = JSON.parse(readFileSync("vercel.json", "utf8"));
const packageJson = JSON.parse(readFileSync("package.json", "utf8"));

/** A few files of out/, as the export names them. */
const exported = ["index.html", "about.html", "404.html", "blog/tax-finance.html", "agents.json", "_next/static/chunks/app.js"];

type Answer = { status: number; file?: string; location?: string; headers: Record<string, string> };

function vercelServes(path: string, config = vercelConfig): Answer {
  const { routes, error } = getTransformedRoutes(config);
  if (error || !routes) throw new Error(`Vercel refuses vercel.json: ${error?.message}`);
  const headers: Record<string, string> = {};
  for (const route of routes) {
    if (isHandler(route) || !new RegExp(route.src).test(path)) continue;
    const location = route.headers?.Location;
    if (route.status && location) return { status: route.status, location: path.replace(new RegExp(route.src), location), headers };
    Object.assign(headers, route.headers);
  }
  const files = new Map(exported.map((file) => [`/${file}`, file]));
  if (config.cleanUrls) for (const { html, clean } of getCleanUrls(exported)) files.set(clean, html.slice(1));
  files.set("/", "index.html");
  const file = files.get(path);
  return file ? { status: 200, file, headers } : { status: 404, file: "404.html", headers };
}

describe("Vercel", () => {
  it("deploys out/ as plain files with the Other preset, built by our build script", () => {
    expect(vercelConfig).toMatchObject({ framework: null, buildCommand: "npm run build", outputDirectory: "out", cleanUrls: true, trailingSlash: false });
    expect(packageJson.scripts.build).toMatch(/next build --webpack && tsx scripts\/postbuild\.ts/);
  });

  it("answers /about with about.html, which is a 404 without cleanUrls", () => {
    expect(vercelServes("/about")).toMatchObject({ status: 200, file: "about.html" });
    expect(vercelServes("/blog/tax-finance")).toMatchObject({ status: 200, file: "blog/tax-finance.html" });
    expect(vercelServes("/about", { ...vercelConfig, cleanUrls: false })).toMatchObject({ status: 404 });
  });

  it("redirects /about.html and /about/ to /about, and answers an unknown path with 404.html", () => {
    expect(vercelServes("/about.html")).toMatchObject({ status: 308, location: "/about" });
    expect(vercelServes("/about/")).toMatchObject({ status: 308, location: "/about" });
    expect(vercelServes("/no-such-page")).toMatchObject({ status: 404, file: "404.html" });
  });

  it("sends the security headers on every page and the 404, the year-long cache on hashed assets, and the catalog's and feeds' own headers", () => {
    for (const path of ["/", "/about", "/no-such-page"]) expect(vercelServes(path).headers).toEqual(securityHeaders);
    expect(vercelServes("/_next/static/chunks/app.js").headers).toEqual({ ...securityHeaders, "Cache-Control": hashedAssets.cacheControl });
    for (const [file, headers] of Object.entries(fileHeaders)) expect(vercelServes(file).headers).toEqual({ ...securityHeaders, ...headers });
    expect(fileHeaders[feedPaths.subProcessors]!["Content-Type"]).toMatch(/^application\/atom\+xml/);
  });
});

describe("GitHub Pages workflow", () => {
  const workflow = readFileSync(".github/workflows/pages.yml", "utf8");
  const ciInstall = /^(npm (?:ci|install)\b.*)$/m.exec(readFileSync(".ci/run", "utf8"))?.[1];

  it("installs as CI does and builds with the form endpoint and site URL from repository variables", () => {
    expect(ciInstall).toBeDefined();
    expect(workflow).toContain(`- run: ${ciInstall}`);
    expect(workflow).toContain("- run: npm run build");
    for (const name of ["NEXT_PUBLIC_FORM_ENDPOINT", "NEXT_PUBLIC_SITE_URL"]) expect(workflow).toContain(`${name}: \${{ vars.${name} }}`);
  });

  it("deploys only after the test workflow, which runs CI's own script on every push and pull request, passed", () => {
    expect(workflow).toMatch(/^  test:\n    uses: \.\/\.github\/workflows\/test\.yml$/m);
    expect(workflow).toMatch(/^  build:\n    needs: test$/m);
    const tests = readFileSync(".github/workflows/test.yml", "utf8");
    expect(tests).toMatch(/^on:\n  push:\n  pull_request:\n  workflow_call:$/m);
    expect(tests).toContain("- run: bash .ci/run");
  });

  it("uploads the export with its dotfiles (.well-known/, .nojekyll), which the upload action drops by default", () => {
    const upload = /uses: actions\/upload-pages-artifact@v\d+\n\s+with:\n((?:\s+.*\n)+)/.exec(workflow)?.[1] ?? "";
    expect(upload).toMatch(new RegExp(`^\\s+path: ${vercelConfig.outputDirectory}$`, "m"));
    expect(upload).toMatch(/^\s+include-hidden-files: true$/m);
  });
});
