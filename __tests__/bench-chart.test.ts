/**
 * @jest-environment node
 */
import { benchChartSvg, niceMax, type ChartRow } from "../scripts/bench/chart";

const rows: ChartRow[] = [
  { route: "/", throttling: "simulate", current: { lcp: 1700, tbt: 50 }, baseline: { lcp: 2000, tbt: 10 } },
  { route: "/agent/<new>", throttling: "simulate", current: { lcp: 2200, tbt: 120 } },
  { route: "/", throttling: "devtools", current: { lcp: 800, tbt: 0 }, baseline: { lcp: 1500, tbt: 0 } },
];

function bars(svg: string): { build: string; metric: string; width: number }[] {
  return [...svg.matchAll(/<rect data-build="(\w+)" data-metric="(\w+)" x="[\d.]+" y="[\d.]+" width="([\d.]+)"/g)].map((match) => ({
    build: match[1] ?? "",
    metric: match[2] ?? "",
    width: Number(match[3]),
  }));
}

describe("the bench's chart", () => {
  it("rounds an axis up to 1, 2 or 5 times a power of ten", () => {
    expect([niceMax(3), niceMax(200), niceMax(201), niceMax(1498), niceMax(2204), niceMax(0)]).toEqual([5, 200, 500, 2000, 5000, 1]);
  });

  it("draws LCP and TBT for both builds, scaled to the panel's axis, and n/a where the baseline has no page", () => {
    const svg = benchChartSvg(rows, { currentLabel: "working tree", baselineLabel: "9a79b6e", lcpTarget: { throttling: "devtools", ms: 1200 } });
    expect(svg).toContain("<title id=\"bench-title\">Lighthouse LCP and TBT per route: working tree against 9a79b6e</title>");
    expect(svg).toContain("simulate throttling");
    expect(svg).toContain("devtools throttling");
    // Route names are escaped, never raw markup.
    expect(svg).toContain("/agent/&lt;new&gt;");
    // Two routes under simulate with 2 metrics x 2 builds, minus the missing baseline's 2; 1 route under devtools.
    const drawn = bars(svg);
    expect(drawn).toHaveLength(6 + 4);
    expect(svg.match(/>n\/a</g)).toHaveLength(2);
    // Simulated LCP shares one axis (to 5000): 1700 and 2000 keep their proportion.
    const [lcpNow, lcpBaseline] = drawn;
    expect((lcpNow?.width ?? 0) / (lcpBaseline?.width ?? 1)).toBeCloseTo(1700 / 2000, 2);
    expect([lcpNow?.build, lcpBaseline?.build]).toEqual(["current", "baseline"]);
    expect(drawn.filter((bar) => bar.metric === "tbt")).toHaveLength(5);
    // The devtools LCP target is drawn on its panel only.
    expect(svg.match(/target 1200/g)).toHaveLength(1);
  });

  it("draws one bar per metric and no legend for a baseline when there is none", () => {
    const svg = benchChartSvg([{ route: "/", throttling: "simulate", current: { lcp: 1000, tbt: 100 } }], { currentLabel: "working tree" });
    expect(bars(svg)).toHaveLength(2);
    expect(svg).not.toContain("against");
  });
});
