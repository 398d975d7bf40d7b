// An article section's Markdown (content/articles/*.md): its HTML for the page, its plain text for
// the read time and the card's preview, and the links and images the content check looks at.
// markdown-it is CommonMark with a token stream to read; it runs at build time only (the pages are
// server components), so no page's JavaScript carries it. Raw HTML is off: a section's text can
// hold no tag, script or style of its own.
import markdownIt, { type Token } from "markdown-it";

const markdown = markdownIt({ html: false, linkify: false, typographer: false });

// Images load when they near the screen, and never hold up the first paint.
const defaultImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  tokens[index]!.attrSet("loading", "lazy");
  tokens[index]!.attrSet("decoding", "async");
  return defaultImage(tokens, index, options, env, self);
};

export function markdownHtml(text: string): string {
  return markdown.render(text);
}

function inlineText(tokens: readonly Token[]): string {
  return tokens
    .map((token) =>
      token.type === "text" || token.type === "code_inline"
        ? token.content
        : token.type === "softbreak" || token.type === "hardbreak"
          ? " "
          : inlineText(token.children ?? []),
    )
    .join("");
}

/** The words a reader reads, paragraph by paragraph (and list item by list item): no markup, no addresses. */
export function markdownParagraphs(text: string): string[] {
  return markdown
    .parse(text, {})
    .filter((token) => token.type === "inline")
    .map((token) => inlineText(token.children ?? []).trim())
    .filter(Boolean);
}

export type MarkdownReference = { kind: "link" | "image"; target: string; alt?: string; line: number };

/** Every link and image, with its line in `text` (1 first). */
export function markdownReferences(text: string): MarkdownReference[] {
  return markdown.parse(text, {}).flatMap((block) =>
    (block.children ?? []).flatMap((token): MarkdownReference[] => {
      const line = (block.map?.[0] ?? 0) + 1;
      if (token.type === "link_open") return [{ kind: "link", target: String(token.attrGet("href") ?? ""), line }];
      if (token.type === "image") return [{ kind: "image", target: String(token.attrGet("src") ?? ""), alt: inlineText(token.children ?? []), line }];
      return [];
    }),
  );
}

/** The heading levels the text uses itself (a section's title is its h2, so its own start at ###). */
export function markdownHeadingLevels(text: string): number[] {
  return markdown
    .parse(text, {})
    .filter((token) => token.type === "heading_open")
    .map((token) => Number(token.tag.slice(1)));
}
