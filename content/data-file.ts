// Reads a content file that is data: a YAML file (an agent, content/agents/*.yaml), a JSON file (the
// claims), or Markdown whose YAML front matter holds the fields (an article), with the line of every value, so a syntax
// error and a schema error are both reported as "file:line: field ...". The `yaml` package keeps each node's place in the text; a plain parse
// (JSON.parse, js-yaml's load) would give values without them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LineCounter, isNode, parseDocument, type Document } from "yaml";

type DataFileProblem = { line: number; message: string };

export type DataFile = {
  /** Path from the project root. */
  file: string;
  /** The file's values (a Markdown file's front matter's); undefined when it could not be read. */
  data: unknown;
  /** What makes the file unreadable, by line: a YAML syntax error, a missing front matter. */
  problems: DataFileProblem[];
  /** The line of the value at `path` (e.g. ["sections", 2, "title"]), or of the nearest value above it. */
  lineOf(path: readonly PropertyKey[]): number;
};

const FENCE = "---";

export function readDataFile(root: string, file: string): DataFile {
  const text = readFileSync(join(root, file), "utf8").replace(/\r\n?/g, "\n");
  if (file.endsWith(".json")) {
    // YAML reads more than JSON (a trailing comma, say), and the file is imported as JSON: JSON.parse decides.
    const problem = jsonProblem(text);
    if (problem) return { file, data: undefined, problems: [problem], lineOf: () => 1 };
  }
  if (!file.endsWith(".md")) return parseData(file, text, 1);
  const lines = text.split("\n");
  const end = lines[0] === FENCE ? lines.indexOf(FENCE, 1) : -1;
  if (end === -1) {
    return { file, data: undefined, problems: [{ line: 1, message: `has no front matter: start it with a "${FENCE}" line, its fields, and another "${FENCE}" line` }], lineOf: () => 1 };
  }
  if (lines.slice(end + 1).some((line) => line.trim() !== "")) {
    return { file, data: undefined, problems: [{ line: end + 2, message: `has text after the front matter: every field, the sections' text too, goes between the "${FENCE}" lines` }], lineOf: () => 1 };
  }
  // The front matter starts on the file's second line.
  return parseData(file, lines.slice(1, end).join("\n"), 2);
}

/** Why `text` is not JSON, at its line; undefined when it is. */
function jsonProblem(text: string): DataFileProblem | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = Number(/at position (\d+)/.exec(message)?.[1] ?? text.length);
    return { line: text.slice(0, position).split("\n").length, message: `is not valid JSON: ${message.replace(/ in JSON at position.*$/, "")}` };
  }
}

/** The YAML `text`, whose first line is the file's line `firstLine`. */
function parseData(file: string, text: string, firstLine: number): DataFile {
  const lineCounter = new LineCounter();
  const document: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const problems = document.errors.map((error) => ({ line: lineAt(error.pos[0]), message: `is not valid YAML: ${error.message.split("\n")[0]}` }));
  const lineOf = (path: readonly PropertyKey[]) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = document.getIn(path.slice(0, depth) as unknown[], true);
      if (isNode(node) && node.range) return lineAt(node.range[0]);
    }
    return firstLine;
  };
  return { file, data: problems.length ? undefined : document.toJS(), problems, lineOf };
}
