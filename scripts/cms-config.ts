// Writes the content editor (Decap CMS, docs/cms.md) into a folder the site serves at /admin: its
// page, its configuration from content/schema.ts (lib/cms/config.ts), and Decap's own script copied
// from node_modules, so the page loads nothing from another origin. The build writes out/admin
// (scripts/postbuild.ts); `npm run cms` writes public/admin for `npm run dev`. Neither is committed.
//
//   npx tsx scripts/cms-config.ts [folder]   (public/admin by default)
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { stringify } from "yaml";
import { CUSTOMERS_FOLDER } from "../content/customers/files";
import { site } from "../content/site";
import { cmsConfig, LAUNCH_CHECKLIST_PATH, REPO_PLACEHOLDER } from "../lib/cms/config";
import { launchChecklist, type ChecklistRow } from "../lib/launch/checklist";
import { optionalFacts, shownValue } from "../lib/launch/unconfirmed-facts";
import { adminCsp } from "../lib/site/security-headers";
import { decodeEntities, exportedHtmlFiles } from "./exported-html";

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

/** Text for HTML, as React would write it; the page is plain HTML like the editor's own. */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A page under /admin: noindex, as it is no page of the site, under its own policy. */
function adminDocument({ policy, title, head, body }: { policy: string; title: string; head: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${policy}" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}

/**
 * The editor's page. The config is named by an absolute path, as /admin and /admin/ both serve this
 * page and Decap would look for config.yml beside the URL.
 */
export function adminPage(): string {
  return adminDocument({
    policy: adminCsp(),
    title: `Content editor | ${site.name}`,
    head: '<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />',
    body: '<script src="/admin/decap-cms.js"></script>',
  });
}

/** The exported pages of `siteDir` whose text holds `text`, by route; none when nothing is exported there. */
function pagesShowingIn(siteDir: string): (text: string) => string[] {
  const pages = existsSync(siteDir)
    ? exportedHtmlFiles(siteDir).map((file) => ({
        route: `/${relative(siteDir, file).replace(/(^|\/)index\.html$|\.html$/, "")}`,
        text: decodeEntities(readFileSync(file, "utf8")),
      }))
    : [];
  return (text) => pages.filter((page) => page.text.includes(text)).map((page) => page.route);
}

function checklistRow(row: ChecklistRow): string {
  const pages = row.pages.length
    ? row.pages.map((page) => `<a href="${escapeHtml(page)}">${escapeHtml(page)}</a>`).join(", ")
    : row.path.includes("<slug>") || row.path.startsWith(`${CUSTOMERS_FOLDER}/`)
      ? "None yet"
      : "Not found as written in the built pages";
  const confirm = row.editorEntry ? `<a href="/admin/${escapeHtml(row.editorEntry)}">Open in the editor</a>` : `Edit ${escapeHtml(row.path)} in GitHub`;
  return `<tr><td><code>${escapeHtml(row.field)}</code><br><code>${escapeHtml(row.file)}</code></td><td>${escapeHtml(shownValue(row.value))}</td><td>${pages}</td><td>${confirm}</td></tr>`;
}

/**
 * The launch checklist beside the editor: every fact still to confirm as of this build, with the
 * pages that show it (a claim's, found in the site exported in `siteDir`) and where to confirm it.
 * No script; its policy allows only its own inline style.
 */
export function launchChecklistPage(siteDir: string): string {
  const pagesShowing = pagesShowingIn(siteDir);
  const rows = launchChecklist(undefined, pagesShowing);
  const optionalRows = launchChecklist(optionalFacts(), pagesShowing);
  const count = rows.length === 1 ? "One fact is" : `${rows.length} facts are`;
  const body = rows.length
    ? `<p>${count} not confirmed yet, as of the last build. Open each in the <a href="/admin/">content editor</a>, check its value, set <strong>Confirmed</strong> and publish; once the site is rebuilt, it leaves this list. A production build stops while any is left (<code>npm run check:launch</code> lists the same).</p>
      <table>
        <caption>Facts to confirm, by file</caption>
        <thead><tr><th scope="col">Fact</th><th scope="col">Value now</th><th scope="col">Shown on</th><th scope="col">Confirm it</th></tr></thead>
        <tbody>${rows.map(checklistRow).join("\n")}</tbody>
      </table>`
    : "<p>Every fact only the owner can confirm is confirmed: the site may launch.</p>";
  const optional = optionalRows.length
    ? `<h2>Optional: proof and booking</h2>
      <p>The site may launch without these. Each page leaves one out until it is provided and confirmed: a customer's story once their written consent is confirmed, an agent's demos and live deployments once checked, the scheduling page visitors book calls in once named (docs/editing.md). Nothing is ever shown in their place; until a scheduling page is confirmed, the booking offers say that a call is agreed by e-mail.</p>
      <table>
        <caption>Optional facts, by file</caption>
        <thead><tr><th scope="col">Fact</th><th scope="col">Value now</th><th scope="col">Shown on</th><th scope="col">Add or confirm it</th></tr></thead>
        <tbody>${optionalRows.map(checklistRow).join("\n")}</tbody>
      </table>`
    : "";
  return adminDocument({
    policy: "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    title: `Launch checklist | ${site.name}`,
    head: "<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1f2937}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #d1d5db;padding:.5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}code{font-size:.875rem}a{color:#1d4ed8}</style>",
    body: `<main><h1>Launch checklist</h1>${body}${optional}</main>`,
  });
}

/** `siteDir`: the exported site beside the editor (out/ after a build), where the checklist finds the claims' pages. */
export function writeAdmin(folder: string, env: Env = process.env, siteDir = "out"): void {
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(DECAP_DIST).filter(isDecapFile)) copyFileSync(join(DECAP_DIST, name), join(folder, name));
  writeFileSync(join(folder, "config.yml"), cmsConfigYaml(env));
  writeFileSync(join(folder, "index.html"), adminPage());
  writeFileSync(join(folder, LAUNCH_CHECKLIST_PATH.split("/").pop()!), launchChecklistPage(siteDir));
}

if (process.argv[1] && /cms-config\.ts$/.test(process.argv[1])) {
  const folder = process.argv[2] ?? "public/admin";
  writeAdmin(folder);
  const repo = cmsRepo();
  console.log(`[cms] wrote ${folder}/ (config for ${repo}${repo === REPO_PLACEHOLDER ? ": set CMS_REPO, see docs/cms.md" : ""})`);
}
