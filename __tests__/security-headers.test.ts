/** @jest-environment node */
import { readFileSync } from "node:fs";
import { inlineScriptHashes, withCspMeta } from "@/scripts/postbuild";
import { documentCsp, headersFile, securityHeaders } from "@/lib/site/security-headers";
import { parseHeadersFile } from "@/scripts/headers-file";

describe("security headers", () => {
  it("sends frame-ancestors 'none', nosniff, a referrer policy, a permissions policy and HSTS", () => {
    expect(securityHeaders["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(securityHeaders["X-Content-Type-Options"]).toBe("nosniff");
    expect(securityHeaders["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(securityHeaders["Permissions-Policy"]).toContain("camera=()");
    expect(securityHeaders["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
  });

  it("writes a _headers file that the preview server reads back to the same headers", () => {
    const rules = parseHeadersFile(headersFile());
    const all = rules.find((rule) => rule.pattern === "/*");
    expect(all?.headers).toEqual(securityHeaders);
    expect(all?.matches("/blog/healthcare-ai")).toBe(true);
    expect(rules.find((rule) => rule.pattern === "/_next/static/*")?.matches("/_next/static/chunks/a.js")).toBe(true);
  });

  it("documents the same headers in the README's nginx snippet", () => {
    const readme = readFileSync("README.md", "utf8");
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(readme).toContain(`add_header ${name} "${value}" always;`);
    }
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
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("replaces an existing policy instead of adding a second one", () => {
    const twice = withCspMeta(withCspMeta(page, ""), "");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it("builds a policy without a form origin when none is configured", () => {
    expect(documentCsp({ scriptHashes: [], formEndpoint: "" })).toContain("connect-src 'self';");
  });
});

describe("the machine-readable catalogues", () => {
  it("are served as JSON that any origin may read", () => {
    const rules = parseHeadersFile(headersFile());
    for (const path of ["/agents.json", "/.well-known/ai-catalog.json"]) {
      const headers = Object.assign({}, ...rules.filter((rule) => rule.matches(path)).map((rule) => rule.headers));
      expect(headers["Content-Type"]).toBe("application/json; charset=utf-8");
      expect(headers["Access-Control-Allow-Origin"]).toBe("*");
    }
  });
});
