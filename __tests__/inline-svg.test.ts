import { agents } from "@/content/agents";
import { inlineSvgMarkup } from "@/lib/content/inline-svg";
import { getAllArticles } from "@/lib/blog/articles";

const heroes = [...agents.map((agent) => agent.image), ...getAllArticles().map((article) => article.image)];

describe("inlineSvgMarkup", () => {
  it.each(heroes)("inlines %s with every id and reference under the prefix", (src) => {
    const markup = inlineSvgMarkup(src, "hero");
    expect(markup.startsWith("<svg")).toBe(true);
    const ids = [...markup.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id!);
    expect(ids.filter((id) => !id.startsWith("hero-"))).toEqual([]);
    // Every reference points at an id the drawing has, so no gradient falls back to black.
    const references = [...markup.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map(([, url, href]) => url ?? href);
    expect(references.filter((reference) => !ids.includes(reference!))).toEqual([]);
  });

  it("gives two drawings on one page no id in common", () => {
    const ids = (markup: string) => [...markup.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id);
    const first = ids(inlineSvgMarkup(heroes[0]!, "one"));
    const second = ids(inlineSvgMarkup(heroes[0]!, "two"));
    expect(first.filter((id) => second.includes(id))).toEqual([]);
  });

  it("names the file that is not an SVG", () => {
    expect(() => inlineSvgMarkup("/favicon.ico", "x")).toThrow("/favicon.ico is not an SVG file that can be inlined");
  });
});
