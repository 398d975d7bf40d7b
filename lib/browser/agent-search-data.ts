// The marketplace's search data (the compiled vocabulary and each agent's index, about 7 KB
// gzipped) is a static file, fetched once the page is idle or as soon as the visitor searches,
// rather than part of the page's HTML: there it delayed the first paint of every visit, searching
// or not.
import { useEffect, useState } from "react";
import { AGENT_SEARCH_DATA_PATH, type AgentSearchData } from "@/lib/agents/search";
import { whenIdle } from "@/lib/browser/idle";

let loading: Promise<AgentSearchData> | undefined;

/** The search data, fetched once per page; a failed fetch is tried again on the next call. */
function loadAgentSearchData(): Promise<AgentSearchData> {
  if (loading) return loading;
  const fetched = fetch(AGENT_SEARCH_DATA_PATH).then(async (response) => {
    if (!response.ok) throw new Error(`${AGENT_SEARCH_DATA_PATH} answered ${response.status}`);
    return (await response.json()) as AgentSearchData;
  });
  fetched.catch(() => {
    loading = undefined;
  });
  loading = fetched;
  return fetched;
}

export type AgentSearchState = { data?: AgentSearchData; failed: boolean };

/**
 * The search data once it has arrived. Fetched when the browser is idle, at once when `needed`
 * (the visitor is searching), and again when the browser comes back online after a failure.
 */
export function useAgentSearchData(needed: boolean): AgentSearchState {
  const [state, setState] = useState<AgentSearchState>({ failed: false });
  const loaded = state.data !== undefined;

  useEffect(() => {
    if (loaded) return;
    let live = true;
    const load = () => {
      loadAgentSearchData().then(
        (data) => live && setState({ data, failed: false }),
        (error: unknown) => {
          console.warn("The marketplace search could not load:", error);
          if (live) setState({ failed: true });
        },
      );
    };
    let cancel = () => {};
    if (needed) load();
    else cancel = whenIdle(load);
    window.addEventListener("online", load);
    return () => {
      live = false;
      cancel();
      window.removeEventListener("online", load);
    };
  }, [loaded, needed]);

  return state;
}
