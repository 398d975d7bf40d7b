import { trustDocuments } from "@/content/trust-documents";
import { claimFacts } from "@/content/claim-facts";
import { statedText } from "@/lib/legal/owner-facts";
import { namingSentence, subProcessorsFor } from "@/lib/legal/sub-processors";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { agentJsonLd } from "@/lib/agents/page-metadata";
import { regulationCheckedOn } from "@/content/regulation";
import {
  INDICATIVE_PRICE_NOTE,
  SAMPLE_CONVERSATIONS_NOTE,
  aiDisclosureText,
  euAiActClassLabels,
  outcomeLabels,
  regulationCheckAgainst,
  regulationCheckNote,
  timelineLabel,
} from "@/lib/agents/listing-text";
import { leastMonthlyUsd, leastPriceLabel, seatDefinition } from "@/lib/agents/pricing";
import { estimateRoi, paybackText } from "@/lib/agents/roi";
import { quoteHrefForEstimate } from "@/lib/agents/quote-query";
import { formatCalendarDate } from "@/lib/site/dates";
import { onEstimateAttached } from "@/lib/forms/agent-request/form";
import { AGENT_REQUEST_SECTION_ID, agentHref, procurementSheetHref } from "@/lib/site/hrefs";
import { absoluteUrl } from "@/lib/site/urls";
import type { AgentListing } from "@/content/types";
import { AgentAtAGlance } from "@/components/agents/AgentAtAGlance";
import { ProcurementSheet } from "@/components/agents/ProcurementSheet";
import { AgentListingDetails } from "@/components/agents/AgentListingDetails";
import { AgentRoiSection } from "@/components/agents/AgentRoiSection";
import { SampleConversations } from "@/components/agents/SampleConversations";
import { formatNumber, formatUsd } from "@/lib/site/numbers";
import { agentWhere, highRisk, isUsagePriced, perSeat } from "./support/agent-picks";

const ESTIMATE_INPUTS = ["volume", "minutesPerTask", "hourlyCost", "automatedPercent"];

/** What a listing's estimate is at these numbers, by the estimator's arithmetic written out: staff time saved and the price it bills. */
function expectedEstimate(listing: AgentListing, numbers: Partial<Record<string, number>> = {}, addOnsUsd = 0) {
  const { roi, pricing } = listing;
  const defaults = Object.fromEntries(roi.inputs.map((each) => [each.key, each.defaultValue])) as Record<string, number>;
  const { volume: tasks, minutesPerTask, hourlyCost, automatedPercent } = { ...defaults, ...numbers } as Record<string, number>;
  const hours = (tasks! * (automatedPercent! / 100) * minutesPerTask!) / 60;
  const saved = hours * hourlyCost!;
  const usage = Math.max(0, tasks! - pricing.volume!.includedPerMonth) * pricing.volume!.usdPerUnitAbove!;
  const price = pricing.fromUsdPerMonth + usage + addOnsUsd;
  return { hours, saved, usage, price, net: saved - price };
}

/**
 * The agent most of these tests read, chosen from the catalog: priced by use with add-ons, nothing
 * counted twice and no capacity to run into, estimated from staff time; at its defaults it pays for
 * itself, at its least volume it does not.
 */
const { agent: subject, listing: subjectListing } = agentWhere(
  "priced by use with add-ons and estimated from staff time, paying for itself at its defaults only",
  (agent, listing) =>
    isUsagePriced(agent, listing) &&
    (listing.pricing.addOns?.length ?? 0) > 0 &&
    !listing.pricing.volume!.countsAsTwo &&
    !listing.pricing.volume!.capacity &&
    listing.roi.inputs.every((input) => ESTIMATE_INPUTS.includes(input.key)) &&
    ESTIMATE_INPUTS.every((key) => listing.roi.inputs.some((input) => input.key === key)) &&
    expectedEstimate(listing).net > 0 &&
    expectedEstimate(listing, { volume: listing.roi.inputs.find((input) => input.key === "volume")!.min }).net < 0,
);

/** The text of the <dd> that follows the <dt> with this label, inside `scope`. */
function valueOf(scope: HTMLElement, label: string): string {
  const term = within(scope).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

describe("prices", () => {
  it("are whole US dollars with the way they are charged", () => {
    expect(formatUsd(2900)).toBe("$2,900");
    expect(formatUsd(0)).toBe("$0");
    expect(leastPriceLabel({ model: "per-month", fromUsdPerMonth: 940 })).toBe("From $940/month");
    expect(leastPriceLabel({ model: "per-seat", fromUsdPerMonth: 390, minimumSeats: 3 })).toBe("From $1,170/month: 3 seats minimum at $390");
    expect(leastPriceLabel({ model: "per-seat", fromUsdPerMonth: 390, minimumSeats: 1 })).toBe("From $390/month: 1 seat minimum at $390");
    expect(leastPriceLabel({ model: "per-month-plus-usage", fromUsdPerMonth: 490 })).toBe("From $490/month");
  });
});

describe("At a glance", () => {
  it("shows price, set-up fee, timeline, risk class, integrations, handover and last review, and says the price is indicative", () => {
    render(<AgentAtAGlance slug={subject.slug} listing={subjectListing} />);
    const glance = screen.getByRole("region", { name: "At a glance" });
    expect(valueOf(glance, "Starting price")).toBe(`From ${formatUsd(subjectListing.pricing.fromUsdPerMonth)}/month`);
    expect(valueOf(glance, "Pricing model")).toBe("Monthly subscription plus usage");
    expect(valueOf(glance, "Set-up fee")).toBe(`${formatUsd(subjectListing.pricing.setupUsd)} one-off`);
    expect(valueOf(glance, "Implementation")).toBe(timelineLabel(subjectListing.timelineWeeks));
    expect(valueOf(glance, "EU AI Act class")).toBe(euAiActClassLabels[subjectListing.risk.euAiActClass]);
    expect(valueOf(glance, "Human handover")).toBe(subjectListing.handover.how);
    const integrations = within(glance).getByText("Integrations", { selector: "dt" }).nextElementSibling as HTMLElement;
    expect(
      within(integrations)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(subjectListing.integrations.map((integration) => integration.kind));
    expect(within(glance).getByText(formatCalendarDate(subjectListing.lastReviewed))).toHaveAttribute("datetime", subjectListing.lastReviewed);
    expect(glance).toHaveTextContent("Prices are indicative: we send you a quote after your request.");
    expect(within(glance).getByRole("link", { name: "This catalog as JSON" })).toHaveAttribute("href", "/agents.json");
    expect(within(glance).getByRole("link", { name: "The full listing" })).toHaveAttribute("href", "#listing");
    expect(within(glance).getByRole("link", { name: "Procurement sheet, one page for your reviewers" })).toHaveAttribute(
      "href",
      procurementSheetHref(subject.slug),
    );
  });

  it("prices a per-seat agent at its minimum seats, as the card does, never at one seat", () => {
    const { agent, listing } = perSeat();
    const { pricing } = listing;
    render(<AgentAtAGlance slug={agent.slug} listing={listing} />);
    const glance = screen.getByRole("region", { name: "At a glance" });
    expect(pricing.minimumSeats).toBeGreaterThan(1);
    expect(valueOf(glance, "Starting price")).toBe(
      `From ${formatUsd(pricing.fromUsdPerMonth * pricing.minimumSeats!)}/month: ${pricing.minimumSeats} seats minimum at ${formatUsd(pricing.fromUsdPerMonth)}`,
    );
    expect(glance).not.toHaveTextContent("per seat");
    expect(valueOf(glance, "Pricing model")).toBe("Per seat, monthly");
  });
});

describe("the full listing", () => {
  it("has a section per part of the listing, in order", () => {
    render(<AgentListingDetails listing={subjectListing} />);
    const listing = screen.getByRole("region", { name: "The full listing" });
    expect(
      within(listing)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Pricing", "Integrations", "Data", "Data protection", "Requirements and timeline", "Human handover and limits", "Risk and transparency"]);
  });

  it("shows the pricing with model, set-up, usage, what is included and the quote note", () => {
    render(<AgentListingDetails listing={subjectListing} />);
    const pricing = screen.getByRole("heading", { name: "Pricing" }).parentElement!;
    expect(valueOf(pricing, "Model")).toBe("Monthly subscription plus usage");
    const { fromUsdPerMonth, setupUsd, usage: usageTerm, addOns, includes } = subjectListing.pricing;
    const volume = subjectListing.pricing.volume!;
    expect(valueOf(pricing, "Starting price")).toBe(`From ${formatUsd(fromUsdPerMonth)}/month`);
    expect(valueOf(pricing, "Set-up and integration")).toBe(`${formatUsd(setupUsd)} one-off`);
    const usage = within(pricing).getByText("Usage and further tiers", { selector: "dt" }).nextElementSibling as HTMLElement;
    expect(
      within(usage)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      `$${volume.usdPerUnitAbove!.toFixed(2)} per ${volume.unit[0]} above ${formatNumber(volume.includedPerMonth)} a month.`,
      ...(usageTerm ? [usageTerm] : []),
      ...addOns!.map((addOn) => `${formatUsd(addOn.usdPerMonth)} a month for ${addOn.item}.`),
    ]);
    const included = within(pricing).getByText("Included", { selector: "dt" }).nextElementSibling as HTMLElement;
    expect(
      within(included)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([`Up to ${formatNumber(volume.includedPerMonth)} ${volume.unit[1]} a month`, ...includes]);
    expect(pricing).toHaveTextContent("Prices are indicative: we send you a quote after your request.");
  });

  it("shows a per-seat agent's least monthly price, the seat price times the minimum seats, and defines a seat once", () => {
    const { listing } = perSeat();
    const { fromUsdPerMonth, minimumSeats, seat } = listing.pricing;
    const volume = listing.pricing.volume!;
    render(<AgentListingDetails listing={listing} />);
    const pricing = screen.getByRole("heading", { name: "Pricing" }).parentElement!;
    expect(valueOf(pricing, "Starting price")).toBe(
      `From ${formatUsd(fromUsdPerMonth * minimumSeats!)}/month: ${minimumSeats} seats minimum at ${formatUsd(fromUsdPerMonth)}`,
    );
    const included = within(pricing).getByText("Included", { selector: "dt" }).nextElementSibling as HTMLElement;
    expect(within(included).getAllByRole("listitem")[0]).toHaveTextContent(
      `A seat is ${seat}, with up to ${formatNumber(volume.includedPerMonth)} ${volume.unit[1]} a month.`,
    );
    expect(within(pricing).getAllByText(/^A seat is /)).toHaveLength(1);
    expect(pricing).toHaveTextContent(
      `Each further seat, ${formatUsd(fromUsdPerMonth)} a month, adds ${formatNumber(volume.includedPerMonth)} ${volume.unit[1]} a month.`,
    );
  });

  it("says nothing of seats for an agent not priced per seat", () => {
    const { listing } = agentWhere("not priced per seat", (_agent, each) => each.pricing.model !== "per-seat");
    render(<AgentListingDetails listing={listing} />);
    const pricing = screen.getByRole("heading", { name: "Pricing" }).parentElement!;
    expect(seatDefinition(listing.pricing)).toBeUndefined();
    expect(pricing).not.toHaveTextContent(/\bseats?\b/);
  });

  it("shows integrations with examples, data, requirements, timeline, handover and limits", () => {
    render(<AgentListingDetails listing={subjectListing} />);
    const integrations = screen.getByRole("heading", { name: "Integrations" }).parentElement!;
    for (const { kind, examples } of subjectListing.integrations) expect(valueOf(integrations, kind)).toBe(examples.join(""));
    const data = screen.getByRole("heading", { name: "Data" }).parentElement!;
    expect(valueOf(data, "Processed in")).toBe(subjectListing.data.processedIn);
    expect(valueOf(data, "Retention")).toBe(subjectListing.data.retention);
    expect(within(data).getByText(subjectListing.data.reads[0]!)).toBeInTheDocument();
    expect(within(data).getByText(subjectListing.data.writes[0]!)).toBeInTheDocument();
    const requirements = screen.getByRole("heading", { name: "Requirements and timeline" }).parentElement!;
    expect(valueOf(requirements, "Implementation timeline")).toBe(`${timelineLabel(subjectListing.timelineWeeks)}, from signed order to live`);
    for (const requirement of subjectListing.requirements) expect(within(requirements).getByText(requirement)).toBeInTheDocument();
    const handover = screen.getByRole("heading", { name: "Human handover and limits" }).parentElement!;
    expect(valueOf(handover, "How")).toBe(subjectListing.handover.how);
    for (const limit of subjectListing.limits) expect(within(handover).getByText(limit)).toBeInTheDocument();
  });

  it("says a high-risk agent is high risk and why, whether it tells people it is an AI, and what the buyer must do", () => {
    const { listing } = highRisk();
    render(<AgentListingDetails listing={listing} />);
    const risk = screen.getByRole("heading", { name: "Risk and transparency" }).parentElement!;
    expect(valueOf(risk, "EU AI Act class")).toBe("High risk");
    expect(valueOf(risk, "Why")).toBe(listing.risk.why);
    expect(valueOf(risk, "Tells people it is an AI")).toBe(aiDisclosureText(listing.risk));
    for (const duty of listing.risk.buyerDuties) expect(within(risk).getByText(duty)).toBeInTheDocument();
    expect(valueOf(risk, "Checked")).toBe(regulationCheckNote);
  });

  it("says a staff-facing chat agent tells staff it is an AI, and marks a synthetic voice", () => {
    render(<AgentListingDetails listing={agentWhere("that talks with staff only", (_agent, listing) => listing.risk.talksWith === "staff").listing} />);
    const risk = screen.getByRole("heading", { name: "Risk and transparency" }).parentElement!;
    expect(valueOf(risk, "Tells people it is an AI")).toBe(aiDisclosureText({ talksWith: "staff" }));
    expect(valueOf(risk, "Tells people it is an AI")).toMatch(/^Yes: it tells staff/);
  });

  it("says how a synthetic voice is marked", () => {
    render(
      <AgentListingDetails
        listing={agentWhere("speaking in a synthetic voice", (_agent, listing) => listing.risk.generates?.includes("synthetic voice")).listing}
      />,
    );
    const risk = screen.getByRole("heading", { name: "Risk and transparency" }).parentElement!;
    // As the owner's marking statement stands: stated once confirmed, said to be unconfirmed before.
    expect(valueOf(risk, "How its output is marked")).toMatch(
      trustDocuments.outputMarking.confirmed ? /voice is synthetic.*machine-readable.*Art\. 50\(2\)/ : /is not confirmed yet/,
    );
  });
});

describe("sample conversations", () => {
  it("shows each conversation with its title, summary, outcome and the turns in order with the speaker named", () => {
    render(<SampleConversations conversations={subjectListing.conversations} />);
    const section = screen.getByRole("region", { name: "Sample conversations" });
    const articles = within(section).getAllByRole("article");
    expect(articles).toHaveLength(subjectListing.conversations.length);
    subjectListing.conversations.forEach((conversation, index) => {
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
    // Labeled once, for the whole section, as illustrations.
    expect(within(section).getAllByText(SAMPLE_CONVERSATIONS_NOTE, { exact: false })).toHaveLength(1);
    subjectListing.conversations.forEach((conversation, index) => expect(articles[index]).toHaveTextContent(`Outcome: ${outcomeLabels[conversation.outcome]}`));
  });

  it("attaches each annotation to its turn as a note", () => {
    render(<SampleConversations conversations={subjectListing.conversations} />);
    const first = subjectListing.conversations[0]!;
    const firstTurn = within(screen.getAllByRole("article")[0]!).getAllByRole("listitem")[0]!;
    expect(within(firstTurn).getByText(first.turns[0]!.note!, { exact: false })).toHaveTextContent(`Note: ${first.turns[0]!.note}`);
    const secondTurn = within(screen.getAllByRole("article")[0]!).getAllByRole("listitem")[1]!;
    expect(secondTurn).not.toHaveTextContent("Note:");
  });

  it("names a run as a sample run", () => {
    const { conversations } = agentWhere("with sample runs", (_agent, listing) => listing.conversations.some((each) => each.kind === "run")).listing;
    render(<SampleConversations conversations={conversations} />);
    expect(screen.getAllByText("Sample run")).toHaveLength(conversations.filter((each) => each.kind === "run").length);
  });
});

describe("the ROI estimator", () => {
  const { roi, pricing } = subjectListing;
  const volume = pricing.volume!;
  const input = (key: string) => roi.inputs.find((each) => each.key === key)!;
  const defaults = Object.fromEntries(roi.inputs.map((each) => [each.key, each.defaultValue])) as Record<string, number>;
  const expected = (numbers: Partial<Record<string, number>> = {}, addOnsUsd = 0) => expectedEstimate(subjectListing, numbers, addOnsUsd);

  /** Renders the section; the estimator's code loads when it is near the viewport (at once here: jsdom has no IntersectionObserver). */
  async function renderEstimator() {
    const user = userEvent.setup();
    render(
      <>
        <AgentRoiSection agent={subject} listing={subjectListing} />
        <section id={AGENT_REQUEST_SECTION_ID} aria-label="Request">
          <label htmlFor="full-name">Full Name</label>
          <input id="full-name" />
        </section>
      </>,
    );
    // The inputs are enabled right after they mount (and after hydration in the exported page).
    await waitFor(() => expect(screen.getByRole("spinbutton", { name: input("volume").label })).toBeEnabled());
    return user;
  }
  /** The one-sentence result, in an <output> that screen readers announce as it changes. */
  const verdict = () => screen.getByText(/^At these numbers/, { selector: "output" });
  const figure = (label: string) => valueOf(screen.getByRole("region", { name: "Estimate your return" }), label);
  const priceUsed = () => screen.getByRole("heading", { name: "Price used at this volume" }).nextElementSibling as HTMLElement;
  async function enter(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, value: string) {
    const field = screen.getByRole("spinbutton", { name: label });
    await user.clear(field);
    await user.type(field, value);
  }

  it("has the agent's labelled inputs with their range and step, our figures with their basis, and the assumptions beside them", async () => {
    await renderEstimator();
    for (const each of roi.inputs) {
      const field = screen.getByRole("spinbutton", { name: each.label });
      expect(field).toHaveValue(each.defaultValue);
      expect(field).toHaveAttribute("min", String(each.min));
      expect(field).toHaveAttribute("max", String(each.max));
      expect(field).toHaveAttribute("step", String(each.step));
      expect(field).toBeEnabled();
      if (each.basis) expect(field).toHaveAccessibleDescription(expect.stringContaining(each.basis));
    }
    expect(input("automatedPercent").basis).toBeTruthy();
    const addOns = screen.getByRole("group", { name: "Add-ons you would take (how many of each)" });
    for (const addOn of pricing.addOns!) {
      expect(
        within(addOns).getByRole("spinbutton", { name: new RegExp(`^${addOn.item}, ${formatUsd(addOn.usdPerMonth).replace("$", "\\$")} a month$`, "i") }),
      ).toHaveValue(0);
    }
    const assumptions = screen.getByRole("heading", { name: "Assumptions" }).parentElement!;
    for (const assumption of roi.assumptions) expect(within(assumptions).getByText(assumption)).toBeInTheDocument();
    expect(assumptions).toHaveTextContent(
      `Savings are set against the price at the volume you enter (the starting price plus usage above the included volume) and the add-ons you choose, and the totals add the ${formatUsd(pricing.setupUsd)} set-up fee`,
    );
  });

  it("shows the default estimate, with the 12- and 36-month totals and the payback of the total cost", async () => {
    await renderEstimator();
    const { hours, saved, price, net } = expected();
    expect(figure("Hours saved a month")).toBe(formatNumber(hours, 1));
    expect(figure("Money saved a month, before the price")).toBe(formatUsd(saved));
    expect(figure("Price a month at this volume")).toBe(formatUsd(price));
    expect(figure("Net a month, after the price")).toBe(`${formatUsd(net)} saved`);
    expect(figure("Total cost over 12 months, set-up fee included")).toBe(formatUsd(pricing.setupUsd + 12 * price));
    expect(figure("Total cost over 3 years, set-up fee included")).toBe(formatUsd(pricing.setupUsd + 36 * price));
    expect(figure("Net over 3 years, after the total cost")).toBe(`${formatUsd(36 * saved - pricing.setupUsd - 36 * price)} saved`);
    expect(figure("Payback of the total cost")).toBe(paybackText(pricing.setupUsd / net));
    expect(verdict()).toHaveTextContent(
      `At these numbers the agent saves about ${formatUsd(net)} a month after its price of ${formatUsd(price)} a month at this volume, and it pays back the ${formatUsd(pricing.setupUsd)} set-up fee in about ${paybackText(pricing.setupUsd / net)}.`,
    );
  });

  it("recomputes when an input changes, with usage above the included volume itemized", async () => {
    const user = await renderEstimator();
    const calls = volume.includedPerMonth + 1200;
    await enter(user, input("volume").label, String(calls));
    const { hours, saved, usage, price } = expected({ volume: calls });
    expect(figure("Hours saved a month")).toBe(formatNumber(hours, 1));
    expect(figure("Money saved a month, before the price")).toBe(formatUsd(saved));
    expect(figure("Price a month at this volume")).toBe(formatUsd(price));
    expect(
      within(priceUsed())
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      `Starting price, with ${formatNumber(volume.includedPerMonth)} ${volume.unit[1]}: ${formatUsd(pricing.fromUsdPerMonth)}`,
      `${formatNumber(1200)} ${volume.unit[1]} above ${formatNumber(volume.includedPerMonth)} at $${volume.usdPerUnitAbove!.toFixed(2)}: ${formatUsd(usage)}`,
    ]);
  });

  it("recomputes when the buyer changes the automated share or takes an add-on", async () => {
    const user = await renderEstimator();
    const share = input("automatedPercent");
    const lower = share.min;
    await enter(user, share.label, String(lower));
    expect(figure("Money saved a month, before the price")).toBe(formatUsd(expected({ automatedPercent: lower }).saved));
    const [addOn] = pricing.addOns!;
    await enter(user, new RegExp(`^${addOn!.item}`, "i"), "2");
    const { price } = expected({ automatedPercent: lower }, 2 * addOn!.usdPerMonth);
    expect(figure("Price a month at this volume")).toBe(formatUsd(price));
    expect(within(priceUsed()).getAllByRole("listitem").at(-1)).toHaveTextContent(
      `Add-on, ${addOn!.item}: 2 at ${formatUsd(addOn!.usdPerMonth)} a month: ${formatUsd(2 * addOn!.usdPerMonth)}`,
    );
    expect(figure("Total cost over 12 months, set-up fee included")).toBe(formatUsd(pricing.setupUsd + 12 * price));
  });

  it("counts an emptied input as its minimum and says so, with no NaN anywhere", async () => {
    const user = await renderEstimator();
    const field = screen.getByRole("spinbutton", { name: input("volume").label });
    await user.clear(field);
    expect(field).toHaveAccessibleDescription(`Counted as ${formatNumber(input("volume").min)}, the lowest this estimate takes.`);
    expect(screen.getByRole("region", { name: "Estimate your return" })).not.toHaveTextContent(/NaN|Infinity/);
    await user.type(field, "999999");
    expect(field).toHaveAccessibleDescription(`Counted as ${formatNumber(input("volume").max)}, the highest this estimate takes.`);
  });

  it("says plainly when the agent does not pay for itself, and shows no gain", async () => {
    const user = await renderEstimator();
    const calls = input("volume").min;
    const { saved, price } = expected({ volume: calls });
    expect(saved).toBeLessThan(price);
    await enter(user, input("volume").label, String(calls));
    expect(figure("Net a month, after the price")).toBe(`${formatUsd(price - saved)} lost`);
    expect(figure("Payback of the total cost")).toBe("Not reached");
    // The verdict is a live region: it takes the new words once typing has settled, to be announced once.
    await waitFor(() =>
      expect(verdict()).toHaveTextContent(
        `At these numbers the agent does not pay for itself: it saves about ${formatUsd(saved)} a month, ${formatUsd(price - saved)} less than its price of ${formatUsd(price)} a month at this volume.`,
      ),
    );
  });

  it("adds the estimate to the request as plain text and takes the visitor to the form", async () => {
    const user = await renderEstimator();
    const attached: string[] = [];
    const stop = onEstimateAttached((text) => attached.push(text));
    const minutes = input("minutesPerTask").defaultValue + 1;
    await enter(user, input("minutesPerTask").label, String(minutes));
    await user.click(screen.getByRole("button", { name: "Add this estimate to my request" }));
    stop();

    expect(attached).toHaveLength(1);
    const { hours, saved, price, net } = expected({ minutesPerTask: minutes });
    expect(attached[0]!.split("\n")).toEqual(
      expect.arrayContaining([
        `ROI estimate for ${subject.name} (indicative)`,
        `${input("volume").label}: ${formatNumber(defaults.volume!)}`,
        `${input("minutesPerTask").label}: ${minutes}`,
        `${input("automatedPercent").label}: ${defaults.automatedPercent}`,
        `Hours saved a month: ${formatNumber(hours, 1)}`,
        `Money saved a month, before the price: ${formatUsd(saved)}`,
        `Price a month at this volume: ${formatUsd(price)}`,
        `Net a month, after the price: ${formatUsd(net)} saved`,
        `Total cost over 12 months, set-up fee included: ${formatUsd(pricing.setupUsd + 12 * price)}`,
      ]),
    );
    expect(attached[0]).toMatch(/^Assumptions: .*set-up fee/m);
    expect(screen.getByText("Added to your request below.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveFocus();
  });

  it("links to a quote with the visitor's numbers, kept up to date as they type", async () => {
    const user = await renderEstimator();
    const link = screen.getByRole("link", { name: "Build a quote with these numbers" });
    expect(link).toHaveAttribute("href", quoteHrefForEstimate(subject.slug, estimateRoi(roi, pricing), pricing));
    const calls = volume.includedPerMonth + 1200;
    await enter(user, input("volume").label, String(calls));
    expect(link).toHaveAttribute("href", quoteHrefForEstimate(subject.slug, estimateRoi(roi, pricing, { volume: calls }), pricing));
    expect(link.getAttribute("href")).toContain(`${subject.slug}.volume=${calls}`);
  });

  it("matches the estimate the library computes for the same numbers", () => {
    expect(estimateRoi(roi, pricing).moneySavedPerMonth).toBeCloseTo(expected().saved);
  });
});

describe("the agent's structured data", () => {
  it("offers the service at its indicative monthly price, with no rating or review", () => {
    const [service] = agentJsonLd(subject, subjectListing);
    expect(service).toHaveProperty("offers", {
      "@type": "Offer",
      url: absoluteUrl(agentHref(subject)),
      priceCurrency: "USD",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: subjectListing.pricing.fromUsdPerMonth,
        priceCurrency: "USD",
        unitCode: "MON",
        unitText: "MONTH",
        description: `${leastPriceLabel(subjectListing.pricing)} (monthly subscription plus usage). ${INDICATIVE_PRICE_NOTE}`,
      },
    });
    expect(JSON.stringify(agentJsonLd(subject, subjectListing))).not.toMatch(/aggregateRating|review|ratingValue/i);
  });

  it("offers a per-seat agent at its least a month, the minimum seats, as every other surface does", () => {
    const { agent: seated, listing } = perSeat();
    const { pricing } = listing;
    const [service] = agentJsonLd(seated, listing);
    expect(service).toMatchObject({
      offers: { priceSpecification: { price: leastMonthlyUsd(pricing), unitText: "MONTH", description: expect.stringContaining(leastPriceLabel(pricing)) } },
    });
    expect(leastMonthlyUsd(pricing)).toBe(pricing.fromUsdPerMonth * pricing.minimumSeats!);
    expect(JSON.stringify(service)).not.toMatch(/month per seat|SEAT PER MONTH/);
  });
});

describe("the data-protection answers", () => {
  it("show the company's commitments from content/claims.json (each once confirmed) and the listing's own sub-processors and health-data answer", () => {
    const { listing } = agentWhere("that may process health data", (_agent, each) => each.data.mayProcessHealthData);
    render(<AgentListingDetails listing={listing} />);
    const card = screen.getByRole("heading", { name: "Data protection" }).parentElement!;
    expect(valueOf(card, "Data processing agreement")).toBe(statedText(claimFacts.dpaWithEveryCustomer));
    const roles = listing.data.subProcessors;
    const naming = namingSentence(subProcessorsFor(roles));
    expect(valueOf(card, "Sub-processors")).toContain(
      claimFacts.subProcessorChangeNotice.confirmed ? `${naming} ${claimFacts.subProcessorChangeNotice.value}` : naming,
    );
    if (!claimFacts.subProcessorChangeNotice.confirmed) expect(valueOf(card, "Sub-processors")).not.toContain(claimFacts.subProcessorChangeNotice.value);
    // "Names each one" only when every provider this agent uses is confirmed.
    expect(naming.includes("names each one")).toBe(subProcessorsFor(roles).every((row) => row.provider.confirmed));
    for (const role of roles)
      expect(within(card).getByRole("link", { name: new RegExp(role.replace("-", ".*"), "i") })).toHaveAttribute("href", `/trust/sub-processors#${role}`);
    expect(valueOf(card, "Transfers to the US region")).toBe(statedText(claimFacts.usTransferBasis));
    expect(valueOf(card, "Training on your data")).toBe(statedText(claimFacts.noTrainingOnCustomerData));
    expect(valueOf(card, "Health data")).toBe(statedText(claimFacts.healthDataWithAgreement));
  });

  it("say when an agent is not meant for health data", () => {
    render(<AgentListingDetails listing={agentWhere("not meant for health data", (_agent, each) => !each.data.mayProcessHealthData).listing} />);
    const card = screen.getByRole("heading", { name: "Data protection" }).parentElement!;
    expect(valueOf(card, "Health data")).toBe(statedText(claimFacts.healthDataNotIntended));
  });
});

describe("the procurement sheet", () => {
  it("holds the listing's parts, read from the same listing as the agent page", () => {
    const { agent, listing } = highRisk();
    render(<ProcurementSheet agent={agent} listing={listing} />);
    const sheet = screen.getByRole("article", { name: agent.name });
    expect(
      within(sheet)
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
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
    expect(within(sheet).getByText(formatCalendarDate(listing.lastReviewed))).toHaveAttribute("datetime", listing.lastReviewed);
    // The sheet's review line says when the AI Act dates were checked, and against what, from content/regulation.ts.
    expect(within(sheet).getByText(formatCalendarDate(regulationCheckedOn))).toHaveAttribute("datetime", regulationCheckedOn);
    expect(within(sheet).getByText(formatCalendarDate(regulationCheckedOn)).parentElement).toHaveTextContent(regulationCheckAgainst);
    expect(within(sheet).getByRole("link", { name: "The agent's page" })).toHaveAttribute("href", agentHref(agent));
  });
});
