/**
 * @jest-environment node
 */
// The site is written in US English. This reads every string a page can show from content/, from
// lib/agents and lib/site/feeds.ts, which write sentences of their own, and from the text and
// strings of components/ and app/ (and the WebMCP tools of lib/webmcp), and names the file and
// the word of any British spelling. Names in code and file paths are held to it as well, word by
// word (a name like `agentCatalog` reads as "agent catalog"); comments are not read.
// content/search-vocabulary.ts is left out: its British forms ("enquiry", "categorise") are there
// so that a visitor who types them still finds the right agent.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    // Content in Markdown (articles) is copy too.
    return /\.(tsx?|md)$/.test(name) ? [path] : [];
  });
}

const notScanned = ["content/search-vocabulary.ts"];
const files = [
  ...sourceFiles("content"),
  ...sourceFiles("lib/agents"),
  ...sourceFiles("lib/webmcp"),
  "lib/site/feeds.ts",
  ...sourceFiles("components"),
  ...sourceFiles("app"),
].filter((path) => !notScanned.includes(path));

/** Words left in British spelling on purpose, by file, each with its reason beside it in that file. */
const intended: Record<string, string[]> = {
  // Rules.gs (the Apps Script receiver) is bundled from the reply promise (see the comment at site.replyPromise).
  "content/site.ts": ["enquiry"],
};

/** The text of every string literal and template in a file, without import and export paths. */
function stringsOf(path: string): string[] {
  // A Markdown file is all copy.
  if (path.endsWith(".md")) return [readFileSync(join(root, path), "utf8")];
  const source = ts.createSourceFile(path, readFileSync(join(root, path), "utf8"), ts.ScriptTarget.Latest, true);
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isExternalModuleReference(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return strings;
}

// Words that end in -ise in US English too; any word ending in "wise" is one as well.
const usWordsInIse = new Set([
  "advertise",
  "advise",
  "apprise",
  "arise",
  "bruise",
  "chastise",
  "comprise",
  "compromise",
  "concise",
  "cruise",
  "demise",
  "despise",
  "devise",
  "disguise",
  "enterprise",
  "excise",
  "exercise",
  "expertise",
  "franchise",
  "guise",
  "improvise",
  "incise",
  "merchandise",
  "noise",
  "paradise",
  "poise",
  "praise",
  "precise",
  "premise",
  "promise",
  "raise",
  "reprise",
  "revise",
  "rise",
  "supervise",
  "surmise",
  "surprise",
  "televise",
  "treatise",
  "turquoise",
]);

const britishSpellings: RegExp[] = [
  // organisation, visualisation (improvisation is US too)
  /\b(?!improvisation)[a-z]+isations?\b/gi,
  // colour, behaviour, favour, flavour, labour, neighbour, centre, metre, litre, fibre
  /\b(?:colo|behavio|favo|flavo|hono|labo|neighbo|harbo|humo|rumo|vapo|savo|endeavo|armo|odo|rigo|vigo|tumo|ardo|demeano|fervo|splendo)ur(?:s|ed|ing|ite|ites|able|al|ful|less)?\b/gi,
  /\b[a-z]*(?:cent|met|lit|theat|fib|calib|somb|spect|lust|meag|sab)re[sd]?\b/gi,
  // labelled, modelled, travelling, cancelled, signalled, fuelled, channelled, counsellor
  /\b[a-z]*(?:label|model|travel|cancel|signal|fuel|channel|counsel|level|total|marshal|tunnel|funnel|dial|equal|rival|panel|pedal|quarrel|libel|jewel)l(?:ed|ing|er|ers|or|ors)\b/gi,
  // defence, offence, licence, pretence
  /\b(?:defen|offen|licen|preten)ce[sd]?\b/gi,
  /\b(?:catalogues?|analogues?|programmes?|judgements?|acknowledgements?|ageing|enrolments?|fulfilment|fulfils?|instalments?|skilful|wilful|whilst|amongst|artefacts?|aluminium|grey|tonnes?|kerbs?|tyres?|cheques?|storeys?|manoeuvr[a-z]*|plough[a-z]*|sceptic[a-z]*|paediatric[a-z]*|anaesthe[a-z]*|haemo[a-z]*|oestrogen|foetus|oedema|orthopaedic[a-z]*|diarrhoea|encyclopaedia|speciality|specialities|per cent)\b/gi,
  /\b(?:analy|paraly|cataly)s(?:e|ed|ing)\b/gi,
  /\benquir(?:y|ies|e|es|ed|ing|er|ers)\b/gi,
];

/** The -ise, -ised, -ising forms of a verb the US writes with z. */
function britishIse(word: string): boolean {
  const match = /^([a-z]+)is(e|es|ed|ing|er|ers)$/i.exec(word);
  if (!match || word.toLowerCase().endsWith("wise") || word.toLowerCase().endsWith("wises")) return false;
  return match[1]!.length >= 2 && !usWordsInIse.has(`${match[1]!.toLowerCase()}ise`);
}

/** Every identifier in a file, as words ("agentCatalogJson" as "agent Catalog Json"). */
function namesOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(join(root, path), "utf8"), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) names.push(node.text.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " "));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The British spellings in a text, as written. */
function britishWordsIn(text: string): string[] {
  const found = britishSpellings.flatMap((pattern) => text.match(pattern) ?? []);
  const words = text.match(/[A-Za-z]+/g) ?? [];
  return [...found, ...words.filter(britishIse)];
}

describe("US spelling", () => {
  it.each([
    ["Our organisation will prioritise and optimise the colour of the centre", ["organisation", "colour", "centre", "prioritise", "optimise"]],
    ["They labelled and modelled a programme in their defence, with sound judgement", ["labelled", "modelled", "programme", "defence", "judgement"]],
    ["Send your enquiry about behavioural data and the catalogue, whilst we analyse it", ["behavioural", "catalogue", "whilst", "enquiry", "analyse"]],
    ["It was cancelled after 5 kilometres and a millilitre of fertiliser", ["kilometres", "millilitre", "cancelled", "fertiliser"]],
  ])("finds the British spellings in %p", (text, words) => {
    expect(britishWordsIn(text).sort()).toEqual([...words].sort());
  });

  it("leaves US words alone, -ise ones included", () => {
    const text =
      "The enterprise promised to advise and supervise, raised no surprises, and otherwise exercised its expertise; " +
      "a controlled, labeled, modeled, canceled program in the center, with behavior, color, analyses and a catalog, " +
      "an improvisation, a premise and a cancellation, likewise clockwise, for a fee of 12 percent.";
    expect(britishWordsIn(text)).toEqual([]);
  });

  it.each(files)("%s is in US spelling", (path) => {
    const allowed = intended[path] ?? [];
    const words = stringsOf(path)
      .flatMap(britishWordsIn)
      .filter((word) => !allowed.includes(word.toLowerCase()));
    expect(words).toEqual([]);
  });

  it("keeps the intended exception where it is documented", () => {
    for (const [path, words] of Object.entries(intended)) {
      const strings = stringsOf(path).join(" ");
      for (const word of words) expect(strings).toContain(word);
    }
  });

  const codeFiles = [...files, ...sourceFiles("lib"), ...sourceFiles("scripts"), ...sourceFiles("__tests__")].filter(
    (path, index, all) => all.indexOf(path) === index && path !== "__tests__/spelling.test.ts" && !path.endsWith(".md"),
  );

  it.each(codeFiles)("%s names things in US spelling", (path) => {
    const words = [path.replace(/[/.-]/g, " "), ...namesOf(path)].flatMap(britishWordsIn);
    expect(words).toEqual([]);
  });
});
