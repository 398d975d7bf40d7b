/** @jest-environment node */
// The lint rule that keeps effects from returning anything but a cleanup (Chromium's
// scrollTo returns a Promise, which React called on unmount). Linted with the type checker, as the
// project's ESLint config runs it, on files written to a temporary project.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ESLint } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import effectReturnsCleanup from "../eslint-rules/effect-returns-cleanup.mjs";

const dir = mkdtempSync(join(tmpdir(), "effect-rule-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  join(dir, "tsconfig.json"),
  JSON.stringify({ compilerOptions: { strict: true, jsx: "preserve", lib: ["dom", "es2022"], noEmit: true }, include: ["*.tsx"] }),
);

const eslint = new ESLint({
  cwd: dir,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ["**/*.tsx"],
      languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: dir } },
      plugins: { lumenfold: { rules: { "effect-returns-cleanup": effectReturnsCleanup } } },
      rules: { "lumenfold/effect-returns-cleanup": "error" },
    },
  ],
});

let files = 0;
async function problems(effects: string): Promise<string[]> {
  const file = join(dir, `Probe${++files}.tsx`);
  const source = `declare function useEffect(effect: () => unknown, deps?: unknown[]): void;\nexport function Probe() {\n${effects}\n  return null;\n}\n`;
  writeFileSync(file, source);
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.messageId ?? message.message);
}

it("refuses an arrow that returns what scrollTo returns", async () => {
  expect(await problems("  useEffect(() => window.scrollTo(0, 0), []);")).toEqual(["notCleanup"]);
});

it("refuses a returned value that is not a function, and an async effect", async () => {
  expect(await problems("  useEffect(() => { return document.title; }, []);")).toEqual(["notCleanup"]);
  expect(await problems("  useEffect(async () => { await Promise.resolve(); }, []);")).toEqual(["async"]);
});

it("accepts a block body, a returned cleanup and a conditional cleanup", async () => {
  expect(
    await problems(
      [
        "  useEffect(() => { window.scrollTo(0, 0); }, []);",
        "  useEffect(() => { const id = setTimeout(() => undefined); return () => clearTimeout(id); }, []);",
        "  useEffect(() => () => undefined, []);",
        "  useEffect(() => { if (Math.random() > 1) return; return () => undefined; }, []);",
      ].join("\n"),
    ),
  ).toEqual([]);
});
