// Which agents a comparison holds, read from `?agents=a,b` or from the visitor's selection. The
// table's rows are in compare-rows.ts, which only the server needs.

/** More columns than this no longer fit a readable table. */
export const MAX_COMPARED = 3;

/** Under a row's name in the table, where every agent compared says the same in it. */
export const SAME_FOR_ALL_NOTE = "The same for every agent here";

export type ComparedSlugs = {
  /** Known agents, in the order given, each once, at most MAX_COMPARED. */
  slugs: string[];
  /** Known agents left out because there were more than MAX_COMPARED. */
  cut: string[];
  /** Values that name no agent; they are ignored. */
  unknown: string[];
};

/** Reads "a,b,c" (the value of ?agents=) against the catalog's slugs. */
export function parseComparedSlugs(value: string | null | undefined, known: readonly string[]): ComparedSlugs {
  const given = [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((slug) => slug.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const valid = given.filter((slug) => known.includes(slug));
  return { slugs: valid.slice(0, MAX_COMPARED), cut: valid.slice(MAX_COMPARED), unknown: given.filter((slug) => !known.includes(slug)) };
}

/** The selection with `slug` added or removed; adding to a full selection is refused. */
export function toggleCompared(selection: readonly string[], slug: string): { selection: string[]; refused: boolean } {
  if (selection.includes(slug)) return { selection: selection.filter((item) => item !== slug), refused: false };
  if (selection.length >= MAX_COMPARED) return { selection: [...selection], refused: true };
  return { selection: [...selection, slug], refused: false };
}
