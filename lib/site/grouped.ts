// Grouping a list by a key, keeping each group where its first item stands: the questionnaire's
// areas, the trust page's summary and its security practice are read in the order the content
// gives them. Map.groupBy does this from Node 21; the build runs on Node 20 too.

/** The items grouped by `keyOf`, groups in the order of their first item, items in their order. */
export function groupedInOrder<Item, Key>(items: readonly Item[], keyOf: (item: Item) => Key): [Key, Item[]][] {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups];
}
