/** @jest-environment node */
// The post-build step that empties the stylesheet text a page's RSC payload repeats from its <style>
// (scripts/flight-style-text.ts).
import { emptyDocumentStyleText } from "../scripts/flight-style-text";

/** A payload script as Next writes it. */
const payload = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026")})</script>`;
const decoded = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g)].map((match) => (JSON.parse(match[1]!) as [number, string])[1]).join("");
const row = (id: string, text: string) => `${id}:T${Buffer.byteLength(text, "utf8").toString(16)},${text}`;
const styleElement = (href: string, id: string) => `["$","style","0",{"nonce":"$undefined","precedence":"next","href":"${href}","children":"$${id}"}]`;

const css = ":root{--color-bg:#fff}body>main{content:'é & <b>'}";
const routeCss = ".agent{display:grid}";
const head = `<html><head><style data-precedence="next" data-href="/a.css /b.css">${css}${routeCss}</style></head>`;

it("empties every row of a stylesheet the document's <style> holds, both copies, and leaves the rest", () => {
  const html =
    `${head}<body><main>Hello</main>` +
    payload(`0:{"r":[${styleElement("/a.css", "2")},${styleElement("/b.css", "3")}],"G":["$f",["$L10"]]}\n${row("2", css)}${row("3", routeCss)}4:"x"\n`) +
    payload(`10:${styleElement("/a.css", "2a")}\n${row("2a", css)}5:["$","p",null,{"children":"after"}]\n`) +
    `</body></html>`;
  const text = decoded(emptyDocumentStyleText(html));
  expect(text).not.toContain("--color-bg");
  expect(text).not.toContain(routeCss);
  expect(text).toContain(`\n2:T0,3:T0,4:"x"\n`);
  expect(text).toContain(`\n2a:T0,5:["$","p",null,{"children":"after"}]\n`);
  expect(text).toContain(`10:${styleElement("/a.css", "2a")}`);
});

it("keeps a row the document has no <style> for, or holds with other text", () => {
  const other = `<html><head><style data-precedence="next" data-href="/a.css">.other{}</style></head><body>`;
  const html = payload(`0:${styleElement("/a.css", "2")}\n${row("2", css)}1:"x"\n`);
  expect(emptyDocumentStyleText(`<html><body>${html}`)).toBe(`<html><body>${html}`);
  expect(emptyDocumentStyleText(`${other}${html}`)).toBe(`${other}${html}`);
});

it("keeps a row that anything but a style element's children refers to", () => {
  for (const reference of ['"$2"', '"$L2"', '{"a":"$2:props"}']) {
    const html = head + payload(`0:${styleElement("/a.css", "2")}\n1:${reference}\n${row("2", css)}1:"x"\n`);
    expect(emptyDocumentStyleText(html)).toBe(html);
  }
});

it("takes a price that mentions the row's id for text, and references to rows whose ids end in it for other rows", () => {
  const html = head + payload(`0:${styleElement("/a.css", "2")}\n1:["$","p",null,{"children":["$$2,900, or $2 a day","$d2","$La2"]}]\n${row("2", css)}1:"x"\n`);
  expect(decoded(emptyDocumentStyleText(html))).toContain("\n2:T0,1:");
});

it("empties a row that ends its chunk, but not one that ends the payload, which the Flight client would never read", () => {
  const rows = `0:[${styleElement("/a.css", "2")},${styleElement("/b.css", "3")}]\n`;
  const html = head + payload(`${rows}${row("2", css)}`) + payload(row("3", routeCss));
  expect(decoded(emptyDocumentStyleText(html))).toBe(`${rows}2:T0,${row("3", routeCss)}`);
});

it("leaves the page alone when a payload script is not encoded as Next encodes it", () => {
  // "\u00e9" where Next writes "é": decoding and encoding would not give the script back.
  const html = head + payload(`0:${styleElement("/a.css", "2")}\n${row("2", css)}1:"x"\n`) + `<script>self.__next_f.push([1,"1:\\"caf\\u00e9\\"\\n"])</script>`;
  expect(emptyDocumentStyleText(html)).toBe(html);
});
