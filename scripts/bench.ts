// `npm run bench`: Lighthouse over every canonical route of the exported site, in the system
// Chromium, and the JavaScript each page loads. Prints one Markdown table (also written to
// .data/bench.md, with an SVG chart of LCP and TBT in .data/bench.svg) with the median of each
// route's runs, and exits non-zero when a route misses a target: Performance >= 95, Accessibility,
// Best Practices, SEO and Agentic Browsing = 100 (every applicable audit of that category passes:
// the accessibility tree agents read, llms.txt, the ai-catalog.json manifest, CLS; its WebMCP audits
// only inform; a route left out of the sitemap on purpose may be noindex), CLS = 0, LCP <= 1.2 s
// under devtools throttling, and with --against, LCP under simulation at most 1.05 times the
// baseline's. The table is always printed in full first; the
// audits behind each miss are listed below it.
//
// Lighthouse's default configuration: mobile form factor, each route under each throttling method.
// A route's first run of each build and method measures every category; the runs after it measure
// Performance alone, since the other categories' audits do not depend on timing (about 1.7 s a run).
// Each simulated run also says how many scripts its LCP counted (scripts/bench/lantern.ts): the
// simulated LCP of one build jumps between a few values from run to run with that count, so with
// --against a route whose simulated ratio misses after BENCH_RUNS gets more runs of both builds,
// six at a time up to BENCH_MAX_RUNS, and is judged on the medians of all of them.
// Lighthouse itself is installed into tools/bench on first use (scripts/bench/lighthouse-tools.ts).
//   BENCH_RUNS    runs per route (3)
//   BENCH_MAX_RUNS  with --against, the most simulated runs a close call gets per build (15)
//   BENCH_ROUTES  comma-separated routes to measure instead of every route, e.g. "/,/contact"
//   BENCH_PORT    first port to try for the static server (3200; the next free one is used)
//   CHROME_PATH   the Chromium to launch (/usr/bin/chromium)
//   BENCH_THROTTLING  comma-separated Lighthouse throttling methods ("simulate,devtools"): simulate
//                 models slow 4G and a slow CPU from an unthrottled load; devtools really slows the
//                 network and CPU of the load it measures, closer to what a phone waits for
//   BENCH_BASELINE_THROTTLING  with --against, the methods to measure the baseline under (those of
//                 BENCH_THROTTLING): "simulate" alone is enough for the ratio target and saves a
//                 third of a full run
//   --rebuild     rebuild out/ even when it is up to date
//   --against <ref>  also build the commit <ref> (scripts/bench/baseline.ts) and measure both builds
//                 in one run, alternating which goes first, then print each route's ratio to it
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { createServer } from "node:net";
import { dirname } from "node:path";
import { canonicalRoutes, unlistedRoutes } from "../lib/site/routes";
import { type Baseline, prepareBaseline } from "./bench/baseline";
import { closeCallRuns, median, ratio } from "./bench/close-call";
import { benchChartSvg, type ChartRow } from "./bench/chart";
import { type LighthouseAudit, type LighthouseResult, loadLighthouse } from "./bench/lighthouse-tools";
import { ensureBuild, previewFormEndpoint } from "./ensure-build";
import { pageJavaScript, routeHtmlPath, sharedRuntime } from "./page-javascript";
import { startStaticServer } from "./static-server";

const REPORT_FILE = ".data/bench.md";
const CHART_FILE = ".data/bench.svg";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo", "agentic-browsing"] as const;
type CategoryId = (typeof CATEGORIES)[number];
const CATEGORY_TITLES: Record<CategoryId, string> = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
  "agentic-browsing": "Agentic Browsing",
};
/** Lowest acceptable median score (0-100) per category. */
const SCORE_TARGETS: Record<CategoryId, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, "agentic-browsing": 100 };
const CLS_TARGET = 0;
/** Largest paint under devtools throttling: about 1.0 s is the HTML's own round trips on slow 4G. */
const DEVTOOLS_LCP_TARGET_MS = 1200;
/** With --against: the working tree's simulated LCP over the baseline's, at most. */
const SIMULATED_LCP_RATIO_TARGET = 1.05;
/** Runs added to both builds at a time when a route's simulated ratio misses (see the top of this file). */
const CLOSE_CALL_STEP = 6;
/** Informative audits that explain Total Blocking Time and LCP, listed under a Performance miss. */
const MAIN_THREAD_AUDITS = ["long-tasks", "bootup-time", "mainthread-work-breakdown", "largest-contentful-paint-element"];

/** One Lighthouse run of one route, reduced to what the table needs. */
type RunMeasurement = {
  scores: Record<CategoryId, number | null>;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  benchmarkIndex: number;
  /** Simulated runs: how many scripts Lantern's LCP estimate counted (null under devtools, or when it could not be read). */
  lcpScripts: number | null;
  runtimeError?: string;
  /** Per category, the audits of that category that did not pass in this run. */
  failing: Record<CategoryId, FailingAudit[]>;
  /** Where the main thread's time went (informative audits, no score): shown with a Performance miss. */
  mainThread: string[];
};

type FailingAudit = { id: string; title: string; score: number | null; weight: number; displayValue?: string; lines: string[] };

type ThrottlingMethod = "simulate" | "devtools";

type Build = "current" | "baseline";

type RouteResult = {
  route: string;
  throttling: ThrottlingMethod;
  build: Build;
  runs: RunMeasurement[];
  scores: Record<CategoryId, number | null>;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  jsBytes: number;
  misses: string[];
};

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function selectedThrottling(name: "BENCH_THROTTLING" | "BENCH_BASELINE_THROTTLING", fallback: string): ThrottlingMethod[] {
  const raw = process.env[name]?.trim() || fallback;
  const methods = [...new Set(raw.split(",").map((method) => method.trim()))];
  const unknown = methods.filter((method) => method !== "simulate" && method !== "devtools");
  if (unknown.length > 0 || methods.length === 0) throw new Error(`${name} takes simulate and/or devtools, got "${raw}"`);
  return methods as ThrottlingMethod[];
}

function selectedRoutes(all: string[]): string[] {
  const raw = process.env.BENCH_ROUTES;
  if (!raw || raw.trim() === "") return all;
  const routes = [...new Set(raw.split(",").map((route) => route.trim()).filter(Boolean))];
  const unknown = routes.filter((route) => !all.includes(route));
  if (unknown.length > 0) {
    throw new Error(`BENCH_ROUTES names routes that are not canonical routes: ${unknown.join(", ")}\nKnown routes: ${all.join(", ")}`);
  }
  return routes;
}

/** The first port from `start` on that nothing listens on (127.0.0.1). */
async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 50; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${start} and ${start + 49}`);
}

function chromiumVersion(chromePath: string): string {
  try {
    const output = execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return output.trim();
  } catch {
    return "unknown";
  }
}

function shortText(text: string, max = 140): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One line per item of an audit's details: the element, the URL or the values that failed. */
function describeDetails(details: unknown, limit = 6): string[] {
  if (!isRecord(details)) return [];
  if (details.type === "list" && Array.isArray(details.items)) {
    return details.items.flatMap((item) => describeDetails(item, limit)).slice(0, limit);
  }
  if (details.type === "checklist" && isRecord(details.items)) {
    return Object.entries(details.items)
      .filter(([, item]) => isRecord(item) && item.value === false)
      .map(([key, item]) => `${key}: ${isRecord(item) && typeof item.label === "string" ? item.label : "failed"}`);
  }
  if (!Array.isArray(details.items)) return [];
  const lines = details.items.slice(0, limit).map((item) => describeItem(item));
  if (details.items.length > limit) lines.push(`… and ${details.items.length - limit} more`);
  return lines.filter((line) => line !== "");
}

function describeItem(item: unknown): string {
  if (!isRecord(item)) return typeof item === "string" || typeof item === "number" ? String(item) : "";
  const parts: string[] = [];
  for (const [key, value] of Object.entries(item)) {
    if (key === "subItems" || key === "entity") continue;
    if (isRecord(value) && value.type === "node") {
      const selector = typeof value.selector === "string" ? value.selector : "";
      const snippet = typeof value.snippet === "string" ? value.snippet : "";
      const explanation = typeof value.explanation === "string" ? value.explanation : "";
      parts.push(`\`${shortText(selector || snippet, 100)}\``);
      if (snippet && selector) parts.push(`\`${shortText(snippet, 120)}\``);
      if (explanation) parts.push(shortText(explanation, 220));
    } else if (isRecord(value) && value.type === "source-location" && typeof value.url === "string") {
      parts.push(`${value.url}:${String(value.line ?? "?")}:${String(value.column ?? "?")}`);
    } else if (isRecord(value) && typeof value.text === "string") {
      parts.push(`${key}: ${shortText(value.text, 120)}`);
    } else if (typeof value === "string" && value !== "") {
      parts.push(`${key}: ${shortText(value, 160)}`);
    } else if (typeof value === "number") {
      parts.push(`${key}: ${Math.round(value * 1000) / 1000}`);
    } else if (typeof value === "boolean") {
      parts.push(`${key}: ${value}`);
    }
  }
  return parts.join("; ");
}

function failingAudits(lhr: LighthouseResult, category: CategoryId): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: FailingAudit[] = [];
  for (const ref of refs) {
    const audit: LighthouseAudit | undefined = lhr.audits[ref.id];
    if (!audit) continue;
    const errored = audit.scoreDisplayMode === "error";
    if (!errored && (audit.score === null || audit.score >= 1)) continue;
    const lines = describeDetails(audit.details);
    if (audit.explanation) lines.unshift(`explanation: ${shortText(audit.explanation, 300)}`);
    if (audit.errorMessage) lines.unshift(`error: ${shortText(audit.errorMessage, 300)}`);
    failing.push({ id: ref.id, title: audit.title, score: audit.score, weight: ref.weight, displayValue: audit.displayValue, lines });
  }
  return failing;
}

function measure(lhr: LighthouseResult, lcpScripts: number | null): RunMeasurement {
  const numeric = (id: string): number | null => lhr.audits[id]?.numericValue ?? null;
  const scores = {} as Record<CategoryId, number | null>;
  const failing = {} as Record<CategoryId, FailingAudit[]>;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    scores[category] = typeof score === "number" ? Math.round(score * 100) : null;
    failing[category] = failingAudits(lhr, category);
  }
  return {
    scores,
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpScripts,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    failing,
    mainThread: MAIN_THREAD_AUDITS.flatMap((id) => {
      const audit = lhr.audits[id];
      if (!audit) return [];
      const items = describeDetails(audit.details, 5);
      return [`\`${id}\` ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`, ...items.map((item) => `  - ${item}`)];
    }),
  };
}

function failedMeasurement(message: string): RunMeasurement {
  const scores = {} as Record<CategoryId, number | null>;
  const failing = {} as Record<CategoryId, FailingAudit[]>;
  for (const category of CATEGORIES) {
    scores[category] = null;
    failing[category] = [];
  }
  return { scores, lcp: null, tbt: null, cls: null, benchmarkIndex: Number.NaN, lcpScripts: null, runtimeError: `run failed: ${message}`, failing, mainThread: [] };
}

/**
 * A route the site leaves out of the sitemap on purpose (lib/site/routes) may carry noindex on
 * purpose, so Lighthouse's "Page is blocked from indexing" is no SEO miss there, as long as it is
 * the only SEO audit that failed. Anywhere else it is: an accidental noindex hides a page.
 */
function noindexOnPurpose(result: Omit<RouteResult, "misses">): boolean {
  if (!unlistedRoutes().includes(result.route)) return false;
  const failing = result.runs.find((run) => run.scores.seo !== null)?.failing.seo ?? [];
  return failing.length > 0 && failing.every((audit) => audit.id === "is-crawlable");
}

/** The categories whose score misses its target: the one rule the misses and their explanations share. */
function categoriesBelowTarget(result: Omit<RouteResult, "misses">): CategoryId[] {
  return CATEGORIES.filter((category) => {
    if (category === "seo" && noindexOnPurpose(result)) return false;
    const score = result.scores[category];
    return score === null || score < SCORE_TARGETS[category];
  });
}

function missesOf(result: Omit<RouteResult, "misses">): string[] {
  const misses = categoriesBelowTarget(result).map(
    (category) => `${CATEGORY_TITLES[category]} ${result.scores[category] ?? "n/a"} < ${SCORE_TARGETS[category]}`,
  );
  if (result.cls === null || result.cls > CLS_TARGET) misses.push(`CLS ${result.cls === null ? "n/a" : formatCls(result.cls)} > ${CLS_TARGET}`);
  if (result.throttling === "devtools" && (result.lcp === null || result.lcp > DEVTOOLS_LCP_TARGET_MS)) {
    misses.push(`LCP ${formatMs(result.lcp)} ms > ${DEVTOOLS_LCP_TARGET_MS} ms`);
  }
  const errors = result.runs.filter((run) => run.runtimeError).map((run) => run.runtimeError);
  if (errors.length > 0) misses.push(`runtime error in ${errors.length} run(s): ${errors[0]}`);
  return misses;
}

function formatScore(score: number | null): string {
  if (score === null) return "n/a";
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

function formatMs(ms: number | null): string {
  return ms === null ? "n/a" : String(Math.round(ms));
}

function formatCls(cls: number | null): string {
  if (cls === null) return "n/a";
  if (cls === 0) return "0";
  return cls >= 0.001 ? cls.toFixed(3) : cls.toExponential(1);
}

function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function formatRatio(value: number | null): string {
  return value === null ? "n/a" : `${value.toFixed(2)}x`;
}

/** The baseline's row for the same route and throttling as a row of the working tree. */
function baselineOf(results: readonly RouteResult[], result: RouteResult): RouteResult | undefined {
  return results.find((other) => other.build === "baseline" && other.route === result.route && other.throttling === result.throttling);
}

/** With a baseline: a route whose simulated LCP grew more than the target ratio misses. */
function addRatioMisses(results: RouteResult[]): void {
  for (const result of results) {
    if (result.build !== "current" || result.throttling !== "simulate") continue;
    const lcpRatio = ratio(result.lcp, baselineOf(results, result)?.lcp ?? null);
    if (lcpRatio !== null && lcpRatio > SIMULATED_LCP_RATIO_TARGET) {
      result.misses.push(`simulated LCP ${formatRatio(lcpRatio)} the baseline's > ${SIMULATED_LCP_RATIO_TARGET}x`);
    }
  }
}

/** Lighthouse 13 declares Node >= 22.19; on older Node some weight-0 insight audits throw (they use iterator helpers). */
function nodeWarning(): string {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  if (major > 22 || (major === 22 && minor >= 19)) return "";
  return " (Lighthouse 13 declares Node >= 22.19; on this Node some insight audits of weight 0 end in errors, the category scores do not use them)";
}

function commandLine(): string {
  const env = ["BENCH_ROUTES", "BENCH_RUNS", "BENCH_PORT", "BENCH_THROTTLING", "BENCH_BASELINE_THROTTLING", "CHROME_PATH"]
    .filter((name) => process.env[name])
    .map((name) => {
      const value = process.env[name] ?? "";
      return `${name}=${/^[\w/.,:@%+-]*$/.test(value) ? value : `'${value.replace(/'/g, "'\\''")}'`}`;
    });
  const base = process.env.npm_lifecycle_event === "bench" ? "npm run bench" : "npx tsx scripts/bench.ts";
  const args = process.argv.slice(2);
  return [...env, base, ...(args.length > 0 && base === "npm run bench" ? ["--"] : []), ...args].join(" ");
}

function renderReport({
  results,
  runs,
  maxRuns,
  runtime,
  chromium,
  lighthouseVersion,
  baselineLabel,
  benchmarkIndex,
  started,
  seconds,
}: {
  results: RouteResult[];
  runs: number;
  maxRuns: number;
  runtime: { files: string[]; bytes: number };
  chromium: string;
  lighthouseVersion: string;
  baselineLabel: string | undefined;
  benchmarkIndex: number | null;
  started: Date;
  seconds: number;
}): string {
  const lines: string[] = [];
  lines.push("# Lighthouse benchmark", "");
  lines.push(`- Date: ${started.toISOString()} (took ${Math.round(seconds)} s)`);
  lines.push(`- Command: \`${commandLine()}\``);
  lines.push(`- Chromium: ${chromium}; Lighthouse ${lighthouseVersion}; benchmark index ${benchmarkIndex === null ? "n/a" : Math.round(benchmarkIndex)}`);
  lines.push(`- Node ${process.version}${nodeWarning()}`);
  lines.push(
    `- Mobile form factor (Lighthouse default), each route under the throttling of its row; median of ${runs} run(s) per route${baselineLabel ? `, or of up to ${maxRuns} where the simulated ratio was a close call (the Runs column of the comparison)` : ""} (Accessibility, Best Practices, SEO and Agentic Browsing from the first, whose audits do not depend on timing)`,
  );
  lines.push(
    `- Shared runtime (scripts every route's HTML loads): ${formatKb(runtime.bytes)} gzipped in ${runtime.files.length} files`,
  );
  lines.push(
    `- Targets: Performance >= ${SCORE_TARGETS.performance}, Accessibility/Best Practices/SEO/Agentic Browsing = 100, CLS = ${CLS_TARGET}, LCP <= ${DEVTOOLS_LCP_TARGET_MS} ms under devtools throttling${baselineLabel ? `, simulated LCP <= ${SIMULATED_LCP_RATIO_TARGET}x the baseline's` : ""}`,
  );
  if (baselineLabel) lines.push(`- Baseline: ${baselineLabel}, built on this machine and measured in the same run, alternating with the working tree; held to no target itself`);
  lines.push(`- Chart: ${CHART_FILE}`, "");
  const buildColumn = baselineLabel ? { head: " Build |", rule: " --- |", cell: (result: RouteResult) => ` ${result.build === "current" ? "working tree" : "baseline"} |` } : { head: "", rule: "", cell: () => "" };
  lines.push(`| Route | Throttling |${buildColumn.head} Perf | A11y | Best Pr. | SEO | Agentic | LCP (ms) | TBT (ms) | CLS | JS (gzip) | JS / runtime | Targets |`);
  lines.push(`| --- | --- |${buildColumn.rule} ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |`);
  for (const result of results) {
    const share = runtime.bytes > 0 ? `${(result.jsBytes / runtime.bytes).toFixed(2)}x` : "n/a";
    const ok = noindexOnPurpose(result) ? "ok (noindex on purpose)" : "ok";
    const targets = result.build === "baseline" ? "-" : result.misses.length === 0 ? ok : `**MISS**: ${result.misses.join("; ")}`;
    lines.push(
      `| ${result.route} | ${result.throttling} |${buildColumn.cell(result)} ${formatScore(result.scores.performance)} | ${formatScore(result.scores.accessibility)} | ${formatScore(result.scores["best-practices"])} | ${formatScore(result.scores.seo)} | ${formatScore(result.scores["agentic-browsing"])} | ${formatMs(result.lcp)} | ${formatMs(result.tbt)} | ${formatCls(result.cls)} | ${formatKb(result.jsBytes)} | ${share} | ${targets} |`,
    );
  }
  if (baselineLabel) lines.push("", ...comparisonTable(results, baselineLabel));
  lines.push(...simulatedRunsTable(results));
  const measured = results.filter((result) => result.build === "current");
  const missed = measured.filter((result) => result.misses.length > 0);
  lines.push("");
  if (missed.length === 0) {
    lines.push(`All ${measured.length} route(s) meet the targets.`);
    return lines.join("\n");
  }
  lines.push(`## Misses: ${missed.length} of ${measured.length} route(s)`, "");
  for (const result of missed) {
    lines.push(`### ${result.route} (${result.throttling})`, "", ...result.misses.map((miss) => `- ${miss}`), "");
    for (const category of categoriesToExplain(result)) {
      const audits = mergeFailing(result.runs, category);
      lines.push(`${CATEGORY_TITLES[category]} audits scoring below 1 (values from the median run):`, "");
      if (audits.length === 0) lines.push("- (none)");
      for (const { audit, runsFailed } of audits) {
        const score = audit.score === null ? "error" : audit.score.toFixed(2);
        const value = audit.displayValue ? `, ${audit.displayValue}` : "";
        lines.push(`- \`${audit.id}\` ${audit.title} (score ${score}, weight ${audit.weight}${value}; in ${runsFailed}/${runsMeasuring(result.runs, category)} runs)`);
        for (const line of audit.lines) lines.push(`  - ${line}`);
      }
      lines.push("");
      if (category === "performance") {
        lines.push("Where the main thread's time went (median run):", "");
        for (const line of medianRun(result.runs, category)?.mainThread ?? []) lines.push(line.startsWith("  ") ? line : `- ${line}`);
        lines.push("");
      }
    }
  }
  return lines.join("\n").trimEnd();
}

/** Per route and throttling, the working tree's medians next to the baseline's, and their ratio. */
function comparisonTable(results: readonly RouteResult[], baselineLabel: string): string[] {
  const lines = [
    `## Against ${baselineLabel}`,
    "",
    "Ratio = working tree / baseline (below 1 is faster). A route the baseline does not have, or a method it was not measured under (BENCH_BASELINE_THROTTLING), shows n/a.",
    "",
    "| Route | Throttling | Runs | LCP now | LCP baseline | LCP ratio | TBT now | TBT baseline | TBT ratio | Perf now | Perf baseline |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const result of results.filter((row) => row.build === "current")) {
    const base = baselineOf(results, result);
    lines.push(
      `| ${result.route} | ${result.throttling} | ${result.runs.length}${base ? `/${base.runs.length}` : ""} | ${formatMs(result.lcp)} | ${formatMs(base?.lcp ?? null)} | ${formatRatio(ratio(result.lcp, base?.lcp ?? null))} | ${formatMs(result.tbt)} | ${formatMs(base?.tbt ?? null)} | ${formatRatio(ratio(result.tbt, base?.tbt ?? null))} | ${formatScore(result.scores.performance)} | ${formatScore(base?.scores.performance ?? null)} |`,
    );
  }
  return lines;
}

/**
 * Every simulated run's LCP, with how many scripts Lantern counted into it in brackets: the figures
 * of one build gather around a few values, one per count, and a median of few runs is whichever
 * value most of them drew (see scripts/bench/lantern.ts).
 */
function simulatedRunsTable(results: readonly RouteResult[]): string[] {
  const simulated = results.filter((result) => result.throttling === "simulate" && result.build === "current");
  if (simulated.length === 0) return [];
  const runList = (result: RouteResult | undefined) =>
    result ? result.runs.map((run) => `${formatMs(run.lcp)}${run.lcpScripts === null ? "" : ` (${run.lcpScripts})`}`).join(", ") : "n/a";
  const hasBaseline = results.some((result) => result.build === "baseline" && result.throttling === "simulate");
  return [
    "",
    "## Simulated LCP, run by run",
    "",
    "Each run's LCP in ms, in the order measured, with the number of scripts Lighthouse's simulation counted into it in brackets: scripts that had arrived before Chromium painted the unthrottled page, which the simulation then loads over slow 4G before its paint (scripts/bench/lantern.ts).",
    "",
    `| Route | Working tree |${hasBaseline ? " Baseline |" : ""}`,
    `| --- | --- |${hasBaseline ? " --- |" : ""}`,
    ...simulated.map((result) => `| ${result.route} | ${runList(result)} |${hasBaseline ? ` ${runList(baselineOf(results, result))} |` : ""}`),
  ];
}

function categoriesToExplain(result: RouteResult): CategoryId[] {
  const paintMiss = result.misses.some((miss) => /^(CLS|LCP|simulated LCP) /.test(miss));
  const below = categoriesBelowTarget(result);
  return CATEGORIES.filter((category) => below.includes(category) || (category === "performance" && paintMiss));
}

/** How many of the runs measured the category: every run measures Performance, the first the others too. */
function runsMeasuring(runs: readonly RunMeasurement[], category: CategoryId): number {
  return runs.filter((run) => run.scores[category] !== null).length;
}

/** The run whose score in the category is closest to the median: its details stand for the route. */
function medianRun(runs: RunMeasurement[], category: CategoryId): RunMeasurement | undefined {
  const target = median(runs.map((run) => run.scores[category]));
  if (target === null) return runs[0];
  return runs.reduce<RunMeasurement | undefined>((best, run) => {
    const distance = Math.abs((run.scores[category] ?? Infinity) - target);
    return best === undefined || distance < Math.abs((best.scores[category] ?? Infinity) - target) ? run : best;
  }, undefined);
}

/**
 * The failing audits of a category over all runs, each once, with how many runs it failed in. Its
 * score and details come from the median run when it failed there, else from the last run it failed in.
 */
function mergeFailing(runs: RunMeasurement[], category: CategoryId): { audit: FailingAudit; runsFailed: number }[] {
  const representative = medianRun(runs, category);
  const merged = new Map<string, { audit: FailingAudit; runsFailed: number }>();
  for (const run of runs) {
    for (const audit of run.failing[category]) {
      const entry = merged.get(audit.id);
      const keep = entry && representative?.failing[category].some((failing) => failing.id === audit.id) && run !== representative;
      merged.set(audit.id, { audit: keep ? entry.audit : audit, runsFailed: (entry?.runsFailed ?? 0) + 1 });
    }
  }
  return [...merged.values()].sort((a, b) => b.audit.weight - a.audit.weight || (a.audit.score ?? -1) - (b.audit.score ?? -1));
}

/** The value after `--against`, if given. */
function againstRef(args: readonly string[]): string | undefined {
  const index = args.indexOf("--against");
  if (index === -1) return undefined;
  const ref = args[index + 1];
  if (!ref || ref.startsWith("--")) throw new Error("--against needs a commit, e.g. npm run bench -- --against 9a79b6e");
  return ref;
}

type Target = { build: Build; origin: string; outDir: string };

async function main(): Promise<number> {
  const { lighthouse, launchChrome, lcpScripts } = await loadLighthouse();
  const started = new Date();
  const args = process.argv.slice(2);
  const allRoutes = canonicalRoutes();
  const runs = positiveInt("BENCH_RUNS", 3);
  const maxRuns = Math.max(runs, positiveInt("BENCH_MAX_RUNS", 15));
  const throttlingMethods = selectedThrottling("BENCH_THROTTLING", "simulate,devtools");
  const baselineThrottling = selectedThrottling("BENCH_BASELINE_THROTTLING", throttlingMethods.join(","));
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}: install the Debian chromium package or set CHROME_PATH`);

  const formEndpoint = previewFormEndpoint();
  ensureBuild({ formEndpoint, force: args.includes("--rebuild") });
  const ref = againstRef(args);
  const baseline: Baseline | undefined = ref ? prepareBaseline(ref, formEndpoint) : undefined;

  const missing = allRoutes.map((route) => routeHtmlPath(route)).filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`the export lacks pages of canonical routes: ${missing.join(", ")}`);
  const routes = selectedRoutes(allRoutes);
  // The shared runtime is measured over every route, whatever subset is benchmarked.
  const runtime = sharedRuntime(allRoutes);

  const servers: Server[] = [];
  const targets: Target[] = [];
  let port = positiveInt("BENCH_PORT", 3200);
  for (const [build, outDir] of [["current", "out"], ...(baseline ? [["baseline", baseline.outDir]] : [])] as [Build, string][]) {
    port = await freePort(port);
    servers.push(await startStaticServer({ root: outDir, port, host: "127.0.0.1" }));
    targets.push({ build, origin: `http://127.0.0.1:${port}`, outDir });
    port += 1;
  }
  /** A route the baseline has no page for (added since), or a method it is not measured under, is measured in the working tree only. */
  const targetsOf = (route: string, throttling: ThrottlingMethod) =>
    targets.filter((target) => existsSync(routeHtmlPath(route, target.outDir)) && (target.build === "current" || baselineThrottling.includes(throttling)));
  console.log(
    `[bench] ${targets.map((target) => `${target.build === "current" ? "working tree" : `baseline ${ref}`} on ${target.origin}`).join(", ")}; ${routes.length} route(s) x ${runs} run(s) x ${throttlingMethods.join(" and ")}`,
  );

  const chrome = await launchChrome({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const chromium = chromiumVersion(chromePath);
  let lighthouseVersion = "unknown";
  const results: RouteResult[] = [];

  async function measureOnce(url: string, throttling: ThrottlingMethod, categories: readonly CategoryId[]): Promise<RunMeasurement> {
    // Lighthouse asks to be run again when it fails to record the trace (NO_NAVSTART and the like):
    // that is a measuring failure, not the page's, so such a run gets two more tries.
    for (let attempt = 1; ; attempt += 1) {
      let measurement: RunMeasurement;
      try {
        const runner = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: [...categories], throttlingMethod: throttling });
        if (!runner) throw new Error("Lighthouse returned no result");
        lighthouseVersion = runner.lhr.lighthouseVersion;
        // The count only explains the run: a run whose graph cannot be read again keeps its figures.
        const counted = throttling === "simulate" ? await lcpScripts(runner).then((urls) => urls.length, () => null) : null;
        measurement = measure(runner.lhr, counted);
      } catch (error) {
        // A run that throws still gets its row (as a miss), so the table is always printed whole.
        measurement = failedMeasurement(error instanceof Error ? error.message : String(error));
      }
      if (!measurement.runtimeError?.includes("run Lighthouse again") || attempt === 3) return measurement;
    }
  }

  try {
    for (const throttling of throttlingMethods) for (const route of routes) {
      const routeTargets = targetsOf(route, throttling);
      const measurements = new Map<Build, RunMeasurement[]>(routeTargets.map((target) => [target.build, []]));
      const measureRuns = async (first: number, last: number) => {
        for (let run = first; run <= last; run += 1) {
          // Alternate which build goes first, so neither always gets the warmer cache or machine.
          const order = run % 2 === 1 ? routeTargets : [...routeTargets].reverse();
          for (const target of order) {
            const measurement = await measureOnce(`${target.origin}${route}`, throttling, run === 1 ? CATEGORIES : ["performance"]);
            measurements.get(target.build)?.push(measurement);
            const s = measurement.scores;
            console.log(
              `[bench] ${route} (${throttling}${target.build === "baseline" ? `, baseline ${ref}` : ""}) run ${run}/${last}: perf ${formatScore(s.performance)}, a11y ${formatScore(s.accessibility)}, bp ${formatScore(s["best-practices"])}, seo ${formatScore(s.seo)}, agentic ${formatScore(s["agentic-browsing"])}, LCP ${formatMs(measurement.lcp)} ms${measurement.lcpScripts === null ? "" : ` (${measurement.lcpScripts} scripts counted)`}, TBT ${formatMs(measurement.tbt)} ms, CLS ${formatCls(measurement.cls)}${measurement.runtimeError ? `, ERROR ${measurement.runtimeError}` : ""}`,
            );
          }
        }
      };
      await measureRuns(1, runs);
      while (throttling === "simulate") {
        const lcps = { current: lcpsOf(measurements.get("current")), baseline: lcpsOf(measurements.get("baseline")) };
        const more = closeCallRuns(lcps, { target: SIMULATED_LCP_RATIO_TARGET, step: CLOSE_CALL_STEP, maxRuns });
        if (!more) break;
        console.log(`[bench] ${route}: simulated LCP ${formatRatio(more.lcpRatio)} the baseline's after ${more.first - 1} runs each, a close call: runs ${more.first}-${more.last} of both builds`);
        await measureRuns(more.first, more.last);
      }
      for (const target of routeTargets) {
        const buildRuns = measurements.get(target.build) ?? [];
        const scores = {} as Record<CategoryId, number | null>;
        for (const category of CATEGORIES) scores[category] = median(buildRuns.map((m) => m.scores[category]));
        const partial = {
          route,
          throttling,
          build: target.build,
          runs: buildRuns,
          scores,
          lcp: median(lcpsOf(buildRuns)),
          tbt: median(buildRuns.map((m) => m.tbt)),
          cls: median(buildRuns.map((m) => m.cls)),
          jsBytes: pageJavaScript(route, target.outDir).bytes,
        };
        // The baseline is measured to compare with, not held to today's targets.
        results.push({ ...partial, misses: target.build === "current" ? missesOf(partial) : [] });
      }
    }
  } finally {
    chrome.kill();
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
  addRatioMisses(results);

  const baselineLabel = baseline && (baseline.sha.startsWith(baseline.ref) ? baseline.sha.slice(0, 7) : `${baseline.ref} (${baseline.sha.slice(0, 7)})`);
  const report = renderReport({
    results,
    runs,
    maxRuns,
    runtime,
    chromium,
    lighthouseVersion,
    baselineLabel,
    benchmarkIndex: median(results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex))),
    started,
    seconds: (Date.now() - started.getTime()) / 1000,
  });
  console.log(`\n${report}\n`);
  mkdirSync(dirname(REPORT_FILE), { recursive: true });
  writeFileSync(REPORT_FILE, `${report}\n`);
  writeFileSync(CHART_FILE, benchChartSvg(chartRows(results), { currentLabel: "working tree", baselineLabel, lcpTarget: { throttling: "devtools", ms: DEVTOOLS_LCP_TARGET_MS } }));
  console.log(`[bench] written to ${REPORT_FILE} and ${CHART_FILE}`);
  return results.some((result) => result.misses.length > 0) ? 1 : 0;
}

function lcpsOf(runs: readonly RunMeasurement[] | undefined): (number | null)[] {
  return (runs ?? []).map((run) => run.lcp);
}

function chartRows(results: readonly RouteResult[]): ChartRow[] {
  return results
    .filter((result) => result.build === "current")
    .map((result) => {
      const base = baselineOf(results, result);
      return { route: result.route, throttling: result.throttling, current: { lcp: result.lcp, tbt: result.tbt }, baseline: base && { lcp: base.lcp, tbt: base.tbt } };
    });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
