/** What a 404 is about, read from the path the CDN answered with 404.html. */
export type MissingPath = { kind: "page" } | { kind: "blog"; id: string } | { kind: "agent" };

export function classifyMissingPath(pathname: string): MissingPath {
  const blog = /^\/blog\/([^/]+)\/?$/.exec(pathname);
  if (blog?.[1]) {
    let id = blog[1];
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape is shown as typed.
    }
    return { kind: "blog", id };
  }
  if (/^\/agent\/[^/]+\/?$/.test(pathname)) return { kind: "agent" };
  return { kind: "page" };
}

export const missingPathTitles: Record<MissingPath["kind"], string> = {
  page: "Page not found",
  blog: "Blog not found",
  agent: "Agent Not Found",
};
