// /.well-known/ai-catalog.json as Lighthouse's ard-schema audit (Agentic Browsing) reads it: an
// entry's metadata holds scalar values only; an array there failed the audit (score 75).
import { aiCatalog } from "@/lib/site/agent-catalog";

it("gives every entry's metadata scalar values only (string, number, boolean or null)", () => {
  const { entries } = aiCatalog() as { entries: { metadata: Record<string, unknown> }[] };
  expect(entries.length).toBeGreaterThan(0);
  const notScalar = entries.flatMap(({ metadata }) =>
    Object.entries(metadata)
      .filter(([, value]) => value !== null && !["string", "number", "boolean"].includes(typeof value))
      .map(([key]) => key),
  );
  expect(notScalar).toEqual([]);
});
