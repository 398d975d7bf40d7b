// The legal texts (content/legal/*.md) as pages: Mustache fills their placeholders, markdown-it
// turns the result into HTML. Both run at build time in server components, so no page's JavaScript
// carries them. Each owner fact's placeholder holds its value only once the owner has confirmed it
// and is empty before, so a text cannot print an unconfirmed value; the text words both states with
// {{#fact}}…{{/fact}}{{^fact}}…{{/fact}}.
import markdownIt from "markdown-it";
import Mustache from "mustache";
import { company, type Company } from "@/content/company";
import type { OwnerFact } from "@/content/owner-fact";
import { site } from "@/content/site";
import { trustDocuments, type TrustDocuments } from "@/content/trust-documents";
import { readLegalText, type LegalTextName } from "@/content/legal/files";
import { INDICATIVE_PRICE_NOTE } from "@/lib/agents/listing-text";
import { stated } from "@/lib/legal/owner-facts";
import { responseSteps } from "@/lib/legal/vulnerability-response";
import { absoluteUrl } from "@/lib/site/urls";

/** The owner facts a text may depend on; tests pass others. */
export type LegalFacts = { company: Company; trustDocuments: TrustDocuments };

type Placeholder = { about: string; value: string | undefined };

/** A confirmed fact's value; nothing while it is not confirmed, so the text's {{^name}} wording shows. */
const confirmed = (fact: OwnerFact<string>) => stated(fact, (value): string | undefined => value, undefined);

/** A cell's text, with the pipes that would end it escaped. */
const cell = (text: string) => text.replace(/\|/g, "\\|");

/** The placeholders every text may use. */
function commonPlaceholders(): Record<string, Placeholder> {
  return {
    siteName: { about: "The site's name, e.g. Lumenfold", value: site.name },
    siteEmail: { about: "The site's e-mail address", value: site.email },
    siteUrl: { about: "The site's address, e.g. https://…", value: site.url },
  };
}

/** Each text's own placeholders, with what each holds. */
const placeholdersByText: Record<LegalTextName, (facts: LegalFacts) => Record<string, Placeholder>> = {
  "legal-notice": ({ company }) => ({
    legalName: { about: "Owner fact: the company's registered name and legal form", value: confirmed(company.legalName) },
    // A Markdown hard break (backslash, new line) between the lines.
    address: {
      about: "Owner fact: the registered address, its lines on lines of their own",
      value: stated(company.address, (lines) => lines.join("\\\n"), undefined),
    },
    registration: { about: "Owner fact: the commercial register and number", value: confirmed(company.registration) },
    vatId: { about: "Owner fact: the VAT identification number", value: confirmed(company.vatId) },
    contentResponsible: { about: "Owner fact: the person responsible for the content", value: confirmed(company.contentResponsible) },
    governingLaw: { about: "Owner fact: the sentence on the law that governs the terms", value: confirmed(company.governingLaw) },
    indicativePriceNote: { about: "Computed: the sentence every price on the site carries", value: INDICATIVE_PRICE_NOTE },
  }),
  "vulnerability-disclosure": ({ company, trustDocuments }) => ({
    securityContact: { about: "Owner fact: the security e-mail address", value: confirmed(company.securityContact) },
    responseTimesTable: {
      about: "Computed: the table of response steps and times (each time “Not confirmed yet” until the owner confirms them), captioned “Response times”",
      value: [
        "Table: Response times",
        "",
        "| Step | Within |",
        "| --- | --- |",
        ...responseSteps(trustDocuments).map((step) => `| ${cell(step.step)} | ${cell(step.within)} |`),
      ].join("\n"),
    },
  }),
};

/** What the text may use, with what each holds: the view it is rendered with, and its documentation. */
export function legalTextPlaceholders(name: LegalTextName, facts: LegalFacts = { company, trustDocuments }): Record<string, Placeholder> {
  return { ...commonPlaceholders(), ...placeholdersByText[name](facts) };
}

type TemplateIssue = { line: number; value?: string; message: string };

/** The line (1 first) of a character's offset in the text. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

/** A text's Mustache errors and the placeholders it uses that `names` does not offer, by line. */
export function legalTemplateIssues(text: string, names: readonly string[]): TemplateIssue[] {
  let tokens: unknown[];
  try {
    tokens = Mustache.parse(text);
  } catch (error) {
    // Mustache ends its messages with the offset: "Unclosed section "x" at 120".
    const message = error instanceof Error ? error.message : String(error);
    // An unclosed section is found at the end of the text: name the line that opens it instead.
    const unclosed = /^Unclosed section "(.+)"/.exec(message)?.[1];
    const opening = unclosed ? Math.max(text.lastIndexOf(`{{#${unclosed}}}`), text.lastIndexOf(`{{^${unclosed}}}`)) : -1;
    const offset = opening >= 0 ? opening : Number(/at (\d+)$/.exec(message)?.[1] ?? 0);
    return [
      {
        line: lineAt(text, offset),
        message: `is not a valid placeholder: ${message.replace(/ at \d+$/, "")}; write {{name}}, or {{#name}}…{{/name}}{{^name}}…{{/name}}`,
      },
    ];
  }
  const offered = `${names.join(", ")}`;
  const walk = (list: unknown[]): TemplateIssue[] =>
    list.flatMap((token) => {
      const [type, name, start, , children] = token as [string, string, number, number, unknown[] | undefined];
      const own: TemplateIssue[] =
        ["name", "&", "#", "^"].includes(type) && name !== "." && !names.includes(name)
          ? [
              {
                line: lineAt(text, start),
                value: name,
                message: `is not a placeholder of this text: use one of ${offered} (docs/editing.md, "Edit a legal text")`,
              },
            ]
          : type === ">" || type === "="
            ? [{ line: lineAt(text, start), value: name, message: "is a partial or a change of delimiters, which the legal texts do not use" }]
            : [];
      return [...own, ...(Array.isArray(children) ? walk(children) : [])];
    });
  return walk(tokens);
}

const markdown = markdownIt({ html: false, linkify: false, typographer: false });

/** A heading ending in {#id} gets that id, so its anchor stays when counsel rewords it. */
const HEADING_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;
/** A paragraph "Table: …" right before a table is its label (Pandoc's way of captioning one). */
const TABLE_LABEL = /^Table:\s*(.+)$/;

markdown.core.ruler.push("legal_ids_and_labels", (state) => {
  const tokens = state.tokens;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const inline = tokens[index + 1];
    if (token.type === "heading_open" && inline?.type === "inline") {
      const match = HEADING_ID.exec(inline.content);
      const last = inline.children?.at(-1);
      if (match && last?.type === "text") {
        token.attrSet("id", match[1]!);
        inline.content = inline.content.replace(HEADING_ID, "");
        last.content = last.content.replace(HEADING_ID, "");
      }
    }
    // A table's first column heads its rows, as in the pages' own tables.
    if (token.type === "th_open") token.attrSet("scope", "col");
    if (token.type === "tr_open" && tokens[index + 1]?.type === "td_open") {
      tokens[index + 1]!.tag = "th";
      tokens[index + 1]!.attrSet("scope", "row");
      tokens.slice(index + 2).find((each) => each.type === "td_close")!.tag = "th";
    }
    if (token.type === "paragraph_open" && inline?.type === "inline" && tokens[index + 3]?.type === "table_open") {
      const label = TABLE_LABEL.exec(inline.content)?.[1];
      if (label) {
        tokens[index + 3]!.meta = { label };
        tokens.splice(index, 3);
      }
    }
  }
});

/** The CSS module's class names a table takes, from the component that sets the text. */
export type LegalTextClasses = { tableWrap: string; table: string };

// A scrollable region must be reachable by keyboard and named (axe: scrollable-region-focusable).
markdown.renderer.rules.table_open = (tokens, index, _options, env) => {
  const { classes } = env as { classes: LegalTextClasses };
  const label = markdown.utils.escapeHtml(String((tokens[index]!.meta as { label?: string } | null)?.label ?? "Table"));
  return `<div class="${classes.tableWrap}" role="region" aria-label="${label}" tabindex="0"><table class="${classes.table}"><caption class="visually-hidden">${label}</caption>\n`;
};
markdown.renderer.rules.table_close = () => "</table></div>\n";

/** The view a text is rendered with: each placeholder's value. */
function legalTextView(name: LegalTextName, facts?: LegalFacts): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(legalTextPlaceholders(name, facts)).map(([key, placeholder]) => [key, placeholder.value]));
}

/** The text's HTML: placeholders filled, Markdown rendered, tables in a scrollable labelled region, our own links with their full address for print. */
export function legalTextHtml(name: LegalTextName, classes: LegalTextClasses, facts?: LegalFacts): string {
  // No escaping: the values are the owner's content, not a visitor's, and computed ones are Markdown
  // (a table); markdown-it has raw HTML off, so no value can add a tag.
  const text = Mustache.render(readLegalText(name), legalTextView(name, facts), undefined, { escape: (value: unknown) => String(value) });
  const env = { classes };
  const tokens = markdown.parse(text, env);
  for (const token of tokens.flatMap((each) => [each, ...(each.children ?? [])])) {
    const href = token.type === "link_open" ? String(token.attrGet("href")) : "";
    if (href.startsWith("/")) token.attrSet("data-print-url", absoluteUrl(href));
  }
  return markdown.renderer.render(tokens, markdown.options, env);
}
