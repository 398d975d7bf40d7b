// Writes the content editor (Decap CMS, docs/cms.md) into a folder the site serves at /admin: its
// page, its configuration from content/schema.ts (lib/cms/config.ts), and Decap's own script copied
// from node_modules, so the page loads nothing from another origin. The build writes out/admin
// (scripts/postbuild.ts); `npm run cms` writes public/admin for `npm run dev`. Neither is committed.
//
//   npx tsx scripts/cms-config.ts [folder]   (public/admin by default)
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { stringify } from "yaml";
import { cmsConfig, REPO_PLACEHOLDER } from "../lib/cms/config";
import { adminCsp } from "../lib/site/security-headers";

/** Decap's bundle, the chunks it loads from beside itself, and their WebAssembly; not the source maps. */
const DECAP_DIST = dirname(require.resolve("decap-cms/dist/decap-cms.js"));
const isDecapFile = (name: string) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name);

type Env = Record<string, string | undefined>;

const GITHUB_REPO = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?$/;

/**
 * The GitHub repository the editor commits to: CMS_REPO, else the one the build runs from (GitHub
 * Actions, Vercel and Netlify say so), else package.json's `repository`, else a placeholder.
 */
export function cmsRepo(env: Env = process.env): string {
  const { repository } = JSON.parse(readFileSync("package.json", "utf8")) as { repository?: string | { url?: string } };
  const packageUrl = typeof repository === "string" ? repository : repository?.url;
  const vercel = env.VERCEL_GIT_REPO_OWNER && env.VERCEL_GIT_REPO_SLUG ? `${env.VERCEL_GIT_REPO_OWNER}/${env.VERCEL_GIT_REPO_SLUG}` : undefined;
  const fromUrl = (url?: string) => (url ? GITHUB_REPO.exec(url)?.[1] : undefined);
  return env.CMS_REPO || env.GITHUB_REPOSITORY || vercel || fromUrl(env.REPOSITORY_URL) || fromUrl(packageUrl) || REPO_PLACEHOLDER;
}

export function cmsConfigYaml(env: Env = process.env): string {
  const header = "# Written by scripts/cms-config.ts from content/schema.ts: edit those, not this file.\n";
  return header + stringify(cmsConfig({ repo: cmsRepo(env), authUrl: env.CMS_AUTH_URL || undefined }), { lineWidth: 0 });
}

/**
 * The editor's page. noindex: it is no page of the site. The config is named by an absolute path,
 * as /admin and /admin/ both serve this page and Decap would look for config.yml beside the URL.
 */
export function adminPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${adminCsp()}" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Content editor | Lumenfold</title>
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="/admin/decap-cms.js"></script>
  </body>
</html>
`;
}

export function writeAdmin(folder: string, env: Env = process.env): void {
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(DECAP_DIST).filter(isDecapFile)) copyFileSync(join(DECAP_DIST, name), join(folder, name));
  writeFileSync(join(folder, "config.yml"), cmsConfigYaml(env));
  writeFileSync(join(folder, "index.html"), adminPage());
}

if (process.argv[1] && /cms-config\.ts$/.test(process.argv[1])) {
  const folder = process.argv[2] ?? "public/admin";
  writeAdmin(folder);
  const repo = cmsRepo();
  console.log(`[cms] wrote ${folder}/ (config for ${repo}${repo === REPO_PLACEHOLDER ? ": set CMS_REPO, see docs/cms.md" : ""})`);
}
