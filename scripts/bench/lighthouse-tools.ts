// The bench's tools, Lighthouse and chrome-launcher, live in tools/bench with their own lock file,
// not in the site's install: Lighthouse 13 declares Node >= 22.19 while the site runs on 20.19 and
// later, and nobody who only builds or tests the site should download it. The first
// `npm run bench` installs them (and again whenever tools/bench/package-lock.json changes).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type LanternGraph, scriptsInGraph } from "./lantern";

const TOOLS_DIR = resolve("tools/bench");
const INSTALLED_STAMP = join(TOOLS_DIR, "node_modules", ".installed-lock");

/** The part of Lighthouse's result (LHR) the bench reads; Lighthouse's own type is not installed with the site. */
export type LighthouseResult = {
  lighthouseVersion: string;
  configSettings: Record<string, unknown>;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, LighthouseAudit | undefined>;
};

export type LighthouseAudit = {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  explanation?: string;
  errorMessage?: string;
  details?: unknown;
};

type RunLighthouse = (
  url: string,
  flags: { port: number; logLevel: "error"; onlyCategories: string[]; throttlingMethod: "simulate" | "devtools" },
) => Promise<{ lhr: LighthouseResult; artifacts: LighthouseArtifacts } | undefined>;

/** The gathered artifacts Lantern's LCP estimate is computed from (Lighthouse's own names). */
type LighthouseArtifacts = Record<"Trace" | "DevtoolsLog" | "GatherContext" | "URL" | "SourceMaps" | "HostDPR", unknown>;

/** Lighthouse's computed artifact for the simulated LCP, with the graph its pessimistic estimate simulated. */
type LanternLcpArtifact = {
  request: (data: Record<string, unknown>, context: { computedCache: Map<string, unknown>; settings: unknown }) => Promise<{ pessimisticGraph: LanternGraph }>;
};

/** Given a simulated run, the URLs of the scripts its LCP estimate counted (see lantern.ts). */
export type LcpScripts = (result: { lhr: LighthouseResult; artifacts: LighthouseArtifacts }) => Promise<string[]>;

type LaunchChrome = (options: { chromePath: string; chromeFlags: string[]; logLevel: "silent" }) => Promise<{ port: number; kill: () => void }>;

/** Installs tools/bench from its lock file unless that lock is what is installed already. */
function installTools(): void {
  const lock = readFileSync(join(TOOLS_DIR, "package-lock.json"), "utf8");
  if (existsSync(INSTALLED_STAMP) && readFileSync(INSTALLED_STAMP, "utf8") === lock) return;
  console.log("[bench] installing Lighthouse and chrome-launcher into tools/bench (first run only) ...");
  // --engine-strict=false: Lighthouse's Node >= 22.19 is a declaration; the report says what runs
  // differently on older Node (see nodeWarning in scripts/bench.ts).
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--engine-strict=false"], { cwd: TOOLS_DIR, stdio: "inherit" });
  writeFileSync(INSTALLED_STAMP, lock);
}

/** A module of a package in tools/bench: its main file, or `file` inside it. */
async function importTool(name: string, file?: string): Promise<Record<string, unknown>> {
  const manifest = JSON.parse(readFileSync(join(TOOLS_DIR, "node_modules", name, "package.json"), "utf8")) as { main?: string };
  // import() of the file URL, not a bare specifier: the package is not in the site's node_modules.
  // It also keeps tsx's require hook away from Lighthouse, whose recompiled functions would call a
  // `__name` helper that the page Lighthouse serialises them into does not have.
  return (await import(pathToFileURL(join(TOOLS_DIR, "node_modules", name, file ?? manifest.main ?? "index.js")).href)) as Record<string, unknown>;
}

/** Recomputes a simulated run's LCP from its artifacts, as Lighthouse did, to read which scripts it counted. */
async function loadLcpScripts(): Promise<LcpScripts> {
  // Not part of Lighthouse's public API: the lock file pins the version this path is in.
  const lcpModule = await importTool("lighthouse", "core/computed/metrics/lantern-largest-contentful-paint.js");
  const artifact = lcpModule.LanternLargestContentfulPaint as LanternLcpArtifact;
  return async ({ lhr, artifacts }) => {
    const settings = lhr.configSettings;
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
      settings,
      simulator: null,
    };
    const { pessimisticGraph } = await artifact.request(data, { computedCache: new Map(), settings });
    return scriptsInGraph(pessimisticGraph);
  };
}

export async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; launchChrome: LaunchChrome; lcpScripts: LcpScripts }> {
  installTools();
  const lighthouseModule = await importTool("lighthouse");
  const chromeLauncher = await importTool("chrome-launcher");
  return { lighthouse: lighthouseModule.default as RunLighthouse, launchChrome: chromeLauncher.launch as LaunchChrome, lcpScripts: await loadLcpScripts() };
}
