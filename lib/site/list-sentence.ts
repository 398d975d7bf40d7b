/** "a", "a and b", "a, b, and c": the serial comma keeps an item that holds an "and" in one piece. */
export function listSentence(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}
