import { render, screen, within } from "@testing-library/react";
import { AgentProofSection } from "@/components/agents/AgentProof";
import { CustomerStories } from "@/components/customers/CustomerStories";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { getAllAgents } from "@/lib/agents/catalog";
import { liveDeploymentsSentence, proofFor } from "@/lib/agents/proof";
import { agentTitle } from "@/lib/agents/title";
import { confirmedCustomerStories, customerStoriesUsing } from "@/lib/customers/stories";
import { CUSTOMERS_PATH, agentHref, customerStoryHref } from "@/lib/site/hrefs";
import { fixtureDeployments, fixtureMedia, fixturePhone, fixtureTranscript, proofFixture, storyFixture } from "./support/proof-fixtures";

jest.mock("next/navigation", () => ({ usePathname: () => "/" }));
/** The stories the site reads: the live content's, unless a test gives its own. */
let mockStories: unknown[] | undefined;
jest.mock("@/content/customers", () => {
  const actual = jest.requireActual<typeof import("@/content/customers")>("@/content/customers");
  return {
    get customerStories() {
      return mockStories ?? actual.customerStories;
    },
  };
});
afterEach(() => (mockStories = undefined));

const [agent, otherAgent] = getAllAgents();
const name = agentTitle(agent!.name);
const stories = [
  { ...storyFixture("Told Fixture Customer", [agent!.slug], true), slug: "told" },
  { ...storyFixture("Untold Fixture Customer", [agent!.slug], false), slug: "untold" },
  { ...storyFixture("Other Fixture Customer", [otherAgent!.slug], true), slug: "other" },
];

describe("an agent's proof", () => {
  it("shows each confirmed kind: the count, the customers, a recording with its transcript, a captioned video, a number to call", () => {
    const proof = proofFor(agent!.slug, { [agent!.slug]: proofFixture(true) });
    render(<AgentProofSection agentName={name} proof={proof} stories={customerStoriesUsing(agent!.slug, stories)} />);
    const section = screen.getByRole("region", { name: "See it work" });
    expect(within(section).getByText(`Live at ${fixtureDeployments} businesses.`)).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Told Fixture Customer" })).toHaveAttribute("href", customerStoryHref("told"));
    expect(within(section).queryByText(/Untold|Other/)).not.toBeInTheDocument();

    const audio = within(section).getByLabelText(`Recording of the ${name} at work`);
    expect(audio.tagName).toBe("AUDIO");
    expect(audio).toHaveAttribute("src", fixtureMedia.audio);
    expect(audio).toHaveAttribute("preload", "none");
    expect(audio).toHaveAttribute("controls");
    const transcript = within(section).getByText("Transcript").closest("details")!;
    expect(transcript.querySelectorAll("p")).toHaveLength(fixtureTranscript.split("\n").length);
    expect(transcript).toHaveTextContent(fixtureTranscript.split("\n")[0]!);

    const video = within(section).getByLabelText(`Video of the ${name} at work`);
    expect(video.tagName).toBe("VIDEO");
    expect(video).toHaveAttribute("preload", "none");
    const track = video.querySelector("track")!;
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("src", fixtureMedia.captions);
    expect(track).toHaveAttribute("default");

    expect(within(section).getByRole("link", { name: fixturePhone })).toHaveAttribute("href", `tel:${fixturePhone}`);
  });

  it("names the customers who use it as one sentence, each linked to their story", () => {
    const using = ["First", "Second", "Third"].map((customer) => ({
      ...storyFixture(`${customer} Fixture Customer`, [agent!.slug], true),
      slug: customer.toLowerCase(),
    }));
    render(<AgentProofSection agentName={name} proof={{}} stories={customerStoriesUsing(agent!.slug, using)} />);
    const sentence = screen.getByText(/^Used by/);
    expect(sentence).toHaveTextContent("Used by First Fixture Customer, Second Fixture Customer, and Third Fixture Customer.");
    expect(
      within(sentence)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["first", "second", "third"].map(customerStoryHref));
  });

  it("shows nothing, not even its heading, when no proof is confirmed and no customer's story names the agent", () => {
    const proof = proofFor(agent!.slug, { [agent!.slug]: proofFixture(false) });
    const { container } = render(<AgentProofSection agentName={name} proof={proof} stories={customerStoriesUsing(agent!.slug, stories.slice(1, 2))} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows only the kinds confirmed", () => {
    const { demoPhone, liveDeployments } = proofFixture(true);
    const proof = proofFor(agent!.slug, { [agent!.slug]: { ...proofFixture(false), demoPhone, liveDeployments } });
    render(<AgentProofSection agentName={name} proof={proof} stories={[]} />);
    expect(screen.getByRole("link", { name: fixturePhone })).toBeInTheDocument();
    expect(screen.getByText(/^Live at/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Recording|Video/)).not.toBeInTheDocument();
    expect(screen.queryByText("Transcript")).not.toBeInTheDocument();
  });

  it("words the count of live deployments for one and for many", () => {
    expect(liveDeploymentsSentence(1)).toBe("Live at 1 business.");
    expect(liveDeploymentsSentence(1200)).toBe("Live at 1,200 businesses.");
  });

  it("has none in the live content", () => {
    for (const each of getAllAgents()) expect(proofFor(each.slug)).toEqual({});
  });
});

describe("the customers' stories", () => {
  it("shows only the stories whose consent is confirmed, each with the agents it names, linked", () => {
    const shown = confirmedCustomerStories(stories);
    expect(shown.map((story) => story.slug)).toEqual(["told", "other"]);
    expect(shown[0]).not.toHaveProperty("consent");
    render(<CustomerStories stories={shown} agents={getAllAgents()} />);
    const told = screen.getByRole("article", { name: "Told Fixture Customer" });
    expect(within(told).getByRole("link", { name: name })).toHaveAttribute("href", agentHref(agent!));
    expect(within(told).getByText("Told Fixture Customer said a fixture sentence.")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Untold Fixture Customer" })).not.toBeInTheDocument();
  });

  it("are none in the live content, so the footer has no link to a customers page", () => {
    expect(confirmedCustomerStories()).toEqual([]);
    render(<SiteFooter />);
    expect(screen.queryByRole("link", { name: "Customer stories" })).not.toBeInTheDocument();
  });

  it("put a link to the customers page in the footer once one is confirmed", () => {
    mockStories = stories;
    render(<SiteFooter />);
    expect(screen.getByRole("link", { name: "Customer stories" })).toHaveAttribute("href", CUSTOMERS_PATH);
  });
});
