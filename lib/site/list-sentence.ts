/**
 * The words before each item of a list of `count`: "" for the first, then "a and b", or
 * "a, b, and c": the serial comma keeps an item that holds an "and" in one piece. For a list whose
 * items are elements (links), which cannot be joined as strings.
 */
export function listSeparators(count: number): string[] {
  return Array.from({ length: count }, (_, index) => (index === 0 ? "" : index < count - 1 ? ", " : count === 2 ? " and " : ", and "));
}

/** "a", "a and b", "a, b, and c". */
export function listSentence(items: readonly string[]): string {
  const separators = listSeparators(items.length);
  return items.map((item, index) => `${separators[index]}${item}`).join("");
}
