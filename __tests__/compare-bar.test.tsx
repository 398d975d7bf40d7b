import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getAllAgents } from "@/lib/agents/catalog";
import { MAX_COMPARED } from "@/lib/agents/compare";
import { writeCompareSelection } from "@/lib/browser/compare-selection";
import { compareHref, quoteHref } from "@/lib/site/hrefs";
import { CompareBar } from "@/components/agents/CompareBar";

const agents = getAllAgents().map(({ slug, name }) => ({ slug, name }));
const [first, second] = agents;

afterEach(() => act(() => writeCompareSelection([])));

describe("the marketplace's compare bar", () => {
  it("with nothing marked, says how to compare and leads to every agent side by side, with no tray", () => {
    render(<CompareBar agents={agents} />);
    expect(screen.getByRole("status")).toHaveTextContent(`Tick Compare on up to ${MAX_COMPARED} agents`);
    expect(screen.getByRole("link", { name: "Compare all agents" })).toHaveAttribute("href", compareHref([]));
    expect(screen.queryByRole("region", { name: "Agents to compare" })).not.toBeInTheDocument();
  });

  it("once agents are marked, becomes a tray that lists each with a way to remove it, and leads to Compare and a quote", async () => {
    const user = userEvent.setup();
    render(<CompareBar agents={agents} />);
    act(() => writeCompareSelection([first!.slug, second!.slug]));
    const tray = screen.getByRole("region", { name: "Agents to compare" });
    const marked = within(tray).getByRole("list", { name: `Marked to compare, 2 of ${MAX_COMPARED}` });
    const items = within(marked).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    [first!, second!].forEach((agent, index) => {
      expect(items[index]).toHaveTextContent(new RegExp(`^${agent.name}`));
      expect(within(items[index]!).getByRole("button", { name: `Remove ${agent.name}` })).toBeInTheDocument();
    });
    expect(screen.getByRole("status")).toHaveTextContent(`Marked to compare: ${first!.name}, ${second!.name}.`);
    expect(within(tray).getByRole("link", { name: "Compare (2)" })).toHaveAttribute("href", compareHref([first!.slug, second!.slug]));
    expect(within(tray).getByRole("link", { name: "Build a quote (2)" })).toHaveAttribute("href", quoteHref([first!.slug, second!.slug]));

    await user.click(within(tray).getByRole("button", { name: `Remove ${first!.name}` }));
    expect(within(tray).getAllByRole("listitem")).toHaveLength(1);
    expect(within(tray).getByRole("link", { name: "Compare (1)" })).toHaveFocus();

    await user.click(within(tray).getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("region", { name: "Agents to compare" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Compare all agents" })).toHaveFocus();
  });
});
