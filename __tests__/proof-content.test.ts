/** @jest-environment node */
import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { stringify } from "yaml";
import { agentFileOf } from "@/content/agents/files";
import { CUSTOMERS_FOLDER, customerFileOf, hasConfirmedCustomerStory } from "@/content/customers/files";
import { QUOTE_TERMS_FILE, type CustomerStory } from "@/content/schema";
import { getAllAgents } from "@/lib/agents/catalog";
import { launchChecklist } from "@/lib/launch/checklist";
import { launchContent, optionalFacts, unconfirmedFacts } from "@/lib/launch/unconfirmed-facts";
import { CUSTOMERS_PATH, agentHref } from "@/lib/site/hrefs";
import { launchChecklistPage } from "@/scripts/cms-config";
import { agentFileData, problemsWithAgentFiles, withoutLines } from "./support/agent-files";
import { fixtureMedia, fixtureMediaFiles, proofFixture, storyFixture } from "./support/proof-fixtures";

const [agent, otherAgent] = getAllAgents();
const slug = agent!.slug;

/** The copy's public/: the real one's files, and the fixtures' media unless left out. */
function withPublic(root: string, media: boolean) {
  rmSync(join(root, "public"));
  mkdirSync(join(root, "public"));
  for (const name of readdirSync("public")) symlinkSync(join(process.cwd(), "public", name), join(root, "public", name));
  if (!media) return;
  for (const [path, data] of Object.entries(fixtureMediaFiles())) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), data);
  }
}

/** The content check's messages, without lines, with the first agent's proof and the stories written in a copy. */
function problemsWithProof(proof: unknown, stories: Record<string, unknown> = {}, media = true): string[] {
  return withoutLines(
    problemsWithAgentFiles((root) => {
      withPublic(root, media);
      writeFileSync(join(root, agentFileOf(slug)), stringify({ ...agentFileData(slug), proof }));
      mkdirSync(join(root, CUSTOMERS_FOLDER), { recursive: true });
      for (const [name, story] of Object.entries(stories)) writeFileSync(join(root, customerFileOf(name)), stringify(story));
    }),
  ).map((message) => message.replace(/^(content\/customers\/[^:]+\.yaml):\d+: /, "$1: "));
}

describe("the content check of proof and customers' stories", () => {
  it("accepts an agent's proof and a story whose files and agents exist", () => {
    expect(problemsWithProof(proofFixture(true), { "fixture-customer": storyFixture("Fixture Customer", [slug], false) })).toEqual([]);
  });

  it("names each media file that is not under public/", () => {
    expect(problemsWithProof(proofFixture(false), {}, false)).toEqual([
      `${agentFileOf(slug)}: proof.demoAudio.value.src "${fixtureMedia.audio}" names no file: add public${fixtureMedia.audio}`,
      `${agentFileOf(slug)}: proof.demoVideo.value.src "${fixtureMedia.video}" names no file: add public${fixtureMedia.video}`,
      `${agentFileOf(slug)}: proof.demoVideo.value.captions "${fixtureMedia.captions}" names no file: add public${fixtureMedia.captions}`,
    ]);
  });

  it("says what is wrong with a count, a phone number, a media path or a confirmation", () => {
    const proof = proofFixture(true);
    const messages = problemsWithProof({
      liveDeployments: { value: 0, confirmed: true },
      demoPhone: { value: "555 0100", confirmed: true },
      demoAudio: { ...proof.demoAudio, value: { ...proof.demoAudio!.value, src: "https://example.com/demo.mp3" } },
      demoVideo: { ...proof.demoVideo, value: { ...proof.demoVideo!.value, captions: "/media/fixtures/demo-run.srt" }, confirmed: "yes" },
    });
    const file = agentFileOf(slug);
    expect(messages).toEqual([
      `${file}: proof.liveDeployments.value 0 is not above zero`,
      `${file}: proof.demoAudio.value.src "https://example.com/demo.mp3" is not a path of our own file like /media/agents/my-agent-demo.mp3 (under public/, ending .mp3, .m4a, .ogg, .wav)`,
      `${file}: proof.demoVideo.value.captions "/media/fixtures/demo-run.srt" is not a path of our own file like /media/agents/my-agent-demo.vtt (under public/, ending .vtt)`,
      `${file}: proof.demoVideo.confirmed "yes" is not true or false: write true once you have checked it, else false`,
      `${file}: proof.demoPhone.value "555 0100" is not a phone number written the international way, like +14155550123: a plus, the country code, then digits only`,
    ]);
  });

  it("refuses a story that names an agent there is none of, or lacks the customer's consent", () => {
    const story: Partial<CustomerStory> = storyFixture("Fixture Customer", [slug, "no-such-agent"], true);
    delete story.consent;
    expect(problemsWithProof(undefined, { "fixture-customer": story })).toEqual([
      `${customerFileOf("fixture-customer")}: agents ["${slug}","no-such-agent"] names an agent there is none of: no-such-agent (the names of files in content/agents/)`,
      `${customerFileOf("fixture-customer")}: consent is missing`,
    ]);
  });
});

describe("the optional facts of the launch check", () => {
  // Without lines: the fixtures' files are not on disk. Without the files of facts marked optional (the booking's): these tests are about proof.
  const live = { ...launchContent(), lineOf: undefined, optionalFactFiles: {} };
  const withProof = {
    ...live,
    proofs: { [slug]: proofFixture(false), [otherAgent!.slug]: { demoPhone: proofFixture(true).demoPhone! } },
    customerStories: { "told-story": storyFixture("Told", [slug], true), "untold-story": storyFixture("Untold", [slug], false) },
  };

  it("leaves the facts the launch needs as they are: proof and stories are never among them", () => {
    expect(unconfirmedFacts(withProof)).toEqual(unconfirmedFacts(live));
  });

  it("lists each proof and story provided but not confirmed, by file and field", () => {
    const facts = optionalFacts(withProof).map(({ file, field }) => `${file} ${field}`);
    expect(facts).toEqual([
      `${customerFileOf("untold-story")} consent`,
      `${agentFileOf(slug)} proof.liveDeployments`,
      `${agentFileOf(slug)} proof.demoAudio`,
      `${agentFileOf(slug)} proof.demoVideo`,
      `${agentFileOf(slug)} proof.demoPhone`,
    ]);
  });

  it("says where to add each kind of proof nobody has provided yet", () => {
    const facts = optionalFacts({ ...live, proofs: { [slug]: { demoPhone: proofFixture(true).demoPhone! } }, customerStories: {} });
    expect(facts.map(({ file, field }) => `${file} ${field}`)).toEqual([
      `${CUSTOMERS_FOLDER}/<slug>.yaml consent`,
      "content/agents/<slug>.yaml proof.liveDeployments",
      "content/agents/<slug>.yaml proof.demoAudio",
      "content/agents/<slug>.yaml proof.demoVideo",
    ]);
    expect(facts.every((fact) => fact.action.startsWith("none yet: ") && fact.action.includes("docs/editing.md"))).toBe(true);
  });

  it("lists every fact of a file of facts marked optional, and no longer requires them", () => {
    let required: string[] = [];
    let optional: string[] = [];
    jest.isolateModules(() => {
      jest.doMock("@/content/schema", () => {
        const actual = jest.requireActual<typeof import("@/content/schema")>("@/content/schema");
        return { ...actual, factFiles: actual.factFiles.map((facts) => (facts.file === QUOTE_TERMS_FILE ? { ...facts, optional: true } : facts)) };
      });
      const launch = jest.requireActual<typeof import("@/lib/launch/unconfirmed-facts")>("@/lib/launch/unconfirmed-facts");
      required = launch.unconfirmedFacts().map((fact) => fact.file);
      optional = launch.optionalFacts().map((fact) => fact.file);
    });
    jest.dontMock("@/content/schema");
    const quoteTermsFacts = unconfirmedFacts().filter((fact) => fact.file.startsWith(`${QUOTE_TERMS_FILE}:`));
    expect(quoteTermsFacts.length).toBeGreaterThan(0);
    expect(required.filter((file) => file.startsWith(QUOTE_TERMS_FILE))).toEqual([]);
    expect(optional.filter((file) => file.startsWith(QUOTE_TERMS_FILE))).toEqual(quoteTermsFacts.map((fact) => fact.file));
  });

  it("puts each optional fact on the launch checklist with the page that would show it", () => {
    const rows = launchChecklist(optionalFacts(withProof));
    const story = rows.find((row) => row.path === customerFileOf("untold-story"))!;
    // No customers page while no story is confirmed, as in the live content: no link to it.
    expect(story).toMatchObject({ pages: hasConfirmedCustomerStory() ? [CUSTOMERS_PATH] : [], editorEntry: "#/collections/customers/entries/untold-story" });
    expect(rows.find((row) => row.field === "proof.demoAudio")).toMatchObject({
      pages: [agentHref(agent!)],
      editorEntry: `#/collections/agents/entries/${slug}`,
    });
    const missing = launchChecklist(optionalFacts({ ...live, proofs: {}, customerStories: {} }));
    expect(missing.every((row) => row.editorEntry === undefined && row.pages.length === 0)).toBe(true);
  });

  it("shows the optional facts on the editor's launch checklist in a table of their own", () => {
    const page = launchChecklistPage("no-such-site");
    const [required, optional] = page.split("<h2>Optional: proof and booking</h2>");
    expect(optional).toContain("<caption>Optional facts, by file</caption>");
    for (const fact of optionalFacts()) {
      expect(optional).toContain(`<code>${fact.field}</code>`);
      expect(required).not.toContain(fact.file.replace("<slug>", "&lt;slug&gt;"));
    }
  });
});
