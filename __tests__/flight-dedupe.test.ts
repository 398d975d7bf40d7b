/** @jest-environment node */
// The post-build step that drops the repeated stylesheet from a page's RSC payload (scripts/flight-dedupe.ts).
import { dedupePayloadText } from "../scripts/flight-dedupe";

/** A payload script as Next writes it. */
const payload = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026")})</script>`;
const decoded = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g)].map((match) => (JSON.parse(match[1]!) as [number, string])[1]).join("");
const row = (id: string, text: string) => `${id}:T${Buffer.byteLength(text, "utf8").toString(16)},${text}`;

const css = ":root{--color-bg:#fff}body>main{content:'é & <b>'}";

it("keeps the first copy of a repeated text row and points the references to the second at it", () => {
  const html =
    `<html><body><main>Hello</main>` +
    payload(`0:{"r":["$","style","0",{"href":"/a.css","children":"$2"}],"G":["$f",["$L10"]]}\n${row("2", css)}`) +
    payload(`10:["$","style","0",{"href":"/a.css","children":"$2a"}]\n${row("2a", css)}3:["$","p",null,{"children":"after"}]\n`) +
    `</body></html>`;
  const result = dedupePayloadText(html);
  const text = decoded(result);
  expect(text.split(css)).toHaveLength(2);
  expect(text).toContain(`10:["$","style","0",{"href":"/a.css","children":"$2"}]`);
  expect(text).not.toContain("2a:T");
  expect(text).toContain(`3:["$","p",null,{"children":"after"}]`);
  expect(result).toContain("<main>Hello</main>");
  expect(result).not.toMatch(/push\(\[1,"[^"]*<b>/); // still escaped for HTML
});

it("leaves a page whose rows are all different as it was", () => {
  const html = payload(`0:"$2"\n${row("2", css)}`) + payload(`${row("3", "other")}`);
  expect(dedupePayloadText(html)).toBe(html);
});

it("leaves the page alone when the repeated row is referenced in any other way", () => {
  const html = payload(`0:"$2"\n${row("2", css)}`) + payload(`1:"$L2a"\n${row("2a", css)}`);
  expect(dedupePayloadText(html)).toBe(html);
});

it("leaves the page alone when a payload script is not encoded as Next encodes it", () => {
  // "\u00e9" where Next writes "é": decoding and encoding would not give the script back.
  const html = payload(`0:"$2"\n${row("2", css)}`) + `<script>self.__next_f.push([1,"1:\\"caf\\u00e9\\"\\n"])</script>` + payload(row("2a", css));
  expect(dedupePayloadText(html)).toBe(html);
});
