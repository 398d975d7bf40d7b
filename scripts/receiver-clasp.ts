// `npm run receiver:push` and `npm run receiver:deploy`: the Apps Script receiver goes from receiver/
// to Google with clasp (Google's own command line for Apps Script), so nobody pastes files into the
// editor. Deploy always updates the existing web app deployment, whose id is the one in the site's
// endpoint URL (https://script.google.com/macros/s/<deployment id>/exec), so that URL never changes;
// a second deployment would answer at a new URL that the built site does not know.
//   npm run receiver:push                        build Rules.gs, then upload Code.gs, Rules.gs and appsscript.json
//   npm run receiver:deploy                      push, then publish them as a new version of the existing deployment
//   npm run receiver:deploy -- --first           push, then create the first deployment and print its URL
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { writeRules } from "./build-receiver";

/** The environment variables read here. */
type Env = Record<string, string | undefined>;

export const RECEIVER_DIR = "receiver";
export const CLASP_PROJECT_FILE = join(RECEIVER_DIR, ".clasp.json");

const SCRIPT_ID_HELP = `clasp needs the receiver's Script ID once. In the Apps Script editor open Project Settings (the gear) and copy "Script ID", then run:
  RECEIVER_SCRIPT_ID=<script id> npm run receiver:push
It is saved in ${CLASP_PROJECT_FILE}; commit that file so the next push knows it.`;

const DEPLOYMENT_HELP = `Which deployment to update? Set NEXT_PUBLIC_FORM_ENDPOINT to the site's endpoint
(https://script.google.com/macros/s/<deployment id>/exec) or RECEIVER_DEPLOYMENT_ID to the id. For the very first
deployment run \`npm run receiver:deploy -- --first\` instead.`;

/** The deployment id inside an Apps Script web app URL, or undefined for any other URL. */
export function deploymentIdFromEndpoint(endpoint: string | undefined): string | undefined {
  if (!endpoint) return undefined;
  const match = /^https:\/\/script\.google\.com\/(?:a\/[^/]+\/)?macros\/s\/([\w-]+)\/exec\/?$/.exec(endpoint.trim());
  return match?.[1];
}

type Plan = { push: string[]; deploy?: string[] };

/**
 * The clasp commands for an action; throws with what to do when something is missing. The project
 * is given as an absolute path (receiver/ under `root`, the working directory): clasp 3.4 resolves
 * .clasp.json's rootDir to an absolute path and refuses it as "escaping" a relative project root.
 */
export function claspPlan(
  action: "push" | "deploy",
  { env, first = false, description, root = process.cwd() }: { env: Env; first?: boolean; description: string; root?: string },
): Plan {
  const project = ["--project", resolve(root, RECEIVER_DIR)];
  // --force: appsscript.json in the repository is the truth, so its scopes and web app settings overwrite the editor's.
  const push = [...project, "push", "--force"];
  if (action === "push") return { push };
  if (first) return { push, deploy: [...project, "create-deployment", "--description", description] };
  const deploymentId = env.RECEIVER_DEPLOYMENT_ID?.trim() || deploymentIdFromEndpoint(env.NEXT_PUBLIC_FORM_ENDPOINT);
  if (!deploymentId) throw new Error(DEPLOYMENT_HELP);
  return { push, deploy: [...project, "update-deployment", deploymentId, "--description", description] };
}

/** What to do after clasp failed, read from what it printed; the likely causes when it names none of them. */
export function claspFailureHint(output: string): string {
  const hints: string[] = [];
  if (/no credentials|not logged in|login required|invalid_grant|unauthenticated/i.test(output)) {
    hints.push("clasp is not signed in (or its sign-in expired): run `npx clasp login` once with the Google account that owns the sheet.");
  }
  if (/Apps Script API/i.test(output)) {
    hints.push("Turn on the Apps Script API at https://script.google.com/home/usersettings, wait a minute and try again.");
  }
  if (/escapes project root|Security Error/i.test(output)) {
    hints.push(`clasp refused the project folder: ${CLASP_PROJECT_FILE} must say "rootDir": "." (delete it and push again with RECEIVER_SCRIPT_ID).`);
  }
  if (/not found|does not exist|permission|scriptId/i.test(output) && !hints.length) {
    hints.push(`Check the Script ID in ${CLASP_PROJECT_FILE} and that the signed-in Google account can edit that script.`);
  }
  if (hints.length) return hints.join("\n");
  return `clasp's own message above says why. The usual causes: not signed in (\`npx clasp login\`), the Apps Script API turned off (https://script.google.com/home/usersettings), or a Script ID in ${CLASP_PROJECT_FILE} that the signed-in account cannot edit (receiver/README.md).`;
}

/** Writes receiver/.clasp.json from RECEIVER_SCRIPT_ID when it is not there yet. */
export function ensureClaspProject(env: Env, root = process.cwd()): void {
  const file = join(root, CLASP_PROJECT_FILE);
  if (existsSync(file)) return;
  const scriptId = env.RECEIVER_SCRIPT_ID?.trim();
  if (!scriptId) throw new Error(SCRIPT_ID_HELP);
  // rootDir "." is receiver/ itself: clasp resolves it from this file's folder, and receiver/.claspignore keeps the README out.
  writeFileSync(file, `${JSON.stringify({ scriptId, rootDir: "." }, null, 2)}\n`);
}

function clasp(args: string[]): void {
  console.log(`> clasp ${args.join(" ")}`);
  // Its output is read for the hint, and shown as it is.
  const result = spawnSync("npx", ["--no-install", "clasp", ...args], { stdio: ["inherit", "pipe", "pipe"], encoding: "utf8" });
  process.stdout.write(result.stdout ?? "");
  process.stderr.write(result.stderr ?? "");
  if (result.status !== 0) {
    console.error(`\nclasp failed. ${claspFailureHint(`${result.stdout ?? ""}\n${result.stderr ?? ""}\n${result.error?.message ?? ""}`)}`);
    process.exit(result.status ?? 1);
  }
}

async function main(args: string[]): Promise<void> {
  const action = args[0] === "deploy" ? "deploy" : "push";
  try {
    ensureClaspProject(process.env);
    const description = `website forms ${new Date().toISOString().slice(0, 10)}`;
    const plan = claspPlan(action, { env: process.env, first: args.includes("--first"), description });
    await writeRules();
    clasp(plan.push);
    if (plan.deploy) clasp(plan.deploy);
    if (action === "deploy") {
      console.log(
        args.includes("--first")
          ? "\nCopy the deployment id above into the site's endpoint: NEXT_PUBLIC_FORM_ENDPOINT=https://script.google.com/macros/s/<deployment id>/exec"
          : "\nThe receiver's URL is unchanged; the site needs no rebuild.",
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && /receiver-clasp\.ts$/.test(process.argv[1])) void main(process.argv.slice(2));
