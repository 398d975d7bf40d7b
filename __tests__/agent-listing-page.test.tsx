import * as claims from "@/content/claims";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { requireAgent } from "@/lib/agents/catalogue";
import { listingFor } from "@/lib/agents/listings";
import { agentJsonLd } from "@/lib/agents/page-metadata";
import { formatUsd, startingPriceLabel } from "@/lib/agents/pricing";
import { onEstimateAttached } from "@/lib/forms/agent-request/form";
import { AGENT_REQUEST_SECTION_ID } from "@/lib/site/hrefs";
import { AgentAtAGlance } from "@/components/agents/AgentAtAGlance";
import { ProcurementSheet } from "@/components/agents/ProcurementSheet";
import { AgentListingDetails } from "@/components/agents/AgentListingDetails";
import { AgentRoiSection } from "@/components/agents/AgentRoiSection";
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
    expect(startingPriceLabel({ model: "per-month", fromUsdPerMonth: 940 })).toBe("From $940/month");
    expect(startingPriceLabel({ model: "per-seat", fromUsdPerMonth: 390 })).toBe("From $390/month per seat");
    expect(startingPriceLabel({ model: "per-month-plus-usage", fromUsdPerMonth: 490 })).toBe("From $490/month");
  });
});

describe("At a glance", () => {
  it("shows price, set-up fee, timeline, risk class, integrations, handover and last review, and says the price is indicative", () => {
    render(<AgentAtAGlance slug="ai-receptionist-agent" listing={receptionistListing} />);
    const glance = screen.getByRole("region", { name: "At a glance" });
    expect(valueOf(glance, "Starting price")).toBe("From $490/month");
    expect(valueOf(glance, "Pricing model")).toBe("Monthly subscription plus usage");
    expect(valueOf(glance, "Set-up fee")).toBe("$2,900 one-off");
    expect(valueOf(glance, "Implementation")).toBe("2 to 4 weeks");
    expect(valueOf(glance, "EU AI Act class")).toBe("Limited risk (transparency duties)");
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
    expect(within(glance).getByRole("link", { name: "This catalog as JSON" })).toHaveAttribute("href", "/agents.json");
    expect(within(glance).getByRole("link", { name: "The full listing" })).toHaveAttribute("href", "#listing");
    expect(within(glance).getByRole("link", { name: "Procurement sheet, one page for your reviewers" })).toHaveAttribute(
      "href",
      "/procurement/ai-receptionist-agent",
    );
  });

  it("prices a per-seat agent per seat", () => {
    render(<AgentAtAGlance slug="ai-marketeer-agent" listing={listingFor("ai-marketeer-agent")} />);
    const glance = screen.getByRole("region", { name: "At a glance" });
    expect(valueOf(glance, "Starting price")).toBe("From $390/month per seat");
    expect(valueOf(glance, "Pricing model")).toBe("Per seat, monthly");
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
      "Data protection",
      "Requirements and timeline",
      "Human handover and limits",
      "Risk and transparency",
    ]);
  });

  it("shows the pricing with model, set-up, usage, what is included and the quote note", () => {
    render(<AgentListingDetails listing={receptionistListing} />);
    const pricing = screen.getByRole("heading", { name: "Pricing" }).parentElement!;
    expect(valueOf(pricing, "Model")).toBe("Monthly subscription plus usage");
    expect(valueOf(pricing, "Starting price")).toBe("From $490/month");
    expect(valueOf(pricing, "Set-up and integration")).toBe("$2,900 one-off");
    const usage = within(pricing).getByText("Usage and further tiers", { selector: "dt" }).nextElementSibling as HTMLElement;
    expect(within(usage).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "$0.45 per answered call above 800 a month.",
      "A transferred call counts once.",
      "$150 a month for each further phone number or location.",
      "$90 a month for each further calendar or scheduling system.",
    ]);
    const included = within(pricing).getByText("Included", { selector: "dt" }).nextElementSibling as HTMLElement;
    expect(within(included).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Up to 800 answered calls a month",
      ...receptionistListing.pricing.includes,
    ]);
    expect(pricing).toHaveTextContent("Prices are indicative: we send you a quote after your request.");
  });

  it("shows a per-seat agent's least monthly price: the seat price times the minimum seats", () => {
    render(<AgentListingDetails listing={listingFor("sales-pro-agent")} />);
    const pricing = screen.getByRole("heading", { name: "Pricing" }).parentElement!;
    expect(valueOf(pricing, "Starting price")).toBe("From $340/month per seat");
    expect(valueOf(pricing, "Least a month")).toBe("From $1,020/month: 3 seats minimum at $340");
    expect(pricing).toHaveTextContent("Each further seat, $340 a month, adds 300 deal reviews a month.");
  });

  it("leaves out the least monthly price for an agent not priced per seat", () => {
    render(<AgentListingDetails listing={listingFor("finance-tracker")} />);
    const pricing = screen.getByRole("heading", { name: "Pricing" }).parentElement!;
    expect(within(pricing).queryByText("Least a month", { selector: "dt" })).not.toBeInTheDocument();
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

describe("the ROI estimator", () => {
  /** Renders the section; the estimator's code loads when it is near the viewport (at once here: jsdom has no IntersectionObserver). */
  async function renderEstimator() {
    const user = userEvent.setup();
    render(
      <>
        <AgentRoiSection agent={receptionist} listing={receptionistListing} />
        <section id={AGENT_REQUEST_SECTION_ID} aria-label="Request">
          <label htmlFor="full-name">Full Name</label>
          <input id="full-name" />
        </section>
      </>,
    );
    await screen.findByRole("spinbutton", { name: "Calls per month" });
    return user;
  }
  /** The one-sentence result, in an <output> that screen readers announce as it changes. */
  const verdict = () => screen.getByText(/^At these numbers/, { selector: "output" });
  const figure = (label: string) => valueOf(screen.getByRole("region", { name: "Estimate your return" }), label);
  const priceUsed = () => screen.getByRole("heading", { name: "Price used at this volume" }).nextElementSibling as HTMLElement;

  it("has the agent's labelled inputs with their range and step, and the assumptions beside them", async () => {
    await renderEstimator();
    for (const input of receptionistListing.roi.inputs) {
      const field = screen.getByRole("spinbutton", { name: input.label });
      expect(field).toHaveValue(input.defaultValue);
      expect(field).toHaveAttribute("min", String(input.min));
      expect(field).toHaveAttribute("max", String(input.max));
      expect(field).toHaveAttribute("step", String(input.step));
      expect(field).toBeEnabled();
    }
    const assumptions = screen.getByRole("heading", { name: "Assumptions" }).parentElement!;
    for (const assumption of receptionistListing.roi.assumptions) expect(within(assumptions).getByText(assumption)).toBeInTheDocument();
    expect(assumptions).toHaveTextContent(
      "Savings are set against the price at the volume you enter (the starting price plus usage above the included volume) and the $2,900 set-up fee",
    );
  });

  it("shows the default estimate in an output", async () => {
    await renderEstimator();
    expect(figure("Hours saved a month")).toBe("40");
    expect(figure("Money saved a month, before the price")).toBe("$1,200");
    expect(figure("Price a month at this volume")).toBe("$490");
    expect(figure("Net a month, after the price")).toBe("$710 saved");
    expect(figure("Payback of the set-up fee")).toBe("4.1 months");
    expect(within(priceUsed()).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Starting price, with 800 answered calls: $490"]);
    expect(verdict()).toHaveTextContent(
      "At these numbers the agent saves about $710 a month after its price of $490 a month at this volume, and it pays back the $2,900 set-up fee in about 4.1 months.",
    );
  });

  it("recomputes when an input changes", async () => {
    const user = await renderEstimator();
    const calls = screen.getByRole("spinbutton", { name: "Calls per month" });
    await user.clear(calls);
    await user.type(calls, "2000");
    // 2,000 x 60% x 5 minutes = 100 hours x $30 = $3,000; the price is $490 + 1,200 calls x $0.45 = $1,030.
    expect(figure("Hours saved a month")).toBe("100");
    expect(figure("Money saved a month, before the price")).toBe("$3,000");
    expect(figure("Price a month at this volume")).toBe("$1,030");
    expect(within(priceUsed()).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Starting price, with 800 answered calls: $490",
      "1,200 answered calls above 800 at $0.45: $540",
    ]);
    expect(figure("Net a month, after the price")).toBe("$1,970 saved");
  });

  it("counts an emptied input as its minimum and says so, with no NaN anywhere", async () => {
    const user = await renderEstimator();
    const calls = screen.getByRole("spinbutton", { name: "Calls per month" });
    await user.clear(calls);
    expect(calls).toHaveAccessibleDescription("Counted as 50, the lowest this estimate takes.");
    expect(screen.getByRole("region", { name: "Estimate your return" })).not.toHaveTextContent(/NaN|Infinity/);
    await user.type(calls, "999999");
    expect(calls).toHaveAccessibleDescription("Counted as 10,000, the highest this estimate takes.");
  });

  it("says plainly when the agent does not pay for itself, and shows no gain", async () => {
    const user = await renderEstimator();
    const calls = screen.getByRole("spinbutton", { name: "Calls per month" });
    await user.clear(calls);
    await user.type(calls, "100");
    expect(figure("Net a month, after the price")).toBe("$340 lost");
    expect(figure("Payback of the set-up fee")).toBe("Not reached");
    expect(verdict()).toHaveTextContent(
      "At these numbers the agent does not pay for itself: it saves about $150 a month, $340 less than its price of $490 a month at this volume.",
    );
  });

  it("adds the estimate to the request as plain text and takes the visitor to the form", async () => {
    const user = await renderEstimator();
    const attached: string[] = [];
    const stop = onEstimateAttached((text) => attached.push(text));
    await user.clear(screen.getByRole("spinbutton", { name: "Minutes per call" }));
    await user.type(screen.getByRole("spinbutton", { name: "Minutes per call" }), "6");
    await user.click(screen.getByRole("button", { name: "Add this estimate to my request" }));
    stop();

    expect(attached).toHaveLength(1);
    const lines = attached[0]!.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "ROI estimate for AI Receptionist (indicative)",
        "Calls per month: 800",
        "Minutes per call: 6",
        "Cost of an hour of front-desk time (USD): 30",
        "Hours saved a month: 48",
        "Money saved a month, before the price: $1,440",
        "Price a month at this volume: $490",
        "Net a month, after the price: $950 saved",
        "Price used: Starting price, with 800 answered calls: $490",
      ]),
    );
    expect(attached[0]).toMatch(/^Assumptions: The agent completes 60% of tasks without a person\./m);
    expect(screen.getByText("Added to your request below.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveFocus();
  });
});

describe("the agent's structured data", () => {
  it("offers the service at its indicative monthly price, with no rating or review", () => {
    const [service] = agentJsonLd(receptionist, receptionistListing);
    expect(service).toHaveProperty("offers", {
      "@type": "Offer",
      url: "https://www.lumenfold.ai/agent/ai-receptionist-agent",
      priceCurrency: "USD",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: 490,
        priceCurrency: "USD",
        unitCode: "MON",
        unitText: "MONTH",
        description: "From $490/month (monthly subscription plus usage). Prices are indicative: we send you a quote after your request.",
      },
    });
    expect(JSON.stringify(agentJsonLd(receptionist, receptionistListing))).not.toMatch(/aggregateRating|review|ratingValue/i);
  });

  it("prices a per-seat agent per seat a month", () => {
    const marketeer = requireAgent("ai-marketeer-agent");
    const [service] = agentJsonLd(marketeer, listingFor(marketeer.slug));
    expect(service).toMatchObject({ offers: { priceSpecification: { price: 390, unitText: "SEAT PER MONTH" } } });
  });
});

describe("the data-protection answers", () => {
  it("show the company's commitments from content/claims.ts and the listing's own sub-processors and health-data answer", () => {
    render(<AgentListingDetails listing={receptionistListing} />);
    const card = screen.getByRole("heading", { name: "Data protection" }).parentElement!;
    expect(valueOf(card, "Data processing agreement")).toBe(claims.dpaWithEveryCustomer);
    expect(valueOf(card, "Sub-processors")).toBe(
      `Cloud hosting, speech recognition and synthesis, language model, and telephony and SMS providers. ${claims.subProcessorList} See them on our trust page`,
    );
    expect(within(card).getByRole("link", { name: "See them on our trust page" })).toHaveAttribute("href", "/trust#sub-processors");
    expect(valueOf(card, "Transfers to the US region")).toBe(claims.usTransferBasis);
    expect(valueOf(card, "Training on your data")).toBe(claims.noTrainingOnCustomerData);
    expect(valueOf(card, "Health data")).toBe(claims.healthDataWithAgreement);
  });

  it("say when an agent is not meant for health data", () => {
    render(<AgentListingDetails listing={listingFor("finance-tracker")} />);
    const card = screen.getByRole("heading", { name: "Data protection" }).parentElement!;
    expect(valueOf(card, "Health data")).toBe(claims.healthDataNotIntended);
  });
});

describe("the procurement sheet", () => {
  it("holds the listing's parts, read from the same listing as the agent page", () => {
    const listing = listingFor("resume-screener-agent");
    render(<ProcurementSheet agent={requireAgent("resume-screener-agent")} listing={listing} />);
    const sheet = screen.getByRole("article", { name: "Resume Screener" });
    expect(within(sheet).getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Price, usage and overage",
      "Integrations",
      "Data read and written, where and how long",
      "Data protection",
      "EU AI Act: class, reason and duties",
      "Human oversight and handover",
      "Requirements and timeline",
    ]);
    const risk = within(sheet).getByRole("region", { name: "EU AI Act: class, reason and duties" });
    expect(valueOf(risk, "EU AI Act class")).toBe("High risk");
    expect(valueOf(risk, "When this applies")).toBe(listing.risk.obligationsApply);
    for (const duty of listing.risk.providerDuties) expect(within(risk).getByText(duty)).toBeInTheDocument();
    expect(within(sheet).getByText("November 12, 2026")).toHaveAttribute("datetime", "2026-11-12");
    expect(within(sheet).getByRole("link", { name: "The agent's page" })).toHaveAttribute("href", "/agent/resume-screener-agent");
  });
});
