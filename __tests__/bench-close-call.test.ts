/**
 * @jest-environment node
 */
import { closeCallRuns, median, ratio } from "../scripts/bench/close-call";
import { scriptsInGraph, type LanternNode } from "../scripts/bench/lantern";

const limits = { target: 1.05, step: 6, maxRuns: 15 };

describe("the bench's medians and ratios", () => {
  it("takes the middle run, or the mean of the middle two, leaving out runs without a figure", () => {
    expect(median([2213, 1726, 1734])).toBe(1734);
    expect(median([1726, null, 2213, 1734, 1700])).toBe(1730);
    expect(median([null])).toBeNull();
  });

  it("divides by the baseline only when both have a figure and the baseline is above 0", () => {
    expect(ratio(1800, 2000)).toBe(0.9);
    expect(ratio(1800, null)).toBeNull();
    expect(ratio(12, 0)).toBeNull();
  });
});

describe("a close call under simulation", () => {
  it("adds six runs to both builds while the working tree's median is over 1.05 times the baseline's", () => {
    const current = [2213, 2230, 1726];
    const baseline = [1740, 1753, 2190];
    expect(closeCallRuns({ current, baseline }, limits)).toEqual({ first: 4, last: 9, lcpRatio: 2213 / 1753 });
  });

  it("adds no runs once the ratio holds", () => {
    expect(closeCallRuns({ current: [1726, 1734, 2213], baseline: [1740, 2190, 2181] }, limits)).toBeUndefined();
    expect(closeCallRuns({ current: [1820, 1830, 1790], baseline: [1740, 1753, 1760] }, limits)).toBeUndefined();
  });

  it("stops at the most runs allowed, the last step cut short", () => {
    const missing = (runs: number) => ({ current: Array(runs).fill(2200), baseline: Array(runs).fill(1700) });
    expect(closeCallRuns(missing(9), limits)).toEqual({ first: 10, last: 15, lcpRatio: 2200 / 1700 });
    expect(closeCallRuns(missing(12), limits)).toEqual({ first: 13, last: 15, lcpRatio: 2200 / 1700 });
    expect(closeCallRuns(missing(15), limits)).toBeUndefined();
  });

  it("adds no runs to a route the baseline does not have", () => {
    expect(closeCallRuns({ current: [2200, 2200, 2200], baseline: [] }, limits)).toBeUndefined();
  });
});

describe("the scripts a simulated LCP counted", () => {
  it("lists each script request of the graph once, and no document, image or task", () => {
    const nodes: LanternNode[] = [
      { type: "network", request: { url: "http://127.0.0.1/agent/x", resourceType: "Document" } },
      { type: "network", request: { url: "http://127.0.0.1/_next/static/chunks/a.js", resourceType: "Script" } },
      { type: "cpu" },
      { type: "network", request: { url: "http://127.0.0.1/images/logo.svg", resourceType: "Image" } },
      { type: "network", request: { url: "http://127.0.0.1/_next/static/chunks/b.js", resourceType: "Script" } },
      { type: "network", request: { url: "http://127.0.0.1/_next/static/chunks/a.js", resourceType: "Script" } },
    ];
    const graph = { traverse: (visit: (node: LanternNode) => void) => nodes.forEach(visit) };
    expect(scriptsInGraph(graph)).toEqual(["http://127.0.0.1/_next/static/chunks/a.js", "http://127.0.0.1/_next/static/chunks/b.js"]);
  });
});
