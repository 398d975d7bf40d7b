// Syntax errors in the content's TypeScript files (a missing comma in content/agents.ts, say),
// found before anything imports them: imported, such a file stops the check with a compiler's stack
// trace instead of check:content's "file:line: ..." words. TypeScript's own parser finds them
// (transpileModule reports syntax errors only, so this stays fast and needs no type information).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import type { ContentProblem } from "@/lib/content/problem";

const CONTENT_FOLDER = "content";

function typeScriptFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return typeScriptFiles(root, path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

export function contentSyntaxProblems(root: string = process.cwd()): ContentProblem[] {
  return typeScriptFiles(root, CONTENT_FOLDER).flatMap((file) => {
    const text = readFileSync(join(root, file), "utf8");
    const { diagnostics = [] } = ts.transpileModule(text, { fileName: file, reportDiagnostics: true });
    // The first error only: the parser's later ones follow from it.
    return diagnostics.slice(0, 1).flatMap((diagnostic) => {
      if (diagnostic.start === undefined || !diagnostic.file) return [];
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, " ");
      return [{ file: `${file}:${line + 1}:${character + 1}`, field: "", message: `is not valid TypeScript: ${message}` }];
    });
  });
}
