// Serves an export for Lighthouse CI (lighthouserc.json's startServerCommand) and the bench:
// `tsx scripts/serve.ts [--root <dir>] [--port <n>]`. Without --root it builds out/ when stale
// (scripts/ensure-build.ts, the same preview `npm start` serves), then serves it like a CDN.
import { ensureBuild, previewFormEndpoint } from "./ensure-build";
import { startStaticServer } from "./static-server";

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};

async function main() {
  const root = option("--root");
  const port = Number(option("--port") ?? 3270);
  if (!root) ensureBuild({ formEndpoint: previewFormEndpoint() });
  await startStaticServer({ root: root ?? "out", port });
  console.log(`[serve] serving ${root ?? "out"} on http://127.0.0.1:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
