// Checks of the exported site as files and as served: metadata, sitemap, feeds, structured data,
// links, valid HTML, JavaScript and CSS budgets, and security headers. They cover every
// route in lib/site/routes.ts, so a new route is checked as soon as it is listed there.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as claims from "@/content/claims";
import { site } from "@/content/site";
import { iconPaths } from "@/components/ui/icon-paths";
import { getAllAgents } from "@/lib/agents/catalogue";
import { agentsForFunction, businessFunctions } from "@/lib/agents/functions";
import { functionPageHref } from "@/lib/site/hrefs";
import { getAllArticles } from "@/lib/blog/articles";
import { hashedAssets, headersFile, securityHeaders } from "@/lib/site/security-headers";
import { canonicalRoutes } from "@/lib/site/routes";
import { decodeEntities, exportedHtmlFiles } from "../../scripts/exported-html";
import { OUT_DIR, gzipTotal, pageJavaScript, routeHtmlPath, sharedRuntime } from "../../scripts/page-javascript";
import { expect, test } from "./fixtures";

const routes = canonicalRoutes();
/** An agent's own page (not its procurement sheet, which is a content page at /procurement/<slug>). */
const isAgentPage = (route: string) => !route.startsWith("/procurement/") && getAllAgents().some((agent) => route.endsWith(`/${agent.slug}`));
const html = (route: string) => readFileSync(routeHtmlPath(route), "utf8");
const attr = (source: string, pattern: RegExp) => pattern.exec(source)?.[1];

function jsonLd(source: string): Record<string, unknown>[] {
  return [...source.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, body]) => {
    const data = JSON.parse(body!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

test.describe("metadata", () => {
  test("every route has a unique title and description, a canonical URL, Open Graph and Twitter cards", () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of routes) {
      const page = html(route);
      const title = decodeEntities(attr(page, /<title>([^<]*)<\/title>/) ?? "");
      const description = decodeEntities(attr(page, /<meta name="description" content="([^"]*)"/) ?? "");
      expect(title, route).toContain(site.name);
      expect(description.length, `${route} description`).toBeGreaterThan(50);
      expect(titles.get(title), `title of ${route} repeats`).toBeUndefined();
      expect(descriptions.get(description), `description of ${route} repeats`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);

      expect(attr(page, /<link rel="canonical" href="([^"]*)"/), route).toBe(route === "/" ? site.url : `${site.url}${route}`);
      const ogImage = attr(page, /<meta property="og:image" content="([^"]*)"/);
      expect(ogImage, route).toMatch(new RegExp(`^${site.url}/og/[\\w-]+\\.png$`));
      expect(existsSync(join(OUT_DIR, new URL(ogImage!).pathname)), `${ogImage} exists`).toBe(true);
      // A 1200 x 630 PNG: the signature, then the IHDR chunk's width and height.
      const png = readFileSync(join(OUT_DIR, new URL(ogImage!).pathname));
      expect([png.subarray(1, 4).toString(), png.readUInt32BE(16), png.readUInt32BE(20)], ogImage).toEqual(["PNG", 1200, 630]);
      expect(page, route).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(page, route).toContain('<html lang="en"');
      expect(page, route).toContain('<meta name="theme-color" content="#0f766e"/>');
      expect(page, route).toMatch(/<link rel="icon" href="\/icon\.svg/);
      expect(page, route).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="[^"]*\/feed\.xml"/);
    }
  });
});

test("agent pages are titled without saying AI, Agent or Bot twice", () => {
  for (const route of routes.filter((each) => getAllAgents().some((agent) => each.endsWith(`/${agent.slug}`)))) {
    const title = decodeEntities(attr(html(route), /<title>([^<]*)<\/title>/) ?? "");
    expect(title, route).toMatch(/ \| Lumenfold$/);
    for (const word of ["AI", "Agent", "Bot"]) expect(title.split(/\W+/).filter((each) => each === word).length, `${route}: ${title}`).toBeLessThanOrEqual(1);
  }
});

test.describe("crawler files", () => {
  test("sitemap.xml lists every canonical route but the coming-soon placeholder and the functions with no agent yet, and nothing else", () => {
    const sitemap = readFileSync(join(OUT_DIR, "sitemap.xml"), "utf8");
    const urls = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url);
    const empty = businessFunctions.filter((fn) => agentsForFunction(getAllAgents(), fn).length === 0).map(functionPageHref);
    expect(empty.length).toBeLessThan(businessFunctions.length);
    const listed = routes.filter((route) => route !== "/coming-soon" && !empty.includes(route));
    expect(urls.sort()).toEqual(listed.map((route) => new URL(route, `${site.url}/`).toString()).sort());
  });

  test("the 404 page carries exactly one robots meta tag, and it says noindex", () => {
    const tags = readFileSync(join(OUT_DIR, "404.html"), "utf8").match(/<meta name="robots"[^>]*>/g) ?? [];
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatch(/content="noindex/);
  });

  test("robots.txt allows crawling and points to the sitemap", () => {
    const robots = readFileSync(join(OUT_DIR, "robots.txt"), "utf8");
    expect(robots).toContain("Allow: /");
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test("feed.xml has every article", () => {
    const feed = readFileSync(join(OUT_DIR, "feed.xml"), "utf8");
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map(([, link]) => link);
    expect(links).toEqual(getAllArticles().map((article) => `${site.url}/blog/${article.id}`));
  });

  // Browsers and feed readers ask for it whatever the page links; Chromium does too, for a moment
  // during client-side navigations, and logs a console error if it is missing.
  test("/favicon.ico is served", async ({ request }) => {
    const response = await request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/x-icon");
  });

  test("llms.txt describes the services and every agent", () => {
    const text = readFileSync(join(OUT_DIR, "llms.txt"), "utf8");
    expect(text).toMatch(/^# Lumenfold\n\n> /);
    for (const agent of getAllAgents()) expect(text).toContain(`[${agent.name}]`);
    expect(text).toContain("Data Governance");
  });
});

test.describe("copy", () => {
  test("shows every claim the owner must confirm on some page, so content/claims.ts is the whole list", () => {
    const pages = exportedHtmlFiles().map((file) => decodeEntities(readFileSync(file, "utf8")));
    for (const claim of Object.values(claims)) expect(pages.some((page) => page.includes(claim)), claim).toBe(true);
  });

  test("promises a reply within 24 hours and in no other time", () => {
    const pages = exportedHtmlFiles().map((file) => decodeEntities(readFileSync(file, "utf8")));
    expect(pages.find((page) => page.includes("<title>Contact Us | Lumenfold</title>"))).toContain(site.replyWithin);
    for (const page of pages) expect(page).not.toMatch(/within (one|a|1) (working|business) day|within (?!24 )\d+ hours/i);
  });
});

test.describe("structured data", () => {
  // The properties schema.org defines for each type we use (https://schema.org/<Type>).
  const allowed: Record<string, string[]> = {
    Organization: ["@context", "@type", "@id", "name", "url", "logo", "description", "email", "sameAs", "knowsAbout"],
    BreadcrumbList: ["@context", "@type", "itemListElement"],
    ListItem: ["@type", "position", "name", "item", "url"],
    ItemList: ["@context", "@type", "name", "numberOfItems", "itemListOrder", "itemListElement"],
    Service: ["@context", "@type", "@id", "name", "description", "serviceType", "category", "url", "image", "provider", "areaServed", "offers"],
    Offer: ["@type", "url", "priceCurrency", "priceSpecification"],
    UnitPriceSpecification: ["@type", "price", "priceCurrency", "unitCode", "unitText", "description"],
    BlogPosting: [
      "@context", "@type", "@id", "headline", "description", "datePublished", "dateModified", "author", "publisher", "image",
      "mainEntityOfPage", "url", "articleSection", "wordCount", "timeRequired", "inLanguage", "keywords",
    ],
    ImageObject: ["@type", "url", "width", "height"],
    WebPage: ["@type", "@id", "url"],
    Person: ["@type", "name", "jobTitle", "url"],
  };

  function check(node: unknown, path: string) {
    if (Array.isArray(node)) return node.forEach((item, index) => check(item, `${path}[${index}]`));
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    const type = record["@type"];
    if (typeof type === "string") {
      expect(Object.keys(allowed), `${path} type`).toContain(type);
      for (const key of Object.keys(record)) expect(allowed[type], `${path}: ${type}.${key}`).toContain(key);
    }
    for (const [key, value] of Object.entries(record)) if (typeof value === "object") check(value, `${path}.${key}`);
  }

  test("uses schema.org types and properties only, with the right type per page", () => {
    for (const route of routes) {
      const data = jsonLd(html(route));
      data.forEach((item) => expect(item["@context"], route).toBe("https://schema.org"));
      check(data, route);
      const types = data.map((item) => item["@type"]);
      if (route === "/") expect(types).toContain("Organization");
      if (route === "/all-agents") expect(types).toContain("ItemList");
      if (route.startsWith("/blog/")) expect(types, route).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
      if (isAgentPage(route)) {
        expect(types, route).toEqual(expect.arrayContaining(["Service", "BreadcrumbList"]));
        // The indicative price, and nothing the site cannot back up.
        const service = data.find((item) => item["@type"] === "Service") as { offers?: { priceSpecification?: { price?: unknown } } };
        expect(typeof service.offers?.priceSpecification?.price, route).toBe("number");
        expect(JSON.stringify(data), route).not.toMatch(/aggregateRating|"review"/);
      }
    }
  });
});

test.describe("links", () => {
  test("no internal link or fragment in out/ is broken", () => {
    const files = exportedHtmlFiles();
    const idsOf = new Map<string, Set<string>>();
    const ids = (file: string) => {
      if (!idsOf.has(file)) idsOf.set(file, new Set([...readFileSync(file, "utf8").matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!)));
      return idsOf.get(file)!;
    };
    const broken: string[] = [];
    for (const file of files) {
      const page = readFileSync(file, "utf8");
      for (const [, raw] of page.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
        const link = decodeEntities(raw!);
        if (/^(https?:|mailto:|tel:|data:|\/\/)/.test(link)) continue;
        const url = new URL(link, `http://site${file.slice(OUT_DIR.length).replace(/\.html$/, "")}`);
        const target = url.pathname === "/" ? join(OUT_DIR, "index.html") : [join(OUT_DIR, url.pathname), routeHtmlPath(url.pathname)].find((p) => existsSync(p) && statSync(p).isFile());
        if (!target) {
          broken.push(`${file}: ${link}`);
          continue;
        }
        if (url.hash && target.endsWith(".html") && !ids(target).has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${file}: ${link} (no such fragment)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

test.describe("valid HTML", () => {
  test.setTimeout(180_000);
  test("the Nu Html Checker reports no errors on any page", () => {
    const vnu = require.resolve("vnu-jar/build/dist/vnu.jar");
    let report = "";
    try {
      execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...exportedHtmlFiles()], { encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      report = (error as { stderr?: string }).stderr ?? String(error);
    }
    const messages = report ? (JSON.parse(report) as { messages: { url: string; message: string; extract?: string }[] }).messages : [];
    expect(messages.map((m) => `${m.url.replace(/^.*\/out\//, "")}: ${m.message}`)).toEqual([]);
  });
});

test.describe("JavaScript budget", () => {
  // Gzipped bytes a route may load above the framework's shared runtime.
  const CONTENT_BUDGET = 10 * 1024;
  // A page with a form: the contact page, and an agent page with its request form and estimator.
  const FORM_BUDGET = 35 * 1024;
  const budgetOf = (route: string) => (route === "/contact" || isAgentPage(route) ? FORM_BUDGET : CONTENT_BUDGET);

  test("content pages stay within 10 KB, and pages with a form (contact, agent pages) within 35 KB above the shared runtime", () => {
    const runtime = sharedRuntime(routes);
    expect(runtime.bytes).toBeGreaterThan(0);
    const over: string[] = [];
    for (const route of routes) {
      const extra = gzipTotal(pageJavaScript(route).files.filter((file) => !runtime.files.includes(file)));
      const budget = budgetOf(route);
      if (extra > budget) over.push(`${route}: ${extra} B above the runtime (budget ${budget} B)`);
    }
    expect(over).toEqual([]);
  });
});

test.describe("CSS budget", () => {
  // The first paint waits for every stylesheet the HTML links: each costs a round trip after the HTML's.
  const INLINE_CSS_BUDGET = 10 * 1024;

  test("no page links a render-blocking stylesheet, and each page's inline CSS stays within 10 KB gzipped", () => {
    const over: string[] = [];
    for (const file of exportedHtmlFiles()) {
      const page = readFileSync(file, "utf8");
      expect(page.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? [], file).toEqual([]);
      const css = [...page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body).join("");
      const bytes = gzipSync(css).length;
      if (bytes > INLINE_CSS_BUDGET) over.push(`${file}: ${bytes} B of inline CSS (budget ${INLINE_CSS_BUDGET} B)`);
    }
    expect(over).toEqual([]);
  });

  test("each page's HTML holds its stylesheet twice at most: its <style> and one RSC payload copy", () => {
    // Next writes a second payload copy for the global-error boundary (vercel/next.js#98110);
    // patches/next+*.patch removes it. The copy left is the one a client-side navigation reads.
    const repeated: string[] = [];
    for (const file of exportedHtmlFiles()) {
      const page = readFileSync(file, "utf8");
      // The opening of the stylesheet, as the <style> holds it; a payload copy holds the same characters.
      const opening = /<style\b[^>]*>([^<]{40})/.exec(page)?.[1];
      if (!opening) continue;
      const copies = page.split(opening).length - 1;
      if (copies > 2) repeated.push(`${file}: ${copies} copies of the stylesheet`);
    }
    expect(repeated).toEqual([]);
  });
});

test("every page's content is in place in its HTML, none hidden until a script moves it there", () => {
  // React's server renderer outlines a large Suspense boundary into a hidden <div id="S:n">, which
  // a page without JavaScript never shows.
  const outlined = exportedHtmlFiles().filter((file) => /<div hidden id="S:\d+"/.test(readFileSync(file, "utf8")));
  expect(outlined).toEqual([]);
});

test("no page's JavaScript carries the full icon set: it is drawn on the server, client components use SmallIcon", () => {
  // A path only the full set has (small-icon-paths.ts holds the few that client components draw).
  const marker = iconPaths.phone[0]!;
  const carrying = routes.filter((route) => pageJavaScript(route).files.some((file) => readFileSync(file, "utf8").includes(marker)));
  expect(carrying).toEqual([]);
});

test.describe("security headers", () => {
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

  test("every page pins its inline scripts by hash and allows no other inline script", () => {
    for (const file of exportedHtmlFiles()) {
      const policy = decodeEntities(attr(readFileSync(file, "utf8"), /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/) ?? "");
      expect(policy, file).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy, file).toContain("form-action 'self'");
      expect(policy, file).not.toContain("'unsafe-inline' 'sha256");
      expect(policy.split("; ").find((d) => d.startsWith("script-src")), file).not.toContain("unsafe");
    }
  });

  test("every page pins each inline style and each stylesheet a navigation may add by hash, and allows no other inline style", () => {
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    const cssFiles = readdirSync(join(OUT_DIR, "_next/static/chunks")).filter((name) => name.endsWith(".css"));
    expect(cssFiles.length).toBeGreaterThan(0);
    const navigationStyles = cssFiles.map((name) => sha(readFileSync(join(OUT_DIR, "_next/static/chunks", name), "utf8")));
    for (const file of exportedHtmlFiles()) {
      const page = readFileSync(file, "utf8");
      const policy = decodeEntities(attr(page, /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/) ?? "");
      const styleSrc = policy.split("; ").find((d) => d.startsWith("style-src")) ?? "";
      expect(styleSrc, file).not.toContain("unsafe");
      const inline = [...page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => sha(body!));
      expect(inline.length, `${file} inlines its CSS`).toBeGreaterThan(0);
      expect(page.indexOf("Content-Security-Policy"), file).toBeLessThan(page.indexOf("<style"));
      expect(styleSrc.split(" ").slice(2).sort(), file).toEqual([...new Set([...inline, ...navigationStyles])].sort());
      // A style attribute in the HTML would need 'unsafe-inline'; React sets style props through the CSSOM.
      expect(page, file).not.toMatch(/<[^>]+\sstyle="/);
    }
  });
});
