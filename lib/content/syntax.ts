// What stops the content from being read, found before anything imports it: syntax errors in its
// TypeScript files (a missing comma in content/site.ts, say), agents' YAML files the catalog
// cannot read (content/agents/files.ts: a YAML error, an order naming no agent or one twice), and
// the JSON files of facts (company, trust documents, quote terms, claims), which modules import as
// they are.
// Imported, such a file stops the check with a stack trace instead of check:content's "file:line: ..."
// words. TypeScript's own parser finds its errors (transpileModule reports syntax errors only, so
// this stays fast and needs no type information).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { catalogProblems } from "@/content/agents/files";
import { readDataFile } from "@/content/data-file";
import { factFiles } from "@/content/schema";
import { schemaProblems, type ContentProblem } from "@/lib/content/problem";

const CONTENT_FOLDER = "content";

function typeScriptFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return typeScriptFiles(root, path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

export function contentSyntaxProblems(root: string = process.cwd()): ContentProblem[] {
  const typeScript = typeScriptFiles(root, CONTENT_FOLDER).flatMap((file) => {
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
  const catalog = catalogProblems(root).map(({ file, line, value, message }) => ({ file: `${file}:${line}`, field: "", value, message }));
  return [...typeScript, ...catalog, ...factFiles.flatMap((facts) => factFileProblems(root, facts))];
}

/** A JSON file of facts: unreadable JSON by line, then its fields by schema, with their lines. */
function factFileProblems(root: string, { file, schema, label, schemaName }: (typeof factFiles)[number]): ContentProblem[] {
  if (!existsSync(join(root, file))) return [{ file, field: "", message: `is missing: the pages' ${label.toLowerCase()} are read from it` }];
  const { data, problems, lineOf } = readDataFile(root, file);
  if (problems.length) return problems.map(({ line, message }) => ({ file: `${file}:${line}`, field: "", message }));
  return schemaProblems(schema, data, file, lineOf, `the ${label.toLowerCase()} (content/schema.ts, ${schemaName})`);
}
