import { render, screen } from "@testing-library/react";
import { SAME_FOR_ALL_NOTE } from "@/lib/agents/compare";
import { CompareView, type CompareColumn } from "@/components/agents/CompareView";

// jsdom lays nothing out; the table's side-scroller only needs to be told of no size change.
beforeAll(() => {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const column = (slug: string, cells: string[][]): CompareColumn => ({
  slug,
  name: `Agent ${slug}`,
  path: undefined,
  price: `From $${slug.length}00/month`,
  cells,
});

describe("the comparison table", () => {
  it("heads each column with the agent's name and price, and notes the rows every agent answers alike", () => {
    render(
      <CompareView
        chosen
        rowLabels={["Set-up fee", "Integrations"]}
        columns={[column("a", [["$1,000 one-off"], ["CRM", "Calendar"]]), column("bb", [["$1,000 one-off"], ["CRM"]])]}
      />,
    );
    expect(screen.getAllByRole("columnheader").map((head) => head.textContent)).toEqual(["Agent aFrom $100/month", "Agent bbFrom $200/month"]);
    expect(screen.getByRole("rowheader", { name: new RegExp(`^Set-up fee`) })).toHaveTextContent(`Set-up fee${SAME_FOR_ALL_NOTE}`);
    expect(screen.getByRole("rowheader", { name: new RegExp(`^Integrations`) })).toHaveTextContent(/^Integrations$/);
  });

  it("notes nothing for one agent alone, which has nothing to differ from", () => {
    render(<CompareView chosen rowLabels={["Set-up fee"]} columns={[column("a", [["$1,000 one-off"]])]} />);
    expect(screen.queryByText(SAME_FOR_ALL_NOTE)).not.toBeInTheDocument();
  });
});
