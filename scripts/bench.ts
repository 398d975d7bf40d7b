// `npm run bench -- --against <ref> [--against <ref> ...]`: this working tree's export and each
// commit <ref>'s, side by side, with Lighthouse CI's collector, lighthouserc.json's settings
// (Chromium, devtools throttling) and the budgets' routes (scripts/budget-routes.ts). It builds each
// <ref> once (scripts/bench/baseline.ts), then takes BENCH_RUNS rounds (3), each one run of every
// route per build, turning the order of the builds every round so none always goes first, and
// prints the medians of LCP, TBT and blocking from start per route (with the newest article every
// build has, when a baseline lacks the newest), also written to
// docs/bench/latest.md. Several baselines in one run share the same moments of the machine, which
// figures from two runs do not. For blocking from start it also says, route by route, whether the
// working tree is slower than each baseline beyond this machine's noise (`versus`).
// Budgets and assertions are `npx lhci autorun`'s job (docs/performance.md).
//
// Blocking from start: the sum over every long task Lighthouse lists (the `long-tasks` audit,
// tasks of 50 ms or more from navigation start) of its time beyond 50 ms. TBT counts the same only
// between the first contentful paint and Time to Interactive.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getAllArticles } from "@/lib/blog/articles";
import { articleHref } from "@/lib/site/hrefs";
import { prepareBaseline } from "./bench/baseline";
import { budgetRoutes } from "./budget-routes";
import { ensureBuild, previewFormEndpoint } from "./ensure-build";
import { routeHtmlPath } from "./page-javascript";

type Audit = { numericValue?: number; details?: { items?: { duration?: number }[] } };
type Lhr = { requestedUrl: string; audits: Record<string, Audit>; environment?: { benchmarkIndex?: number } };
type Figures = { lcp: number; tbt: number; blocking: number };

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RESULTS = ".data/bench";
const REPORT = "docs/bench/latest.md";

/** Milliseconds beyond 50 of every long task from navigation start. */
export function blockingFromStart(lhr: Pick<Lhr, "audits">): number {
  const tasks = lhr.audits["long-tasks"]?.details?.items ?? [];
  return tasks.reduce((sum, task) => sum + Math.max(0, (task.duration ?? 0) - 50), 0);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The difference no verdict calls slower or faster: 10% of the baseline or 25 ms, whichever is more. */
export const tolerance = (baselineMedian: number) => Math.max(25, baselineMedian * 0.1);

export type Versus = { medianDifference: number; slowerRounds: number; rounds: number; verdict: "slower" | "faster" | "within noise" };

/**
 * The working tree against a baseline on one route, round by round (each round measures both, one
 * after the other). Slower (or faster) only when every round says so beyond the tolerance: a sign
 * test, so chance alone gives that verdict with a probability of 2^-rounds (3% at 5 rounds). One
 * run's blocking swings by hundreds of milliseconds on a loaded machine, so medians alone cannot
 * tell a regression from noise.
 */
export function versus(now: number[], baseline: number[]): Versus {
  const rounds = Math.min(now.length, baseline.length);
  const differences = now.slice(0, rounds).map((value, round) => value - baseline[round]!);
  const allowed = tolerance(median(baseline));
  const slowerRounds = differences.filter((difference) => difference > allowed).length;
  const fasterRounds = differences.filter((difference) => difference < -allowed).length;
  const verdict = rounds > 0 && slowerRounds === rounds ? "slower" : rounds > 0 && fasterRounds === rounds ? "faster" : "within noise";
  return { medianDifference: rounds ? median(differences) : NaN, slowerRounds, rounds, verdict };
}

/** Whether the export in `root` has the page at `route`. */
const hasPage = (root: string, route: string) => existsSync(routeHtmlPath(route, root));

/**
 * The budgets' routes, and the newest article every build has when the newest of all is not: an
 * article published since a baseline would otherwise have nothing to be read against.
 * `articleRoutes` are newest first.
 */
export function benchRoutes(routes: string[], articleRoutes: string[], inEveryBuild: (route: string) => boolean): string[] {
  const sharedArticle = articleRoutes.find(inEveryBuild);
  return sharedArticle && !routes.includes(sharedArticle) ? [...routes, sharedArticle] : routes;
}

/** One Lighthouse run of each of `routes` on the export in `root`, its results moved under RESULTS/<label>/<round>. */
function collect(label: string, round: number, root: string, port: number, routes: string[]): void {
  const server = `npx tsx scripts/serve.ts --root ${root} --port ${port}`;
  // A route the build does not have (a page added since the baseline) is left out, not measured as a 404.
  const urls = routes.filter((route) => hasPage(root, route)).map((route) => `http://127.0.0.1:${port}${route}`);
  const result = spawnSync(
    "npx",
    ["lhci", "collect", "--config=lighthouserc.json", "--numberOfRuns=1", `--startServerCommand=${server}`, ...urls.map((url) => `--url=${url}`)],
    { stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error(`lhci collect failed for ${label}`);
  const dir = join(RESULTS, label, String(round));
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(".lighthouseci").filter((name) => /^lhr-.*\.json$/.test(name))) {
    renameSync(join(".lighthouseci", file), join(dir, file));
  }
}

/** Each route's runs of one build, in round order. */
function figures(label: string): { byRoute: Map<string, Figures[]>; benchmarkIndex: number[] } {
  const byRoute = new Map<string, Figures[]>();
  const benchmarkIndex: number[] = [];
  const files = Array.from({ length: RUNS }, (_, round) => join(RESULTS, label, String(round))).flatMap((dir) =>
    readdirSync(dir).map((file) => join(dir, file)),
  );
  for (const file of files) {
    const lhr = JSON.parse(readFileSync(file, "utf8")) as Lhr;
    const route = new URL(lhr.requestedUrl).pathname;
    const runs = byRoute.get(route) ?? [];
    runs.push({
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      blocking: blockingFromStart(lhr),
    });
    byRoute.set(route, runs);
    if (lhr.environment?.benchmarkIndex) benchmarkIndex.push(lhr.environment.benchmarkIndex);
  }
  return { byRoute, benchmarkIndex };
}

/** The refs named by each `--against <ref>`, in order. */
export function againstRefs(argv: string[]): string[] {
  const refs = argv.flatMap((arg, index) => (arg === "--against" ? [argv[index + 1] ?? ""] : []));
  if (refs.length === 0 || refs.some((ref) => !ref || ref.startsWith("--"))) {
    throw new Error("usage: npm run bench -- --against <commit> [--against <commit> ...]");
  }
  return refs;
}

/** Round `round`'s order of `builds`: turned by one each round, so each build goes first in turn. */
export function roundOrder<T>(builds: T[], round: number): T[] {
  const shift = round % builds.length;
  return [...builds.slice(shift), ...builds.slice(0, shift)];
}

function main(): void {
  const refs = againstRefs(process.argv);
  const formEndpoint = previewFormEndpoint();
  const baselines = refs.map((ref) => prepareBaseline(ref, formEndpoint));
  ensureBuild({ formEndpoint });
  rmSync(RESULTS, { recursive: true, force: true });
  const builds = [
    { label: "now", root: "out", port: 3271 },
    ...baselines.map((baseline, index) => ({ label: baseline.sha, root: baseline.outDir, port: 3272 + index })),
  ];
  const routes = benchRoutes(
    budgetRoutes(),
    getAllArticles().map((article) => articleHref(article.id)),
    (route) => builds.every((build) => hasPage(build.root, route)),
  );
  for (let round = 0; round < RUNS; round++) {
    for (const build of roundOrder(builds, round)) collect(build.label, round, build.root, build.port, routes);
  }
  const measured = builds.map((build) => figures(build.label));
  const ms = (values: Figures[] | undefined, key: keyof Figures) => (values ? Math.round(median(values.map((run) => run[key]))).toLocaleString("en-US") : "-");
  const cells = (route: string, key: keyof Figures) => measured.map((build) => ms(build.byRoute.get(route), key)).join(" / ");
  const versusCells = (route: string) =>
    measured.slice(1).map((baseline) => {
      const then = baseline.byRoute.get(route);
      if (!then) return "-";
      const { medianDifference, slowerRounds, rounds, verdict } = versus(
        measured[0]!.byRoute.get(route)!.map((run) => run.blocking),
        then.map((run) => run.blocking),
      );
      const sign = medianDifference > 0 ? "+" : "";
      return `${sign}${Math.round(medianDifference).toLocaleString("en-US")}, ${slowerRounds} of ${rounds} slower: **${verdict}**`;
    });
  const rows = [...measured[0]!.byRoute.keys()].map(
    (route) => `| \`${route}\` | ${cells(route, "lcp")} | ${cells(route, "tbt")} | ${cells(route, "blocking")} | ${versusCells(route).join(" | ")} |`,
  );
  const columns = ["now", ...refs].join(" / ");
  const versusColumns = refs.map((ref) => `Blocking now − ${ref} (ms)`);
  // A ref that is not the commit itself (a branch, HEAD~3) is written with the commit it named.
  const shas = baselines
    .filter((baseline) => !baseline.sha.startsWith(baseline.ref))
    .map((baseline) => ` (${baseline.ref} = ${baseline.sha.slice(0, 7)})`)
    .join("");
  const command = `BENCH_RUNS=${RUNS} npm run bench -- ${refs.map((ref) => `--against ${ref}`).join(" ")}`;
  const report = [
    `# Bench ${new Date().toISOString().slice(0, 16)}Z: working tree against ${refs.join(" and ")}`,
    "",
    `\`${command}\`${shas}; medians of ${RUNS} runs per build, in turns; devtools throttling (lighthouserc.json).`,
    `Benchmark index (median): ${Math.round(median(measured.flatMap((build) => build.benchmarkIndex)))}; machine load at the end: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(", ")}.`,
    "",
    `| Route | LCP ${columns} (ms) | TBT ${columns} (ms) | Blocking from start ${columns} (ms) | ${versusColumns.join(" | ")} |`,
    `| --- | ---: | ---: | ---: |${" ---: |".repeat(refs.length)}`,
    ...rows,
    "",
    `Blocking now − a baseline: the median of the rounds' differences, and in how many rounds the working tree was slower by more than 10% or 25 ms. **slower** or **faster** only when every round agrees (a sign test; ${RUNS} rounds leave a ${(100 / 2 ** RUNS).toFixed(1)}% chance of that verdict by chance alone).`,
    "",
  ].join("\n");
  mkdirSync("docs/bench", { recursive: true });
  writeFileSync(REPORT, report);
  console.log(report);
}

if (process.argv[1] && /bench\.ts$/.test(process.argv[1])) main();
