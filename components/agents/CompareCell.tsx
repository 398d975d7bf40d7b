/** A comparison cell: one line as a paragraph, several as a list. */
export function CompareCell({ lines }: { lines: string[] }) {
  if (lines.length === 1) return <p>{lines[0]}</p>;
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
