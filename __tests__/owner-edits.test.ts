/**
 * @jest-environment node
 *
 * The README's "Editing content" steps, made as a new owner would in a temporary copy of the
 * project: change the receptionist's price, add an agent and an article with `npm run new`, see
 * the check refuse the markers, fill them in, then run the unit tests those files feed. No build:
 * the browser tests and the export check cover the built site.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { listingFor } from "@/lib/agents/listings";

// Not the README's example slugs: an owner who adds those must still find the tests green.
const SLUGS = { agent: "owner-test-agent", article: "owner-test-article" };
const RECEPTIONIST = "content/listings/ai-receptionist-agent.ts";
const project = process.cwd();
let copy: string;

function readmeSection(from: string, to: string): string {
  const readme = readFileSync(join(project, "README.md"), "utf8");
  return readme.slice(readme.indexOf(from), readme.indexOf(to, readme.indexOf(from)));
}

/** The commands of the README's "Add an agent" and "Add an article" steps, in order. */
function editingContentCommands(): string[] {
  const section = readmeSection("## Editing content", "### Other content");
  return [...section.matchAll(/```bash\n([\s\S]*?)```/g)].flatMap((block) =>
    block[1]!
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** Runs a README command (`npm run ...`) in the copy. */
function run(command: string) {
  const [npm, ...args] = command.split(" ");
  const result = spawnSync(npm!, args, { cwd: copy, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** What the owner types over each marker: real values for the few that matter, the hint's own words elsewhere. */
function fillIn(file: string, values: [RegExp, string | (() => string)][] = []) {
  let text = readFileSync(join(copy, file), "utf8");
  for (const [pattern, value] of values) text = typeof value === "string" ? text.replace(pattern, value) : text.replace(pattern, value);
  text = text
    .replace(/"FILL IN: ([^"]*)"/g, '"$1"')
    .replace(/ (\/\/|#) FILL IN:.*$/gm, "")
    .replace(/^<!-- FILL IN:.*\n/m, "");
  writeFileSync(join(copy, file), text);
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
  execFileSync("cp", ["-al", join(project, "node_modules"), join(copy, "node_modules")]);
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true, maxRetries: 5 });
});

it("changes a price, adds and features an agent and adds an article by the README's steps, refuses them half-filled, and keeps the unit tests green", () => {
  // "Change a price": the field the README names, in the file it names.
  expect(readmeSection("### Change a price", "### Add an agent")).toContain("pricing.fromUsdPerMonth");
  const price = listingFor("ai-receptionist-agent").pricing.fromUsdPerMonth;
  const receptionist = readFileSync(join(copy, RECEPTIONIST), "utf8");
  expect(receptionist).toContain(`fromUsdPerMonth: ${price},`);
  writeFileSync(join(copy, RECEPTIONIST), receptionist.replace(`fromUsdPerMonth: ${price},`, `fromUsdPerMonth: ${price + 30},`));

  const commands = editingContentCommands();
  expect(commands).toEqual([
    expect.stringMatching(/^npm run new -- agent \S+$/),
    "npm run check:content",
    expect.stringMatching(/^npm run new -- article \S+$/),
    "npm run check:content",
  ]);
  const [newAgent, check, newArticle] = commands.map((command) =>
    command.replace(/ agent \S+$/, ` agent ${SLUGS.agent}`).replace(/ article \S+$/, ` article ${SLUGS.article}`),
  ) as [string, string, string];

  expect(run(newAgent)).toMatchObject({ status: 0, output: expect.stringContaining(`content/listings/${SLUGS.agent}.ts`) });
  expect(run(newArticle)).toMatchObject({ status: 0, output: expect.stringContaining(`content/articles/${SLUGS.article}.md`) });

  const refused = run(check);
  expect(refused.status).toBe(1);
  for (const file of [
    "content/agents.ts",
    `content/listings/${SLUGS.agent}.ts`,
    `public/images/agents/${SLUGS.agent}.svg`,
    `content/articles/${SLUGS.article}.md`,
    `public/images/blog/${SLUGS.article}.svg`,
  ]) {
    expect(refused.output).toMatch(new RegExp(`- ${file.replace(/[./]/g, "\\$&")}:\\d+: still has a "FILL IN" marker`));
  }

  // "Feature an agent": the new one takes the second place, which the README says to remove from the agent it replaces.
  expect(readmeSection("### Feature an agent", "### Other content")).toContain("featuredOnHome: 2");
  fillIn("content/agents.ts", [
    [/"FILL IN: the agent's name[^"]*"/, '"Owner Test"'],
    [/"FILL IN: a tag such as[^"]*"/, '"Finance"'],
    [/^ {4}featuredOnHome: 2,\n/m, ""],
    [new RegExp(`^( {4}slug: "${SLUGS.agent}",)$`, "m"), "$1\n    featuredOnHome: 2,"],
  ]);
  fillIn(`content/listings/${SLUGS.agent}.ts`, [
    [/fromUsdPerMonth: 0/, "fromUsdPerMonth: 480"],
    [/setupUsd: 0/, "setupUsd: 2400"],
    [/timelineWeeks: \{ min: 0, max: 0 \}/, "timelineWeeks: { min: 2, max: 4 }"],
  ]);
  fillIn(`content/articles/${SLUGS.article}.md`, [
    [/^relatedAgent: .*$/m, `relatedAgent: ${SLUGS.agent}`],
    [/"FILL IN: the article's title"/, '"Owner Test Article"'],
    // Six paragraphs of 250 words, each its own, one with a link and one with a list: the article
    // reads in about 7 minutes, as the check asks.
    [
      /FILL IN: (the first paragraph|the next paragraph).*$/gm,
      (() => {
        let paragraph = 0;
        return () =>
          `Paragraph ${++paragraph}, [ask us](/contact): ${"Chasing invoices takes staff time every week. ".repeat(36).trim()}\n\n      - a step\n      - another step`;
      })(),
    ],
  ]);
  fillIn(`public/images/agents/${SLUGS.agent}.svg`);
  fillIn(`public/images/blog/${SLUGS.article}.svg`);
  expect(run(check)).toMatchObject({ status: 0, output: expect.stringContaining("The content is complete") });

  // The unit tests that import what the owner changed (jest follows the imports), this test excepted.
  rmSync(join(copy, "__tests__/owner-edits.test.ts"));
  const changed = ["content/agents.ts", "content/listings/index.ts", RECEPTIONIST, "content/articles/index.ts"];
  const jest = spawnSync("npx", ["jest", "--ci", "--silent", "--findRelatedTests", ...changed], { cwd: copy, encoding: "utf8" });
  // Fails with jest's report of the failing tests, which says what hard-codes the old content.
  if (jest.status !== 0) throw new Error(`The unit tests fail after the owner's edits:\n${`${jest.stdout}${jest.stderr}`.slice(-8000)}`);
}, 900_000);
