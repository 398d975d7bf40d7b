// `npm run check:export`: checks the static export in out/ as files, building it first when it is
// stale. With --e2e it builds for the browser tests' inbox, so the Playwright run that follows in
// `npm test` finds out/ up to date and the suite builds once. Metadata, crawler
// files, copy, structured data, links, valid HTML, JavaScript and CSS budgets and the Content
// Security Policy, over every route in lib/site/routes.ts. Prints each failure; exits 1 on any.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
// The one path only the full icon set draws; the rule that client code uses SmallIcon is about components.
import { iconPaths } from "../components/ui/icon-paths";
import { claimFacts } from "../content/claim-facts";
import { site } from "../content/site";
import { getAllAgents } from "../lib/agents/catalog";
import { agentsForFunction } from "../lib/agents/functions";
import { businessFunctions } from "../content/choices";
import { getAllArticles } from "../lib/blog/articles";
import { COMPILE_HINT } from "../lib/site/compile-hint";
import { agentHref, BOOK_PATH, functionPageHref, QUOTE_PATH } from "../lib/site/hrefs";
import { confirmedScheduler } from "../lib/booking/scheduler";
import { canonicalRoutes } from "../lib/site/routes";
import { adminCsp } from "../lib/site/security-headers";
import { E2E_INBOX_PORT } from "../__tests__/e2e/ports";
import { LOCAL_INBOX_HOST, LOCAL_INBOX_PATH } from "../lib/forms/local-inbox";
import { ensureBuild, previewFormEndpoint } from "./ensure-build";
import { navigationStyleHashes } from "./postbuild";
import { decodeEntities, exportedHtmlFiles } from "./exported-html";
import { OUT_DIR, gzipTotal, pageJavaScript, pageScripts, routeHtmlPath, sharedRuntime } from "./page-javascript";

/** A check returns what is wrong, one line each; an empty list passes. */
type Check = { name: string; run: () => string[] };

const routes = canonicalRoutes();
const agentSlugs = () => getAllAgents().map((agent) => agent.slug);
/** An agent's own page (not its procurement sheet or its model and system card, content pages that end in its slug too). */
const isAgentPage = (route: string) => getAllAgents().some((agent) => agentHref(agent) === route);
const html = (route: string) => readFileSync(routeHtmlPath(route), "utf8");
const attr = (source: string, pattern: RegExp) => pattern.exec(source)?.[1];
const titleOf = (page: string) => decodeEntities(attr(page, /<title>([^<]*)<\/title>/) ?? "");
const policyOf = (page: string) => decodeEntities(attr(page, /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/) ?? "");
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const inlineStyles = (page: string) => [...page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body!);

/** `problem` when `ok` is false: keeps each check a list of plain conditions. */
const unless = (ok: boolean, problem: string) => (ok ? [] : [problem]);

function jsonLd(source: string): Record<string, unknown>[] {
  return [...source.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, body]) => {
    const data = JSON.parse(body!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

function metadata(): string[] {
  const problems: string[] = [];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of routes) {
    const page = html(route);
    const title = titleOf(page);
    const description = decodeEntities(attr(page, /<meta name="description" content="([^"]*)"/) ?? "");
    problems.push(...unless(title.includes(site.name), `${route}: title "${title}" does not name ${site.name}`));
    problems.push(...unless(description.length > 50, `${route}: description "${description}" is 50 characters or fewer`));
    if (titles.has(title)) problems.push(`${route}: title "${title}" repeats ${titles.get(title)}'s`);
    if (descriptions.has(description)) problems.push(`${route}: description repeats ${descriptions.get(description)}'s`);
    titles.set(title, route);
    descriptions.set(description, route);

    const canonical = attr(page, /<link rel="canonical" href="([^"]*)"/);
    const expected = route === "/" ? site.url : `${site.url}${route}`;
    problems.push(...unless(canonical === expected, `${route}: canonical URL ${canonical} is not ${expected}`));
    const ogImage = attr(page, /<meta property="og:image" content="([^"]*)"/) ?? "";
    const ogFile = ogImage.startsWith(`${site.url}/og/`) ? join(OUT_DIR, new URL(ogImage).pathname) : "";
    if (!/^[\w-]+\.png$/.test(ogImage.slice(`${site.url}/og/`.length)) || !existsSync(ogFile)) {
      problems.push(`${route}: og:image "${ogImage}" is not a PNG under ${site.url}/og/ that out/ has`);
    } else {
      // A 1200 x 630 PNG: the signature, then the IHDR chunk's width and height.
      const png = readFileSync(ogFile);
      const shape = `${png.subarray(1, 4).toString()} ${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
      problems.push(...unless(shape === "PNG 1200x630", `${route}: ${ogImage} is ${shape}, not a 1200x630 PNG`));
    }
    for (const [what, present] of [
      ["a summary_large_image Twitter card", page.includes('<meta name="twitter:card" content="summary_large_image"/>')],
      ['<html lang="en"', page.includes('<html lang="en"')],
      ["the theme color", page.includes('<meta name="theme-color" content="#0f766e"/>')],
      ["the icon", /<link rel="icon" href="\/icon\.svg/.test(page)],
      ["the RSS feed link", /<link rel="alternate" type="application\/rss\+xml"[^>]*href="[^"]*\/feed\.xml"/.test(page)],
      // ensureBuild builds a preview (lib/launch/preview.ts): every page says so, to people and to crawlers.
      ["the preview's notice", page.includes('<p class="preview-banner" role="note">')],
      ["the preview's noindex, nofollow", page.includes('<meta name="robots" content="noindex, nofollow"/>')],
    ] as const) {
      problems.push(...unless(present, `${route}: has no ${what}`));
    }
  }
  return problems;
}

function agentTitles(): string[] {
  return routes
    .filter((route) => agentSlugs().some((slug) => route.endsWith(`/${slug}`)))
    .flatMap((route) => {
      const title = titleOf(html(route));
      const repeated = ["AI", "Agent", "Bot"].filter((word) => title.split(/\W+/).filter((each) => each === word).length > 1);
      return [
        ...unless(title.endsWith(" | Lumenfold"), `${route}: title "${title}" does not end " | Lumenfold"`),
        ...repeated.map((word) => `${route}: title "${title}" says ${word} twice`),
      ];
    });
}

function sitemap(): string[] {
  const urls = [...readFileSync(join(OUT_DIR, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url!);
  // A function with no agent yet has a page (its filter links to it) but nothing of its own to find.
  const empty = businessFunctions.filter((fn) => agentsForFunction(getAllAgents(), fn).length === 0).map(functionPageHref);
  const expected = routes.filter((route) => route !== "/coming-soon" && !empty.includes(route)).map((route) => new URL(route, `${site.url}/`).toString());
  return [
    ...expected.filter((url) => !urls.includes(url)).map((url) => `sitemap.xml lacks ${url}`),
    ...urls.filter((url) => !expected.includes(url)).map((url) => `sitemap.xml lists ${url}, which is not a canonical route`),
  ];
}

function notFoundPage(): string[] {
  const tags = readFileSync(join(OUT_DIR, "404.html"), "utf8").match(/<meta name="robots"[^>]*>/g) ?? [];
  return unless(
    tags.length === 1 && /content="noindex/.test(tags[0]!),
    `404.html has ${tags.length} robots meta tags, not one saying noindex: ${tags.join(" ")}`,
  );
}

function robots(): string[] {
  const text = readFileSync(join(OUT_DIR, "robots.txt"), "utf8");
  // ensureBuild always builds a preview (lib/launch/preview.ts), which no crawler may read.
  return [
    ...unless(/^Disallow: \/$/m.test(text), "robots.txt lets crawlers into a preview build"),
    ...unless(text.includes(`Sitemap: ${site.url}/sitemap.xml`), "robots.txt does not name the sitemap"),
  ];
}

function feed(): string[] {
  const text = readFileSync(join(OUT_DIR, "feed.xml"), "utf8");
  const links = [...text.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map(([, link]) => link);
  const expected = getAllArticles().map((article) => `${site.url}/blog/${article.id}`);
  return [
    ...unless(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/.test(text), "feed.xml does not open as RSS 2.0"),
    ...unless(
      JSON.stringify(links) === JSON.stringify(expected),
      `feed.xml links ${JSON.stringify(links)}, not every article in order: ${JSON.stringify(expected)}`,
    ),
  ];
}

function llmsTxt(): string[] {
  const text = readFileSync(join(OUT_DIR, "llms.txt"), "utf8");
  return [
    ...unless(/^# Lumenfold\n\n> /.test(text), "llms.txt does not open with the heading and summary"),
    ...getAllAgents().flatMap((agent) => unless(text.includes(`[${agent.name}]`), `llms.txt does not list ${agent.name}`)),
    ...unless(text.includes("Data Governance"), "llms.txt does not describe the services"),
  ];
}

function copy(): string[] {
  const pages = exportedHtmlFiles().map((file) => ({ file, text: decodeEntities(readFileSync(file, "utf8")) }));
  const contact = pages.find((page) => page.text.includes("<title>Contact Us | Lumenfold</title>"));
  return [
    // Every claim the owner has confirmed is on some page, so content/claims.json is the whole list;
    // none the owner has not confirmed is on any (the claims built from figures are checked by the tests).
    ...Object.values(claimFacts).flatMap(({ value, confirmed }) =>
      typeof value !== "string"
        ? []
        : confirmed
          ? unless(
              pages.some((page) => page.text.includes(value)),
              `no page shows the claim "${value}"`,
            )
          : pages.filter((page) => page.text.includes(value)).map((page) => `${page.file} shows the claim "${value}", which is not confirmed yet`),
    ),
    ...unless(Boolean(contact?.text.includes(site.replyWithin)), `the contact page does not promise a reply ${site.replyWithin}`),
    ...pages.flatMap(({ file, text }) => {
      const other = /within (one|a|1) (working|business) day|within (?!24 )\d+ hours/i.exec(text);
      return other ? [`${file} promises a reply "${other[0]}", not ${site.replyWithin}`] : [];
    }),
  ];
}

// The properties schema.org defines for each type we use (https://schema.org/<Type>).
const schemaOrg: Record<string, string[]> = {
  Organization: ["@context", "@type", "@id", "name", "url", "logo", "description", "email", "sameAs", "knowsAbout"],
  BreadcrumbList: ["@context", "@type", "itemListElement"],
  ListItem: ["@type", "position", "name", "item", "url"],
  ItemList: ["@context", "@type", "name", "numberOfItems", "itemListOrder", "itemListElement"],
  Service: ["@context", "@type", "@id", "name", "description", "serviceType", "category", "url", "image", "provider", "areaServed", "offers"],
  Offer: ["@type", "url", "priceCurrency", "priceSpecification"],
  UnitPriceSpecification: ["@type", "price", "priceCurrency", "unitCode", "unitText", "description"],
  BlogPosting: [
    "@context",
    "@type",
    "@id",
    "headline",
    "description",
    "datePublished",
    "dateModified",
    "author",
    "publisher",
    "image",
    "mainEntityOfPage",
    "url",
    "articleSection",
    "wordCount",
    "timeRequired",
    "inLanguage",
    "keywords",
  ],
  ImageObject: ["@type", "url", "width", "height"],
  WebPage: ["@type", "@id", "url"],
  Person: ["@type", "name", "jobTitle", "url"],
};

function schemaOrgProblems(node: unknown, path: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemaOrgProblems(item, `${path}[${index}]`));
  if (!node || typeof node !== "object") return [];
  const record = node as Record<string, unknown>;
  const type = record["@type"];
  const own =
    typeof type !== "string"
      ? []
      : !schemaOrg[type]
        ? [`${path}: type ${type} is not one we use`]
        : Object.keys(record)
            .filter((key) => !schemaOrg[type]!.includes(key))
            .map((key) => `${path}: ${type} has no property ${key}`);
  return [...own, ...Object.entries(record).flatMap(([key, value]) => (typeof value === "object" ? schemaOrgProblems(value, `${path}.${key}`) : []))];
}

function structuredData(): string[] {
  return routes.flatMap((route) => {
    const data = jsonLd(html(route));
    const types = data.map((item) => item["@type"]);
    const needs = (type: string) => unless(types.includes(type), `${route}: has no ${type} structured data`);
    const problems = [
      ...data.flatMap((item) => unless(item["@context"] === "https://schema.org", `${route}: @context ${String(item["@context"])} is not https://schema.org`)),
      ...schemaOrgProblems(data, route),
    ];
    if (route === "/") problems.push(...needs("Organization"));
    if (route === "/all-agents") problems.push(...needs("ItemList"));
    if (route.startsWith("/blog/")) problems.push(...needs("BlogPosting"), ...needs("BreadcrumbList"));
    if (isAgentPage(route)) {
      problems.push(...needs("Service"), ...needs("BreadcrumbList"));
      // The indicative price, and nothing the site cannot back up.
      const service = data.find((item) => item["@type"] === "Service") as { offers?: { priceSpecification?: { price?: unknown } } } | undefined;
      problems.push(...unless(typeof service?.offers?.priceSpecification?.price === "number", `${route}: the Service's offer has no numeric price`));
      problems.push(...unless(!/aggregateRating|"review"/.test(JSON.stringify(data)), `${route}: structured data claims ratings or reviews`));
    }
    return problems;
  });
}

function links(): string[] {
  const idsOf = new Map<string, Set<string>>();
  const ids = (file: string) => {
    if (!idsOf.has(file)) idsOf.set(file, new Set([...readFileSync(file, "utf8").matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!)));
    return idsOf.get(file)!;
  };
  const broken: string[] = [];
  for (const file of exportedHtmlFiles()) {
    for (const [, raw] of readFileSync(file, "utf8").matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      const link = decodeEntities(raw!);
      if (/^(https?:|mailto:|tel:|data:|\/\/)/.test(link)) continue;
      const url = new URL(link, `http://site${file.slice(OUT_DIR.length).replace(/\.html$/, "")}`);
      const target =
        url.pathname === "/"
          ? join(OUT_DIR, "index.html")
          : [join(OUT_DIR, decodeURIComponent(url.pathname)), routeHtmlPath(url.pathname)].find((path) => existsSync(path) && statSync(path).isFile());
      if (!target) broken.push(`${file}: ${link} is broken`);
      else if (url.hash && target.endsWith(".html") && !ids(target).has(decodeURIComponent(url.hash.slice(1))))
        broken.push(`${file}: ${link} has no such fragment`);
    }
  }
  return broken;
}

/** The Nu Html Checker (vnu-jar, needs Java) over every page. */
function validHtml(): string[] {
  const vnu = require.resolve("vnu-jar/build/dist/vnu.jar");
  try {
    execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...exportedHtmlFiles()], {
      encoding: "utf8",
      stdio: "pipe",
      maxBuffer: 64 * 1024 * 1024,
    });
    return [];
  } catch (error) {
    const report = (error as { stderr?: string }).stderr;
    if (!report?.startsWith("{")) return [`the Nu Html Checker did not run: ${String(error)}`];
    return (JSON.parse(report) as { messages: { url: string; message: string }[] }).messages.map((m) => `${m.url.replace(/^.*\/out\//, "")}: ${m.message}`);
  }
}

// Gzipped bytes a route may load above the framework's shared runtime: a content page, and a page
// whose form is part of its first load (the contact and quote pages). An agent page is a content
// page: its request form and estimator load apart (components/agents/DeferredAgentTools.tsx).
const CONTENT_BUDGET = 10 * 1024;
const FORM_BUDGET = 35 * 1024;
// The scripts every page loads: Next's and React's runtime (146 KB gzipped in all on 2026-11-26)
// and the layout's leaves. Content pulled in by a module every page imports lands here, unseen by
// the per-page budgets: the agent catalog and zod once added 93 KB this way.
const SHARED_RUNTIME_BUDGET = 160 * 1024;

function javaScriptBudget(): string[] {
  const runtime = sharedRuntime(routes);
  if (runtime.bytes === 0) return ["no shared runtime found: the pages load no common script"];
  if (runtime.bytes > SHARED_RUNTIME_BUDGET) return [`every page loads ${runtime.bytes} B of shared scripts (budget ${SHARED_RUNTIME_BUDGET} B)`];
  return routes.flatMap((route) => {
    const extra = gzipTotal(pageJavaScript(route).files.filter((file) => !runtime.files.includes(file)));
    const budget = route === "/contact" || route === QUOTE_PATH ? FORM_BUDGET : CONTENT_BUDGET;
    return unless(extra <= budget, `${route}: ${extra} B above the runtime (budget ${budget} B)`);
  });
}

// The first paint waits for every stylesheet the HTML links: each costs a round trip after the HTML's.
// A page inlines globals.css and the CSS Modules of what it renders: 3.2-5.2 KB gzipped on 2026-11-25.
const INLINE_CSS_BUDGET = 6 * 1024;

function cssBudget(): string[] {
  return exportedHtmlFiles().flatMap((file) => {
    const page = readFileSync(file, "utf8");
    const linked = page.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? [];
    const bytes = gzipSync(inlineStyles(page).join("")).length;
    return [
      ...linked.map((tag) => `${file}: links a render-blocking stylesheet: ${tag}`),
      ...unless(bytes <= INLINE_CSS_BUDGET, `${file}: ${bytes} B of inline CSS (budget ${INLINE_CSS_BUDGET} B)`),
    ];
  });
}

// With inlineCss, Next writes each page's stylesheet into its HTML three times: the <style>, the
// payload copy a client-side navigation reads (vercel/next.js#95141), and the global-error
// boundary's, which imports globals.css to render its own document. gzip finds the later copies a
// few KB after the first, so they cost little (docs/performance.md).
const STYLESHEET_COPIES = 3;

function stylesheetCopies(): string[] {
  const counts = exportedHtmlFiles().map((file) => {
    const page = readFileSync(file, "utf8");
    // The opening of the stylesheet, as the <style> holds it; a payload copy holds the same characters.
    const opening = /<style\b[^>]*>([^<]{40})/.exec(page)?.[1];
    return { file, copies: opening ? page.split(opening).length - 1 : 0 };
  });
  return [
    ...counts.flatMap(({ file, copies }) => unless(copies <= STYLESHEET_COPIES, `${file}: ${copies} copies of the stylesheet`)),
    ...unless(
      counts.some(({ copies }) => copies === STYLESHEET_COPIES),
      `no page holds ${STYLESHEET_COPIES} copies of its stylesheet any more: lower STYLESHEET_COPIES and update docs/performance.md`,
    ),
  ];
}

// next.config.ts puts V8's compile hint at the top of every script chunk; without it each route
// blocked the main thread 40-410 ms longer (docs/performance.md). A Next or webpack upgrade that
// minified after the banner, or dropped the plugin, would lose it without a word. The nomodule
// polyfills, which Next copies as they are, are not checked: no browser that reads hints loads them.
function compileHints(): string[] {
  const scripts = [...new Set(exportedHtmlFiles(OUT_DIR).flatMap((file) => pageScripts(file)))];
  return [
    ...unless(scripts.length > 0, "no page loads a script"),
    ...scripts.filter((file) => !readFileSync(file, "utf8").startsWith(`${COMPILE_HINT}\n`)).map((file) => `${file} does not start with ${COMPILE_HINT}`),
  ];
}

function contentInPlace(): string[] {
  // React's server renderer outlines a large Suspense boundary into a hidden <div id="S:n">, which
  // a page without JavaScript never shows.
  return exportedHtmlFiles()
    .filter((file) => /<div hidden id="S:\d+"/.test(readFileSync(file, "utf8")))
    .map((file) => `${file}: content hidden in an outlined Suspense boundary until a script moves it`);
}

function iconSet(): string[] {
  const marker = iconPaths.phone[0]!;
  return routes
    .filter((route) => pageJavaScript(route).files.some((file) => readFileSync(file, "utf8").includes(marker)))
    .map((route) => `${route}: its JavaScript carries the full icon set; client components draw SmallIcon`);
}

function contentSecurityPolicy(): string[] {
  // A stylesheet a client-side navigation may add, pinned on every page.
  const navigationStyles = navigationStyleHashes(OUT_DIR).map((hash) => `'sha256-${hash}'`);
  const scheduler = confirmedScheduler();
  const bookPage = routeHtmlPath(BOOK_PATH);
  return [
    ...unless(navigationStyles.length > 0, `${OUT_DIR}/_next/static has no stylesheet`),
    ...exportedHtmlFiles().flatMap((file) => {
      const page = readFileSync(file, "utf8");
      const directives = policyOf(page).split("; ");
      const scriptSrc = directives.find((directive) => directive.startsWith("script-src")) ?? "";
      const styleSrc = directives.find((directive) => directive.startsWith("style-src")) ?? "";
      const inline = inlineStyles(page).map(sha256);
      const expectedStyles = [...new Set([...inline, ...navigationStyles])].sort();
      return [
        ...unless(
          /^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/.test(scriptSrc),
          `${file}: script-src "${scriptSrc}" does not pin its inline scripts by hash alone`,
        ),
        ...unless(directives.includes("form-action 'self'"), `${file}: the policy has no form-action 'self'`),
        ...unless(
          directives.includes(`frame-src 'self'${file === bookPage && scheduler ? ` ${scheduler.origin}` : ""}`),
          `${file}: frame-src does not allow exactly this site${file === bookPage ? " and the owner's scheduler" : ""}`,
        ),
        ...unless(!styleSrc.includes("unsafe"), `${file}: style-src "${styleSrc}" allows unsafe styles`),
        ...unless(inline.length > 0, `${file}: inlines no CSS`),
        ...unless(
          page.indexOf("Content-Security-Policy") >= 0 && page.indexOf("Content-Security-Policy") < page.indexOf("<style"),
          `${file}: the policy comes after the first <style>`,
        ),
        ...unless(
          JSON.stringify(styleSrc.split(" ").slice(2).sort()) === JSON.stringify(expectedStyles),
          `${file}: style-src does not pin exactly its inline styles and the navigation stylesheets`,
        ),
        // A style attribute in the HTML would need 'unsafe-inline'; React sets style props through the CSSOM.
        ...unless(!/<[^>]+\sstyle="/.test(page), `${file}: has a style attribute`),
      ];
    }),
  ];
}

/** The content editor is no page of the site: the checks above skip it (exportedHtmlFiles), this one holds it apart. */
function contentEditor(): string[] {
  const file = join(OUT_DIR, "admin/index.html");
  if (!existsSync(file)) return [`${file} is missing`];
  const page = readFileSync(file, "utf8");
  const sitemapText = readFileSync(join(OUT_DIR, "sitemap.xml"), "utf8");
  const scripts = [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src!);
  return [
    ...unless(page.includes('<meta name="robots" content="noindex, nofollow" />'), `${file} is not noindex`),
    ...unless(policyOf(page) === adminCsp(), `${file}: its policy is not adminCsp() of lib/site/security-headers.ts`),
    ...unless(!sitemapText.includes("/admin"), "sitemap.xml lists the content editor"),
    ...unless(existsSync(join(OUT_DIR, "admin/config.yml")), "out/admin/config.yml is missing"),
    ...unless(
      scripts.length > 0 && scripts.every((src) => src.startsWith("/admin/") && existsSync(join(OUT_DIR, src))),
      `${file} loads a script not in out/admin: ${scripts.join(", ")}`,
    ),
  ];
}

const checks: Check[] = [
  { name: "every route has a unique title and description, a canonical URL, Open Graph and Twitter cards", run: metadata },
  { name: "agent pages are titled without saying AI, Agent or Bot twice", run: agentTitles },
  { name: "sitemap.xml lists every canonical route but the coming-soon placeholder and the functions with no agent yet, and nothing else", run: sitemap },
  { name: "the 404 page carries exactly one robots meta tag, and it says noindex", run: notFoundPage },
  { name: "robots.txt keeps crawlers out of the preview and points to the sitemap", run: robots },
  { name: "feed.xml has every article", run: feed },
  { name: "llms.txt describes the services and every agent", run: llmsTxt },
  { name: "every claim the owner confirms is shown, and the reply promise is the one in content/site.ts", run: copy },
  { name: "structured data uses schema.org types and properties only, with the right type per page", run: structuredData },
  { name: "no internal link or fragment is broken", run: links },
  { name: "the Nu Html Checker reports no errors on any page", run: validHtml },
  {
    name: "the shared runtime stays within 160 KB; content and agent pages load at most 10 KB of JavaScript above it, the contact and quote pages 35 KB",
    run: javaScriptBudget,
  },
  { name: "no page links a render-blocking stylesheet, and each inlines at most 6 KB of CSS gzipped", run: cssBudget },
  { name: "each page holds its stylesheet three times at most: its <style>, the payload copy of #95141 and global-error's", run: stylesheetCopies },
  { name: "every script a page loads starts with V8's compile hint", run: compileHints },
  { name: "every page's content is in place in its HTML, none hidden until a script moves it there", run: contentInPlace },
  { name: "no page's JavaScript carries the full icon set", run: iconSet },
  { name: "every page pins its inline scripts and styles by hash and allows no other inline code", run: contentSecurityPolicy },
  { name: "the content editor at /admin is noindex, out of the sitemap, loads only its own files and has its own policy", run: contentEditor },
];

function main(): void {
  // The address start.ts builds for under playwright.config.ts (INBOX_PORT set, no endpoint).
  const e2eEndpoint = `http://${LOCAL_INBOX_HOST}:${E2E_INBOX_PORT}${LOCAL_INBOX_PATH}`;
  ensureBuild({ formEndpoint: process.argv.includes("--e2e") ? e2eEndpoint : previewFormEndpoint() });
  let failed = 0;
  for (const check of checks) {
    let problems: string[];
    try {
      problems = check.run();
    } catch (error) {
      problems = [`the check itself failed: ${error instanceof Error ? error.message : String(error)}`];
    }
    console.log(`${problems.length ? "✗" : "✓"} ${check.name}`);
    for (const problem of problems) console.log(`    ${problem}`);
    if (problems.length) failed++;
  }
  console.log(failed ? `\n${failed} of ${checks.length} export checks failed.` : `\nAll ${checks.length} export checks passed.`);
  process.exitCode = failed ? 1 : 0;
}

main();
