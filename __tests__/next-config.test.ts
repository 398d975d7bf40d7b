/** @jest-environment node */
import { readFileSync } from "node:fs";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import config from "@/next.config";
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

describe("the next version", () => {
  const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    scripts: Record<string, string>;
  };
  const experimentalFlags = Object.keys(config(PHASE_DEVELOPMENT_SERVER).experimental ?? {});

  it("is pinned exactly, with eslint-config-next, while an experimental flag is in use", () => {
    if (experimentalFlags.length === 0) return;
    expect(manifest.dependencies.next).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.devDependencies["eslint-config-next"]).toBe(manifest.dependencies.next);
  });

  it("is installed as published: no install step edits it", () => {
    expect(manifest.scripts.postinstall).toBeUndefined();
    expect(Object.keys(manifest.devDependencies)).not.toContain("patch-package");
  });
});
