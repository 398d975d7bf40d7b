/**
 * @jest-environment node
 *
 * The steps of docs/editing.md, made as a new owner would in a temporary copy of the project:
 * change a price, add an agent and an article with `npm run new`, see the check refuse the
 * markers, fill them in, feature the new agent, retire the first featured one and repoint what led
 * to it, confirm every company fact, then run the unit tests those files feed. No build: the browser tests and the export
 * check cover the built site.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { AGENT_ORDER_FILE, agentFileOf } from "@/content/agents/files";
import { getAllAgents, getFeaturedAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { getAllArticles } from "@/lib/blog/articles";
import { agentHref } from "@/lib/site/hrefs";

// Not the recipes' example slugs: an owner who adds those must still find the tests green.
const SLUGS = { agent: "owner-test-agent", article: "owner-test-article" };
// The first featured agent is retired, and the price of another agent, featured nowhere, changes.
const [retired] = getFeaturedAgents();
const repriced = getAllAgents().find((agent) => agent.featuredOnHome === undefined)!;
const REPRICED_FILE = agentFileOf(repriced.slug);
const NEW_AGENT_FILE = agentFileOf(SLUGS.agent);
const project = process.cwd();
let copy: string;

function recipe(from: string, to: string): string {
  const recipes = readFileSync(join(project, "docs/editing.md"), "utf8");
  return recipes.slice(recipes.indexOf(from), recipes.indexOf(to, recipes.indexOf(from)));
}

/** The commands of the "Add an agent" and "Add an article" steps, in order. */
function editingContentCommands(): string[] {
  const section = recipe("## Add an agent", "## Retire an agent");
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

/** Edits a file of the copy. */
function edit(file: string, change: (text: string) => string) {
  writeFileSync(join(copy, file), change(readFileSync(join(copy, file), "utf8")));
}

it("changes a price, adds, features and retires an agent, adds an article and confirms facts by the recipes, refuses them half-filled, and keeps the unit tests green", () => {
  expect(retired).toMatchObject({ featuredOnHome: 1 });
  // "Change a price": the field the recipe names, in the file it names.
  for (const step of ["content/agents/<slug>.yaml", "listing.pricing.value.fromUsdPerMonth"])
    expect(recipe("## Change a price", "## Add an agent")).toContain(step);
  const price = listingFor(repriced.slug).pricing.fromUsdPerMonth;
  expect(readFileSync(join(copy, REPRICED_FILE), "utf8")).toContain(`      fromUsdPerMonth: ${price}\n`);
  edit(REPRICED_FILE, (text) => text.replace(`      fromUsdPerMonth: ${price}\n`, `      fromUsdPerMonth: ${price + 30}\n`));

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

  expect(run(newAgent)).toMatchObject({ status: 0, output: expect.stringContaining(NEW_AGENT_FILE) });
  expect(readFileSync(join(copy, AGENT_ORDER_FILE), "utf8")).toMatch(new RegExp(`\n- ${SLUGS.agent}\n$`));
  expect(run(newArticle)).toMatchObject({ status: 0, output: expect.stringContaining(`content/articles/${SLUGS.article}.md`) });

  const refused = run(check);
  expect(refused.status).toBe(1);
  for (const file of [
    NEW_AGENT_FILE,
    `public/images/agents/${SLUGS.agent}.svg`,
    `content/articles/${SLUGS.article}.md`,
    `public/images/blog/${SLUGS.article}.svg`,
  ]) {
    expect(refused.output).toMatch(new RegExp(`- ${file.replace(/[./]/g, "\\$&")}:\\d+: still has a "FILL IN" marker`));
  }

  // "Feature an agent": the new one takes the second place, which the recipe says to remove from the agent it replaces.
  expect(recipe("## Feature an agent", "## Other content")).toContain("featuredOnHome: 2");
  const second = getFeaturedAgents().find((agent) => agent.featuredOnHome === 2)!;
  edit(agentFileOf(second.slug), (text) => {
    expect(text).toMatch(/^featuredOnHome: 2\n/m);
    return text.replace(/^featuredOnHome: 2\n/m, "");
  });
  fillIn(NEW_AGENT_FILE, [
    [/^name: "FILL IN: the agent's name[^"]*"\n/m, "name: Owner Test\nfeaturedOnHome: 2\n"],
    [/"FILL IN: a label shown on its card[^"]*"/, "Finance"],
    [/fromUsdPerMonth: 0/, "fromUsdPerMonth: 480"],
    [/setupUsd: 0/, "setupUsd: 2400"],
    [/^( {4}min:) 0/m, "$1 2"],
    [/^( {4}max:) 0/m, "$1 4"],
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

  // "Retire an agent": its file, its line in the marketplace's order and its artwork go; its place
  // on the home page goes to the agent whose price changed.
  const retire = recipe("## Retire an agent", "## Feature an agent");
  for (const step of ["content/agents/<slug>.yaml", AGENT_ORDER_FILE, "public/images/agents/<slug>.svg", "npm run check:content"])
    expect(retire).toContain(step);
  rmSync(join(copy, agentFileOf(retired!.slug)));
  edit(AGENT_ORDER_FILE, (text) => {
    expect(text).toContain(`\n- ${retired!.slug}\n`);
    return text.replace(`\n- ${retired!.slug}\n`, "\n");
  });
  edit(REPRICED_FILE, (text) => text.replace(/^name: .*\n/m, "$&featuredOnHome: 1\n"));
  rmSync(join(copy, `public/images/agents/${retired!.slug}.svg`));
  // The check names each article that still leads to it, by its call to action or a link, at its line.
  const leading = getAllArticles().filter(
    (article) => article.relatedAgent === retired!.slug || article.sections.some((section) => section.body.includes(`](${agentHref(retired!)})`)),
  );
  const stale = run(check);
  expect(stale.status).toBe(1);
  for (const article of leading) expect(stale.output).toMatch(new RegExp(`- content/articles/${article.id}\\.md:\\d+: `));
  // The owner points them at the marketplace, and keeps the linked words without the link.
  for (const article of leading) {
    edit(`content/articles/${article.id}.md`, (text) =>
      text
        .replace(`relatedAgent: ${retired!.slug}`, "relatedAgent: marketplace")
        .replace(/^relatedAgentTitle: .*$/m, "relatedAgentTitle: Lumenfold Agent Marketplace")
        .replace(/^exploreButtonText: .*$/m, "exploreButtonText: Explore the Agent Marketplace")
        .replaceAll(new RegExp(`\\[([^\\]]*)\\]\\(${agentHref(retired!)}\\)`, "g"), "$1"),
    );
  }
  expect(run(check)).toMatchObject({ status: 0, output: expect.stringContaining("The content is complete") });

  // "Confirm a fact" (docs/launch.md): the owner checks each fact check:launch lists (the company's,
  // a listing's prices, the claims), and sets its `confirmed: false` to true; the list leaves them out.
  const launch = "npm run check:launch";
  expect(readFileSync(join(project, "docs/launch.md"), "utf8")).toContain(launch);
  const before = run(launch);
  expect(before.output).toMatch(/^ {2}- content\/company\.json:\d+: .*check it, then set its confirmed: false to true$/m);
  expect(before.output).toMatch(new RegExp(`^ {2}- ${REPRICED_FILE}:\\d+: listing\\.pricing .*confirmed: false to true$`, "m"));
  expect(before.output).toMatch(/^ {2}- content\/claims\.json:\d+: /m);
  edit("content/company.json", (text) => text.replaceAll('"confirmed": false', '"confirmed": true'));
  edit(REPRICED_FILE, (text) => text.replace("\n  pricing:\n    confirmed: false\n", "\n  pricing:\n    confirmed: true\n"));
  edit("content/claims.json", (text) => text.replaceAll('"confirmed": false', '"confirmed": true'));
  const after = run(launch);
  expect(after.output).not.toContain("- content/company.json:");
  expect(after.output).not.toMatch(new RegExp(`${REPRICED_FILE}:\\d+: listing\\.pricing `));
  expect(after.output).not.toContain("- content/claims.json:");
  expect(after.output.split("\n").length).toBeLessThan(before.output.split("\n").length);

  // The unit tests that import what the owner changed (jest follows the imports; the agents' and
  // articles' files reach them through the modules that read them), this test excepted.
  rmSync(join(copy, "__tests__/owner-edits.test.ts"));
  const changed = ["content/agents/index.ts", "content/articles/index.ts", "content/company.json", "content/claims.json"];
  const jest = spawnSync("npx", ["jest", "--ci", "--silent", "--findRelatedTests", ...changed], { cwd: copy, encoding: "utf8" });
  // Fails with jest's report of the failing tests, which says what hard-codes the old content.
  if (jest.status !== 0) throw new Error(`The unit tests fail after the owner's edits:\n${`${jest.stdout}${jest.stderr}`.slice(-8000)}`);
}, 900_000);
