// The content check over a copy of the agents' files with one of them edited, as the owner would
// edit it; the rest of the project (articles, legal texts, public/, app/) is the real one, linked.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { AGENTS_FOLDER, AGENT_ORDER_FILE, agentFileOf } from "@/content/agents/files";
import { ARTICLES_FOLDER } from "@/content/articles/files";
import { LEGAL_TEXTS_FOLDER } from "@/content/legal/files";
import type { AgentFile, ListingFile } from "@/content/types";
import { contentProblems } from "@/lib/content/check";
import { formatProblem } from "@/lib/content/problem";

/** An agent's file as it holds it: its listing with shared duties by name, without the class's words. */
export function agentFileData(slug: string): AgentFile {
  return parse(readFileSync(join(process.cwd(), agentFileOf(slug)), "utf8")) as AgentFile;
}

/** The listing as the agent's file holds it. */
export const listingFileData = (slug: string): ListingFile => agentFileData(slug).listing;

/**
 * The content check's messages over a copy of the agents' files, after `edit` changes the copy's
 * files (by path from the project root). Gives the messages, and the text of each edited file.
 */
export function problemsWithAgentFiles(edit: (root: string) => void): string[] {
  const root = mkdtempSync(join(tmpdir(), "agent-files-"));
  try {
    for (const folder of ["public", "app"]) symlinkSync(join(process.cwd(), folder), join(root, folder));
    mkdirSync(join(root, "content"));
    for (const folder of [ARTICLES_FOLDER, LEGAL_TEXTS_FOLDER]) symlinkSync(join(process.cwd(), folder), join(root, folder));
    cpSync(join(process.cwd(), AGENTS_FOLDER), join(root, AGENTS_FOLDER), { recursive: true });
    cpSync(join(process.cwd(), AGENT_ORDER_FILE), join(root, AGENT_ORDER_FILE));
    edit(root);
    return contentProblems(root).map(formatProblem);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The content check's messages with one agent's file's text edited; gives its file, lines and messages. */
export function problemsWithAgentText(slug: string, edit: (text: string) => string): { file: string; lines: string[]; messages: string[] } {
  const file = agentFileOf(slug);
  const text = edit(readFileSync(join(process.cwd(), file), "utf8"));
  return { file, lines: text.split("\n"), messages: problemsWithAgentFiles((root) => writeFileSync(join(root, file), text)) };
}

/** Messages without the lines of agents' files: `content/agents/x.yaml: field ...`, for a file the test wrote anew. */
export const withoutLines = (messages: string[]) => messages.map((message) => message.replace(/^(content\/agents\/[^:]+\.yaml):\d+: /, "$1: "));

/** The content check's messages, without their lines, with one agent's file's fields changed and written back as YAML. */
function problemsWithAgent(slug: string, edit: (file: AgentFile) => unknown): string[] {
  const file = agentFileOf(slug);
  return withoutLines(problemsWithAgentFiles((root) => writeFileSync(join(root, file), stringify(edit(agentFileData(slug))))));
}

/** The same, with the agent's listing changed. */
export const problemsWithListing = (slug: string, edit: (listing: ListingFile) => unknown) =>
  problemsWithAgent(slug, (file) => ({ ...file, listing: edit(file.listing) }));
