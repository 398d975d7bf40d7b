// A small SVG chart of one bench run, written next to its Markdown report: per throttling method,
// LCP and TBT per route, the working tree's bar above the baseline's when there is one.
// Hand-written SVG rather than a charting library: a few dozen bars need no layout engine, and the
// libraries that draw SVG (d3, vega) want a DOM or pull in far more code than this file.

type ChartMetrics = { lcp: number | null; tbt: number | null };
export type ChartRow = { route: string; throttling: string; current: ChartMetrics; baseline?: ChartMetrics };
export type ChartOptions = { currentLabel: string; baselineLabel?: string; lcpTarget?: { throttling: string; ms: number } };

const WIDTH = 960;
const LABEL_WIDTH = 230;
const PANEL_GAP = 40;
const PANEL_WIDTH = (WIDTH - LABEL_WIDTH - PANEL_GAP - 20) / 2;
const BAR_HEIGHT = 11;
const ROUTE_GAP = 8;
const CURRENT_COLOR = "#1d4ed8";
const BASELINE_COLOR = "#9ca3af";
const TARGET_COLOR = "#b91c1c";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A round upper bound for an axis: 1, 2 or 5 times a power of ten, at least `value`. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value) ?? 10 * power);
}

function text(x: number, y: number, content: string, attributes = ""): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}"${attributes ? ` ${attributes}` : ""}>${escapeXml(content)}</text>`;
}

export function benchChartSvg(rows: readonly ChartRow[], options: ChartOptions): string {
  const methods = [...new Set(rows.map((row) => row.throttling))];
  const barsPerRoute = options.baselineLabel ? 2 : 1;
  const routeHeight = barsPerRoute * BAR_HEIGHT + ROUTE_GAP;
  const parts: string[] = [];
  let y = 56;

  for (const method of methods) {
    const methodRows = rows.filter((row) => row.throttling === method);
    parts.push(text(10, y, `${method} throttling`, 'font-weight="bold" font-size="14"'));
    y += 22;
    const panels = [
      // TBT's axis reaches at least 200 ms, Lighthouse's "good" limit, so a few ms never fill the panel.
      { metric: "lcp" as const, title: "LCP (ms)", x: LABEL_WIDTH, axisFloor: 0 },
      { metric: "tbt" as const, title: "TBT (ms)", x: LABEL_WIDTH + PANEL_WIDTH + PANEL_GAP, axisFloor: 200 },
    ];
    const top = y;
    for (const panel of panels) {
      const target = panel.metric === "lcp" && options.lcpTarget?.throttling === method ? options.lcpTarget.ms : 0;
      const values = methodRows.flatMap((row) => [row.current[panel.metric], row.baseline?.[panel.metric] ?? null]);
      const max = niceMax(Math.max(panel.axisFloor, target, ...values.map((value) => value ?? 0)));
      const scale = (value: number) => (value / max) * PANEL_WIDTH;
      parts.push(text(panel.x, top - 4, `${panel.title}, axis to ${max}`, 'font-size="12"'));
      methodRows.forEach((row, index) => {
        const rowTop = top + 4 + index * routeHeight;
        const builds = [{ build: "current", metrics: row.current, color: CURRENT_COLOR }];
        if (options.baselineLabel) builds.push({ build: "baseline", metrics: row.baseline ?? { lcp: null, tbt: null }, color: BASELINE_COLOR });
        builds.forEach((build, buildIndex) => {
          const value = build.metrics[panel.metric];
          const barTop = rowTop + buildIndex * BAR_HEIGHT;
          if (value === null) {
            parts.push(text(panel.x + 2, barTop + BAR_HEIGHT - 2, "n/a", 'font-size="10" fill="#6b7280"'));
            return;
          }
          const width = Math.max(scale(value), 1);
          parts.push(`<rect data-build="${build.build}" data-metric="${panel.metric}" x="${panel.x}" y="${barTop}" width="${width.toFixed(1)}" height="${BAR_HEIGHT - 1}" fill="${build.color}"/>`);
          parts.push(text(panel.x + width + 3, barTop + BAR_HEIGHT - 2, String(Math.round(value)), 'font-size="10"'));
        });
      });
      const bottom = top + 4 + methodRows.length * routeHeight;
      if (target > 0) {
        const x = panel.x + scale(target);
        parts.push(`<line x1="${x.toFixed(1)}" y1="${top}" x2="${x.toFixed(1)}" y2="${bottom}" stroke="${TARGET_COLOR}" stroke-dasharray="4 3"/>`);
        parts.push(text(x + 3, bottom + 10, `target ${target}`, `font-size="10" fill="${TARGET_COLOR}"`));
      }
    }
    methodRows.forEach((row, index) => {
      parts.push(text(LABEL_WIDTH - 8, top + 4 + index * routeHeight + BAR_HEIGHT * barsPerRoute * 0.5 + 4, row.route, 'font-size="12" text-anchor="end"'));
    });
    y = top + 4 + methodRows.length * routeHeight + 30;
  }

  const legend = [`<rect x="10" y="24" width="12" height="10" fill="${CURRENT_COLOR}"/>`, text(27, 33, options.currentLabel, 'font-size="12"')];
  if (options.baselineLabel) {
    legend.push(`<rect x="260" y="24" width="12" height="10" fill="${BASELINE_COLOR}"/>`, text(277, 33, options.baselineLabel, 'font-size="12"'));
  }
  const height = Math.ceil(y);
  const title = `Lighthouse LCP and TBT per route${options.baselineLabel ? `: ${options.currentLabel} against ${options.baselineLabel}` : ""}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-labelledby="bench-title" font-family="system-ui, sans-serif">`,
    `<title id="bench-title">${escapeXml(title)}</title>`,
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>`,
    text(10, 16, title, 'font-size="14" font-weight="bold"'),
    ...legend,
    ...parts,
    "</svg>",
    "",
  ].join("\n");
}
