// `npm run check:content`: the content check (lib/content/check.ts). `npm run build` and `npm run dev`
// run it first, so a problem stops them; it lists every problem with its file, field and value.
import { contentProblems, formatProblem } from "../lib/content/check";

const problems = contentProblems();
if (problems.length) {
  console.error(`The site's content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:`);
  for (const problem of problems) console.error(`  - ${formatProblem(problem)}`);
  process.exit(1);
}
console.log("The content is complete: every agent, listing, article and image checks out.");
