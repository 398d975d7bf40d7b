// `npm run receiver:push` and `npm run receiver:deploy`: the Apps Script receiver goes from receiver/
// to Google with clasp (Google's own command line for Apps Script), so nobody pastes files into the
// editor. Deploy always updates the existing web app deployment, whose id is the one in the site's
// endpoint URL (https://script.google.com/macros/s/<deployment id>/exec), so that URL never changes;
// a second deployment would answer at a new URL that the built site does not know.
//   npm run receiver:push                        upload Code.gs, Rules.gs and appsscript.json
//   npm run receiver:deploy                      push, then publish them as a new version of the existing deployment
//   npm run receiver:deploy -- --first           push, then create the first deployment and print its URL
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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

/** The clasp commands for an action; throws with what to do when something is missing. */
export function claspPlan(
  action: "push" | "deploy",
  { env, first = false, description }: { env: Env; first?: boolean; description: string },
): Plan {
  // --force: appsscript.json in the repository is the truth, so its scopes and web app settings overwrite the editor's.
  const push = ["--project", RECEIVER_DIR, "push", "--force"];
  if (action === "push") return { push };
  if (first) return { push, deploy: ["--project", RECEIVER_DIR, "create-deployment", "--description", description] };
  const deploymentId = env.RECEIVER_DEPLOYMENT_ID?.trim() || deploymentIdFromEndpoint(env.NEXT_PUBLIC_FORM_ENDPOINT);
  if (!deploymentId) throw new Error(DEPLOYMENT_HELP);
  return { push, deploy: ["--project", RECEIVER_DIR, "update-deployment", deploymentId, "--description", description] };
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
  const result = spawnSync("npx", ["--no-install", "clasp", ...args], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(
      "\nclasp failed. If it says you are not logged in, run `npx clasp login` once. If it says the Apps Script API is not enabled, turn it on at https://script.google.com/home/usersettings and try again (receiver/README.md).",
    );
    process.exit(result.status ?? 1);
  }
}

function main(args: string[]): void {
  const action = args[0] === "deploy" ? "deploy" : "push";
  try {
    ensureClaspProject(process.env);
    const description = `website forms ${new Date().toISOString().slice(0, 10)}`;
    const plan = claspPlan(action, { env: process.env, first: args.includes("--first"), description });
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

if (process.argv[1] && /receiver-clasp\.ts$/.test(process.argv[1])) main(process.argv.slice(2));
