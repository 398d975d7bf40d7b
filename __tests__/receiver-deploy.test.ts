/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { rulesSource, writeRules } from "@/scripts/build-receiver";
import { claspFailureHint, claspPlan, deploymentIdFromEndpoint, ensureClaspProject } from "@/scripts/receiver-clasp";

const manifest = JSON.parse(readFileSync("receiver/appsscript.json", "utf8"));
let rules: string;
beforeAll(async () => {
  rules = await rulesSource();
});

/** The scope each Apps Script service needs; services missing here (LockService, CacheService, ...) need none. */
const scopeOf: Record<string, string> = {
  SpreadsheetApp: "https://www.googleapis.com/auth/spreadsheets",
  MailApp: "https://www.googleapis.com/auth/script.send_mail",
  GmailApp: "https://mail.google.com/",
  DriveApp: "https://www.googleapis.com/auth/drive",
  UrlFetchApp: "https://www.googleapis.com/auth/script.external_request",
  ScriptApp: "https://www.googleapis.com/auth/script.scriptapp",
  Session: "https://www.googleapis.com/auth/userinfo.email",
};

describe("receiver/appsscript.json", () => {
  it("is a V8 web app that runs as the owner who deploys it and takes posts from anyone, signed in or not", () => {
    expect(manifest.runtimeVersion).toBe("V8");
    expect(manifest.webapp).toEqual({ executeAs: "USER_DEPLOYING", access: "ANYONE_ANONYMOUS" });
  });

  it("asks for exactly the scopes the script's services need, the spreadsheet one limited to its own sheet", () => {
    const script = `${readFileSync("receiver/Code.gs", "utf8")}\n${rules}`;
    const services = Object.keys(scopeOf).filter((service) => new RegExp(`\\b${service}\\.`).test(script));
    // ScriptApp: installTriggers installs the hourly digest and the daily deletion of expired leads.
    expect(services).toEqual(["SpreadsheetApp", "MailApp", "ScriptApp"]);
    // @OnlyCurrentDoc narrows SpreadsheetApp to the sheet the script is bound to.
    expect(script).toMatch(/@OnlyCurrentDoc/);
    const needed = services.map((service) => (service === "SpreadsheetApp" ? `${scopeOf[service]}.currentonly` : scopeOf[service]));
    expect([...manifest.oauthScopes].sort()).toEqual(needed.sort());
  });
});

describe("npm run receiver:deploy", () => {
  const endpoint = "https://script.google.com/macros/s/AKfycbx-Example_Id123/exec";

  it("reads the deployment id from the site's endpoint URL", () => {
    expect(deploymentIdFromEndpoint(endpoint)).toBe("AKfycbx-Example_Id123");
    expect(deploymentIdFromEndpoint("https://script.google.com/a/example.com/macros/s/AKfyc123/exec")).toBe("AKfyc123");
    expect(deploymentIdFromEndpoint("http://127.0.0.1:3001/submit")).toBeUndefined();
    expect(deploymentIdFromEndpoint(undefined)).toBeUndefined();
  });

  // clasp 3.4 refuses a relative project folder ("srcDir "." escapes project root"), so it is receiver/ under the working directory.
  const project = resolve("receiver");

  it("pushes, then updates that deployment, so the URL the site posts to stays the same", () => {
    expect(claspPlan("deploy", { env: { NEXT_PUBLIC_FORM_ENDPOINT: endpoint }, description: "website forms" })).toEqual({
      push: ["--project", project, "push", "--force"],
      deploy: ["--project", project, "update-deployment", "AKfycbx-Example_Id123", "--description", "website forms"],
    });
    expect(claspPlan("deploy", { env: { RECEIVER_DEPLOYMENT_ID: "AKfycOther" }, description: "d" }).deploy).toContain("AKfycOther");
  });

  it("never creates a new deployment unless asked for the first one, and says how to name the existing one", () => {
    expect(() => claspPlan("deploy", { env: {}, description: "d" })).toThrow(/NEXT_PUBLIC_FORM_ENDPOINT[\s\S]*--first/);
    expect(claspPlan("deploy", { env: {}, first: true, description: "d" }).deploy).toEqual(["--project", project, "create-deployment", "--description", "d"]);
    expect(claspPlan("push", { env: { NEXT_PUBLIC_FORM_ENDPOINT: endpoint }, description: "d" })).toEqual({
      push: ["--project", project, "push", "--force"],
    });
  });

  it("after a failure, names the cause clasp printed, and only that one", () => {
    const notSignedIn = claspFailureHint("No credentials found.");
    expect(notSignedIn).toMatch(/npx clasp login/);
    expect(notSignedIn).not.toMatch(/Apps Script API/);
    const apiOff = claspFailureHint("User has not enabled the Apps Script API. Enable it by visiting https://script.google.com/home/usersettings");
    expect(apiOff).toMatch(/Turn on the Apps Script API/);
    expect(apiOff).not.toMatch(/clasp login/);
    const security = claspFailureHint('Security Error: srcDir "." escapes project root.');
    expect(security).toMatch(/rootDir/);
    expect(security).not.toMatch(/clasp login|Apps Script API/);
    // A message it does not know: the likely causes, each as a possibility.
    expect(claspFailureHint("Something else")).toMatch(/usual causes[\s\S]*clasp login[\s\S]*Apps Script API[\s\S]*Script ID/);
  });
});

describe("the clasp project", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "receiver-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("is written from RECEIVER_SCRIPT_ID once, and asked for when missing", () => {
    expect(() => ensureClaspProject({}, root)).toThrow(/Script ID[\s\S]*RECEIVER_SCRIPT_ID=<script id> npm run receiver:push/);
    cpSync("receiver", join(root, "receiver"), { recursive: true });
    ensureClaspProject({ RECEIVER_SCRIPT_ID: "1AbCscript" }, root);
    expect(JSON.parse(readFileSync(join(root, "receiver/.clasp.json"), "utf8"))).toEqual({ scriptId: "1AbCscript", rootDir: "." });
  });

  it("pushes every script and appsscript.json, with Rules.gs built, never the README (clasp's own file list, offline, with the script's --project)", async () => {
    cpSync("receiver", join(root, "receiver"), { recursive: true });
    await writeRules(root);
    writeFileSync(join(root, "receiver/.clasp.json"), JSON.stringify({ scriptId: "1AbCscript", rootDir: "." }));
    const clasp = join(process.cwd(), "node_modules/.bin/clasp");
    // As `npm run receiver:push` runs: the plan made in the working directory, clasp run from there.
    const cwd = process.cwd();
    let project: string[];
    try {
      process.chdir(root);
      project = claspPlan("push", { env: {}, description: "d" }).push.slice(0, 2);
    } finally {
      process.chdir(cwd);
    }
    const status = JSON.parse(
      execFileSync(clasp, [...project, "show-file-status", "--json"], { cwd: root, encoding: "utf8", env: { ...process.env, HOME: root } }),
    ) as { filesToPush: string[]; untrackedFiles: string[] };
    const scripts = readdirSync(join(root, "receiver")).filter((file) => file.endsWith(".gs"));
    expect(scripts).toEqual(expect.arrayContaining(["Code.gs", "Rules.gs"]));
    expect(status.filesToPush.map((file) => basename(file)).sort()).toEqual([...scripts, "appsscript.json"].sort());
    expect(status.untrackedFiles.map((file) => basename(file))).toContain("README.md");
  });
});
