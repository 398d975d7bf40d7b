/** @jest-environment node */
import { readFileSync } from "node:fs";
import { cspHash, hostHeaderFiles, inlineScriptHashes, inlineStyleHashes, withCspMeta } from "@/scripts/postbuild";
import {
  ADMIN_PATH,
  adminCsp,
  adminHeaders,
  fileHeaders,
  documentCsp,
  hashedAssets,
  headersFile,
  revalidateCacheControl,
  securityHeaders,
  vercelJson,
} from "@/lib/site/security-headers";

/** The `_headers` format: a path on its own line, then indented "Name: value" lines. */
function parseHeadersFile(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let headers: Record<string, string> = {};
  for (const line of text.split("\n").filter((line) => line.trim())) {
    if (!/^\s/.test(line)) rules[line.trim()] = headers = {};
    else headers[line.slice(0, line.indexOf(":")).trim()] = line.slice(line.indexOf(":") + 1).trim();
  }
  return rules;
}

/** A policy's directives by name: "a x; b y z" -> { a: "x", b: "y z" }. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );

const nginxSnippet = () => /```nginx\n([\s\S]*?)```/.exec(readFileSync("docs/hosting.md", "utf8"))?.[1] ?? "";

/** The entries of an nginx `map $uri $<name> { ... }` block: the URI, or default, to its quoted value. */
const nginxMap = (snippet: string, name: string) =>
  Object.fromEntries(
    [...(new RegExp(`map \\$uri \\$${name} \\{([^}]*)\\}`).exec(snippet)?.[1] ?? "").matchAll(/^\s*(\S+)\s+"([^"]*)";/gm)].map(([, uri, value]) => [
      uri,
      value,
    ]),
  );

describe("security headers", () => {
  it("sends frame-ancestors 'none', nosniff, a referrer policy, a permissions policy, HSTS and COOP", () => {
    expect(securityHeaders["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(securityHeaders["X-Content-Type-Options"]).toBe("nosniff");
    expect(securityHeaders["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(securityHeaders["Permissions-Policy"]).toContain("camera=()");
    expect(securityHeaders["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
    expect(securityHeaders["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });

  describe("every host gets the same values", () => {
    it("the per-page policy repeats every directive of the header's policy that works in a <meta> tag", () => {
      const header = directives(securityHeaders["Content-Security-Policy"]!);
      const meta = directives(documentCsp({ scriptHashes: [], formEndpoint: "https://script.google.com/macros/s/abc/exec" }));
      // Browsers ignore frame-ancestors in a meta policy: only the header carries it.
      delete header["frame-ancestors"];
      expect(Object.keys(header).length).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(header)) expect(meta[name]).toBe(value);
    });

    it("_headers (Netlify, Cloudflare Pages)", () => {
      expect(parseHeadersFile(headersFile())).toEqual({
        "/*": securityHeaders,
        [`${hashedAssets.path}*`]: { "Cache-Control": hashedAssets.cacheControl },
        ...fileHeaders,
        [ADMIN_PATH]: adminHeaders,
        [`${ADMIN_PATH}/*`]: adminHeaders,
      });
    });

    it("vercel.json (Vercel), committed as generated", () => {
      const committed = readFileSync("vercel.json", "utf8");
      // Vercel reads vercel.json before it builds, so the committed file is the one that counts;
      // `npm run build` rewrites it from lib/site/security-headers.ts.
      expect(committed).toBe(vercelJson());
      const rules = (JSON.parse(committed) as { headers: { source: string; headers: { key: string; value: string }[] }[] }).headers;
      const bySource = Object.fromEntries(rules.map((rule) => [rule.source, Object.fromEntries(rule.headers.map((h) => [h.key, h.value]))]));
      expect(bySource).toEqual({
        "/(.*)": securityHeaders,
        [`${hashedAssets.path}(.*)`]: { "Cache-Control": hashedAssets.cacheControl },
        ...fileHeaders,
        [`${ADMIN_PATH}/:path*`]: adminHeaders,
      });
      // Vercel sends the last matching rule's value, so the editor's rule comes after the site's.
      expect(rules.at(-1)?.source).toBe(`${ADMIN_PATH}/:path*`);
    });

    it("the nginx snippet in docs/hosting.md", () => {
      const snippet = nginxSnippet();
      const added = Object.fromEntries([...snippet.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map(([, name, value]) => [name, value]));
      expect(added).toEqual(securityHeaders);
      expect(snippet).toContain(`~^${hashedAssets.path}  "${hashedAssets.cacheControl}";`);
      expect(snippet).toContain(`default           "${revalidateCacheControl}";`);
      expect(snippet).toContain("add_header Cache-Control $cache_control always;");
      // A location with its own add_header drops the server's: the snippet has none.
      expect(snippet).not.toMatch(/location[^{]*\{[^}]*add_header/);
    });

    it("the nginx snippet lets any origin read the catalogs, and no other file", () => {
      const snippet = nginxSnippet();
      const allowOrigin = fileHeaders["/agents.json"]!["Access-Control-Allow-Origin"]!;
      expect(snippet).toContain("add_header Access-Control-Allow-Origin $catalog_cors always;");
      // nginx sends no header whose value is empty.
      const readByAnySite = Object.entries(fileHeaders).filter(([, headers]) => headers["Access-Control-Allow-Origin"]);
      expect(nginxMap(snippet, "catalog_cors")).toEqual({ ...Object.fromEntries(readByAnySite.map(([file]) => [file, allowOrigin])), default: "" });
    });

    it("the nginx snippet gives each file of its own type that type", () => {
      const snippet = nginxSnippet();
      for (const [file, headers] of Object.entries(fileHeaders)) {
        const type = headers["Content-Type"]!.split(";")[0];
        // nginx's mime.types already serves .json as application/json.
        if (type !== "application/json") expect(snippet).toContain(`location = ${file} {\n        types { }\n        default_type ${type};`);
      }
    });
  });

  it("a build on Vercel writes vercel.json but no _headers, which Vercel would publish as a page", () => {
    expect(hostHeaderFiles({ onVercel: true }).map((file) => file.path)).toEqual(["vercel.json"]);
    expect(hostHeaderFiles({ onVercel: false }).map((file) => file.path)).toEqual(["vercel.json", "out/_headers"]);
    expect(hostHeaderFiles({ onVercel: false }).find((file) => file.path === "out/_headers")?.text).toBe(headersFile());
  });
});

describe("per-page Content-Security-Policy", () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script src="/_next/a.js"></script>' +
    '<script>self.__next_f.push([1,"x"])</script><script type="application/ld+json">{"a":1}</script></head><body></body></html>';

  it("hashes each inline script but not external scripts or JSON-LD", () => {
    expect(inlineScriptHashes(page)).toHaveLength(1);
  });

  it("allows the page's own inline scripts by hash and posts only to the form endpoint", () => {
    const html = withCspMeta(page, "https://script.google.com/macros/s/abc/exec");
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"));
    expect(policy).toContain(`script-src 'self' 'sha256-${inlineScriptHashes(page)[0]}'`);
    expect(policy).toContain("connect-src 'self' https://script.google.com https://script.googleusercontent.com;");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("allows the page's inline styles and the stylesheets a navigation may add by hash, and no other inline style", () => {
    const styled = page.replace("</head>", '<style data-href="/_next/a.css">body{color:red}</style></head>');
    const html = withCspMeta(styled, "", [cspHash("main{margin:0}")]);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(inlineStyleHashes(styled)).toEqual([cspHash("body{color:red}")]);
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<style"));
    expect(policy).toContain(`style-src 'self' 'sha256-${cspHash("body{color:red}")}' 'sha256-${cspHash("main{margin:0}")}';`);
    expect(policy).not.toContain("unsafe");
  });

  it("replaces an existing policy instead of adding a second one", () => {
    const twice = withCspMeta(withCspMeta(page, ""), "");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it("builds a policy without a form origin when none is configured", () => {
    expect(documentCsp({ scriptHashes: [], formEndpoint: "" })).toContain("connect-src 'self';");
  });
});

describe("the machine-readable catalogs", () => {
  it("are served as JSON that any origin may read", () => {
    const rules = parseHeadersFile(headersFile());
    for (const path of ["/agents.json", "/.well-known/ai-catalog.json"]) {
      expect(rules[path]?.["Content-Type"]).toBe("application/json; charset=utf-8");
      expect(rules[path]?.["Access-Control-Allow-Origin"]).toBe("*");
    }
  });
});

describe("the content editor's own policy (/admin)", () => {
  const admin = directives(adminCsp());
  const page = directives(documentCsp({ scriptHashes: ["abc"], styleHashes: ["def"], formEndpoint: "https://script.google.com/macros/s/abc/exec" }));

  it("allows what Decap needs: eval for its schema validator, inline styles, GitHub's API and the local decap-server", () => {
    expect(admin["script-src"]).toBe("'self' 'unsafe-eval'");
    expect(admin["style-src"]).toBe("'self' 'unsafe-inline'");
    expect(admin["connect-src"]).toBe("'self' https://api.github.com http://localhost:8081");
    expect(admin["img-src"]).toBe("'self' data: blob: https://raw.githubusercontent.com https://avatars.githubusercontent.com");
  });

  it("allows no inline script and nothing from a CDN", () => {
    expect(admin["script-src"]).not.toContain("unsafe-inline");
    expect(adminCsp()).not.toMatch(/jsdelivr|unpkg|googleapis|gstatic|\*/);
  });

  it("keeps every directive of the header's policy that works in a <meta> tag", () => {
    const header = directives(securityHeaders["Content-Security-Policy"]!);
    delete header["frame-ancestors"];
    for (const [name, value] of Object.entries(header)) expect(admin[name]).toBe(value);
  });

  it("leaves every page of the site its own strict policy", () => {
    expect(page["script-src"]).toBe("'self' 'sha256-abc'");
    expect(page["style-src"]).toBe("'self' 'sha256-def'");
    expect(page["connect-src"]).toBe("'self' https://script.google.com https://script.googleusercontent.com");
    expect(Object.values(page).join(" ")).not.toMatch(/unsafe|github|localhost/);
  });

  it("lets the GitHub login popup answer the editor, where every other path keeps COOP same-origin", () => {
    expect(adminHeaders).toEqual({ "Cross-Origin-Opener-Policy": "same-origin-allow-popups" });
    expect(parseHeadersFile(headersFile())["/*"]?.["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });
});
