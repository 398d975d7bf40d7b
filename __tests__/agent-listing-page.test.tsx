import { render, screen, within } from "@testing-library/react";
import { requireAgent } from "@/lib/agents/catalogue";
import { listingFor } from "@/lib/agents/listings";
import { formatUsd, startingPriceLabel } from "@/lib/agents/pricing";
import { AgentAtAGlance } from "@/components/agents/AgentAtAGlance";
import { AgentListingDetails } from "@/components/agents/AgentListingDetails";
import { SampleConversations } from "@/components/agents/SampleConversations";

const receptionist = requireAgent("ai-receptionist-agent");
const receptionistListing = listingFor(receptionist.slug);

/** The text of the <dd> that follows the <dt> with this label, inside `scope`. */
function valueOf(scope: HTMLElement, label: string): string {
  const term = within(scope).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

describe("prices", () => {
  it("are whole US dollars with the way they are charged", () => {
    expect(formatUsd(2900)).toBe("$2,900");
    expect(formatUsd(0)).toBe("$0");
    expect(startingPriceLabel({ model: "per-month", fromUsdPerMonth: 940 })).toBe("From $940 a month");
    expect(startingPriceLabel({ model: "per-seat", fromUsdPerMonth: 390 })).toBe("From $390 per seat a month");
    expect(startingPriceLabel({ model: "per-month-plus-usage", fromUsdPerMonth: 490 })).toBe("From $490 a month + usage");
  });
});

describe("At a glance", () => {
  it("shows price, set-up fee, timeline, risk class, integrations, handover and last review, and says the price is indicative", () => {
    render(<AgentAtAGlance listing={receptionistListing} />);
    const glance = screen.getByRole("region", { name: "At a glance" });
    expect(valueOf(glance, "Starting price")).toBe("From $490 a month + usage");
    expect(valueOf(glance, "Set-up fee")).toBe("$2,900 one-off");
    expect(valueOf(glance, "Implementation")).toBe("2 to 4 weeks");
    expect(valueOf(glance, "EU AI Act class")).toBe("Limited risk");
    expect(valueOf(glance, "Human handover")).toBe(receptionistListing.handover.how);
    const integrations = within(glance).getByText("Integrations", { selector: "dt" }).nextElementSibling as HTMLElement;
    expect(within(integrations).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Phone systems",
      "Calendars and booking",
      "CRMs",
      "Helpdesks and team chat",
    ]);
    expect(within(glance).getByText("October 27, 2026")).toHaveAttribute("datetime", "2026-10-27");
    expect(glance).toHaveTextContent("Prices are indicative: we send you a quote after your request.");
    expect(within(glance).getByRole("link", { name: "This catalogue as JSON" })).toHaveAttribute("href", "/agents.json");
    expect(within(glance).getByRole("link", { name: "The full listing" })).toHaveAttribute("href", "#listing");
  });

  it("prices a per-seat agent per seat", () => {
    render(<AgentAtAGlance listing={listingFor("ai-marketeer-agent")} />);
    expect(valueOf(screen.getByRole("region", { name: "At a glance" }), "Starting price")).toBe("From $390 per seat a month");
  });
});

describe("the full listing", () => {
  it("has a section per part of the listing, in order", () => {
    render(<AgentListingDetails listing={receptionistListing} />);
    const listing = screen.getByRole("region", { name: "The full listing" });
    expect(within(listing).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Pricing",
      "Integrations",
      "Data",
      "Requirements and timeline",
      "Human handover and limits",
      "Risk and transparency",
    ]);
  });

  it("shows the pricing with model, set-up, usage, what is included and the quote note", () => {
    render(<AgentListingDetails listing={receptionistListing} />);
    const pricing = screen.getByRole("heading", { name: "Pricing" }).parentElement!;
    expect(valueOf(pricing, "Model")).toBe("Monthly subscription plus usage");
    expect(valueOf(pricing, "Starting price")).toBe("From $490 a month + usage");
    expect(valueOf(pricing, "Set-up and integration")).toBe("$2,900 one-off");
    expect(valueOf(pricing, "Usage")).toBe(receptionistListing.pricing.usage);
    expect(within(pricing).getAllByRole("listitem").map((item) => item.textContent)).toEqual(receptionistListing.pricing.includes);
    expect(pricing).toHaveTextContent("Prices are indicative: we send you a quote after your request.");
  });

  it("leaves out usage for an agent without usage charges", () => {
    render(<AgentListingDetails listing={listingFor("finance-tracker")} />);
    const pricing = screen.getByRole("heading", { name: "Pricing" }).parentElement!;
    expect(within(pricing).queryByText("Usage", { selector: "dt" })).not.toBeInTheDocument();
  });

  it("shows integrations with examples, data, requirements, timeline, handover and limits", () => {
    render(<AgentListingDetails listing={receptionistListing} />);
    const integrations = screen.getByRole("heading", { name: "Integrations" }).parentElement!;
    expect(valueOf(integrations, "CRMs")).toBe("HubSpotSalesforceZoho CRM");
    const data = screen.getByRole("heading", { name: "Data" }).parentElement!;
    expect(valueOf(data, "Processed in")).toBe(receptionistListing.data.processedIn);
    expect(valueOf(data, "Retention")).toBe(receptionistListing.data.retention);
    expect(within(data).getByText(receptionistListing.data.reads[0]!)).toBeInTheDocument();
    expect(within(data).getByText(receptionistListing.data.writes[0]!)).toBeInTheDocument();
    const requirements = screen.getByRole("heading", { name: "Requirements and timeline" }).parentElement!;
    expect(valueOf(requirements, "Implementation timeline")).toBe("2 to 4 weeks, from signed order to live");
    for (const requirement of receptionistListing.requirements) expect(within(requirements).getByText(requirement)).toBeInTheDocument();
    const handover = screen.getByRole("heading", { name: "Human handover and limits" }).parentElement!;
    expect(valueOf(handover, "How")).toBe(receptionistListing.handover.how);
    for (const limit of receptionistListing.limits) expect(within(handover).getByText(limit)).toBeInTheDocument();
  });

  it("says the resume screener is high risk and why, whether it tells people it is an AI, and what the buyer must do", () => {
    const listing = listingFor("resume-screener-agent");
    render(<AgentListingDetails listing={listing} />);
    const risk = screen.getByRole("heading", { name: "Risk and transparency" }).parentElement!;
    expect(valueOf(risk, "EU AI Act class")).toBe("High risk");
    expect(valueOf(risk, "Why")).toMatch(/a person makes every decision/);
    expect(valueOf(risk, "Tells people it is an AI")).toBe("No");
    for (const duty of listing.risk.buyerDuties) expect(within(risk).getByText(duty)).toBeInTheDocument();
  });
});

describe("sample conversations", () => {
  it("shows each conversation with its title, summary, outcome and the turns in order with the speaker named", () => {
    render(<SampleConversations conversations={receptionistListing.conversations} />);
    const section = screen.getByRole("region", { name: "Sample conversations" });
    const articles = within(section).getAllByRole("article");
    expect(articles).toHaveLength(receptionistListing.conversations.length);
    receptionistListing.conversations.forEach((conversation, index) => {
      const article = articles[index]!;
      expect(article).toHaveAccessibleName(conversation.title);
      expect(within(article).getByRole("heading", { level: 3 })).toHaveTextContent(conversation.title);
      expect(article).toHaveTextContent(conversation.summary);
      const turns = within(within(article).getByRole("list")).getAllByRole("listitem");
      expect(turns).toHaveLength(conversation.turns.length);
      conversation.turns.forEach((turn, turnIndex) => {
        expect(within(turns[turnIndex]!).getByText(turn.speaker)).toBeVisible();
        expect(turns[turnIndex]).toHaveTextContent(turn.text);
      });
    });
    expect(articles[0]).toHaveTextContent("Outcome: Resolved");
    expect(articles[1]).toHaveTextContent("Outcome: Hands over to a person");
    expect(articles[2]).toHaveTextContent("Outcome: Declines");
  });

  it("attaches each annotation to its turn as a note", () => {
    render(<SampleConversations conversations={receptionistListing.conversations} />);
    const first = receptionistListing.conversations[0]!;
    const firstTurn = within(screen.getAllByRole("article")[0]!).getAllByRole("listitem")[0]!;
    expect(within(firstTurn).getByText(first.turns[0]!.note!, { exact: false })).toHaveTextContent(`Note: ${first.turns[0]!.note}`);
    const secondTurn = within(screen.getAllByRole("article")[0]!).getAllByRole("listitem")[1]!;
    expect(secondTurn).not.toHaveTextContent("Note:");
  });

  it("names a run as a sample run", () => {
    render(<SampleConversations conversations={listingFor("resume-screener-agent").conversations} />);
    expect(screen.getAllByText("Sample run")).toHaveLength(3);
  });
});
