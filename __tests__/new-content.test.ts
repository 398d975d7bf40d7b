/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { agents } from "@/content/agents";
import { AGENT_ORDER_FILE, readCatalog } from "@/content/agents/files";
import { articles } from "@/content/articles";
import { readArticles } from "@/content/articles/files";
import { contentProblems } from "@/lib/content/check";
import { formatProblem } from "@/lib/content/problem";
import { scaffoldAgent, scaffoldArticle } from "@/scripts/new-content";

// The scaffold against a copy of content/ and public/images/; the owner's whole journey, with the
// unit tests run on the result, is __tests__/owner-edits.test.ts.
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "new-content-"));
  cpSync(join(process.cwd(), "content"), join(root, "content"), { recursive: true });
  cpSync(join(process.cwd(), "public/images"), join(root, "public/images"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const markedFiles = () =>
  new Set(
    contentProblems(root)
      .map(formatProblem)
      .filter((message) => message.includes('still has a "FILL IN" marker'))
      .map((message) => message.split(":")[0]),
  );

describe("npm run new -- agent", () => {
  it("writes the agent's file and artwork, each marked, and adds it last to the marketplace's order", () => {
    expect(scaffoldAgent(root, "test-new-agent")).toEqual(["content/agents/test-new-agent.yaml", "public/images/agents/test-new-agent.svg"]);
    expect(readFileSync(join(root, "content/agents/test-new-agent.yaml"), "utf8")).toMatch(/^name: "FILL IN: [^"]+"\n/m);
    expect(readFileSync(join(root, AGENT_ORDER_FILE), "utf8")).toMatch(/\n- test-new-agent\n$/);
    // The catalog reads it, last, with no id to pick: the slug is the file's name.
    expect(readCatalog(root).agents.map((agent) => agent.slug)).toEqual([...agents.map((agent) => agent.slug), "test-new-agent"]);
    expect(markedFiles()).toEqual(new Set(["content/agents/test-new-agent.yaml", "public/images/agents/test-new-agent.svg"]));
  });

  it("refuses a slug the catalog already has, and changes nothing", () => {
    const before = readFileSync(join(root, AGENT_ORDER_FILE), "utf8");
    const { slug } = agents[agents.length - 1]!;
    expect(() => scaffoldAgent(root, slug)).toThrow(`The catalog already has an agent with the slug "${slug}": content/agents/${slug}.yaml.`);
    expect(readFileSync(join(root, AGENT_ORDER_FILE), "utf8")).toBe(before);
  });
});

describe("npm run new -- article", () => {
  it("writes the article dated today, so it comes first in Most Recent, and adds marked artwork", () => {
    expect(scaffoldArticle(root, "test-new-article")).toEqual(["content/articles/test-new-article.md", "public/images/blog/test-new-article.svg"]);
    const today = new Date().toISOString().slice(0, 10);
    const listed = readArticles(root);
    expect(listed.find((article) => article.id === "test-new-article")?.date).toBe(today);
    // Newest first: nothing is listed above today's articles.
    expect(
      listed
        .slice(
          0,
          listed.findIndex((article) => article.id === "test-new-article"),
        )
        .every((article) => article.date === today),
    ).toBe(true);
    expect(markedFiles()).toEqual(new Set(["content/articles/test-new-article.md", "public/images/blog/test-new-article.svg"]));
  });

  it("refuses an id that already has a file", () => {
    const { id } = articles[articles.length - 1]!;
    expect(() => scaffoldArticle(root, id)).toThrow(`Not overwriting content/articles/${id}.md, public/images/blog/${id}.svg`);
  });
});
