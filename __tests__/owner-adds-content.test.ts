/**
 * @jest-environment node
 *
 * The README's "Editing content" steps, followed as an owner would in a temporary copy of the
 * project: scaffold an agent and an article, see the check refuse the markers, fill them in, build.
 * One full build, so this is the slowest unit test (about a minute on an idle machine).
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const SLUGS = { agent: "invoice-chaser-agent", article: "invoice-chasing" };
const project = process.cwd();
let copy: string;

function editingContentCommands(): string[] {
  const readme = readFileSync(join(project, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Editing content"), readme.indexOf("### Other content"));
  return [...section.matchAll(/```bash\n([\s\S]*?)```/g)].flatMap((block) => block[1]!.split("\n").map((line) => line.trim()).filter(Boolean));
}

/** Runs a README command (`npm run ...`) in the copy. */
function run(command: string, env: Record<string, string> = {}) {
  const [npm, ...args] = command.split(" ");
  // Jest sets NODE_ENV=test, which next build must not inherit.
  const inherited: Record<string, string | undefined> = { ...process.env };
  delete inherited.NODE_ENV;
  const result = spawnSync(npm!, args, { cwd: copy, encoding: "utf8", env: { ...inherited, ...env } as NodeJS.ProcessEnv });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** What the owner types over each marker: real values for the few that matter, the hint's own words elsewhere. */
function fillIn(file: string, values: [RegExp, string][]) {
  let text = readFileSync(join(copy, file), "utf8");
  for (const [pattern, value] of values) text = text.replace(pattern, value);
  text = text
    .replace(/"FILL IN: ([^"]*)"/g, '"$1"')
    .replace(/ \/\/ FILL IN:.*$/gm, "")
    .replace(/^<!-- FILL IN:.*\n/m, "");
  writeFileSync(join(copy, file), text);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What `npm run dev` shows at a path of the copy: the page's status and HTML. */
async function devServerShows(path: string): Promise<{ status: number; html: string }> {
  const port = await freePort();
  const server = spawn("npx", ["next", "dev", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: copy,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "development" } as NodeJS.ProcessEnv,
  });
  try {
    for (let attempt = 0; attempt < 240; attempt++) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        return { status: response.status, html: await response.text() };
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    throw new Error("next dev did not answer within two minutes");
  } finally {
    const exited = once(server, "exit");
    process.kill(-server.pid!, "SIGKILL");
    await exited;
  }
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "owner-copy-"));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: project, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && existsSync(join(project, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(project, file), join(copy, file));
  }
  // Hard links: Turbopack refuses a node_modules that links out of the project.
  execFileSync("cp", ["-al", join(project, "node_modules"), join(copy, "node_modules")]);
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true, maxRetries: 5 });
});

it("adds an agent and an article by the README's steps, refuses them half-filled, and builds them", async () => {
  const commands = editingContentCommands();
  expect(commands).toEqual([`npm run new -- agent ${SLUGS.agent}`, "npm run check:content", `npm run new -- article ${SLUGS.article}`, "npm run check:content"]);
  const [newAgent, check, newArticle] = commands as [string, string, string];

  expect(run(newAgent)).toMatchObject({ status: 0, output: expect.stringContaining(`content/listings/${SLUGS.agent}.ts`) });
  expect(run(newArticle)).toMatchObject({ status: 0, output: expect.stringContaining(`content/articles/${SLUGS.article}.ts`) });

  const refused = run(check);
  expect(refused.status).toBe(1);
  for (const file of ["content/agents.ts", `content/listings/${SLUGS.agent}.ts`, `public/images/agents/${SLUGS.agent}.svg`, `content/articles/${SLUGS.article}.ts`, `public/images/blog/${SLUGS.article}.svg`]) {
    expect(refused.output).toMatch(new RegExp(`- ${file.replace(/[./]/g, "\\$&")}:\\d+: still has a "FILL IN" marker`));
  }

  // next dev shows the same list instead of the page (it used to show "Agent Not Found" for a half-added agent).
  const dev = await devServerShows(`/agent/${SLUGS.agent}`);
  expect(dev.status).toBe(500);
  expect(dev.html).toMatch(new RegExp(`content/listings/${SLUGS.agent}\\.ts:\\d+: still has a`));

  fillIn("content/agents.ts", [
    [/"FILL IN: the agent's name[^"]*"/, '"Invoice Chaser"'],
    [/"FILL IN: a tag such as[^"]*"/, '"Finance"'],
  ]);
  fillIn(`content/listings/${SLUGS.agent}.ts`, [
    [/fromUsdPerMonth: 0/, "fromUsdPerMonth: 480"],
    [/setupUsd: 0/, "setupUsd: 2400"],
    [/timelineWeeks: \{ min: 0, max: 0 \}/, "timelineWeeks: { min: 2, max: 4 }"],
  ]);
  fillIn(`content/articles/${SLUGS.article}.ts`, [
    [/relatedAgent: "marketplace"/, `relatedAgent: "${SLUGS.agent}"`],
    [/"FILL IN: the article's title"/, '"Chasing Invoices Without Chasing People"'],
  ]);
  fillIn(`public/images/agents/${SLUGS.agent}.svg`, []);
  fillIn(`public/images/blog/${SLUGS.article}.svg`, []);
  expect(run(check)).toMatchObject({ status: 0, output: expect.stringContaining("The content is complete") });

  const build = run("npm run build", { NEXT_PUBLIC_FORM_ENDPOINT: "https://script.google.com/macros/s/test/exec" });
  // Fails with the end of the build's output, which says why.
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.output.slice(-3000)}`);

  const page = (path: string) => readFileSync(join(copy, "out", path), "utf8");
  expect(page(`agent/${SLUGS.agent}.html`)).toContain("<h1");
  expect(page(`agent/${SLUGS.agent}.html`)).toContain("Invoice Chaser");
  expect(page("all-agents.html")).toContain(`href="/agent/${SLUGS.agent}"`);
  expect(page(`blog/${SLUGS.article}.html`)).toContain("Chasing Invoices Without Chasing People");
  // The article's call to action reaches the new agent, with no list of slugs to update.
  expect(page(`blog/${SLUGS.article}.html`)).toContain(`href="/agent/${SLUGS.agent}"`);
  expect(page("sitemap.xml")).toContain(`/blog/${SLUGS.article}`);
}, 600_000);
