// Reads the `_headers` format that static hosts such as Netlify and Cloudflare Pages understand:
// a path pattern on its own line, then indented "Name: value" lines.
export type HeaderRule = { pattern: string; headers: Record<string, string>; matches: (pathname: string) => boolean };

function patternMatcher(pattern: string): (pathname: string) => boolean {
  const regex = new RegExp(`^${pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
  return (pathname) => regex.test(pathname);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      rules.push({ pattern, headers: {}, matches: patternMatcher(pattern) });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(":");
    if (rule && separator > 0) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}
