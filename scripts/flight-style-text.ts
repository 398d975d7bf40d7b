// Every exported page carries its RSC payload inline (`self.__next_f.push([1, "..."])` scripts). With
// inlined CSS, each stylesheet is in the page's `<style data-href="...">` and again in the payload,
// as the text row (`<id>:T<hex length>,<css>`) that a `<style precedence href>` element takes as its
// children; Turbopack even gives the root layout's stylesheet to the global-error entry, so the
// payload held it twice. React never reads that text on the page it came with: a hoisted style is
// adopted from the document by its href (`style[data-href~="..."]`, react-dom's acquireResource),
// and only a style the document lacks is created from its text. A client-side navigation reads the
// landing page's own .txt payload, which this step leaves whole. So this step empties each row
// whose stylesheet the document already holds: about 13.5 KB gzipped off every page's HTML.
// No library does this: it is a post-processing of Next's output. It changes a page only when every
// payload script round-trips exactly through decoding and encoding, and a row only when every
// reference to it is the children of a style element whose href the document holds with that text,
// so an unknown format leaves the page as Next wrote it.

const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
const TEXT_ROW = /(?<=^|\n|\])([0-9a-f]+):T([0-9a-f]+),/g;
const TEXT_ROW_AT = /([0-9a-f]+):T([0-9a-f]+),/y;
const DOCUMENT_STYLE = /<style\b[^>]*\bdata-href="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

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

/**
 * The text rows wholly inside one chunk. A T row is delimited by its UTF-8 byte length, not a
 * newline, so the next row may start right after its text; elsewhere a row starts a line (or
 * follows a "]"), and text inside a row is never taken for one.
 */
function textRows(chunk: string): TextRow[] {
  const rows: TextRow[] = [];
  let position = 0;
  for (;;) {
    TEXT_ROW_AT.lastIndex = position;
    TEXT_ROW.lastIndex = position;
    const match = (position > 0 ? TEXT_ROW_AT.exec(chunk) : null) ?? TEXT_ROW.exec(chunk);
    if (!match) return rows;
    const bodyStart = match.index + match[0].length;
    const bytes = Buffer.from(chunk.slice(bodyStart), "utf8");
    const length = Number.parseInt(match[2]!, 16);
    if (bytes.length < length) return rows; // continues in the next chunk: left alone
    const body = bytes.subarray(0, length).toString("utf8");
    rows.push({ id: match[1]!, start: match.index, end: bodyStart + body.length, body });
    position = bodyStart + body.length;
  }
}

/** Whether every reference to row `id` is a style element's children, each with a href the document holds with `body`. */
function onlyDocumentStyles(payload: string, id: string, body: string, documentStyles: readonly { hrefs: string[]; text: string }[]): boolean {
  // A reference is a whole JSON string: "$", at most one tag that is not a hex digit, the id, and
  // perhaps a path ("$2", "$L2", "$2:props:children"); "$d2" and "$La2" name other rows, "$$2,900" is text.
  const references = payload.match(new RegExp(`"\\$[A-Zg-z@]?${id}[:"]`, "g")) ?? [];
  const styleElements = [...payload.matchAll(new RegExp(`\\["\\$","style","[^"]*",\\{[^{}]*?"href":"([^"]+)","children":"\\$${id}"\\}\\]`, "g"))];
  if (references.length === 0 || styleElements.length !== references.length) return false;
  return styleElements.every(([, href]) => documentStyles.some((style) => style.hrefs.includes(href!) && style.text.includes(body)));
}

/** The page with each payload text row emptied whose stylesheet the document's own <style> holds. */
export function emptyDocumentStyleText(html: string): string {
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)];
  const chunks = scripts.map((script) => (JSON.parse(script[1]!) as [number, string])[1]);
  if (scripts.some((script, i) => encodeChunk(chunks[i]!) !== script[1])) return html;

  const documentStyles = [...html.replace(PAYLOAD_SCRIPT, "").matchAll(DOCUMENT_STYLE)].map(([, hrefs, text]) => ({ hrefs: hrefs!.split(" "), text: text! }));
  const payload = chunks.join("");
  let changed = false;
  const texts = chunks.map((chunk, index) => {
    let kept = chunk;
    // From the end, so the offsets of the rows still to empty stay right. The Flight client reads an
    // empty row that ends a chunk when the next chunk comes, so one that ends the last is left alone.
    for (const row of textRows(chunk).reverse()) {
      const endsPayload = index === chunks.length - 1 && row.end === chunk.length;
      if (row.body === "" || endsPayload || !onlyDocumentStyles(payload, row.id, row.body, documentStyles)) continue;
      kept = `${kept.slice(0, row.start)}${row.id}:T0,${kept.slice(row.end)}`;
      changed = true;
    }
    return kept;
  });
  if (!changed) return html;
  let index = 0;
  return html.replace(PAYLOAD_SCRIPT, () => `<script>self.__next_f.push(${encodeChunk(texts[index++]!)})</script>`);
}
