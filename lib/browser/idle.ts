/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms), for work a page should
 * have done soon but not before its first paint. Returns what cancels it.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}
