// `npm run new -- agent <slug>` and `npm run new -- article <slug>`: writes every file a new agent
// or article needs, with every required field, and lists it where the site looks for it. Each value
// the owner must write carries a FILL IN marker, and the build refuses while one is left
// (lib/content/check.ts), so a half-filled item can never be published.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AGENT_ORDER_FILE, agentFileOf } from "../content/agents/files";
import { ARTICLES_FOLDER } from "../content/articles/files";
import { FILL_IN_MARKER } from "../lib/content/check";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const M = FILL_IN_MARKER;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Placeholder artwork in the site's style; its marker asks for the real artwork or a deliberate keep. */
function placeholderArtwork(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">
<!-- ${M}: replace this file with the ${label}'s own artwork (640 x 360), or delete this line to keep the placeholder. -->
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ccfbf1"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#b)"/>
<rect x="170" y="70" width="300" height="220" rx="24" fill="#fff"/>
<circle cx="226" cy="126" r="28" fill="#0f766e"/>
<rect x="270" y="112" width="150" height="14" rx="7" fill="#99f6e4"/>
<rect x="270" y="136" width="100" height="10" rx="5" fill="#ccfbf1"/>
<rect x="206" y="186" width="228" height="12" rx="6" fill="#ccfbf1"/>
<rect x="206" y="210" width="190" height="12" rx="6" fill="#ccfbf1"/>
<rect x="206" y="234" width="210" height="12" rx="6" fill="#ccfbf1"/>
</svg>
`;
}

function steps(what: string): string {
  return [1, 2, 3].map((n) => `  - title: "${M}: ${what} ${n}, a few words"\n    description: "${M}: one sentence on ${what} ${n}"`).join("\n");
}

/** The agent's file: its catalog entry, then its listing under `listing`, every required field marked. */
function agentFile(slug: string): string {
  return `# Every field is described in content/schema.ts: agentSchema, and listingSchema under listing.
name: "${M}: the agent's name, e.g. Invoice Chaser"
description: "${M}: one or two sentences shown on cards and under the agent's name"
tags:
  - "${M}: a label shown on its card, such as Finance, Lead Generation or Customer Service"
# Its own marketplace function first, then any other whose filter also lists it (businessFunctions in content/choices.ts).
functions:
  - Sales # ${M}: the functions that list it
# Optional, as content/schema.ts (agentSchema) describes: path (a page of its own), requestForm
# (its request form's own wording) and featuredOnHome (its place among the home page's featured agents).
icon: sparkles # ${M}: an icon name from iconNames in content/choices.ts
image: /images/agents/${slug}.svg
howItWorks:
${steps("step")}
keyCapabilities:
${steps("capability")}
useCases:
  - "${M}: a customer who uses it and what it does for them, in one sentence"
  - "${M}: another use case"
  - "${M}: another use case"

listing:
  # Prices, retention and the estimate are owner facts: confirmed: true once the owner has checked them.
  pricing:
    confirmed: false
    value:
      model: per-month # ${M}: per-month, per-seat or per-month-plus-usage
      fromUsdPerMonth: 0 # ${M}: the indicative starting price in USD a month (per seat for per-seat)
      setupUsd: 0 # ${M}: the one-off set-up fee in USD
      includes:
        - "${M}: what the starting price includes, one short item each"
        - "${M}: another item (at least 2)"
  integrations:
    - kind: "${M}: a kind of system, e.g. Accounting systems"
      examples:
        - "${M}: a product it connects to"
  data:
    reads:
      - "${M}: what it reads"
    writes:
      - "${M}: what it writes"
    subjects:
      - "${M}: whose personal data it processes, e.g. callers to the practice"
    processingNote: "${M}: where else its data goes beyond our cloud provider's region, in one sentence; delete this line if nowhere"
    retention:
      confirmed: false
      value: "${M}: how long the data is kept, in one sentence"
    # The kinds of sub-processor it uses: cloud-hosting, speech, language-model, telephony, messaging (content/choices.ts).
    subProcessors:
      - cloud-hosting # ${M}: each kind it uses, one a line
      - language-model
    mayProcessHealthData: false # ${M}: whether it may process health information (content/claims.json says what follows)
  requirements:
    - "${M}: what the buyer provides"
  timelineWeeks:
    min: 0 # ${M}: the fewest weeks from signed order to live
    max: 0 # ${M}: the most weeks from signed order to live
  handover:
    when:
      - "${M}: when it hands over to a person"
    how: "${M}: how the handover happens, in one or two sentences"
  limits:
    - "${M}: something it will not do"
  risk:
    euAiActClass: limited # ${M}: minimal, limited or high under the EU AI Act; an agent that talks with anyone is at least limited (Art. 50)
    why: "${M}: one line on why it is in that class"
    talksWith: the public # ${M}: whom it converses with: the public, staff, or the public and staff; delete the line if no one
    # What it generates that is marked as AI-generated: synthetic voice, e-mails, written content, text replies (content/choices.ts).
    generates:
      - text replies # ${M}: each kind it generates, one a line; an agent that converses generates at least one
    # What Lumenfold does as provider, and when the obligations apply, come with the class (content/regulation.ts).
    buyerDuties:
      - "${M}: what the buyer must do about it"
  # Its model and system card (/trust/agents/${slug}). The model is an owner fact: describe it honestly
  # ("Our language model host", "A general-purpose large language model") until you name it and set confirmed: true.
  model:
    provider:
      confirmed: false
      value: "${M}: who provides its model, e.g. Our language model host"
    family:
      confirmed: false
      value: "${M}: the kind of model, e.g. A general-purpose large language model"
  evaluation:
    confirmed: false
    value: "${M}: what was tested before release, on what kind of data, and whether anyone independent has evaluated it; no figure that was not measured"
  # Newest first; material when it changes what it reads, writes, decides or may be used for.
  changelog:
    - date: ${today()}
      change: "${M}: what changed, in one sentence, e.g. First listed"
      material: true
  # A high-risk agent (euAiActClass high) also needs highRisk: its instructions for use, bias audit
  # and conformity plan (content/schema.ts, highRiskSchema; content/agents/resume-screener-agent.yaml has one).
  lastReviewed: ${today()} # ${M}: the day you checked this listing
  roi:
    confirmed: false
    value:
      inputs:
        - key: volume
          label: "${M}: tasks per month, in the buyer's words"
          defaultValue: 1 # ${M}: default, min, max and step
          min: 1
          max: 100
          step: 1
        - key: minutesPerTask
          label: "${M}: minutes of staff time per task"
          defaultValue: 1 # ${M}: default, min, max and step
          min: 1
          max: 60
          step: 1
        - key: hourlyCost
          label: Cost of an hour of staff time (USD)
          defaultValue: 40 # ${M}: default, min, max and step
          min: 1
          max: 200
          step: 1
        - key: automatedPercent
          label: "${M}: tasks it completes without a person (%)"
          defaultValue: 50 # ${M}: default, min, max and step, within 0 to 100
          min: 10
          max: 90
          step: 5
          basis: "${M}: where the default comes from, in one sentence"
      volumePer: month # ${M}: month or day
      # The check holds the first of these to the minutesPerTask and hourlyCost defaults: change them together.
      assumptions:
        - Each task takes 1 minute of staff time, at $40 an hour. # ${M}: the defaults in words, as above
        - "${M}: each other assumption of the estimate, one sentence each"
  conversations:
    - title: "${M}: a sample conversation or run that it resolves"
      kind: conversation # ${M}: conversation for a chat or call, run for an input and what it did
      outcome: resolved
      summary: "${M}: one sentence on what the example shows"
      turns:
        - speaker: "${M}: who speaks, e.g. Customer"
          text: "${M}: what they say"
        - speaker: "${M}: the agent's name"
          text: "${M}: what the agent answers"
    - title: "${M}: a sample where it hands over to a person or declines"
      kind: conversation # ${M}: conversation or run
      outcome: handover # ${M}: handover or declined
      summary: "${M}: one sentence on what the example shows"
      turns:
        - speaker: "${M}: who speaks"
          text: "${M}: what they say"
        - speaker: "${M}: the agent's name"
          text: "${M}: how it hands over or declines"
          note: "${M}: why it does so"
  # At least 6: marketplace search ranks by them.
  searchPhrases:
${[1, 2, 3, 4, 5, 6].map((n) => `    - "${M}: words buyers use for what it does (${n} of at least 6), e.g. chase unpaid invoices"`).join("\n")}
`;
}

function articleFile(slug: string): string {
  const section = (n: number) => `  - title: "${M}: the title of section ${n}"
    icon: sparkles # ${M}: an icon name from iconNames in content/choices.ts
    subtitle: "${M}: one line under the title"
    body: |
      ${M}: the first paragraph of section ${n}. It is Markdown: [a link](/contact), *emphasis*, a list with "- " at the start of each line, ![words for an image](/images/blog/${slug}.svg).

      ${M}: the next paragraph (add as many as you need: an article reads in 6 to 14 minutes)`;
  return `---
category: "${M}: a category, e.g. Finance"
categoryColor: teal # ${M}: a color from tones in content/choices.ts
heroGradient: teal # ${M}: a color from tones in content/choices.ts
date: ${today()} # ${M}: the publication date; articles are listed newest first
title: "${M}: the article's title"
description: "${M}: one or two sentences shown on the article's card and in search results"
image: /images/blog/${slug}.svg
author: "${M}: the author or the team, e.g. Lumenfold Finance Automation Team"
# What the call to action leads to: an agent's slug (its file's name in content/agents/), healthcare-operations, agriculture-farming or marketplace.
relatedAgent: marketplace # ${M}: what the call to action leads to
relatedAgentTitle: "${M}: the name of what it leads to, e.g. Invoice Chaser Agent"
exploreButtonText: "${M}: the button's text, e.g. Explore the Invoice Chaser Agent"
sections:
${section(1)}
${section(2)}
${section(3)}
---
`;
}

function refuseExisting(root: string, files: string[]): void {
  const existing = files.filter((file) => existsSync(join(root, file)));
  if (existing.length) throw new Error(`Not overwriting ${existing.join(", ")}: pick another slug, or delete those files first.`);
}

/** Writes a new agent: its file (catalog entry and listing), its place at the end of the marketplace's order, and artwork. Returns the files to fill in. */
export function scaffoldAgent(root: string, slug: string): string[] {
  const file = agentFileOf(slug);
  const artwork = `public/images/agents/${slug}.svg`;
  if (existsSync(join(root, file))) throw new Error(`The catalog already has an agent with the slug "${slug}": ${file}.`);
  refuseExisting(root, [artwork]);

  writeFileSync(join(root, file), agentFile(slug));
  const order = readFileSync(join(root, AGENT_ORDER_FILE), "utf8");
  writeFileSync(join(root, AGENT_ORDER_FILE), `${order}${order.endsWith("\n") ? "" : "\n"}- ${slug}\n`);
  writeFileSync(join(root, artwork), placeholderArtwork("agent"));
  return [file, artwork];
}

/** Writes a new article (listed by its date, so a new one comes first), with its artwork. Returns the files to fill in. */
export function scaffoldArticle(root: string, slug: string): string[] {
  const articlePath = `${ARTICLES_FOLDER}/${slug}.md`;
  const artwork = `public/images/blog/${slug}.svg`;
  refuseExisting(root, [articlePath, artwork]);
  writeFileSync(join(root, articlePath), articleFile(slug));
  writeFileSync(join(root, artwork), placeholderArtwork("article"));
  return [articlePath, artwork];
}

const USAGE = "Usage: npm run new -- agent <slug>   or   npm run new -- article <slug>   (a slug is like invoice-chaser-agent)";

function main(args: string[]): void {
  const [kind, slug] = args;
  if ((kind !== "agent" && kind !== "article") || !slug || !SLUG.test(slug)) {
    console.error(USAGE);
    process.exit(1);
  }
  try {
    const files = kind === "agent" ? scaffoldAgent(process.cwd(), slug) : scaffoldArticle(process.cwd(), slug);
    console.log(`Wrote the new ${kind} "${slug}". Replace every "${M}" marker in:\n${files.map((file) => `  ${file}`).join("\n")}`);
    if (kind === "agent") console.log(`It comes last in the marketplace: move its line in ${AGENT_ORDER_FILE} to show it elsewhere.`);
    console.log(`Then \`npm run check:content\` lists what is left; \`npm run build\` refuses until nothing is.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && /new-content\.ts$/.test(process.argv[1])) main(process.argv.slice(2));
