// Where the feeds are served: the pages link them, the feeds name themselves, and the hosts send
// each with its own type (lib/site/security-headers.ts), so the paths are written here once.
export const feedPaths = { articles: "/feed.xml", subProcessors: "/trust/sub-processors/feed.xml" } as const;
