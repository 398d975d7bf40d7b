// Every exported page carries its RSC payload inline (`self.__next_f.push([1, "..."])` scripts). With
// inlined CSS, Turbopack gives the root layout's stylesheet to the global-error entry too, so the
// payload holds the whole stylesheet twice, as two text rows (`<id>:T<hex length>,<text>`) of the same
// text: about 6.5 KB gzipped on every page, before the HTML is complete. This step keeps the first
// row and points the references to the second at it ("$2a" becomes "$2"), which React's Flight
// client resolves to the same string. No library does this: it is a post-processing of Next's
// output. It changes a page only when every payload script round-trips exactly through decoding
// and encoding, so an unknown format leaves the page as Next wrote it.

const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
const TEXT_ROW = /(?<=^|\n|\])([0-9a-f]+):T([0-9a-f]+),/g;

/** Next's encoding of a payload chunk inside a <script>: JSON, with what HTML would parse escaped. */
function encodeChunk(text: string): string {
  return JSON.stringify([1, text])
    .replace(/&/g, "\\u0026")
    .replace(/>/g, "\\u003e")
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

type TextRow = { id: string; start: number; end: number; body: string };

/** The text rows wholly inside one chunk: T rows are delimited by their UTF-8 byte length. */
function textRows(chunk: string): TextRow[] {
  const rows: TextRow[] = [];
  for (const match of chunk.matchAll(TEXT_ROW)) {
    const bodyStart = match.index + match[0].length;
    const bytes = Buffer.from(chunk.slice(bodyStart), "utf8");
    const length = Number.parseInt(match[2]!, 16);
    if (bytes.length < length) continue; // continues in the next chunk: left alone
    const body = bytes.subarray(0, length).toString("utf8");
    rows.push({ id: match[1]!, start: match.index, end: bodyStart + body.length, body });
  }
  return rows;
}

/** The page with each repeated text row of its RSC payload replaced by a reference to the first. */
export function dedupePayloadText(html: string): string {
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)];
  const chunks = scripts.map((script) => JSON.parse(script[1]!) as [number, string]);
  if (scripts.some((script, i) => encodeChunk(chunks[i]![1]) !== script[1])) return html;

  const firstIdOf = new Map<string, string>();
  const replaced = new Map<string, string>();
  const texts = chunks.map(([, text]) => {
    let kept = text;
    // Cut from the end, so the offsets of the rows still to cut stay right.
    const rows = textRows(text);
    for (const row of rows) {
      if (!firstIdOf.has(row.body)) firstIdOf.set(row.body, row.id);
      else if (row.body.length > 0) replaced.set(row.id, firstIdOf.get(row.body)!);
    }
    for (const row of [...rows].reverse()) {
      if (replaced.has(row.id)) kept = kept.slice(0, row.start) + kept.slice(row.end);
    }
    return kept;
  });
  if (replaced.size === 0) return html;

  const all = texts.join("");
  for (const id of replaced.keys()) {
    // Only plain references ("$2a") are rewritten; any other kind of reference leaves the page alone.
    const references = all.match(new RegExp(`\\$[A-Za-z@]*${id}(?![0-9a-f])`, "g")) ?? [];
    if (references.some((reference) => reference !== `$${id}`)) return html;
  }
  const reference = new RegExp(`"\\$(${[...replaced.keys()].join("|")})"`, "g");
  let index = 0;
  return html.replace(PAYLOAD_SCRIPT, () => {
    const text = texts[index++]!.replace(reference, (_, id: string) => `"$${replaced.get(id)}"`);
    return `<script>self.__next_f.push(${encodeChunk(text)})</script>`;
  });
}
