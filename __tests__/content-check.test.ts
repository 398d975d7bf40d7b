/** @jest-environment node */
import { copyFileSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stringify } from "yaml";
import type { Partner } from "@/content/site";
import { businessFunctions } from "@/content/choices";
import { AGENTS_FOLDER, AGENT_ORDER_FILE, agentFileOf, readCatalog } from "@/content/agents/files";
import { ARTICLES_FOLDER, articleFiles } from "@/content/articles/files";
import { LEGAL_TEXTS_FOLDER, legalTextFile, legalTextNames, type LegalTextName } from "@/content/legal/files";
import { CLAIMS_FILE, COMPANY_FILE, factFiles } from "@/content/schema";
import { getAllAgents } from "@/lib/agents/catalog";
import { listingFor } from "@/lib/agents/listings";
import { contentProblems } from "@/lib/content/check";
import { formatProblem } from "@/lib/content/problem";
import { contentSyntaxProblems } from "@/lib/content/syntax";
import { agentWhere } from "./support/agent-picks";
import { agentFileData, problemsWithAgentFiles, problemsWithAgentText, problemsWithListing, withoutLines } from "./support/agent-files";

type Check = typeof import("@/lib/content/check");

/** The content check run over the real content with one module's export replaced. */
function problemsWith(moduleName: string, change: (actual: Record<string, unknown>) => Record<string, unknown>): string[] {
  let messages: string[] = [];
  jest.isolateModules(() => {
    jest.doMock(moduleName, () => change(jest.requireActual(moduleName)));
    const check = jest.requireActual<Check>("@/lib/content/check");
    messages = check.contentProblems().map(formatProblem);
  });
  jest.dontMock(moduleName);
  return messages;
}

/**
 * The content check over a copy of the articles in which the first file's text is edited; the rest
 * of the site (public/, app/) is the real one. Gives the file and the problems.
 */
function problemsWithArticle(edit: (text: string) => string, name?: string): { file: string; text: string; lines: string[]; messages: string[] } {
  const root = mkdtempSync(join(tmpdir(), "content-check-"));
  try {
    for (const folder of ["public", "app"]) symlinkSync(join(process.cwd(), folder), join(root, folder));
    mkdirSync(join(root, ARTICLES_FOLDER), { recursive: true });
    symlinkSync(join(process.cwd(), AGENTS_FOLDER), join(root, AGENTS_FOLDER));
    symlinkSync(join(process.cwd(), LEGAL_TEXTS_FOLDER), join(root, LEGAL_TEXTS_FOLDER));
    const files = articleFiles();
    for (const each of files) copyFileSync(join(process.cwd(), each), join(root, each));
    const original = files[0]!;
    const file = name ? `${ARTICLES_FOLDER}/${name}` : original;
    const text = edit(readFileSync(join(process.cwd(), original), "utf8"));
    if (name) rmSync(join(root, original));
    writeFileSync(join(root, file), text);
    return { file, text, lines: text.split("\n"), messages: contentProblems(root).map(formatProblem) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The content check over a copy of the site's content in which a legal text is edited. Gives the problems about legal texts. */
function problemsWithLegalText(name: LegalTextName, edit: (text: string) => string): string[] {
  const root = mkdtempSync(join(tmpdir(), "content-check-"));
  try {
    for (const folder of ["public", "app", ARTICLES_FOLDER]) {
      mkdirSync(join(root, folder, ".."), { recursive: true });
      symlinkSync(join(process.cwd(), folder), join(root, folder));
    }
    mkdirSync(join(root, LEGAL_TEXTS_FOLDER), { recursive: true });
    for (const name of legalTextNames) copyFileSync(join(process.cwd(), legalTextFile(name)), join(root, legalTextFile(name)));
    const file = join(root, legalTextFile(name));
    writeFileSync(file, edit(readFileSync(file, "utf8")));
    return contentProblems(root)
      .map(formatProblem)
      .filter((message) => message.startsWith(LEGAL_TEXTS_FOLDER));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** What stops the content from being read, in a folder whose only content is the JSON files of facts, one edited. */
function problemsWithFactFile(file: string, edit: (text: string) => string): string[] {
  const root = mkdtempSync(join(tmpdir(), "content-check-"));
  try {
    mkdirSync(join(root, "content"));
    for (const facts of factFiles) copyFileSync(facts.file, join(root, facts.file));
    writeFileSync(join(root, file), edit(readFileSync(join(process.cwd(), file), "utf8")));
    return contentSyntaxProblems(root).map(formatProblem);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The line (1 first) of the first line of `lines` that matches. */
const lineOf = (lines: string[], pattern: RegExp) => lines.findIndex((line) => pattern.test(line)) + 1;

const agents = getAllAgents();

describe("the content check", () => {
  it("finds nothing wrong with the site's content", () => {
    expect(contentProblems().map(formatProblem)).toEqual([]);
  });

  it("names the file, the line, the field and the value of a mistyped relatedAgent", () => {
    const { file, lines, messages } = problemsWithArticle((text) => text.replace(/^relatedAgent: .*$/m, "relatedAgent: no-such-agent"));
    expect(messages).toEqual([
      `${file}:${lineOf(lines, /^relatedAgent:/)}: relatedAgent "no-such-agent" is not an agent's slug (the name of its file in content/agents/), nor one of "healthcare-operations", "agriculture-farming", "marketplace"`,
    ]);
  });

  it("names the line of a YAML syntax error, in check:content's words", () => {
    const { file, lines, messages } = problemsWithArticle((text) => text.replace(/^(category: .*)$/m, "$1\ncategory: twice"));
    expect(messages).toEqual([expect.stringMatching(new RegExp(`^${file}:${lineOf(lines, /^category: twice/)}: is not valid YAML: `))]);
  });

  it("names a misspelt field at its line", () => {
    const { file, lines, messages } = problemsWithArticle((text) => text.replace(/^category:/m, "categry:"));
    expect(messages).toEqual([
      `${file}:2: category is missing`,
      `${file}:${lineOf(lines, /^categry:/)}: categry is not a field of an article (content/schema.ts, articleSchema): check its spelling`,
    ]);
  });

  it("names an article too short to read for 6 minutes", () => {
    const { file, messages } = problemsWithArticle((text) =>
      text.replace(/^sections:[\s\S]*?(?=^---$)/m, "sections:\n  - title: Only one\n    body: One line.\n"),
    );
    expect(messages).toEqual([
      expect.stringMatching(new RegExp(`^${file.replace(/[./]/g, "\\$&")}:\\d+: sections "\\d+ min" reads in \\d+ minutes: an article reads in 6 to 14$`)),
    ]);
  });

  it("names an article image that is missing from public/", () => {
    const { file, lines, messages } = problemsWithArticle((text) => text.replace(/^image: .*$/m, "image: /images/blog/no-such-artwork.svg"));
    expect(messages).toEqual([
      `${file}:${lineOf(lines, /^image:/)}: image "/images/blog/no-such-artwork.svg" names no file: add public/images/blog/no-such-artwork.svg`,
    ]);
  });

  it("names a link the site cannot hold, a page it does not have and an image without words, at their lines in the section's text", () => {
    const { file, lines, messages } = problemsWithArticle((text) =>
      text.replace(
        /^(    body: \|\n)/m,
        "$1      Read [this](http://example.com) first, then [a page](/agent/no-such-agent), [a form](/contact?intent=x#form) and [the feed](/feed.xml).\n\n      ![](/images/blog/no-such-chart.svg)\n\n",
      ),
    );
    const body = lineOf(lines, /^ {4}body: \|/);
    expect(messages).toEqual([
      `${file}:${body + 1}: sections[0].body "http://example.com" is not a link the site can hold: a path of this site (/contact), an https:// address or a mailto: address`,
      `${file}:${body + 1}: sections[0].body "/agent/no-such-agent" is not a page of this site (an agent or article that has gone?): link a page that exists, such as /all-agents`,
      `${file}:${body + 3}: sections[0].body "/images/blog/no-such-chart.svg" names no file: add public/images/blog/no-such-chart.svg`,
    ]);
  });

  it("names a file whose name is not a slug, and a date that does not exist", () => {
    const { file, lines, messages } = problemsWithArticle((text) => text.replace(/^date: .*$/m, "date: 2099-02-30"), "Not_A_Slug.md");
    expect(messages).toEqual([
      `${file}: "Not_A_Slug" is not a slug for the article's file name: lower-case letters and digits joined by single hyphens, then .md`,
      `${file}:${lineOf(lines, /^date:/)}: date "2099-02-30" is not a real date written like "2025-11-18"`,
    ]);
  });

  it("names a claim's misspelt name, an empty value and a state that is not true or false, at their lines; and JSON it cannot read", () => {
    const claims = JSON.parse(readFileSync(CLAIMS_FILE, "utf8")) as Record<string, { value: unknown; confirmed: unknown }>;
    const [first, second] = Object.keys(claims) as [string, string];
    const edited = Object.fromEntries(
      Object.entries(claims).map(([name, claim]) =>
        name === first ? [`${name}s`, claim] : name === second ? [name, { value: "", confirmed: "yes" }] : [name, claim],
      ),
    );
    const text = JSON.stringify(edited, null, 2);
    const lines = text.split("\n");
    const lineOf = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line)) + 1;
    expect(problemsWithFactFile(CLAIMS_FILE, () => text)).toEqual([
      // A missing claim at the line of the object it is missing from.
      `${CLAIMS_FILE}:1: ${first} is missing`,
      `${CLAIMS_FILE}:${lineOf(/^    "value": ""/)}: ${second}.value "" is empty`,
      `${CLAIMS_FILE}:${lineOf(/^    "confirmed": "yes"/)}: ${second}.confirmed "yes" is not true or false: write true once you have checked it, else false`,
      `${CLAIMS_FILE}:${lineOf(new RegExp(`^  "${first}s"`))}: ${first}s is not a field of the claims (content/schema.ts, claimsSchema): check its spelling`,
    ]);
    expect(problemsWithFactFile(CLAIMS_FILE, (original) => original.replace(/("confirmed": (true|false))/, "$1,"))).toEqual([
      expect.stringMatching(new RegExp(`^${CLAIMS_FILE}:\\d+: is not valid JSON: `)),
    ]);
  });

  it("names a company fact's wrong value and a field the schema does not have, at their lines", () => {
    const company = JSON.parse(readFileSync(COMPANY_FILE, "utf8")) as { certifications: { value: { status: string }[] } } & Record<string, unknown>;
    company.certifications.value[0]!.status = "pending";
    const text = JSON.stringify({ ...company, vatNumber: { value: "DE123", confirmed: false } }, null, 2);
    const lines = text.split("\n");
    expect(problemsWithFactFile(COMPANY_FILE, () => text)).toEqual([
      expect.stringMatching(new RegExp(`^${COMPANY_FILE}:${lineOf(lines, /"status": "pending"/)}: certifications\\.value\\[0\\]\\.status "pending" `)),
      `${COMPANY_FILE}:${lineOf(lines, /^  "vatNumber"/)}: vatNumber is not a field of the company facts (content/schema.ts, companySchema): check its spelling`,
    ]);
  });

  it("asks for the date an audit in progress should end", () => {
    const company = JSON.parse(readFileSync(COMPANY_FILE, "utf8")) as { certifications: { value: { status: string }[] } } & Record<string, unknown>;
    company.certifications.value[0]!.status = "in-progress";
    const text = JSON.stringify(company, null, 2);
    expect(problemsWithFactFile(COMPANY_FILE, () => text)).toEqual([
      expect.stringMatching(new RegExp(`^${COMPANY_FILE}:\\d+: certifications\\.value\\[0\\] .*gives \`expected\` \\(the date the audit should end\\)`)),
    ]);
  });

  it("names a legal text's unclosed section, at its line", () => {
    const problems = problemsWithLegalText("legal-notice", (text) => `${text}\nThe end.\n\n{{#vatId}}{{vatId}}\n`);
    const line = readFileSync(legalTextFile("legal-notice"), "utf8").split("\n").length + 3;
    expect(problems).toEqual([
      `content/legal/legal-notice.md:${line}: is not a valid placeholder: Unclosed section "vatId"; write {{name}}, or {{#name}}…{{/name}}{{^name}}…{{/name}}`,
    ]);
  });

  it("names a block placeholder written inside a sentence, at its line", () => {
    const problems = problemsWithLegalText("dpa", (text) => text.replace("\n{{securityMeasures}}\n", "\nThe measures: {{securityMeasures}}\n"));
    const line = readFileSync(legalTextFile("dpa"), "utf8").split("\n").indexOf("{{securityMeasures}}") + 1;
    expect(problems).toEqual([
      `content/legal/dpa.md:${line}: "securityMeasures" is a block: write {{securityMeasures}} on a line of its own, with a blank line before and after`,
    ]);
  });

  it("names a placeholder the legal text's view does not give, and a link to a page the site lacks, at their lines", () => {
    const problems = problemsWithLegalText("legal-notice", (text) => `Run by {{legalname}}.\n\nSee [our terms](/terms-of-use).\n\n${text}`);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^content\/legal\/legal-notice\.md:1: "legalname" is not a placeholder of this text: use one of siteName, siteEmail, siteUrl, .*\blegalName, /,
    );
    expect(problems[1]).toMatch(/^content\/legal\/legal-notice\.md:3: "\/terms-of-use" is not a page of this site/);
  });

  it("names a partner logo that is missing from public/", () => {
    const messages = problemsWith("@/content/site", (actual) => {
      const [first, ...rest] = actual.partners as Partner[];
      return { ...actual, partners: [{ ...first!, logo: "/images/partners/no-such-logo.svg" }, ...rest] };
    });
    expect(messages).toEqual([
      'content/site.ts (partner 1, "snowflake"): logo "/images/partners/no-such-logo.svg" names no file: add public/images/partners/no-such-logo.svg',
    ]);
  });

  describe("an agent's file", () => {
    const [first, second] = agents as [(typeof agents)[number], (typeof agents)[number]];
    const escaped = (text: string) => text.replace(/[./]/g, "\\$&");

    it("names the line of a YAML syntax error, in check:content's words", () => {
      const { file, lines, messages } = problemsWithAgentText(first.slug, (text) => text.replace(/^(description: .*)$/m, "$1\ndescription: twice"));
      expect(messages).toEqual([expect.stringMatching(new RegExp(`^${escaped(file)}:${lineOf(lines, /^description: twice/)}: is not valid YAML: `))]);
    });

    it("names the file, the line, the field and the value of a schema error, and of a misspelt field", () => {
      const { fromUsdPerMonth } = listingFor(first.slug).pricing;
      const { file, lines, messages } = problemsWithAgentText(first.slug, (text) =>
        text.replace(`      fromUsdPerMonth: ${fromUsdPerMonth}\n`, `      fromUsdPerMonth: "${fromUsdPerMonth}"\n`).replace(/^icon:/m, "icn:"),
      );
      expect(messages).toEqual([
        `${file}:${lineOf(lines, /^name:/)}: icon is missing`,
        `${file}:${lineOf(lines, /^ {6}fromUsdPerMonth:/)}: listing.pricing.value.fromUsdPerMonth "${fromUsdPerMonth}" is not a number: write it without quotes, e.g. 520, not "520"`,
        `${file}:${lineOf(lines, /^icn:/)}: icn is not a field of an agent's file (content/schema.ts: agentSchema, and listingSchema under listing): check its spelling`,
      ]);
    });

    it("names a slug written in the file, and a file whose name is not a slug", () => {
      const slugLine = problemsWithAgentText(first.slug, (text) => `slug: ${first.slug}\n${text}`);
      expect(slugLine.messages).toEqual([`${slugLine.file}:1: slug "${first.slug}" is not a field: the agent's slug is its file's name, "${first.slug}"`]);
      const badName = problemsWithAgentFiles((root) => {
        writeFileSync(
          join(root, agentFileOf("Not_A_Slug")),
          readFileSync(join(root, agentFileOf(first.slug)), "utf8")
            .replace(/^featuredOnHome: .*\n/m, "")
            .replace(/^path: .*\n/m, ""),
        );
        writeFileSync(join(root, AGENT_ORDER_FILE), `${readFileSync(join(root, AGENT_ORDER_FILE), "utf8")}- Not_A_Slug\n`);
      });
      expect(badName).toEqual([
        `${agentFileOf("Not_A_Slug")}: "Not_A_Slug" is not a slug for the agent's file name: lower-case letters and digits joined by single hyphens, then .yaml`,
      ]);
    });

    it("names an agent without a listing, with its missing image and its empty fields", () => {
      // Without the listing, and without the home place and own page that only one agent may have.
      const entry = agentFileData(first.slug);
      const halfAdded = {
        ...entry,
        listing: undefined,
        featuredOnHome: undefined,
        path: undefined,
        image: "/images/agents/test-new-agent.svg",
        useCases: ["", ...entry.useCases.slice(1)],
      };
      const file = agentFileOf("test-new-agent");
      const messages = problemsWithAgentFiles((root) => {
        writeFileSync(join(root, file), stringify(halfAdded));
        writeFileSync(join(root, AGENT_ORDER_FILE), `${readFileSync(join(root, AGENT_ORDER_FILE), "utf8")}- test-new-agent\n`);
      });
      expect(withoutLines(messages)).toEqual([
        `${file}: image "/images/agents/test-new-agent.svg" names no file: add public/images/agents/test-new-agent.svg`,
        `${file}: useCases[0] "" is empty`,
        `${file}: listing is missing`,
      ]);
    });

    it("shows the agents agent-order.yaml leaves out after the ones it lists, by slug", () => {
      const order = readFileSync(join(process.cwd(), AGENT_ORDER_FILE), "utf8");
      const listed = getAllAgents().map((agent) => agent.slug);
      const [firstOut, secondOut] = [listed[0]!, listed[1]!].sort().reverse();
      let shown: string[] = [];
      const messages = problemsWithAgentFiles((root) => {
        writeFileSync(join(root, AGENT_ORDER_FILE), order.replace(`- ${firstOut}\n`, "").replace(`- ${secondOut}\n`, ""));
        shown = readCatalog(root).agents.map((agent) => agent.slug);
      });
      expect(messages).toEqual([]);
      expect(shown).toEqual([...listed.filter((slug) => slug !== firstOut && slug !== secondOut), secondOut, firstOut]);
    });

    it("names, in the marketplace's order, a slug listed twice and one that names no file, each at its line; an agent left out is no problem", () => {
      const order = readFileSync(join(process.cwd(), AGENT_ORDER_FILE), "utf8");
      const edited = order.replace(`- ${second.slug}\n`, "").replace(`- ${first.slug}\n`, `- ${first.slug}\n- no-such-agent\n- ${first.slug}\n`);
      const lines = edited.split("\n");
      const messages = problemsWithAgentFiles((root) => writeFileSync(join(root, AGENT_ORDER_FILE), edited));
      expect(messages).toEqual([
        `${AGENT_ORDER_FILE}:${lineOf(lines, /^- no-such-agent$/)}: "no-such-agent" names no agent: there is no ${agentFileOf("no-such-agent")}`,
        `${AGENT_ORDER_FILE}:${lineOf(lines, /^- no-such-agent$/) + 1}: "${first.slug}" is listed twice: keep the one where the marketplace should show it`,
      ]);
    });

    it("names an agent's own page without a route folder, a function the marketplace lacks, and a home place taken twice", () => {
      const messages = problemsWithAgentFiles((root) => {
        for (const [agent, change] of [
          [first, { path: "/no-such-page", functions: ["Sales", "Astrology"], featuredOnHome: 99 }],
          [second, { featuredOnHome: 99 }],
        ] as const) {
          writeFileSync(join(root, agentFileOf(agent.slug)), stringify({ ...agentFileData(agent.slug), ...change }));
        }
      });
      const firstFile = agentFileOf(first.slug);
      const [functions, ownPage, place, otherPlace, ...articleLinks] = withoutLines(messages);
      expect([functions, ownPage]).toEqual([
        `${firstFile}: functions[1] "Astrology" is not a marketplace function: one of ${businessFunctions.join(", ")} (content/choices.ts)`,
        `${firstFile}: path "/no-such-page" has no page: add app/no-such-page/page.tsx, or remove the path to use /agent/{slug}`,
      ]);
      expect([place, otherPlace].sort()).toEqual(
        [first, second].map((agent) => `${agentFileOf(agent.slug)}: featuredOnHome 99 is the place of more than one agent on the home page`).sort(),
      );
      // Its page moved: any article that linked its old one is named.
      for (const message of articleLinks) expect(message).toMatch(`body "/agent/${first.slug}" is not a page of this site`);
    });

    it("names a shared duty content/regulation.ts does not have, and the class's words written in the file", () => {
      const high = agentWhere("high risk", (_agent, listing) => listing.risk.euAiActClass === "high").agent.slug;
      const messages = problemsWithListing(high, (listing) => ({
        ...listing,
        risk: {
          ...listing.risk,
          buyerDuties: [...listing.risk.buyerDuties, "noSuchDuties"],
          obligationsApply: listingFor(high).risk.obligationsApply,
        },
      }));
      const index = agentFileData(high).listing.risk.buyerDuties.length;
      expect(messages).toEqual([
        expect.stringMatching(
          new RegExp(
            `^content/agents/${high}\\.yaml: listing\\.risk\\.buyerDuties\\[${index}\\] "noSuchDuties" is neither a duty in words nor the name of shared duties: one of `,
          ),
        ),
        `content/agents/${high}.yaml: listing.risk.obligationsApply is not a field of an agent's file (content/schema.ts: agentSchema, and listingSchema under listing): check its spelling`,
      ]);
    });
  });

  describe("a listing", () => {
    /** A listing estimated from staff time, whose figures the tests below bend. */
    const { slug } = agentWhere("estimated from staff time", (_agent, listing) =>
      ["volume", "automatedPercent", "hourlyCost"].every((key) => listing.roi.inputs.some((input) => input.key === key)),
    ).agent;
    const file = agentFileOf(slug);
    const fileText = file.replace(/[./]/g, "\\$&");

    it("names an estimator input whose default is outside its bounds, and one of our figures without its basis", () => {
      const messages = problemsWithListing(slug, (listing) => ({
        ...listing,
        roi: {
          ...listing.roi,
          value: {
            ...listing.roi.value,
            inputs: listing.roi.value.inputs.map((input) =>
              input.key === "automatedPercent"
                ? { ...input, basis: undefined, max: 120 }
                : input.key === "volume"
                  ? { ...input, defaultValue: input.max + 1 }
                  : input,
            ),
          },
        },
      }));
      const { inputs } = listingFor(slug).roi;
      const volume = inputs.findIndex((input) => input.key === "volume");
      const automated = inputs.findIndex((input) => input.key === "automatedPercent");
      // In the order of the inputs, as the check reports them.
      const expectedIssues = (
        [
          [volume, "has a default outside its bounds"],
          [automated, "is a percentage whose bounds are not within 0 to 100"],
          [automated, "needs a `basis`"],
        ] as const
      ).toSorted(([a], [b]) => a - b);
      expect(messages).toEqual(
        expectedIssues.map(([index, message]) => expect.stringMatching(new RegExp(`^${fileText}: listing\\.roi\\.value\\.inputs\\[${index}\\] .* ${message}`))),
      );
    });

    it("names a sample conversations list with none handing over, and a capacity priced by no add-on", () => {
      const { slug } = agentWhere("priced with a capacity", (_agent, each) => each.pricing.volume?.capacity).agent;
      const capacity = listingFor(slug).pricing.volume!.capacity!;
      const messages = problemsWithListing(slug, (actual) => ({
        ...actual,
        pricing: {
          ...actual.pricing,
          value: {
            ...actual.pricing.value,
            addOns: actual.pricing.value.addOns!.map((addOn) => (addOn.item === capacity.addOn.item ? { ...addOn, item: "each further desk" } : addOn)),
          },
        },
        conversations: actual.conversations.map((conversation) => ({ ...conversation, outcome: "resolved" as const })),
      }));
      expect(messages).toEqual([
        expect.stringMatching(new RegExp(`^content/agents/${slug}\\.yaml: listing\\.conversations \\[.*\\] has none that hands over to a person or declines`)),
        `content/agents/${slug}.yaml: listing.pricing.value.volume.capacity.addOn "${capacity.addOn.item}" is not one of pricing.addOns: use the same add-on`,
      ]);
    });

    it("names the inputs the price and the estimate need but the listing lacks", () => {
      const messages = problemsWithListing("omnichannel-support-agent", (listing) => ({
        ...listing,
        roi: {
          ...listing.roi,
          value: {
            ...listing.roi.value,
            inputs: listing.roi.value.inputs.filter((input) => input.key !== "countedTwicePercent" && input.key !== "automatedPercent"),
          },
        },
      }));
      expect(messages).toEqual([
        expect.stringContaining(
          'content/agents/omnichannel-support-agent.yaml: listing.roi.value.inputs ["volume","minutesPerTask","hourlyCost"] has no "automatedPercent" input',
        ),
        expect.stringContaining('has no "countedTwicePercent" input: only usage terms that count some units as two'),
      ]);
    });

    it("names a last review before the listing's newest change", () => {
      const { slug } = getAllAgents()[0]!;
      const newest = listingFor(slug).changelog[0]!.date;
      const messages = problemsWithListing(slug, (listing) => ({ ...listing, lastReviewed: "2020-01-01" }));
      expect(messages).toEqual([
        expect.stringMatching(
          new RegExp(`^content/agents/${slug}\\.yaml: listing\\.lastReviewed "2020-01-01" is before the newest change in changelog \\(${newest}\\)`),
        ),
      ]);
    });

    it("names a per-seat price without the definition of a seat, and an agent that converses but is classed minimal", () => {
      const messages = problemsWithListing("sales-pro-agent", (listing) => ({
        ...listing,
        pricing: { ...listing.pricing, value: { ...listing.pricing.value, seat: undefined } },
        risk: { ...listing.risk, euAiActClass: "minimal" },
      }));
      expect(messages).toEqual([
        "content/agents/sales-pro-agent.yaml: listing.pricing.value.seat is missing: a per-seat price needs the one definition of a seat",
        'content/agents/sales-pro-agent.yaml: listing.risk.euAiActClass "minimal" is minimal, but Art. 50 applies to an agent that converses with people or generates content they receive',
      ]);
    });
    it("names an agent that converses but lists nothing it generates for Art. 50(2) marking", () => {
      const slug = agents.find((agent) => listingFor(agent.slug).risk.talksWith)!.slug;
      const messages = problemsWithListing(slug, (listing) => ({ ...listing, risk: { ...listing.risk, generates: undefined } }));
      expect(messages).toEqual([
        expect.stringMatching(new RegExp(`^content/agents/${slug}\\.yaml: listing\\.risk\\.generates is missing: an agent that converses`)),
      ]);
    });

    it("names a listing whose data names no category of data subjects, or an empty one", () => {
      const [first, second] = agents.map((agent) => agent.slug);
      const missing = problemsWithListing(first!, (listing) => ({ ...listing, data: { ...listing.data, subjects: undefined as unknown as string[] } }));
      expect(missing).toEqual([expect.stringMatching(new RegExp(`^content/agents/${first}\\.yaml: listing\\.data\\.subjects `))]);
      const empty = problemsWithListing(second!, (listing) => ({ ...listing, data: { ...listing.data, subjects: [] } }));
      expect(empty).toEqual([`content/agents/${second}.yaml: listing.data.subjects [] is empty: list at least one category of data subjects`]);
    });

    it("names missing pass-through costs where calls or messages are paid by the unit, and a quantity per unit of a volume the price lacks", () => {
      const omnichannel = problemsWithListing("omnichannel-support-agent", (listing) => ({
        ...listing,
        pricing: { ...listing.pricing, value: { ...listing.pricing.value, passThroughCosts: undefined } },
      }));
      expect(omnichannel).toEqual([
        'content/agents/omnichannel-support-agent.yaml: listing.pricing.value.passThroughCosts ["telephony","messaging"] is missing: data.subProcessors names telephony and messaging, whose calls or messages the buyer pays for; state each cost with its estimated rate and basis',
      ]);
      const realEstate = problemsWithListing("real-estate-bot", (listing) => ({
        ...listing,
        pricing: {
          ...listing.pricing,
          value: {
            ...listing.pricing.value,
            passThroughCosts: [{ ...listing.pricing.value.passThroughCosts![0]!, unitsPerMonth: undefined, unitsPerVolumeUnit: 1 }],
          },
        },
      }));
      expect(realEstate).toEqual([
        "content/agents/real-estate-bot.yaml: listing.pricing.value.passThroughCosts[0].unitsPerVolumeUnit 1 counts per unit of pricing.volume, which this listing does not have: use unitsPerMonth",
      ]);
    });
    it("names a price written as a string, too few items in the price, and too few search phrases", () => {
      const messages = problemsWithListing(slug, (listing) => ({
        ...listing,
        pricing: {
          ...listing.pricing,
          value: { ...listing.pricing.value, fromUsdPerMonth: "520" as unknown as number, includes: listing.pricing.value.includes.slice(0, 1) },
        },
        searchPhrases: listing.searchPhrases.slice(0, 5),
      }));
      expect(messages).toEqual([
        `${file}: listing.pricing.value.fromUsdPerMonth "520" is not a number: write it without quotes, e.g. 520, not "520"`,
        expect.stringMatching(new RegExp(`^${fileText}: listing\\.pricing\\.value\\.includes \\[.*\\] has fewer than 2 items`)),
        expect.stringMatching(new RegExp(`^${fileText}: listing\\.searchPhrases \\[.*\\] has fewer than 6 phrases`)),
      ]);
    });

    it("names an 'Up to' cap with no add-on, and an assumption out of step with its default", () => {
      const messages = problemsWithListing(slug, (listing) => ({
        ...listing,
        pricing: { ...listing.pricing, value: { ...listing.pricing.value, includes: [...listing.pricing.value.includes, "Up to 2 extra lines"], addOns: [] } },
        roi: {
          ...listing.roi,
          value: {
            ...listing.roi.value,
            inputs: listing.roi.value.inputs.map((input) => (input.key === "hourlyCost" ? { ...input, defaultValue: input.defaultValue + 1 } : input)),
          },
        },
      }));
      const hourly = listingFor(slug).roi.inputs.find((input) => input.key === "hourlyCost")!.defaultValue + 1;
      expect(messages).toEqual([
        `${file}: listing.roi.value.assumptions "$${hourly} an hour" is missing from them: the hourlyCost input's default, in these words`,
        expect.stringMatching(
          new RegExp(`^${fileText}: listing\\.pricing\\.value\\.addOns \\[.*"Up to 2 extra lines"\\] has 0 add-on\\(s\\) for \\d+ "Up to" caps`),
        ),
      ]);
    });
  });

  describe("markers left by npm run new", () => {
    let root: string;
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), "content-check-"));
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it("names the file and line of every marker left in content/ and public/images/", () => {
      mkdirSync(join(root, AGENTS_FOLDER), { recursive: true });
      mkdirSync(join(root, "public/images/agents"), { recursive: true });
      writeFileSync(join(root, agentFileOf("test-new-agent")), "listing:\n  pricing:\n    fromUsdPerMonth: 0 # FILL IN: the starting price\n");
      writeFileSync(join(root, "public/images/agents/test-new-agent.svg"), "<svg>\n<!-- FILL IN: replace this artwork -->\n</svg>\n");
      const markers = contentProblems(root)
        .map(formatProblem)
        .filter((message) => message.includes("marker"));
      expect(markers).toEqual([
        'content/agents/test-new-agent.yaml:3: still has a "FILL IN" marker: fromUsdPerMonth: 0 # FILL IN: the starting price',
        'public/images/agents/test-new-agent.svg:2: still has a "FILL IN" marker: <!-- FILL IN: replace this artwork -->',
      ]);
    });

    it("names the line and column of a syntax error in a content file, and the line of an agent's unreadable YAML, once, before anything imports them", () => {
      mkdirSync(join(root, AGENTS_FOLDER), { recursive: true });
      writeFileSync(join(root, "content/broken.ts"), "export const x = {\n  fromUsdPerMonth: 480,,\n  setupUsd: 2400,\n};\n");
      writeFileSync(join(root, "content/whole.ts"), "export const y = { setupUsd: 2400 };\n");
      writeFileSync(join(root, agentFileOf("broken-agent")), "name: Broken\nlisting:\n  pricing:\n    fromUsdPerMonth: 480\n   setupUsd: 2400\n");
      writeFileSync(join(root, AGENT_ORDER_FILE), "- broken-agent\n");
      for (const facts of factFiles) copyFileSync(facts.file, join(root, facts.file));
      expect(contentSyntaxProblems(root).map(formatProblem)).toEqual([
        "content/broken.ts:2:24: is not valid TypeScript: Property assignment expected.",
        expect.stringMatching(/^content\/agents\/broken-agent\.yaml:5: is not valid YAML: /),
      ]);
    });
  });
});
