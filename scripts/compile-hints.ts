// V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment is
// compiled whole, on a background thread while it streams in, instead of function by function on
// the main thread as each is first called. That lazy compiling was the largest single piece of the
// blocking time at load. The hint pays only for code that runs at load, so it goes on the scripts
// the exported pages load with <script src> (the framework runtime and each page's own code), and
// never on chunks fetched later with import(), such as the forms' validation. Other engines read
// it as a comment.
import { readFileSync, writeFileSync } from "node:fs";
import { OUT_DIR, pageScripts } from "./page-javascript";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/** The scripts that any of the HTML files loads at startup, each once. */
export function loadTimeScripts(htmlFiles: readonly string[], outDir: string = OUT_DIR): string[] {
  return [...new Set(htmlFiles.flatMap((file) => pageScripts(file, outDir)))];
}

/** Puts the hint on every load-time script of the export; returns those scripts. */
export function addCompileHints(htmlFiles: readonly string[], outDir: string = OUT_DIR): string[] {
  const scripts = loadTimeScripts(htmlFiles, outDir);
  for (const script of scripts) writeFileSync(script, withCompileHint(readFileSync(script, "utf8")));
  return scripts;
}
