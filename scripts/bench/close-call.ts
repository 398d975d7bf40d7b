// The bench's arithmetic on a route's runs, apart from Lighthouse so that it can be tested: the
// median that stands for a route, the ratio to the baseline, and how far a close call is extended.

export function median(values: readonly (number | null)[]): number | null {
  const numbers = values.filter((value): value is number => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  if (numbers.length % 2 === 1) return numbers[middle] ?? null;
  return ((numbers[middle - 1] ?? 0) + (numbers[middle] ?? 0)) / 2;
}

/** now / baseline, or null when either is missing or the baseline is 0 (TBT often is). */
export function ratio(now: number | null, baseline: number | null): number | null {
  if (now === null || baseline === null || baseline <= 0) return null;
  return now / baseline;
}

/**
 * The runs to add to both builds of a route whose simulated LCP ratio (of the medians of the runs
 * so far, returned with them) is over `target`: the next `step` of them, up to `maxRuns` in all;
 * none once the ratio holds, cannot be computed, or the route has had `maxRuns`. Steps rather than
 * one run at a time, so a route is not stopped on the first run that happens to tip its median
 * under the target.
 */
export function closeCallRuns(
  { current, baseline }: { current: readonly (number | null)[]; baseline: readonly (number | null)[] },
  { target, step, maxRuns }: { target: number; step: number; maxRuns: number },
): { first: number; last: number; lcpRatio: number } | undefined {
  const done = Math.min(current.length, baseline.length);
  const lcpRatio = ratio(median(current), median(baseline));
  if (lcpRatio === null || lcpRatio <= target || done >= maxRuns) return undefined;
  return { first: done + 1, last: Math.min(done + step, maxRuns), lcpRatio };
}
