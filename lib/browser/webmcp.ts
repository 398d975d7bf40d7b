// Registers the marketplace's read tools (lib/webmcp/read-tools.ts) with the browser's WebMCP API,
// document.modelContext. Only ever loaded by a dynamic import, once the page is idle and only where
// the API exists (components/layout/WebMcpTools.tsx), so a browser without it never downloads this.
// The catalog the tools read is fetched on their first call, not before.
import { AGENT_SEARCH_DATA_PATH, type AgentSearchData } from "@/lib/agents/search";
import type { AgentsJson } from "@/lib/site/agent-catalog";
import { readToolAgents } from "@/lib/webmcp/tool-agents";
import { agentCatalogJsonHref } from "@/lib/site/hrefs";
import { readTools, type ReadToolData, type ToolResult } from "@/lib/webmcp/read-tools";

/** The part of the WebMCP draft this site uses (webmachinelearning/webmcp). */
export type ModelContext = {
  registerTool(tool: {
    name: string;
    description: string;
    inputSchema: object;
    execute: (input: Record<string, unknown>) => Promise<ToolResult>;
    annotations: { readOnlyHint: boolean };
  }): void;
};

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

let loading: Promise<ReadToolData> | undefined;

/** The catalog and search data, fetched once; a failed fetch is tried again on the next call. */
function loadData(): Promise<ReadToolData> {
  loading ??= Promise.all([fetchJson<AgentsJson>(agentCatalogJsonHref), fetchJson<AgentSearchData>(AGENT_SEARCH_DATA_PATH)]).then(([catalog, search]) => ({
    agents: readToolAgents(catalog),
    search,
  }));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

let registered = false;

/** Registers every read tool once per page load; a second call (a remounted layout) does nothing. */
export function registerReadTools(modelContext: ModelContext): void {
  if (registered) return;
  registered = true;
  for (const tool of readTools) {
    modelContext.registerTool({
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema,
      annotations: tool.annotations,
      async execute(input) {
        let data: ReadToolData;
        try {
          data = await loadData();
        } catch {
          return { content: [{ type: "text", text: JSON.stringify({ error: "The catalog could not load. Try again in a moment." }) }], isError: true };
        }
        return tool.run(input ?? {}, data, window.location.origin);
      },
    });
  }
}
