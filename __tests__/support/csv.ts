/** A CSV parser written to RFC 4180 (quoted fields, doubled quotes, CRLF rows), to read a download as a spreadsheet would. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      rows.push([...row, field]);
      row = [];
      field = "";
      index++;
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}
