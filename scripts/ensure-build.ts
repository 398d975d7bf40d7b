// Builds the static export, as a preview not for launch (lib/launch/preview.ts), when it is missing
// or older than the sources, or was built for another form endpoint. `npm start`, the bench and the
// browser tests all go through here.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LOCAL_INBOX_URL } from "../lib/forms/local-inbox";

const OUT_DIR = "out";
const STAMP_FILE = join(OUT_DIR, ".build-stamp.json");
const SOURCES = ["app", "components", "content", "lib", "public", "scripts", "next.config.ts", "package.json", "package-lock.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** Local builds (npm start, the bench, the browser tests) post to the local inbox unless told otherwise. */
export function previewFormEndpoint(): string {
  return process.env.NEXT_PUBLIC_FORM_ENDPOINT || LOCAL_INBOX_URL;
}

type Stamp = { formEndpoint: string; siteUrl: string };

function readStamp(): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(STAMP_FILE, "utf8")) as Stamp;
  } catch {
    return undefined;
  }
}

export function ensureBuild({ formEndpoint, force = false }: { formEndpoint: string; force?: boolean }): void {
  const stamp = readStamp();
  const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? "";
  const fresh =
    !force && stamp?.formEndpoint === formEndpoint && stamp.siteUrl === siteUrl && statSync(STAMP_FILE).mtimeMs >= Math.max(...SOURCES.map(newestMtime));
  if (fresh) {
    console.log(`[build] out/ is up to date (form endpoint ${formEndpoint})`);
    return;
  }
  console.log(`[build] building the static site (form endpoint ${formEndpoint}) ...`);
  // Always a preview: the production build is `npm run build`, which stops on an unconfirmed fact.
  const result = spawnSync("npm", ["run", "build:preview"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_PUBLIC_FORM_ENDPOINT: formEndpoint, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("The build failed");
  writeFileSync(STAMP_FILE, JSON.stringify({ formEndpoint, siteUrl } satisfies Stamp));
}
