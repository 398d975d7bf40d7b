// V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment is
// compiled whole, on a background thread while it streams in, instead of function by function on
// the main thread as each is first called. It goes on the scripts the exported pages load with
// <script src> (the framework runtime and each page's own code), never on chunks fetched later with
// import(), such as the forms' validation. Other engines read it as a comment.
//
// It is the one edit this project makes to a file under out/_next/static/, which hosts serve as
// immutable: the edit is the same on every build, so a hashed name always serves the same bytes.
// Kept because a side-by-side run paid for it (docs/performance.md, "Compile hints"): under
// devtools throttling the median Total Blocking Time fell from 181 to 36 ms on `/` and from 280 to
// 194 ms on an agent page, and Performance rose from 94 to 97 there. Next has no option for it and
// Turbopack no banner setting, so it is written after the build.
import { readFileSync, writeFileSync } from "node:fs";
import { OUT_DIR, pageScripts } from "./page-javascript";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The scripts that any of the HTML files loads at startup, each once. */
export function loadTimeScripts(htmlFiles: readonly string[], outDir: string = OUT_DIR): string[] {
  return [...new Set(htmlFiles.flatMap((file) => pageScripts(file, outDir)))];
}

/** Puts the hint on every load-time script of the export (once); returns those scripts. */
export function addCompileHints(htmlFiles: readonly string[], outDir: string = OUT_DIR): string[] {
  const scripts = loadTimeScripts(htmlFiles, outDir);
  for (const script of scripts) {
    const source = readFileSync(script, "utf8");
    if (!source.startsWith(COMPILE_HINT)) writeFileSync(script, `${COMPILE_HINT}${source}`);
  }
  return scripts;
}
