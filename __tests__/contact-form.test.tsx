import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TEST_FORM_ENDPOINT, mockFormTransport, opaqueResponse } from "./support/form-transport";


// The endpoint is read when the transport module loads, so the form is imported after setting it.
let ContactForm: typeof import("@/components/contact/ContactForm").ContactForm;
beforeAll(async () => {
  process.env.NEXT_PUBLIC_FORM_ENDPOINT = TEST_FORM_ENDPOINT;
  ({ ContactForm } = await import("@/components/contact/ContactForm"));
});

const transport = mockFormTransport();
const { sentFields } = transport;

const intentGroup = () => screen.getByRole("group", { name: "What can we help you with?" });
const intentTile = (label: string) => within(intentGroup()).getByRole("radio", { name: new RegExp(`^${label}`) });
const fullName = () => screen.getByRole("textbox", { name: "Full Name" });
const email = () => screen.getByRole("textbox", { name: "Email Address" });
const submitButton = () => screen.getByRole("button", { name: "Send Message" });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(fullName(), "Ada Lovelace");
  await user.type(email(), "ada@example.com");
}

describe("ContactForm intents", () => {
  it("offers the three intent tiles as radios in one group", () => {
    render(<ContactForm />);
    const radios = within(intentGroup()).getAllByRole("radio");
    expect(radios).toHaveLength(3);
    expect(intentTile("Explore Services")).not.toBeChecked();
    expect(intentTile("Custom Agent")).not.toBeChecked();
    expect(intentTile("Training")).not.toBeChecked();
  });

  it("shows no intent-specific questions before an intent is chosen", () => {
    render(<ContactForm />);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Describe your agent idea" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Team size" })).not.toBeInTheDocument();
  });

  it("reveals the five service checkboxes and the four maturity choices for Explore Services", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(intentTile("Explore Services"));

    expect(intentTile("Explore Services")).toBeChecked();
    const services = within(screen.getByRole("group", { name: "Which services interest you?" })).getAllByRole("checkbox");
    expect(services.map((box) => box.getAttribute("value"))).toEqual([
      "Data Engineering",
      "Data Governance",
      "Analytics & BI",
      "DevOps & DataOps",
      "AI/ML Solutions",
    ]);
    for (const name of ["Data Engineering", "Data Governance", "Analytics & BI", "DevOps & DataOps", "AI/ML Solutions"]) {
      expect(screen.getByRole("checkbox", { name })).not.toBeChecked();
    }
    const maturity = within(screen.getByRole("group", { name: "Where is your organisation on its AI journey?" })).getAllByRole("radio");
    expect(maturity.map((radio) => radio.getAttribute("value"))).toEqual(["just-starting", "first-steps", "solid-strides", "scaling-fast"]);
    expect(screen.queryByRole("group", { name: "Team size" })).not.toBeInTheDocument();
  });

  it("reveals the idea text and the Timeline select for Custom Agent", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(intentTile("Custom Agent"));

    expect(screen.getByRole("textbox", { name: "Describe your agent idea" })).toHaveValue("");
    const timeline = screen.getByRole("combobox", { name: "Timeline" });
    expect(within(timeline).getAllByRole("option").map((option) => option.getAttribute("value"))).toEqual([
      "",
      "asap",
      "1-3-months",
      "3-6-months",
      "6-plus-months",
    ]);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("reveals the three team sizes for Training", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(intentTile("Training"));

    const sizes = within(screen.getByRole("group", { name: "Team size" })).getAllByRole("radio");
    expect(sizes).toHaveLength(3);
    expect(screen.getByRole("radio", { name: "Small (<50 people)" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Medium (50-200 people)" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Large (200+ people)" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Timeline" })).not.toBeInTheDocument();
  });

  it("preselects the tile of ?intent=", () => {
    renderAt("/contact?intent=training");
    expect(intentTile("Training")).toBeChecked();
    expect(screen.getByRole("group", { name: "Team size" })).toBeInTheDocument();
  });

  it("prefills the idea with ?idea=", () => {
    renderAt(`/contact?intent=custom&idea=${encodeURIComponent("I would like a custom AI agent for Legal.")}`);
    expect(intentTile("Custom Agent")).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Describe your agent idea" })).toHaveValue("I would like a custom AI agent for Legal.");
  });
});

/** Renders the form as if opened from a link with this query string. */
function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  return render(<ContactForm />);
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("ContactForm validation", () => {
  it("shows 'Full Name is required' and 'Email Address is required' beside the fields, focuses Full Name and sends nothing", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(submitButton());

    expect(await screen.findByText("Full Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email Address is required")).toBeInTheDocument();
    expect(fullName()).toHaveAttribute("aria-invalid", "true");
    expect(fullName()).toHaveAccessibleDescription("Full Name is required");
    expect(email()).toHaveAttribute("aria-invalid", "true");
    expect(email()).toHaveAccessibleDescription("Email Address is required");
    expect(fullName()).toHaveFocus();
    expect(transport.fetch()).not.toHaveBeenCalled();
  });

  it("shows the invalid-email message for a bad email", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(fullName(), "Ada Lovelace");
    await user.type(email(), "ada@");
    await user.click(submitButton());

    expect(await screen.findByText("Enter a valid email address, like name@company.com")).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription("Enter a valid email address, like name@company.com");
    expect(email()).toHaveFocus();
    expect(screen.queryByText("Full Name is required")).not.toBeInTheDocument();
    expect(transport.fetch()).not.toHaveBeenCalled();
  });
});

describe("ContactForm submission", () => {
  it("shows 'Sending...' on a disabled button while sending, then the Thank You panel and the success toast", async () => {
    let answer: (response: Response) => void = () => {};
    transport.fetch().mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(intentTile("Explore Services"));
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: "Data Engineering" }));
    await user.click(screen.getByRole("checkbox", { name: "AI/ML Solutions" }));
    await user.click(screen.getByRole("radio", { name: /^Scaling fast/ }));
    await user.click(submitButton());

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    expect(transport.fetch()).toHaveBeenCalledTimes(1);

    await act(async () => answer(opaqueResponse()));

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(await screen.findByText("Form submitted successfully! We will get back to you soon.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send Message" })).not.toBeInTheDocument();
    expect(sentFields()).toMatchObject({
      formType: "contact_explore",
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Not specified",
      message: "No additional message",
      selectedIntent: "explore",
      selectedServices: "Data Engineering, AI/ML Solutions",
      aiMaturityLevel: "scaling-fast",
      customAgentIdea: "Not specified",
      timeline: "Not specified",
      teamSize: "Not specified",
      source: "Contact Page",
      referrer: "Direct",
    });
  });

  it("sends formType contact without an intent", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    expect(sentFields()).toMatchObject({ formType: "contact", selectedIntent: "Not specified" });
  });

  it("sends only the answers of the chosen intent", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(intentTile("Custom Agent"));
    await user.type(screen.getByRole("textbox", { name: "Describe your agent idea" }), "Check orders");
    await user.selectOptions(screen.getByRole("combobox", { name: "Timeline" }), "3-6-months");
    await user.click(intentTile("Training"));
    await user.click(screen.getByRole("radio", { name: "Large (200+ people)" }));
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    expect(sentFields()).toMatchObject({
      formType: "contact_training",
      selectedIntent: "training",
      teamSize: "large",
      customAgentIdea: "Not specified",
      timeline: "Not specified",
    });
  });

  it("shows 'There was an error submitting the form. Please try again.' when the request fails, and keeps every typed value", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    transport.fetch().mockRejectedValue(new TypeError("Failed to fetch"));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(intentTile("Custom Agent"));
    await fillRequired(user);
    await user.type(screen.getByRole("textbox", { name: "Organization" }), "Analytical Engines Ltd");
    await user.type(screen.getByRole("textbox", { name: "Describe your agent idea" }), "An agent that checks orders");
    await user.selectOptions(screen.getByRole("combobox", { name: "Timeline" }), "asap");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Call me after 3pm");
    await user.click(submitButton());

    expect(await screen.findByText("There was an error submitting the form. Please try again.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Thank You!" })).not.toBeInTheDocument();
    expect(intentTile("Custom Agent")).toBeChecked();
    expect(fullName()).toHaveValue("Ada Lovelace");
    expect(email()).toHaveValue("ada@example.com");
    expect(screen.getByRole("textbox", { name: "Organization" })).toHaveValue("Analytical Engines Ltd");
    expect(screen.getByRole("textbox", { name: "Describe your agent idea" })).toHaveValue("An agent that checks orders");
    expect(screen.getByRole("combobox", { name: "Timeline" })).toHaveValue("asap");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Call me after 3pm");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("brings back an empty form with no intent selected and no services checked after 'Submit Another Response'", async () => {
    const user = userEvent.setup();
    renderAt("/contact?intent=explore");
    await fillRequired(user);
    await user.type(screen.getByRole("textbox", { name: "Organization" }), "Analytical Engines Ltd");
    await user.click(screen.getByRole("checkbox", { name: "Data Governance" }));
    await user.click(screen.getByRole("radio", { name: /^First steps/ }));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await user.click(submitButton());
    await user.click(await screen.findByRole("button", { name: "Submit Another Response" }));

    expect(screen.queryByRole("heading", { name: "Thank You!" })).not.toBeInTheDocument();
    expect(fullName()).toHaveValue("");
    expect(email()).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Organization" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("");
    for (const radio of within(intentGroup()).getAllByRole("radio")) expect(radio).not.toBeChecked();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();

    await user.click(intentTile("Explore Services"));
    for (const box of screen.getAllByRole("checkbox")) expect(box).not.toBeChecked();
    for (const radio of within(screen.getByRole("group", { name: "Where is your organisation on its AI journey?" })).getAllByRole("radio")) {
      expect(radio).not.toBeChecked();
    }
  });
});
