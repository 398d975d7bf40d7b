// How a form delivers a lead whatever the browser does (issue 14, section 2): the submission waits
// in the outbox from before its first attempt, the visitor is told the truth when the device will
// not keep it, an edit after a lost answer supersedes the earlier submission, another tab's outcome
// reaches this tab's form, and a restored draft or a person's first interaction is not taken for a bot.
// The transport mock sets the form endpoint, which the transport reads when it loads: import it first.
import {
  draftKey,
  mockFormTransport,
  outboxInStorage,
  outboxKeyOf,
  outboxKeys,
  refusedAnswer,
  runClockUntil,
  storedAnswer,
} from "./support/form-transport";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AgentRequestForm } from "@/components/agents/AgentRequestForm";
import { ContactForm } from "@/components/contact/ContactForm";
import { OutboxSender } from "@/components/forms/OutboxSender";
import { requireAgent } from "@/lib/agents/catalogue";
import { agentRequestSettings } from "@/lib/agents/request-settings";
import { isSuspectedSpam } from "@/lib/forms/contract";
import { OUTBOX_EVENT, type OutboxEventDetail } from "@/lib/forms/outbox";

// A test types a whole enquiry like a visitor; under a loaded test run that can take a few seconds.
jest.setTimeout(20_000);

const transport = mockFormTransport();

const SAVED_NOTICE = /saved on this device/;
const UNSAVED_NOTICE = "this browser would not let us keep a copy of your message, so it has not been sent";
const THROTTLED = "Too many requests, please try again in a few minutes";

const contactForm = () => screen.getByRole("form", { name: "Tell us about your project" });
const intentTile = (label: string) =>
  within(screen.getByRole("group", { name: "What can we help you with?" })).getByRole("radio", { name: new RegExp(`^${label}`) });
const fullName = () => screen.getByRole("textbox", { name: "Full Name" });
const email = () => screen.getByRole("textbox", { name: "Email Address" });
const message = () => screen.getByRole("textbox", { name: "Message" });
const submitButton = () => screen.getByRole("button", { name: "Send Message" });
const thankYou = () => screen.queryByRole("heading", { name: "Thank You!" });
const savedNotice = () => screen.queryByText(SAVED_NOTICE);
const unsavedNotice = () => screen.queryByText((_, element) => element?.tagName === "P" && (element.textContent ?? "").includes(UNSAVED_NOTICE));
/** Something a delivery waits for: the submit button saying so. */
const sending = () => screen.queryByRole("button", { name: "Sending..." });

type User = ReturnType<typeof userEvent.setup>;

async function fillEnquiry(user: User) {
  await user.type(fullName(), "Ada Lovelace");
  await user.type(email(), "ada@example.com");
  await user.type(message(), "Call me after 3pm");
}

function expectEnquiryKept() {
  expect(fullName()).toHaveValue("Ada Lovelace");
  expect(email()).toHaveValue("ada@example.com");
  expect(message()).toHaveValue("Call me after 3pm");
}

/** Makes every request wait until the test answers it; returns how to answer the latest one. */
function holdRequests() {
  let answer: (response: Response) => void = () => {};
  transport.fetch().mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  return (response: Response) => act(async () => answer(response));
}

/** Sends the enquiry while the endpoint cannot be reached, until the form says it saved it; gives its id. */
async function sendWhileUnreachable(user: User): Promise<string> {
  await fillEnquiry(user);
  await user.click(submitButton());
  await runClockUntil(() => savedNotice() !== null);
  return transport.allSentFields()[0]!.submissionId!;
}

/** What another tab's storage change looks like here: the key changes, then the event arrives. */
function changeInAnotherTab(key: string, newValue: string | null) {
  const oldValue = localStorage.getItem(key);
  act(() => {
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue, storageArea: localStorage, url: "https://lumenfold.ai/" }));
  });
}

/** Another tab settles entry `id` as settleInOutbox does: the outcome under its key, then the key removed. */
function settleInAnotherTab(detail: OutboxEventDetail) {
  changeInAnotherTab(outboxKeyOf(detail.id), JSON.stringify({ settled: detail }));
  changeInAnotherTab(outboxKeyOf(detail.id), null);
}

/** Whether leaving the page now would ask first. */
function leavingAsks(): boolean {
  return !window.dispatchEvent(new Event("beforeunload", { cancelable: true }));
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The transport logs why a submission was not delivered.
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
  jest.restoreAllMocks();
});

describe("the outbox around a send", () => {
  it("holds the submission from before the first attempt, and lets it go once the endpoint stored it", async () => {
    const answer = holdRequests();
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();

    const { submissionId } = transport.sentFields();
    const waiting = outboxInStorage();
    expect(waiting).toEqual([{ submission: expect.objectContaining({ id: submissionId, formType: "contact" }), savedAt: expect.any(String), attempts: 0 }]);
    expect(waiting[0]!.submission.payload).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", message: "Call me after 3pm" });
    expect(savedNotice()).not.toBeInTheDocument();

    await answer(storedAnswer(submissionId!));

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(outboxKeys()).toEqual([]);
  });

  it("lets the submission go once the endpoint refused it, and shows why", async () => {
    const answer = holdRequests();
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());
    await screen.findByRole("button", { name: "Sending..." });
    expect(outboxInStorage()).toHaveLength(1);

    await answer(refusedAnswer(THROTTLED));

    expect(await within(contactForm()).findByRole("alert")).toHaveTextContent(THROTTLED);
    expect(outboxKeys()).toEqual([]);
    expect(savedNotice()).not.toBeInTheDocument();
    expectEnquiryKept();
  });

  it("asks before the page is left while a send is in flight, and not once it has ended", async () => {
    const answer = holdRequests();
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillEnquiry(user);
    expect(leavingAsks()).toBe(false);
    await user.click(submitButton());
    await screen.findByRole("button", { name: "Sending..." });

    expect(leavingAsks()).toBe(true);

    await answer(storedAnswer(transport.sentFields().submissionId!));
    await screen.findByRole("heading", { name: "Thank You!" });
    expect(leavingAsks()).toBe(false);
  });

  it("is not sent a second time by the page's outbox sender while the form is sending it", async () => {
    const answer = holdRequests();
    const user = userEvent.setup();
    render(
      <>
        <ContactForm />
        <OutboxSender />
      </>,
    );
    await fillEnquiry(user);
    await user.click(submitButton());
    await screen.findByRole("button", { name: "Sending..." });

    await act(async () => {
      window.dispatchEvent(new Event("online"));
      // Time for the sender to load the transport and run its flush.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(transport.fetch()).toHaveBeenCalledTimes(1);

    await answer(storedAnswer(transport.sentFields().submissionId!));
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(transport.fetch()).toHaveBeenCalledTimes(1);
    expect(outboxKeys()).toEqual([]);
  });
});

describe("when the device will not keep a copy", () => {
  const refuseStorage = () =>
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });

  it("says nothing was kept and promises no later send, offers the e-mail address, and keeps the form filled", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    await fillEnquiry(user);
    refuseStorage();
    await user.click(submitButton());
    await runClockUntil(() => unsavedNotice() !== null);

    const notice = unsavedNotice()!;
    expect(notice).toHaveRole("alert");
    expect(contactForm()).toContainElement(notice);
    expect(notice).toHaveTextContent("Your message is still in the form: please copy it and try again later, or email it to us");
    expect(within(notice).getByRole("link", { name: "hello@lumenfold.ai" })).toHaveAttribute("href", "mailto:hello@lumenfold.ai");
    expect(savedNotice()).not.toBeInTheDocument();
    expect(screen.queryByText(/will be sent as soon as/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Discard the saved copy" })).not.toBeInTheDocument();
    expect(thankYou()).not.toBeInTheDocument();
    expectEnquiryKept();
    expect(submitButton()).toBeEnabled();
    expect(outboxKeys()).toEqual([]);
  });

  it("still shows the Thank You panel when the endpoint stored the submission", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillEnquiry(user);
    refuseStorage();
    await user.click(submitButton());

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(unsavedNotice()).not.toBeInTheDocument();
  });

  it("sends the same submission again once the visitor retries and the endpoint can be reached", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    await fillEnquiry(user);
    refuseStorage();
    await user.click(submitButton());
    await runClockUntil(() => unsavedNotice() !== null);
    const { submissionId } = transport.allSentFields()[0]!;

    transport.recover();
    await user.click(submitButton());

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(transport.allSentFields().at(-1)?.submissionId).toBe(submissionId);
    expect(unsavedNotice()).not.toBeInTheDocument();
  });
});

describe("sending again after a lost answer", () => {
  it("sends an edited enquiry as a new submission that names the one it supersedes, and drops the old copy from the outbox", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    const firstId = await sendWhileUnreachable(user);
    expect(outboxInStorage().map((entry) => entry.submission.id)).toEqual([firstId]);

    await user.type(message(), ", or on Friday");
    const answer = holdRequests();
    await user.click(submitButton());
    await waitFor(() => expect(sending()).toBeInTheDocument());

    const edited = transport.allSentFields().at(-1)!;
    expect(edited.submissionId).not.toBe(firstId);
    expect(edited.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(edited.supersedes).toBe(firstId);
    expect(edited.message).toBe("Call me after 3pm, or on Friday");
    const waiting = outboxInStorage();
    expect(waiting.map((entry) => entry.submission.id)).toEqual([edited.submissionId]);
    expect(waiting[0]!.submission.supersedes).toBe(firstId);

    await answer(storedAnswer(edited.submissionId!));
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(screen.getByText("Your reference:")).toHaveTextContent(edited.submissionId!.slice(0, 8));
    expect(outboxKeys()).toEqual([]);
  });

  it("keeps the edited submission saved on this device when it cannot be sent either", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    const firstId = await sendWhileUnreachable(user);
    await user.type(message(), "!");
    const before = transport.fetch().mock.calls.length;
    await user.click(submitButton());
    await runClockUntil(() => savedNotice() !== null && transport.fetch().mock.calls.length > before && sending() === null);

    const editedId = transport.allSentFields().at(-1)!.submissionId;
    expect(editedId).not.toBe(firstId);
    expect(outboxInStorage().map((entry) => entry.submission.id)).toEqual([editedId]);
    expect(savedNotice()).toBeInTheDocument();
  });

  it("sends an unchanged enquiry again under the same id, naming nothing it supersedes", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    const firstId = await sendWhileUnreachable(user);

    transport.recover();
    await user.click(submitButton());

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    const last = transport.allSentFields().at(-1)!;
    expect(last.submissionId).toBe(firstId);
    expect(last).not.toHaveProperty("supersedes");
    expect(outboxKeys()).toEqual([]);
  });

  it("after 'Discard the saved copy', sends the unchanged enquiry under the same id, so it is stored once", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    const firstId = await sendWhileUnreachable(user);

    await user.click(screen.getByRole("button", { name: "Discard the saved copy" }));
    expect(outboxKeys()).toEqual([]);
    expect(savedNotice()).not.toBeInTheDocument();
    expectEnquiryKept();

    transport.recover();
    await user.click(submitButton());

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    const last = transport.allSentFields().at(-1)!;
    expect(last.submissionId).toBe(firstId);
    expect(last).not.toHaveProperty("supersedes");
    expect(outboxKeys()).toEqual([]);
  });

  it("after 'Discard the saved copy', sends the unchanged enquiry under the same id after a reload too", async () => {
    const user = transport.goOffline();
    const { unmount } = render(<ContactForm />);
    const firstId = await sendWhileUnreachable(user);
    await user.click(screen.getByRole("button", { name: "Discard the saved copy" }));
    unmount();

    render(<ContactForm />);
    expect(savedNotice()).not.toBeInTheDocument();
    expectEnquiryKept();
    transport.recover();
    await user.click(submitButton());

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(transport.allSentFields().at(-1)?.submissionId).toBe(firstId);
  });

  it("sends a new submission, superseding nothing, after a refusal", async () => {
    transport.refuseWith("email: Enter a valid email address");
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillEnquiry(user);
    await user.click(submitButton());
    await within(contactForm()).findByRole("alert");
    const refusedId = transport.sentFields().submissionId;

    transport.recover();
    await user.click(submitButton());

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    const last = transport.allSentFields().at(-1)!;
    expect(last.submissionId).not.toBe(refusedId);
    expect(last).not.toHaveProperty("supersedes");
  });
});

describe("a saved copy settled in another tab", () => {
  it("shows the Thank You panel with the reference when the other tab delivered it", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    const id = await sendWhileUnreachable(user);
    const sent = transport.fetch().mock.calls.length;

    settleInAnotherTab({ id, status: "stored" });

    expect(thankYou()).toBeInTheDocument();
    expect(screen.getByText("Your reference:")).toHaveTextContent(id.slice(0, 8));
    expect(savedNotice()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey("contact"))).toBeNull();
    expect(transport.fetch()).toHaveBeenCalledTimes(sent);
  });

  it("shows the refusal in the form when the other tab's send was refused, and keeps the form filled", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    const id = await sendWhileUnreachable(user);

    settleInAnotherTab({ id, status: "refused", message: THROTTLED });

    expect(within(contactForm()).getByRole("alert")).toHaveTextContent(THROTTLED);
    expect(savedNotice()).not.toBeInTheDocument();
    expect(thankYou()).not.toBeInTheDocument();
    expectEnquiryKept();
  });

  it("removes the saved notice when the copy was removed there without an outcome (discarded), and keeps the form filled", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    const id = await sendWhileUnreachable(user);

    changeInAnotherTab(outboxKeyOf(id), null);

    expect(savedNotice()).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Discard the saved copy" })).not.toBeInTheDocument();
    expect(within(contactForm()).queryByRole("alert")).not.toBeInTheDocument();
    expect(thankYou()).not.toBeInTheDocument();
    expectEnquiryKept();
    expect(submitButton()).toBeEnabled();
  });

  it("keeps saying 'saved on this device' while the other tab only counts a send of the copy", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    const id = await sendWhileUnreachable(user);
    const entry = JSON.parse(localStorage.getItem(outboxKeyOf(id))!) as { attempts: number };

    changeInAnotherTab(outboxKeyOf(id), JSON.stringify({ ...entry, attempts: entry.attempts + 1 }));

    expect(savedNotice()).toBeInTheDocument();
  });

  it("ignores another tab's news about a different submission", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    await sendWhileUnreachable(user);

    settleInAnotherTab({ id: "5b0f3c3e-0000-4000-8000-000000000000", status: "stored" });
    changeInAnotherTab("lumenfold:theme", "dark");

    expect(savedNotice()).toBeInTheDocument();
    expect(thankYou()).not.toBeInTheDocument();
  });
});

describe("a saved copy given up by the outbox", () => {
  it("stops saying 'saved on this device', keeps the form filled and offers the e-mail address", async () => {
    const user = transport.goOffline();
    render(<ContactForm />);
    const id = await sendWhileUnreachable(user);

    let claimed = false;
    act(() => {
      claimed = !window.dispatchEvent(new CustomEvent<OutboxEventDetail>(OUTBOX_EVENT, { detail: { id, status: "expired" }, cancelable: true }));
    });

    expect(claimed).toBe(true);
    expect(savedNotice()).not.toBeInTheDocument();
    expect(thankYou()).not.toBeInTheDocument();
    const alert = within(contactForm()).getByRole("alert");
    expect(within(alert).getByRole("link", { name: "hello@lumenfold.ai" })).toHaveAttribute("href", "mailto:hello@lumenfold.ai");
    expectEnquiryKept();
  });
});

describe("when the form was first shown", () => {
  it("is kept in the draft, so an enquiry restored after a reload and sent at once is not taken for a bot", async () => {
    const shownAt = new Date(Date.now() - 10 * 60_000).toISOString();
    sessionStorage.setItem(
      draftKey("contact"),
      JSON.stringify({ values: { fullName: "Ada Lovelace", email: "ada@example.com", message: "Call me after 3pm" }, formShownAt: shownAt }),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    expectEnquiryKept();
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    const fields = transport.sentFields();
    expect(fields.formShownAt).toBe(shownAt);
    expect(isSuspectedSpam(fields)).toBe(false);
  });

  it("survives a reload: the draft keeps the time of the first showing, and that is what is sent", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ContactForm />);
    await user.type(fullName(), "Ada Lovelace");
    const first = (JSON.parse(sessionStorage.getItem(draftKey("contact"))!) as { formShownAt: string }).formShownAt;
    expect(Date.parse(first)).not.toBeNaN();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));

    render(<ContactForm />);
    await user.type(email(), "ada@example.com");
    expect((JSON.parse(sessionStorage.getItem(draftKey("contact"))!) as { formShownAt: string }).formShownAt).toBe(first);
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    expect(transport.sentFields().formShownAt).toBe(first);
  });

  it("starts again for the next response after 'Submit Another Response'", async () => {
    const shownAt = new Date(Date.now() - 10 * 60_000).toISOString();
    sessionStorage.setItem(draftKey("contact"), JSON.stringify({ values: { fullName: "Ada Lovelace", email: "ada@example.com" }, formShownAt: shownAt }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(submitButton());
    await user.click(await screen.findByRole("button", { name: "Submit Another Response" }));
    await user.type(fullName(), "Grace Hopper");
    await user.type(email(), "grace@example.com");
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    const [first, second] = transport.allSentFields();
    expect(first!.formShownAt).toBe(shownAt);
    expect(Date.parse(second!.formShownAt!)).toBeGreaterThan(Date.parse(shownAt));
  });
});

// jsdom marks the events user-event and fireEvent dispatch as untrusted (isTrusted false), as a
// browser does for a script's events. The only trusted key, pointer or input event jsdom makes is
// the `input` event of a checkbox's or radio's activation, which a user-event click on one
// triggers; that is how these tests stand for a person's interaction. Typing alone cannot.
describe("a person's first interaction (interactedAt)", () => {
  it("is sent after the visitor picks an intent, between when the form was shown and the submit, so a fast person is not taken for a bot", async () => {
    const user = userEvent.setup();
    const opened = Date.now();
    render(<ContactForm />);
    await user.click(intentTile("Training"));
    const picked = Date.now();
    await user.type(fullName(), "Ada Lovelace");
    await user.type(email(), "ada@example.com");
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    const fields = transport.sentFields();
    const interactedAt = Date.parse(fields.interactedAt ?? "");
    expect(interactedAt).toBeGreaterThanOrEqual(opened);
    expect(interactedAt).toBeLessThanOrEqual(picked);
    expect(interactedAt).toBeGreaterThanOrEqual(Date.parse(fields.formShownAt!));
    expect(interactedAt).toBeLessThanOrEqual(Date.parse(fields.timestamp!));
    expect(isSuspectedSpam({ ...fields, timestamp: fields.formShownAt })).toBe(false);
  });

  it("keeps the first interaction, not a later one", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(intentTile("Training"));
    const afterFirst = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await user.click(screen.getByRole("radio", { name: "Large (200+ people)" }));
    await user.type(fullName(), "Ada Lovelace");
    await user.type(email(), "ada@example.com");
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    expect(Date.parse(transport.sentFields().interactedAt ?? "")).toBeLessThanOrEqual(afterFirst);
  });

  it("is not sent when every event in the form was a script's (untrusted)", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    fireEvent.keyDown(fullName(), { key: "a" });
    fireEvent.pointerDown(fullName());
    fireEvent.input(fullName(), { target: { value: "Ada Lovelace" } });
    await user.type(email(), "ada@example.com");
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    expect(transport.sentFields()).not.toHaveProperty("interactedAt");
  });

  it("starts again for the next response after 'Submit Another Response'", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(intentTile("Training"));
    await user.type(fullName(), "Ada Lovelace");
    await user.type(email(), "ada@example.com");
    await user.click(submitButton());
    await user.click(await screen.findByRole("button", { name: "Submit Another Response" }));
    await user.type(fullName(), "Grace Hopper");
    await user.type(email(), "grace@example.com");
    await user.click(submitButton());

    await screen.findByRole("heading", { name: "Thank You!" });
    const [first, second] = transport.allSentFields();
    expect(first).toHaveProperty("interactedAt");
    expect(second).not.toHaveProperty("interactedAt");
  });
});

describe("the agent request form", () => {
  it("also holds the request in the outbox while sending, and lets it go once stored", async () => {
    const answer = holdRequests();
    const user = userEvent.setup();
    render(<AgentRequestForm settings={agentRequestSettings(requireAgent("resume-screener-agent"))} />);
    await user.type(fullName(), "Grace Hopper");
    await user.type(email(), "grace@example.com");
    await user.type(screen.getByRole("textbox", { name: "Company Name" }), "Compilers Inc");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    await screen.findByRole("button", { name: "Sending..." });

    const { submissionId } = transport.sentFields();
    expect(outboxInStorage().map((entry) => [entry.submission.id, entry.submission.formType])).toEqual([[submissionId, "agent_request"]]);

    await answer(storedAnswer(submissionId!));
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(outboxKeys()).toEqual([]);
  });
});
