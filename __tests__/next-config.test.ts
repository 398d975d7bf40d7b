/** @jest-environment node */
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import config from "@/next.config";
import type { IncomingMessage, ServerResponse } from "node:http";
import { blockCrossSiteDEV } from "next/dist/server/lib/router-utils/block-cross-site-dev";
import { LOCAL_INBOX_URL } from "@/lib/forms/local-inbox";

describe("build configuration", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("stops a production build without NEXT_PUBLIC_FORM_ENDPOINT and says how to set it", () => {
    delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/NEXT_PUBLIC_FORM_ENDPOINT is not set[\s\S]*npm run build/);
  });

  it("builds with the configured endpoint as a static export", () => {
    process.env.NEXT_PUBLIC_FORM_ENDPOINT = "https://script.google.com/macros/s/abc/exec";
    const built = config(PHASE_PRODUCTION_BUILD);
    expect(built.output).toBe("export");
    expect(built.env?.NEXT_PUBLIC_FORM_ENDPOINT).toBe("https://script.google.com/macros/s/abc/exec");
  });

  it("points next dev at the local inbox when no endpoint is set", () => {
    delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
    expect(config(PHASE_DEVELOPMENT_SERVER).env?.NEXT_PUBLIC_FORM_ENDPOINT).toBe(LOCAL_INBOX_URL);
  });

  it("loads analytics only on Vercel builds or when opted in", () => {
    process.env.NEXT_PUBLIC_FORM_ENDPOINT = "https://example.com/submit";
    delete process.env.VERCEL;
    delete process.env.NEXT_PUBLIC_ANALYTICS;
    expect(config(PHASE_PRODUCTION_BUILD).env?.NEXT_PUBLIC_ANALYTICS_ENABLED).toBe("");
    process.env.VERCEL = "1";
    expect(config(PHASE_PRODUCTION_BUILD).env?.NEXT_PUBLIC_ANALYTICS_ENABLED).toBe("true");
    delete process.env.VERCEL;
    process.env.NEXT_PUBLIC_ANALYTICS = "vercel";
    expect(config(PHASE_PRODUCTION_BUILD).env?.NEXT_PUBLIC_ANALYTICS_ENABLED).toBe("true");
  });
});

describe("next dev", () => {
  // Next's own gate for its dev resources (hot reload, the error overlay): true means blocked.
  const hotReloadFrom = (origin: string) =>
    ({ url: "/_next/webpack-hmr?id=1", headers: { origin, "sec-fetch-mode": "websocket" } }) as unknown as IncomingMessage;
  const response = () => ({ statusCode: 200, end: jest.fn() }) as unknown as ServerResponse;

  it("serves hot reload to a page opened at 127.0.0.1, which Next blocks by default", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const { allowedDevOrigins } = config(PHASE_DEVELOPMENT_SERVER);
    expect(blockCrossSiteDEV(hotReloadFrom("http://127.0.0.1:3000"), response(), undefined, undefined)).toBe(true);
    expect(blockCrossSiteDEV(hotReloadFrom("http://127.0.0.1:3000"), response(), allowedDevOrigins, undefined)).toBe(false);
    expect(blockCrossSiteDEV(hotReloadFrom("http://evil.example"), response(), allowedDevOrigins, undefined)).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Blocked cross-origin request to Next.js dev resource /_next/webpack-hmr from "evil.example"'));
    warn.mockRestore();
  });
});
