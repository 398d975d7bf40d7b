// The transport mock sets the form endpoint, which the transport reads when it loads: import it first.
import { draftKey, mockFormTransport, outboxInStorage, outboxKeys, runClockUntil, storedAnswer } from "./support/form-transport";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "@/components/contact/ContactForm";
import { updateEntry } from "@/lib/forms/outbox";
import { sendDue } from "@/lib/forms/sender";
import { sendOnce } from "@/lib/forms/transport";
import toastStyles from "@/components/forms/toast.module.css";
import formStyles from "@/components/forms/forms.module.css";

// A test types a whole enquiry like a visitor; under a loaded test run that can take a few seconds.
jest.setTimeout(15_000);

const transport = mockFormTransport();
const { sentFields } = transport;

const SUCCESS_TOAST = "Form submitted successfully! We will get back to you soon.";
const ERROR_TOAST = "There was an error submitting the form. Please try again.";
const THROTTLED = "Too many requests, please try again in a few minutes";
const SAVED_NOTICE = /we keep your message in this browser/;

const contactForm = () => screen.getByRole("form", { name: "Tell us about your project" });
const intentGroup = () => screen.getByRole("group", { name: "What can we help you with?" });
const intentTile = (label: string) => within(intentGroup()).getByRole("radio", { name: new RegExp(`^${label}`) });
const fullName = () => screen.getByRole("textbox", { name: "Full Name" });
const email = () => screen.getByRole("textbox", { name: "Email Address" });
const organization = () => screen.getByRole("textbox", { name: "Organization" });
const idea = () => screen.getByRole("textbox", { name: "Describe your agent idea" });
const timeline = () => screen.getByRole("combobox", { name: "Timeline" });
const message = () => screen.getByRole("textbox", { name: "Message" });
const submitButton = () => screen.getByRole("button", { name: "Send Message" });
const thankYou = () => screen.queryByRole("heading", { name: "Thank You!" });
/** The toasts: live regions outside the form (errors assertive, successes polite). */
const toastWith = (text: string) => screen.queryAllByText(text).find((element) => element.closest(`.${toastStyles.toaster}`));
const savedNotice = () => screen.queryByText(SAVED_NOTICE);

type User = ReturnType<typeof userEvent.setup>;

async function fillRequired(user: User) {
  await user.type(fullName(), "Ada Lovelace");
  await user.type(email(), "ada@example.com");
}

/** A custom agent enquiry with every field filled. */
async function fillCustomInquiry(user: User) {
  await user.click(intentTile("Custom Agent"));
  await fillRequired(user);
  await user.type(organization(), "Analytical Engines Ltd");
  await user.type(idea(), "An agent that checks orders");
  await user.selectOptions(timeline(), "asap");
  await user.type(message(), "Call me after 3pm");
}

function expectCustomInquiryKept() {
  expect(intentTile("Custom Agent")).toBeChecked();
  expect(fullName()).toHaveValue("Ada Lovelace");
  expect(email()).toHaveValue("ada@example.com");
  expect(organization()).toHaveValue("Analytical Engines Ltd");
  expect(idea()).toHaveValue("An agent that checks orders");
  expect(timeline()).toHaveValue("asap");
  expect(message()).toHaveValue("Call me after 3pm");
}

/** Renders the form as if opened from a link with this query string. */
function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  return render(<ContactForm />);
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The transport logs why a submission was not delivered.
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  window.history.replaceState(null, "", "/");
  consoleError.mockRestore();
});

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
    const maturity = within(screen.getByRole("group", { name: "Where is your organization on its AI journey?" })).getAllByRole("radio");
    expect(maturity.map((radio) => radio.getAttribute("value"))).toEqual(["just-starting", "first-steps", "solid-strides", "scaling-fast"]);
    expect(screen.queryByRole("group", { name: "Team size" })).not.toBeInTheDocument();
  });

  it("reveals the idea text and the Timeline select for Custom Agent", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(intentTile("Custom Agent"));

    expect(idea()).toHaveValue("");
    expect(
      within(timeline())
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["", "asap", "1-3-months", "3-6-months", "6-plus-months"]);
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
    expect(idea()).toHaveValue("I would like a custom AI agent for Legal.");
  });
});

describe("ContactForm intent switch", () => {
  it("shows that the agent idea and timeline given under Custom Agent will not be sent after switching to Training", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(intentTile("Custom Agent"));
    await user.type(idea(), "Check orders");
    await user.selectOptions(timeline(), "3-6-months");
    await user.click(intentTile("Training"));

    const note = screen.getByText("Your agent idea and timeline under Custom Agent will not be sent.");
    expect(note.closest("[role=status]")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bring them back" })).toBeInTheDocument();
  });

  it("sends no idea or timeline from Custom Agent after the switch to Training", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(intentTile("Custom Agent"));
    await user.type(idea(), "Check orders");
    await user.selectOptions(timeline(), "3-6-months");
    await user.click(intentTile("Training"));
    await user.click(screen.getByRole("radio", { name: "Large (200+ people)" }));
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    const fields = sentFields();
    expect(fields).toMatchObject({
      formType: "contact_training",
      selectedIntent: "training",
      teamSize: "large",
      customAgentIdea: "Not specified",
      timeline: "Not specified",
    });
    expect(Object.values(fields)).not.toContain("Check orders");
    expect(Object.values(fields)).not.toContain("3-6-months");
  });

  it("brings Custom Agent back with its answers after 'Bring them back'", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(intentTile("Custom Agent"));
    await user.type(idea(), "Check orders");
    await user.selectOptions(timeline(), "3-6-months");
    await user.click(intentTile("Training"));
    await user.click(screen.getByRole("button", { name: "Bring them back" }));

    expect(intentTile("Custom Agent")).toBeChecked();
    expect(idea()).toHaveValue("Check orders");
    expect(timeline()).toHaveValue("3-6-months");
    expect(screen.queryByText(/will not be sent/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Bring them back" })).not.toBeInTheDocument();
  });

  it("sends the answers brought back", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(intentTile("Custom Agent"));
    await user.type(idea(), "Check orders");
    await user.selectOptions(timeline(), "3-6-months");
    await user.click(intentTile("Explore Services"));
    await user.click(screen.getByRole("button", { name: "Bring them back" }));
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    expect(sentFields()).toMatchObject({ formType: "contact_custom", customAgentIdea: "Check orders", timeline: "3-6-months" });
  });

  it("does not let an error on an answer that is now hidden block the submit", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(intentTile("Custom Agent"));
    fireEvent.change(idea(), { target: { value: "x".repeat(5001) } });
    await user.click(submitButton());
    expect(await screen.findByText("Your agent idea must be 5000 characters or fewer")).toBeInTheDocument();
    expect(transport.fetch()).not.toHaveBeenCalled();

    await user.click(intentTile("Training"));
    await user.click(submitButton());

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(sentFields()).toMatchObject({ formType: "contact_training", customAgentIdea: "Not specified" });
  });

  it("names the services and AI maturity given under Explore Services", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(intentTile("Explore Services"));
    await user.click(screen.getByRole("checkbox", { name: "Data Governance" }));
    await user.click(screen.getByRole("radio", { name: /^First steps/ }));
    await user.click(intentTile("Custom Agent"));

    expect(screen.getByText("Your services and AI maturity under Explore Services will not be sent.")).toBeInTheDocument();
  });

  it("says nothing when the intent left had no answers", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(intentTile("Custom Agent"));
    await user.click(intentTile("Training"));
    expect(screen.queryByText(/will not be sent/)).not.toBeInTheDocument();
  });
});

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
  it("shows 'Sending...' on a disabled button while sending, and the Thank You panel and the success toast only once the endpoint stored it", async () => {
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
    expect(sending).toHaveAttribute("aria-disabled", "true");
    expect(transport.fetch()).toHaveBeenCalledTimes(1);
    expect(thankYou()).not.toBeInTheDocument();
    expect(toastWith(SUCCESS_TOAST)).toBeUndefined();

    const fields = sentFields();
    await act(async () => answer(storedAnswer(fields.submissionId!)));

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(toastWith(SUCCESS_TOAST)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send Message" })).not.toBeInTheDocument();
    expect(fields).toMatchObject({
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

  it("shows the reference: the first 8 characters of the submission id that was sent", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    const { submissionId } = sentFields();
    expect(submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(screen.getByText("Your reference:")).toHaveTextContent(`Your reference: ${submissionId!.slice(0, 8)}`);
  });

  it("moves focus to the Thank You heading so the result is announced", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toHaveFocus();
  });

  it("sends the envelope: when the form was shown, an ISO timestamp, a new submission id and the empty honeypot", async () => {
    const user = userEvent.setup();
    const opened = Date.now();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank You!" });

    const fields = sentFields();
    expect(fields.website).toBe("");
    expect(Date.parse(fields.formShownAt!)).toBeGreaterThanOrEqual(opened - 1000);
    expect(Date.parse(fields.timestamp!)).toBeGreaterThanOrEqual(Date.parse(fields.formShownAt!));
  });

  it("sends formType contact without an intent", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    expect(sentFields()).toMatchObject({ formType: "contact", selectedIntent: "Not specified" });
  });

  it("sends once, and keeps saying 'Sending...', when Enter is pressed twice", async () => {
    let answer: (response: Response) => void = () => {};
    transport.fetch().mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.type(email(), "{Enter}{Enter}");

    expect(await screen.findByRole("button", { name: "Sending..." })).toHaveAttribute("aria-disabled", "true");
    const { submissionId } = sentFields();
    await act(async () => answer(storedAnswer(submissionId!)));
    await screen.findByRole("heading", { name: "Thank You!" });
    expect(transport.fetch()).toHaveBeenCalledTimes(1);
  });

  it("brings back an empty form with no intent selected and no services checked after 'Submit Another Response'", async () => {
    const user = userEvent.setup();
    renderAt("/contact?intent=explore");
    await fillRequired(user);
    await user.type(organization(), "Analytical Engines Ltd");
    await user.click(screen.getByRole("checkbox", { name: "Data Governance" }));
    await user.click(screen.getByRole("radio", { name: /^First steps/ }));
    await user.type(message(), "Hello");
    await user.click(submitButton());
    await user.click(await screen.findByRole("button", { name: "Submit Another Response" }));

    expect(thankYou()).not.toBeInTheDocument();
    expect(fullName()).toHaveValue("");
    expect(email()).toHaveValue("");
    expect(organization()).toHaveValue("");
    expect(message()).toHaveValue("");
    for (const radio of within(intentGroup()).getAllByRole("radio")) expect(radio).not.toBeChecked();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByText(/will not be sent/)).not.toBeInTheDocument();

    await user.click(intentTile("Explore Services"));
    for (const box of screen.getAllByRole("checkbox")) expect(box).not.toBeChecked();
    for (const radio of within(screen.getByRole("group", { name: "Where is your organization on its AI journey?" })).getAllByRole("radio")) {
      expect(radio).not.toBeChecked();
    }
  });

  it("sends the next response under a new submission id", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole("button", { name: "Submit Another Response" }));
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank You!" });

    const [first, second] = transport.allSentFields();
    expect(second!.submissionId).not.toBe(first!.submissionId);
  });
});

describe("ContactForm when the endpoint refuses", () => {
  it("shows the refusal in the form and as an error toast, keeps every field and sends once", async () => {
    transport.refuseWith(THROTTLED);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillCustomInquiry(user);
    await user.click(submitButton());

    expect(await within(contactForm()).findByRole("alert")).toHaveTextContent(THROTTLED);
    expect(toastWith(THROTTLED)?.closest("[role=alert]")).toBeInTheDocument();
    expect(thankYou()).not.toBeInTheDocument();
    expect(toastWith(SUCCESS_TOAST)).toBeUndefined();
    expectCustomInquiryKept();
    expect(submitButton()).toBeEnabled();
    expect(transport.fetch()).toHaveBeenCalledTimes(1);
    expect(outboxKeys()).toEqual([]);
    expect(savedNotice()).not.toBeInTheDocument();
  });

  it("shows the Thank You panel once a corrected submission is stored", async () => {
    transport.refuseWith("email: Enter a valid email address");
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());
    await within(contactForm()).findByRole("alert");

    transport.recover();
    await user.click(submitButton());
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(transport.fetch()).toHaveBeenCalledTimes(2);
  });
});

describe("ContactForm when the endpoint cannot be reached", () => {
  it("keeps 'Sending...' while it retries, then shows the saved-on-this-device notice (no error toast), keeps the form filled and saves one copy", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    await fillCustomInquiry(user);
    await user.click(submitButton());

    expect(await screen.findByRole("button", { name: "Sending..." })).toHaveAttribute("aria-disabled", "true");
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole("button", { name: "Sending..." })).toHaveAttribute("aria-disabled", "true");
    expect(savedNotice()).not.toBeInTheDocument();
    // Kept from before the first attempt, so a tab closed now loses nothing.
    expect(outboxInStorage().map((entry) => entry.submission.id)).toEqual([transport.allSentFields()[0]!.submissionId]);

    await runClockUntil(() => savedNotice() !== null);
    // The saved notice says what happened; a toast saying "try again" would invite a second send.
    expect(toastWith(ERROR_TOAST)).toBeUndefined();
    const notice = savedNotice()!.closest("[role=status]") as HTMLElement;
    // True in a private window too, which forgets the copy when it closes.
    expect(notice).toHaveTextContent("Not sent yet: we keep your message in this browser and send it as soon as our server takes it");
    expect(notice).toHaveTextContent("In a private window it is kept only while the window is open.");
    expect(within(notice).getByRole("link", { name: "hello@lumenfold.ai" })).toHaveAttribute("href", "mailto:hello@lumenfold.ai");
    expect(within(notice).getByRole("button", { name: "Discard the saved copy" })).toBeInTheDocument();
    expect(thankYou()).not.toBeInTheDocument();
    expect(toastWith(SUCCESS_TOAST)).toBeUndefined();
    expectCustomInquiryKept();
    expect(submitButton()).toBeEnabled();

    const sent = transport.allSentFields();
    expect(sent.length).toBeGreaterThan(1);
    expect(new Set(sent.map((fields) => fields.submissionId)).size).toBe(1);
    const outbox = outboxInStorage();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.submission).toMatchObject({ id: sent[0]!.submissionId, formType: "contact_custom" });
    expect(outbox[0]!.submission.payload).toMatchObject({ name: "Ada Lovelace", customAgentIdea: "An agent that checks orders", timeline: "asap" });
  });

  it("turns into the Thank You panel when the saved copy is delivered later", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    await fillCustomInquiry(user);
    await user.click(submitButton());
    await runClockUntil(() => savedNotice() !== null);
    const { submissionId } = transport.allSentFields()[0]!;

    transport.recover();
    await act(() => sendDue((submission) => sendOnce(submission), { all: true }));

    expect(screen.getByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(screen.getByText("Your reference:")).toHaveTextContent(submissionId!.slice(0, 8));
    expect(outboxKeys()).toEqual([]);
    expect(sessionStorage.getItem(draftKey("contact"))).not.toContain("Ada Lovelace");
    expect(transport.allSentFields().at(-1)?.submissionId).toBe(submissionId);
  });

  it("shows a later refusal of the saved copy in the form", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    await fillCustomInquiry(user);
    await user.click(submitButton());
    await runClockUntil(() => savedNotice() !== null);
    const { submissionId } = transport.allSentFields()[0]!;

    act(() => {
      // As the sender records a refusal it received in another tab.
      updateEntry(submissionId!, (entry) => ({ ...entry, status: "refused", message: THROTTLED, settledAt: new Date().toISOString() }));
    });
    expect(within(contactForm()).getByRole("alert")).toHaveTextContent(THROTTLED);
    expect(savedNotice()).not.toBeInTheDocument();
    expectCustomInquiryKept();
  });

  it("empties the outbox and keeps the fields after 'Discard the saved copy'", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    await fillCustomInquiry(user);
    await user.click(submitButton());
    await runClockUntil(() => savedNotice() !== null);
    expect(outboxInStorage()).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Discard the saved copy" }));

    expect(outboxKeys()).toEqual([]);
    expect(savedNotice()).not.toBeInTheDocument();
    expectCustomInquiryKept();
    expect(submitButton()).toBeEnabled();
  });

  it("sends a resubmit as the same submission, so it is stored once, and empties the outbox", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    await fillCustomInquiry(user);
    await user.click(submitButton());
    await runClockUntil(() => savedNotice() !== null);
    const { submissionId } = transport.allSentFields()[0]!;

    transport.recover();
    await user.click(submitButton());

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(transport.allSentFields().at(-1)?.submissionId).toBe(submissionId);
    expect(transport.allSentFields().at(-1)).not.toHaveProperty("supersedes");
    expect(outboxKeys()).toEqual([]);
  });

  it("still shows the saved notice and the typed values when the page is opened again", async () => {
    const user = transport.goOffline();
    const { unmount } = render(<ContactForm />);
    await fillCustomInquiry(user);
    await user.click(submitButton());
    await runClockUntil(() => savedNotice() !== null);
    unmount();

    render(<ContactForm />);
    expect(savedNotice()).toBeInTheDocument();
    expectCustomInquiryKept();
  });
});

describe("ContactForm drafts", () => {
  it("restores what was typed after the form is left and opened again", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ContactForm />);
    await fillCustomInquiry(user);
    expect(sessionStorage.getItem(draftKey("contact"))).toContain("An agent that checks orders");
    unmount();

    render(<ContactForm />);
    expectCustomInquiryKept();
    expect(transport.fetch()).not.toHaveBeenCalled();
  });

  it("prefers the draft to the link's ?intent=", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ContactForm />);
    await fillCustomInquiry(user);
    unmount();

    renderAt("/contact?intent=training");
    expectCustomInquiryKept();
  });

  it("keeps nothing typed once the endpoint stored the submission, and thanks a visitor who comes back until they start over", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ContactForm />);
    await fillCustomInquiry(user);
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank You!" });
    expect(sessionStorage.getItem(draftKey("contact"))).not.toContain("Ada Lovelace");
    unmount();

    render(<ContactForm />);
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Another Response" }));
    expect(fullName()).toHaveValue("");
    expect(email()).toHaveValue("");
  });

  it("keeps the draft when the endpoint refused the submission", async () => {
    transport.refuseWith(THROTTLED);
    const user = userEvent.setup();
    const { unmount } = render(<ContactForm />);
    await fillCustomInquiry(user);
    await user.click(submitButton());
    await within(contactForm()).findByRole("alert");
    unmount();

    render(<ContactForm />);
    expectCustomInquiryKept();
  });

  it("starts blank after 'Submit Another Response', also when opened again", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ContactForm />);
    await fillCustomInquiry(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole("button", { name: "Submit Another Response" }));
    expect(sessionStorage.getItem(draftKey("contact")) ?? "").not.toContain("Ada Lovelace");
    unmount();

    render(<ContactForm />);
    expect(fullName()).toHaveValue("");
    expect(email()).toHaveValue("");
    for (const radio of within(intentGroup()).getAllByRole("radio")) expect(radio).not.toBeChecked();
  });
});

describe("ContactForm honeypot", () => {
  it("has a 'website' field that people cannot tab to and that browsers do not autofill", () => {
    render(<ContactForm />);
    const honeypot = screen.getByLabelText("Website");
    expect(honeypot).toHaveAttribute("name", "website");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot).toHaveValue("");
    expect(honeypot.closest(`.${formStyles.honeypot}`)).toBeInTheDocument();
  });

  it("is hidden from people and from assistive technology by the form's stylesheet (display: none)", () => {
    const css = readFileSync(join(process.cwd(), "components/forms/forms.module.css"), "utf8");
    expect(css).toMatch(/\.honeypot\s*\{\s*display:\s*none;?\s*\}/);
  });

  it("is never reached with the Tab key", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const honeypot = screen.getByLabelText("Website");
    for (let step = 0; step < 40; step++) {
      await user.tab();
      expect(honeypot).not.toHaveFocus();
    }
  });

  it("is sent as an empty 'website' field", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank You!" });
    expect(sentFields()).toHaveProperty("website", "");
  });

  it("sends what a bot typed into it, for the endpoint to drop", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    fireEvent.change(screen.getByLabelText("Website"), { target: { value: "https://spam.example" } });
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank You!" });
    expect(sentFields()).toHaveProperty("website", "https://spam.example");
  });

  it("is not skipped for a page script's submit that claims to be a browser agent's (agentInvoked), even where WebMCP exists", async () => {
    const user = userEvent.setup();
    // Chromium's WebMCP is document.modelContext; a forged event is still not the browser's own.
    Object.defineProperty(document, "modelContext", { value: {}, configurable: true });
    try {
      render(<ContactForm />);
      await fillRequired(user);
      fireEvent.change(screen.getByLabelText("Website"), { target: { value: "https://spam.example" } });
      const forged = Object.assign(new Event("submit", { bubbles: true, cancelable: true }), { agentInvoked: true });
      act(() => void contactForm().dispatchEvent(forged));
      await screen.findByRole("heading", { name: "Thank You!" });
      expect(sentFields()).toHaveProperty("website", "https://spam.example");
      expect(sentFields()).not.toHaveProperty("sentBy");
    } finally {
      delete (document as Partial<Document & { modelContext: unknown }>).modelContext;
    }
  });
});
