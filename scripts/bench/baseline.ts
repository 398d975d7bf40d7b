// `npm run bench -- --against <ref>`: the export of another commit, built on this machine with the
// same form endpoint, so the working tree is judged against a baseline measured side by side
// rather than against figures from another day or machine.
//
// The commit is unpacked with `git archive` (not a worktree: nothing to clean up in .git) into the
// system's temporary directory, installed with its own lock file and built once; later runs against
// the same commit reuse that export. Not inside this checkout: tsc, eslint and jest would take its
// files for ours, Next would take this checkout's lock file for its workspace root, and Turbopack
// refuses to build a project that sits under node_modules/.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BASELINE_ROOT = join(tmpdir(), "lumenfold-bench-baseline");

export type Baseline = { ref: string; sha: string; outDir: string };

/** The commit a ref names, or an error that says the ref is unknown. */
function resolveCommit(ref: string): string {
  try {
    return execFileSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(`--against: "${ref}" names no commit in this repository`);
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
}

/** Builds (once per commit and form endpoint) the static export of `ref` and says where it is. */
export function prepareBaseline(ref: string, formEndpoint: string): Baseline {
  const sha = resolveCommit(ref);
  const dir = join(BASELINE_ROOT, sha);
  const outDir = join(dir, "out");
  const stamp = join(dir, ".bench-built");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === formEndpoint && existsSync(join(outDir, "index.html"))) {
    console.log(`[bench] baseline ${ref} (${sha.slice(0, 7)}) is built in ${dir}`);
    return { ref, sha, outDir };
  }
  console.log(`[bench] building baseline ${ref} (${sha.slice(0, 7)}) in ${dir} ...`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync("git", ["archive", "--format=tar", sha], { maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  // npm install, not npm ci: the lock files here hold no entries for other platforms' optional binaries.
  run("npm", ["install", "--no-audit", "--no-fund"], dir);
  // A preview, as ensureBuild builds the working tree: a production build stops while an owner fact
  // is unconfirmed (check:launch). SITE_PREVIEW is ignored by commits older than the preview.
  run("npm", ["run", "build"], dir, { ...process.env, NEXT_PUBLIC_FORM_ENDPOINT: formEndpoint, NEXT_TELEMETRY_DISABLED: "1", SITE_PREVIEW: "1" });
  writeFileSync(stamp, formEndpoint);
  return { ref, sha, outDir };
}
