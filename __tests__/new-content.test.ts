/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentProblems, formatProblem } from "@/lib/content/check";
import { scaffoldAgent, scaffoldArticle } from "@/scripts/new-content";

// The scaffold against a copy of content/ and public/images/; the full journey, with a build, is
// __tests__/owner-adds-content.test.ts.
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
  it("writes the catalogue entry with the next free id, the listing, its index entry and artwork, each marked", () => {
    expect(scaffoldAgent(root, "invoice-chaser-agent")).toEqual([
      "content/agents.ts",
      "content/listings/invoice-chaser-agent.ts",
      "public/images/agents/invoice-chaser-agent.svg",
    ]);
    expect(readFileSync(join(root, "content/agents.ts"), "utf8")).toMatch(/ {4}id: 23,\n {4}name: "FILL IN: [^"]+",\n {4}slug: "invoice-chaser-agent",/);
    expect(readFileSync(join(root, "content/listings/index.ts"), "utf8")).toMatch(
      /import \{ invoiceChaserAgentListing \} from "\.\/invoice-chaser-agent";[\s\S]*"invoice-chaser-agent": invoiceChaserAgentListing,\n\};/,
    );
    expect(markedFiles()).toEqual(new Set(["content/agents.ts", "content/listings/invoice-chaser-agent.ts", "public/images/agents/invoice-chaser-agent.svg"]));
  });

  it("refuses a slug the catalogue already has, and changes nothing", () => {
    const before = readFileSync(join(root, "content/agents.ts"), "utf8");
    expect(() => scaffoldAgent(root, "finance-tracker")).toThrow('content/agents.ts already has an agent with the slug "finance-tracker".');
    expect(readFileSync(join(root, "content/agents.ts"), "utf8")).toBe(before);
  });
});

describe("npm run new -- article", () => {
  it("writes the article, lists it first in Most Recent, and adds marked artwork", () => {
    expect(scaffoldArticle(root, "invoice-chasing")).toEqual(["content/articles/invoice-chasing.ts", "public/images/blog/invoice-chasing.svg"]);
    expect(readFileSync(join(root, "content/articles/index.ts"), "utf8")).toMatch(
      /import invoiceChasing from "\.\/invoice-chasing";\n\n[\s\S]*export const articles: Article\[\] = \[\n {2}invoiceChasing,\n {2}quickCommerceInsights,/,
    );
    expect(markedFiles()).toEqual(new Set(["content/articles/invoice-chasing.ts", "public/images/blog/invoice-chasing.svg"]));
  });

  it("refuses an id that already has a file", () => {
    expect(() => scaffoldArticle(root, "tax-finance")).toThrow("Not overwriting content/articles/tax-finance.ts, public/images/blog/tax-finance.svg");
  });
});
