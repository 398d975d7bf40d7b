// Why a simulated LCP is what it is. Lighthouse's simulation (Lantern) loads the page unthrottled,
// then replays slow 4G and a 4x slower CPU over a graph of the requests and main-thread tasks it
// saw before the largest paint. Its LCP graph keeps every request that had finished by then, and
// drops a script only when it can see the script's evaluation start after the paint
// (FirstContentfulPaint.getRenderBlockingNodeData in @paulirish/trace_engine). It cannot see most:
// the graph prunes main-thread tasks under 10 ms, and evaluating a Turbopack chunk only registers
// its modules. So every script that arrived from the local server before Chromium painted counts
// as if the paint had waited for it on slow 4G, and a run's simulated LCP is set by how many did:
// none (about 1.0 s), every script but the one whose evaluation starts hydration (about 1.7 s), or
// all of them (about 2.2 s). The bench reports that count per run, so a change in simulated LCP can
// be told apart from a change in which side of that race a run fell.

/** The part of a Lantern graph node this module reads. */
export type LanternNode = { type: string; request?: { url: string; resourceType?: string } };
export type LanternGraph = { traverse(visit: (node: LanternNode) => void): void };

/** The URLs of the scripts a Lantern LCP graph counts, each once, in graph order. */
export function scriptsInGraph(graph: LanternGraph): string[] {
  const urls: string[] = [];
  graph.traverse((node) => {
    const url = node.request?.url;
    if (node.type === "network" && node.request?.resourceType === "Script" && url && !urls.includes(url)) urls.push(url);
  });
  return urls;
}
