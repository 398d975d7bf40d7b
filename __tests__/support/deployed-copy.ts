// The site as it stands after a deploy of some edited files: a copy of this checkout with those
// files written into it, built as a deploy builds it (`npm run build:preview`, which checks the
// content first) and served as the CDN serves it. Dependencies are linked, not copied.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { previewFormEndpoint } from "../../scripts/ensure-build";
import { startStaticServer } from "../../scripts/static-server";
import { INBOX_URL } from "../e2e/inbox";
import { E2E_DEPLOYED_SITE_PORT } from "../e2e/ports";

/** What a deploy neither builds from nor ships: the dependencies, earlier builds and test output. */
const NOT_COPIED = new Set(["node_modules", ".next", "out", ".git", "test-results", "playwright-report", ".data", ".lighthouseci"]);

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output}`))));
  });
}

/**
 * Builds and serves the site with `files` (path from the checkout's root: its new text, or bytes for
 * media) in place, in new folders where need be. `withInbox`: its forms post to the browser tests'
 * inbox, from the one port the inbox takes a deployed copy's posts from.
 */
export async function deployedWith(
  files: Record<string, string | Uint8Array>,
  { withInbox = false } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), "deployed-"));
  try {
    cpSync(process.cwd(), root, { recursive: true, filter: (source) => !NOT_COPIED.has(relative(process.cwd(), source).split(sep)[0]!) });
    symlinkSync(join(process.cwd(), "node_modules"), join(root, "node_modules"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    await run("npm", ["run", "build:preview"], root, {
      NEXT_PUBLIC_FORM_ENDPOINT: withInbox ? INBOX_URL : previewFormEndpoint(),
      NEXT_TELEMETRY_DISABLED: "1",
    });
    const server = await startStaticServer({ root: join(root, "out"), port: withInbox ? E2E_DEPLOYED_SITE_PORT : 0 });
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: async () => {
        await new Promise((resolve) => server.close(resolve));
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
