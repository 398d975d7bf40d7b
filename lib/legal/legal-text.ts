// The legal texts (content/legal/*.md) as pages: Mustache fills their placeholders, markdown-it
// turns the result into HTML. Both run at build time in server components, so no page's JavaScript
// carries them. Each owner fact's placeholder holds its value only once the owner has confirmed it
// and is empty before, so a text cannot print an unconfirmed value; the text words both states with
// {{#fact}}…{{/fact}}{{^fact}}…{{/fact}}.
import markdownIt from "markdown-it";
import markdownItDeflist from "markdown-it-deflist";
import Mustache from "mustache";
import { claimFacts, type ClaimFacts } from "@/content/claim-facts";
import { detailsOnlyToAnswer } from "@/content/claims";
import { company, type Company, type SubProcessor } from "@/content/company";
import { factText, type OwnerFact } from "@/content/owner-fact";
import { site } from "@/content/site";
import { trustDocuments, type TrustDocuments } from "@/content/trust-documents";
import { readLegalText, type LegalTextName } from "@/content/legal/files";
import { INDICATIVE_PRICE_NOTE } from "@/lib/agents/listing-text";
import { REFERENCE_LENGTH } from "@/lib/forms/contract";
import { OUTBOX_MAX_AGE_MS } from "@/lib/forms/outbox";
import { dpaEmail, privacyEmail } from "@/lib/legal/contacts";
import { durationText, sccModuleText } from "@/lib/legal/dpa";
import { agentRequestFields, contactFormFields, contactIntentAnswers, quoteRequestFields } from "@/lib/legal/collected-fields";
import { stated } from "@/lib/legal/owner-facts";
import { subProcessorUsedBy } from "@/lib/legal/sub-processor-users";
import { namingSentence, providerText } from "@/lib/legal/sub-processors";
import { responseSteps } from "@/lib/legal/vulnerability-response";
import { analyticsEnabled } from "@/lib/site/analytics";
import { legalNoticeHref, trustCenterHrefs } from "@/lib/site/hrefs";
import { listSentence } from "@/lib/site/list-sentence";
import { absoluteUrl } from "@/lib/site/urls";

/** The owner facts and claims a text may depend on; tests pass others. */
export type LegalFacts = { company: Company; trustDocuments: TrustDocuments; claims: ClaimFacts };

/**
 * What a placeholder holds: Markdown (or nothing, so that its {{^name}} wording shows), or, for a
 * block, a part the page renders itself (each agent's details, drawn from its listing), which
 * stands on a line of its own.
 */
type Placeholder = { about: string; value: string | undefined; block?: true };

/** A block placeholder's own line: a page part in place of Markdown. */
const block = (about: string): Placeholder => ({ about: `Block: ${about}, on a line of its own`, value: undefined, block: true });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sub-processors that receive this website's visitors' data, which the privacy notice tabulates. */
const visitorDataRoles: readonly SubProcessor["role"][] = ["lead-forms", "site-hosting"];

/** A cell's text, with the pipes that would end it escaped. */
const cell = (text: string) => text.replace(/\|/g, "\\|");

/** A confirmed address, one line after another (a Markdown hard break, backslash and new line, between them). */
const confirmedAddress = (company: Company) => stated(company.address, (lines) => lines.join("\\\n"), undefined);

/** The placeholders every text may use: the site's own details and the company's owner facts. */
function commonPlaceholders({ company }: LegalFacts): Record<string, Placeholder> {
  return {
    siteName: { about: "The site's name, e.g. Lumenfold", value: site.name },
    siteEmail: { about: "The site's e-mail address", value: site.email },
    siteUrl: { about: "The site's address, e.g. https://…", value: site.url },
    operatorName: {
      about: "Computed: the company's registered name once confirmed, the site's name before",
      value: factText(company.legalName, site.name),
    },
    legalName: { about: "Owner fact: the company's registered name and legal form", value: factText(company.legalName) },
    address: { about: "Owner fact: the registered address, its lines on lines of their own", value: confirmedAddress(company) },
    registration: { about: "Owner fact: the commercial register and number", value: factText(company.registration) },
    vatId: { about: "Owner fact: the VAT identification number", value: factText(company.vatId) },
    contentResponsible: { about: "Owner fact: the person responsible for the content", value: factText(company.contentResponsible) },
    governingLaw: { about: "Owner fact: the sentence on the law that governs the terms", value: factText(company.governingLaw) },
    supervisoryAuthorityName: {
      about: "Owner fact: the supervisory authority's name, empty while not named",
      value: stated(company.supervisoryAuthority, (authority) => authority?.name, undefined),
    },
    supervisoryAuthorityUrl: {
      about: "Owner fact: the supervisory authority's web address",
      value: stated(company.supervisoryAuthority, (authority) => authority?.url, undefined),
    },
  };
}

/** A Markdown table, its label ("Table: …") before it so it becomes the table's caption. */
function markdownTable(label: string, head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [`Table: ${label}`, "", line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The sub-processors of this website's visitor data, as the sub-processors page has them. */
function visitorProvidersTable(subProcessors: readonly SubProcessor[]): string {
  return markdownTable(
    "Providers that process this website's visitor data",
    ["Service", "Provider", "Purpose", "Personal data", "Location", "Transfer mechanism", "Added", "Used for"],
    subProcessors.map((row) => {
      const provider = providerText(row);
      return [
        row.service,
        provider.entity,
        row.purpose,
        row.dataCategories.map((category) => `${category}.`).join(" "),
        provider.location,
        provider.transferMechanism,
        provider.added,
        subProcessorUsedBy(row.role),
      ];
    }),
  );
}

/** Where the privacy notice sends a reader for the address and the registration: the legal notice once confirmed, else a request. */
function addressAndRegistration(company: Company): string {
  const facts: { label: string; fact: OwnerFact<unknown> }[] = [
    { label: "postal address", fact: company.address },
    { label: "commercial registration", fact: company.registration },
  ];
  const onNotice = facts.filter(({ fact }) => fact.confirmed).map(({ label }) => label);
  const onRequest = facts.filter(({ fact }) => !fact.confirmed).map(({ label }) => label);
  return [
    onNotice.length > 0 ? `The [legal notice](${legalNoticeHref}) has our ${listSentence(onNotice)}.` : "",
    onRequest.length > 0
      ? `Our ${listSentence(onRequest)} ${onRequest.length > 1 ? "are" : "is"} available on request from [${site.email}](mailto:${site.email}).`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** Field labels as a sentence, lower-cased where the text speaks of them ("the source page"). */
const fieldSentence = (labels: readonly string[], lowerCase = false) => listSentence(lowerCase ? labels.map((label) => label.toLowerCase()) : labels);

/** Each text's own placeholders, with what each holds. */
const placeholdersByText: Record<LegalTextName, (facts: LegalFacts) => Record<string, Placeholder>> = {
  "legal-notice": () => ({
    indicativePriceNote: { about: "Computed: the sentence every price on the site carries", value: INDICATIVE_PRICE_NOTE },
  }),
  "vulnerability-disclosure": ({ trustDocuments }) => ({
    securityReportChannel: block("where to report a vulnerability, as the trust page and security.txt give it"),
    responseTimesTable: {
      about: "Computed: the table of response steps and times (each time “Not confirmed yet” until the owner confirms them), captioned “Response times”",
      value: markdownTable(
        "Response times",
        ["Step", "Within"],
        responseSteps(trustDocuments).map((step) => [step.step, step.within]),
      ),
    },
  }),
  "privacy-notice": ({ company }) => {
    const contact = contactFormFields();
    const request = agentRequestFields();
    const quote = quoteRequestFields();
    const formsProvider = company.subProcessors.find((row) => row.role === "lead-forms")?.provider;
    return {
      privacyEmail: {
        about: "Computed: the privacy contact's e-mail address once confirmed, the site's e-mail address before",
        value: privacyEmail(company),
      },
      addressAndRegistration: {
        about: "Computed: where the postal address and registration are, the legal notice once confirmed, on request before",
        value: addressAndRegistration(company),
      },
      dataProtectionOfficerName: {
        about: "Owner fact: the data protection officer's name, empty while there is none",
        value: stated(company.dataProtectionOfficer, (officer) => officer?.name, undefined),
      },
      dataProtectionOfficerEmail: {
        about: "Owner fact: the data protection officer's e-mail address",
        value: stated(company.dataProtectionOfficer, (officer) => officer?.email, undefined),
      },
      leadRetentionDays: {
        about: "Owner fact: how many days a submission is kept",
        value: stated(company.leadRetentionDays, (days) => String(days), undefined),
      },
      formsProvider: {
        about: "Owner fact: the provider of form storage and e-mail (its sub-processor row)",
        value: formsProvider && stated(formsProvider, (provider) => provider.entity, undefined),
      },
      contactFields: { about: "Computed: the contact form's fields", value: fieldSentence(contact.typed) },
      contactReasons: {
        about: "Computed: a list of the contact form's reasons, each with the answers it asks for",
        value: contactIntentAnswers()
          .map((intent) => `- ${intent.label}: ${listSentence(intent.answers)}`)
          .join("\n"),
      },
      contactAddedFields: { about: "Computed: what the site adds to a contact message", value: fieldSentence(contact.added, true) },
      requestFields: { about: "Computed: the agent request form's fields", value: fieldSentence(request.typed) },
      requestAddedFields: { about: "Computed: what the site adds to an agent request", value: fieldSentence(request.added, true) },
      quoteFields: { about: "Computed: the quote request form's fields", value: fieldSentence(quote.typed) },
      quoteAddedFields: { about: "Computed: what the site adds to a quote request, from the quote", value: fieldSentence(quote.added, true) },
      detailsOnlyToAnswer: {
        about: "Claim: what a visitor's details are used for (content/claims.json); only the purpose until it is confirmed",
        value: detailsOnlyToAnswer,
      },
      visitorProvidersTable: {
        about: "Computed: the table of the providers of this website's visitor data, from the sub-processors",
        value: visitorProvidersTable(company.subProcessors.filter((row) => visitorDataRoles.includes(row.role))),
      },
      analytics: { about: "Computed: set in a build that runs Vercel Web Analytics, empty in one that does not", value: analyticsEnabled ? "on" : undefined },
      promisedReply: { about: "The promise of a reply every form makes (content/site.ts)", value: site.replyPromise },
      referenceLength: { about: "Computed: how many characters of a submission's reference the page shows", value: String(REFERENCE_LENGTH) },
      outboxDays: { about: "Computed: the most days a sent form waits in the browser for delivery", value: String(OUTBOX_MAX_AGE_MS / DAY_MS) },
      agentProvidersSentence: {
        about: "Computed: where the agents' providers are listed, and whether they are named yet",
        value: namingSentence(company.subProcessors, `The [sub-processors page](${trustCenterHrefs.subProcessors})`),
      },
    };
  },
  dpa: ({ company, trustDocuments, claims }) => ({
    dpaEmail: {
      about: "Computed: where to ask for the agreement to sign, its own e-mail address once confirmed, the site's before",
      value: dpaEmail(company),
    },
    dpaWithEveryCustomer: { about: "Claim: that every customer signs a DPA (content/claims.json)", value: factText(claims.dpaWithEveryCustomer) },
    usTransferBasis: { about: "Claim: the basis of transfers to the US region (content/claims.json)", value: factText(claims.usTransferBasis) },
    duration: { about: "Computed: how long the agreement lasts, with the days to delete data after it once confirmed", value: durationText(trustDocuments) },
    sccModuleSentence: { about: "Computed: which module of the Standard Contractual Clauses applies, once confirmed", value: sccModuleText(trustDocuments) },
    objectionDays: {
      about: "Owner fact: the days' notice before a sub-processor change, in which a customer may object",
      value: stated(company.subProcessorObjectionDays, (days) => String(days), undefined),
    },
    auditTerms: { about: "Owner fact: the notice, frequency and cost of an audit", value: factText(trustDocuments.auditTerms) },
    governmentAccess: {
      about: "Owner fact: how we answer a public authority's request for a customer's data",
      value: factText(trustDocuments.governmentAccess),
    },
    liability: { about: "Owner fact: the liability terms", value: factText(trustDocuments.liability) },
    lawAndPrecedence: { about: "Owner fact: the law that governs the agreement, and its precedence", value: factText(trustDocuments.lawAndPrecedence) },
    processingByAgent: block("each agent's purpose, data subjects, data, location, retention and sub-processors, from its listing"),
    securityMeasures: block("the security measures, as the trust page lists them"),
  }),
};

/** What the text may use, with what each holds: the view it is rendered with, and its documentation. */
export function legalTextPlaceholders(name: LegalTextName, facts: LegalFacts = { company, trustDocuments, claims: claimFacts }): Record<string, Placeholder> {
  return { ...commonPlaceholders(facts), ...placeholdersByText[name](facts) };
}

type TemplateIssue = { line: number; value?: string; message: string };

/** The line (1 first) of a character's offset in the text. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

/** A text's Mustache errors, the placeholders it uses that `names` does not offer, and blocks not on a line of their own, by line. */
export function legalTemplateIssues(text: string, names: readonly string[], blocks: readonly string[] = []): TemplateIssue[] {
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
            : blocks.includes(name) && (type !== "name" || text.split("\n")[lineAt(text, start) - 1]!.trim() !== `{{${name}}}`)
              ? [{ line: lineAt(text, start), value: name, message: `is a block: write {{${name}}} on a line of its own, with a blank line before and after` }]
              : [];
      return [...own, ...(Array.isArray(children) ? walk(children) : [])];
    });
  return walk(tokens);
}

// Definition lists ("Term", then ": what it means") for the DPA's details: markdown-it's own plugin.
const markdown = markdownIt({ html: false, linkify: false, typographer: false }).use(markdownItDeflist);

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
    if (token.type === "dl_open") token.attrSet("class", "detail-list");
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

/** Where a block goes in the filled-in text: a line no Markdown holds. */
const blockLine = (name: string) => `\u0000${name}\u0000`;
const BLOCK_LINE = /^\u0000(\w+)\u0000$/m;

/** The view a text is rendered with: each placeholder's value, and each block's line. */
function legalTextView(name: LegalTextName, facts?: LegalFacts): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(legalTextPlaceholders(name, facts)).map(([key, placeholder]) => [key, placeholder.block ? blockLine(key) : placeholder.value]),
  );
}

/** Markdown as HTML: tables in a scrollable labelled region, our own links with their full address for print. */
function renderMarkdown(text: string, classes: LegalTextClasses): string {
  const env = { classes };
  const tokens = markdown.parse(text, env);
  for (const token of tokens.flatMap((each) => [each, ...(each.children ?? [])])) {
    const href = token.type === "link_open" ? String(token.attrGet("href")) : "";
    if (href.startsWith("/")) token.attrSet("data-print-url", absoluteUrl(href));
  }
  return markdown.renderer.render(tokens, markdown.options, env);
}

/** A run of the text as HTML, or a block the page puts there. */
export type LegalTextPart = { html: string } | { block: string };

/** The text with its placeholders filled in, as HTML between its blocks. */
export function legalTextParts(name: LegalTextName, classes: LegalTextClasses, facts?: LegalFacts): LegalTextPart[] {
  // No escaping: the values are the owner's content, not a visitor's, and computed ones are Markdown
  // (a table); markdown-it has raw HTML off, so no value can add a tag.
  const text = Mustache.render(readLegalText(name), legalTextView(name, facts), undefined, { escape: (value: unknown) => String(value) });
  // split() with a capturing group alternates runs of Markdown and the blocks' names.
  return text
    .split(new RegExp(BLOCK_LINE.source, "m"))
    .map((piece, index): LegalTextPart => (index % 2 === 1 ? { block: piece } : { html: renderMarkdown(piece, classes) }))
    .filter((part) => !("html" in part) || part.html.trim() !== "");
}
