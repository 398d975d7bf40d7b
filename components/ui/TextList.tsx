/**
 * A static list of sentences. Its items are keyed by position, not by their text: the list never
 * reorders, and a text key would send each sentence a second time in the page's RSC payload.
 */
export function TextList({ items, className, ordered = false }: { items: readonly string[]; className?: string; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </List>
  );
}
