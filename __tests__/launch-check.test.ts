/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { PREVIEW_NOTICE, buildRefused, isPreviewBuild, previewNotice } from "@/lib/launch/preview";
import { company, type Company } from "@/content/company";
import { CLAIMS_FILE, COMPANY_FILE, companySchema, trustDocumentsSchema } from "@/content/schema";
import { trustDocuments } from "@/content/trust-documents";
import {
  formatUnconfirmedFact,
  launchContent,
  optionalFacts,
  unconfirmedFacts,
  type LaunchContent,
  type UnconfirmedFact,
} from "@/lib/launch/unconfirmed-facts";
import { launchChecklist } from "@/lib/launch/checklist";
import { getAllAgents } from "@/lib/agents/catalog";
import { agentFileOf } from "@/content/agents/files";
import { QUOTE_PATH, agentHref, privacyHref, procurementSheetHref } from "@/lib/site/hrefs";
import { quoteTerms } from "@/content/quote-terms";
import { listingFiles } from "@/content/agents";

/** Every owner fact in the company's facts, marked confirmed or not. */
function withEveryFact(node: unknown, confirmed: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => withEveryFact(item, confirmed));
  if (typeof node !== "object" || node === null) return node;
  if ("confirmed" in node && "value" in node) return { ...node, confirmed };
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withEveryFact(value, confirmed)]));
}

const listingSlugs = ["fixture-agent-a", "fixture-agent-b"];
/** A listing's owner facts as its file holds them. */
const fixtureListing = (confirmed: boolean) => ({
  pricing: { value: { fromUsdPerMonth: 100 }, confirmed },
  data: { processingNote: "EU", retention: { value: "30 days", confirmed } },
  roi: { value: { inputs: [] }, confirmed },
});
const claims = {
  liveAgents: { value: { agents: 20, cities: 3 }, confirmed: true },
  resultsWithinWeeks: { value: "Results within weeks.", confirmed: true },
};

/** Content in which the owner has confirmed everything. */
function confirmedContent(): LaunchContent {
  return {
    company: companySchema.parse(withEveryFact(company, true)),
    trustDocuments: trustDocumentsSchema.parse(withEveryFact(trustDocuments, true)),
    claims,
    listings: Object.fromEntries(listingSlugs.map((slug) => [slug, fixtureListing(true)])),
    regulationCheck: { value: "2026-11-20", confirmed: true },
    quoteTerms: withEveryFact(quoteTerms, true) as object,
  };
}

describe("the launch check", () => {
  it("passes content whose every fact the owner has confirmed", () => {
    expect(unconfirmedFacts(confirmedContent())).toEqual([]);
  });

  it("lists each unconfirmed fact with its file and field", () => {
    const content = confirmedContent();
    const facts: Company = structuredClone(content.company);
    facts.legalName.confirmed = false;
    facts.subProcessors[1]!.provider.confirmed = false;
    facts.security.backups.confirmed = false;
    const documents = structuredClone(content.trustDocuments);
    documents.vulnerabilityResponse.confirmed = false;
    const unconfirmed: LaunchContent = {
      ...content,
      company: facts,
      trustDocuments: documents,
      quoteTerms: { ...content.quoteTerms, paymentTermsDays: { value: 30, confirmed: false } },
      claims: { ...claims, resultsWithinWeeks: { ...claims.resultsWithinWeeks, confirmed: false } },
      listings: { ...content.listings, "fixture-agent-b": fixtureListing(false) },
      regulationCheck: { value: "2026-11-20", confirmed: false },
    };
    expect(unconfirmedFacts(unconfirmed).map(({ file, field }) => `${file}: ${field}`)).toEqual([
      "content/company.json: legalName",
      "content/company.json: security.backups",
      "content/company.json: subProcessors[1].provider",
      "content/trust-documents.json: vulnerabilityResponse",
      "content/quote-terms.json: paymentTermsDays",
      "content/agents/fixture-agent-b.yaml: listing.pricing",
      "content/agents/fixture-agent-b.yaml: listing.data.retention",
      "content/agents/fixture-agent-b.yaml: listing.roi",
      "content/claims.json: resultsWithinWeeks",
      "content/regulation.ts: regulationCheck",
    ]);
  });

  it("says what the owner does about each fact, with the value shown", () => {
    const [fact] = unconfirmedFacts({ ...confirmedContent(), claims: { ...claims, partners: { value: "We partner with everyone.", confirmed: false } } });
    expect(formatUnconfirmedFact(fact!)).toBe('content/claims.json: partners "We partner with everyone.": check it, then set its confirmed: false to true');
  });

  it("reads the site's real content: every listing, claim and company fact", () => {
    const content = launchContent();
    const fields = new Set(
      unconfirmedFacts({
        ...content,
        company: companySchema.parse(withEveryFact(company, false)),
        trustDocuments: trustDocumentsSchema.parse(withEveryFact(trustDocuments, false)),
      }).map((fact) => `${fact.file}: ${fact.field}`),
    );
    // Each agent's at the line of the field in its file.
    for (const [slug, listing] of Object.entries(listingFiles)) {
      const facts = { pricing: listing.pricing, roi: listing.roi, "data\\.retention": listing.data.retention };
      for (const [field, fact] of Object.entries(facts))
        if (!fact.confirmed) expect([...fields]).toContainEqual(expect.stringMatching(new RegExp(`^content/agents/${slug}\\.yaml:\\d+: listing\\.${field}$`)));
    }
    // Each claim at the line of its value.
    for (const [name, claim] of Object.entries(content.claims))
      if (!claim.confirmed) expect([...fields]).toContainEqual(expect.stringMatching(new RegExp(`^content/claims\\.json:\\d+: ${name}$`)));
    expect([...fields]).toContainEqual(expect.stringMatching(/^content\/company\.json:\d+: leadRetentionDays$/));
    expect([...fields]).toContainEqual(expect.stringMatching(/^content\/company\.json:\d+: certifications$/));
    for (const name of Object.keys(trustDocuments))
      expect([...fields]).toContainEqual(expect.stringMatching(new RegExp(`^content/trust-documents\\.json:\\d+: ${name}$`)));
  });
});

describe("the production build's gate", () => {
  const [someFact] = unconfirmedFacts({ ...confirmedContent(), regulationCheck: { value: "2099-01-01", confirmed: false } });

  it("refuses a production build while a fact is unconfirmed, and accepts it once confirmed", () => {
    expect(buildRefused({}, [someFact!])).toBe(true);
    expect(buildRefused({}, unconfirmedFacts(confirmedContent()))).toBe(false);
  });

  it("lets a preview build go on, and marks it as one whether asked for or not", () => {
    expect(buildRefused({ SITE_PREVIEW: "1" }, [someFact!])).toBe(false);
    expect(isPreviewBuild({ SITE_PREVIEW: "1" }, [])).toBe(true);
    expect(isPreviewBuild({}, [someFact!])).toBe(true);
    expect(isPreviewBuild({}, [])).toBe(false);
  });

  it("marks the machine-readable files of a preview only", () => {
    expect(previewNotice({ SITE_PREVIEW: "1" }, [])).toBe(PREVIEW_NOTICE);
    expect(previewNotice({}, [someFact!])).toBe(PREVIEW_NOTICE);
    expect(previewNotice({}, [])).toBeUndefined();
  });

  it("runs before every production build: `npm run build` checks the launch first, and the previews ask for SITE_PREVIEW", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.prebuild).toContain("npm run check:launch");
    expect(scripts["build:preview"]).toBe("SITE_PREVIEW=1 npm run build");
  });

  it("stops `npm run build` on the site's own content, naming each fact's file and field", () => {
    const run = spawnSync("npx", ["tsx", "scripts/check-launch.ts"], { encoding: "utf8", env: { ...process.env, SITE_PREVIEW: "" } });
    expect(run.status).toBe(unconfirmedFacts().length ? 1 : 0);
    for (const fact of unconfirmedFacts()) expect(run.stderr).toContain(`${fact.file}: ${fact.field}`);
    const preview = spawnSync("npx", ["tsx", "scripts/check-launch.ts"], { encoding: "utf8", env: { ...process.env, SITE_PREVIEW: "1" } });
    expect(preview.status).toBe(0);
    // The optional facts are listed apart, on the standard output, and stop nothing.
    for (const output of [run.stdout, preview.stdout]) {
      expect(output).toContain("Optional: ");
      for (const fact of optionalFacts()) expect(output).toContain(`${fact.file}: ${fact.field}`);
    }
    for (const fact of optionalFacts()) expect(run.stderr).not.toContain(`${fact.file}: ${fact.field}`);
  });
});

describe("the launch checklist beside the editor", () => {
  const [agent] = getAllAgents();
  const agentFile = agentFileOf(agent!.slug);
  const facts: UnconfirmedFact[] = [
    { file: `${agentFile}:61`, field: "listing.pricing", value: { fromUsdPerMonth: 100 }, action: "check it" },
    { file: `${agentFile}:90`, field: "listing.data.retention", value: "30 days", action: "check it" },
    { file: `${COMPANY_FILE}:2`, field: "legalName", value: "Lumenfold", action: "check it" },
    { file: `${CLAIMS_FILE}:6`, field: "resultsWithinWeeks", value: "Results within weeks.", action: "check it" },
    { file: "content/regulation.ts", field: "regulationCheck", value: "2026-11-20", action: "check it" },
  ];
  const rows = launchChecklist(facts, (text) => (text === "Results within weeks." ? ["/", "/about"] : []));

  it("opens each fact the editor edits at its entry, and names the file of one it does not", () => {
    expect(rows.map((row) => row.editorEntry)).toEqual([
      `#/collections/agents/entries/${agent!.slug}`,
      `#/collections/agents/entries/${agent!.slug}`,
      "#/collections/company/entries/company",
      "#/collections/claims/entries/claims",
      undefined,
    ]);
    expect(rows.map((row) => row.path)).toEqual([agentFile, agentFile, COMPANY_FILE, CLAIMS_FILE, "content/regulation.ts"]);
  });

  it("names the pages that show each: an agent's page and sheet (and the quote for its price), a claim's by its words", () => {
    const [pricing, retention, legalName, claim] = rows;
    expect(pricing!.pages).toEqual([agentHref(agent!), procurementSheetHref(agent!.slug), QUOTE_PATH]);
    expect(retention!.pages).toEqual([agentHref(agent!), procurementSheetHref(agent!.slug)]);
    expect(legalName!.pages).toContain(privacyHref);
    expect(claim!.pages).toEqual(["/", "/about"]);
  });

  it("lists every fact the launch check lists", () => {
    expect(launchChecklist().map(({ file, field }) => `${file}: ${field}`)).toEqual(unconfirmedFacts().map(({ file, field }) => `${file}: ${field}`));
  });
});
