// `npm run check:content`: the content check (lib/content/check.ts). `npm run build` and `npm run dev`
// run it first, so a problem stops them; it lists every problem with its file, field and value.
// What stops the content from being read (its TypeScript's syntax, an agent's YAML) is found first,
// and the check that imports it loads after: a file that cannot be read is reported like any other
// problem, never as a stack trace.
import { formatProblem, type ContentProblem } from "../lib/content/problem";
import { contentSyntaxProblems } from "../lib/content/syntax";

function report(problems: ContentProblem[]): void {
  if (!problems.length) return;
  console.error(`The site's content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:`);
  for (const problem of problems) console.error(`  - ${formatProblem(problem)}`);
  process.exit(1);
}

async function main() {
  report(contentSyntaxProblems());
  const { contentProblems } = await import("../lib/content/check");
  report(contentProblems());
  console.log("The content is complete: every agent, listing, article and image checks out.");
}

void main();
