// The transport mock sets the form endpoint, which the transport reads when it loads: import it first.
import { localStorageText, mockFormTransport, outboxKeyOf, outboxKeys, runClockUntil } from "./support/form-transport";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OutboxSender } from "@/components/forms/OutboxSender";
import { OUTBOX_EVENT, OUTBOX_MAX_AGE_MS, OUTBOX_MAX_ATTEMPTS, outboxEntries, saveToOutbox } from "@/lib/forms/outbox";
import type { Submission } from "@/lib/forms/transport";

const transport = mockFormTransport();

const submission = (id: string): Submission => ({
  id,
  formType: "contact_custom",
  payload: { name: "Ada Lovelace", email: "ada@example.com", customAgentIdea: "Check orders" },
  formShownAt: "2025-03-04T05:05:00.000Z",
  honeypot: "",
});
const ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

const notice = () => screen.getByRole("status");

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  consoleError.mockRestore();
});

it("sends nothing when the outbox is empty", async () => {
  render(<OutboxSender />);
  await act(async () => {});
  expect(transport.fetch()).not.toHaveBeenCalled();
  expect(notice()).toBeEmptyDOMElement();
});

it("sends a saved submission when a page opens, under its own id, and says it has been sent with its reference", async () => {
  saveToOutbox(submission(ID));
  render(<OutboxSender />);

  await waitFor(() => expect(notice()).toHaveTextContent("Your saved message has been sent (reference 7c9e6679)."));
  expect(transport.sentFields()).toMatchObject({ submissionId: ID, formType: "contact_custom", customAgentIdea: "Check orders", website: "" });
  expect(outboxKeys()).toEqual([]);
});

it("sends the outbox again when the browser comes back online", async () => {
  render(<OutboxSender />);
  await act(async () => {});
  saveToOutbox(submission(ID));

  act(() => {
    window.dispatchEvent(new Event("online"));
  });

  await waitFor(() => expect(notice()).toHaveTextContent("Your saved message has been sent (reference 7c9e6679)."));
  expect(transport.sentFields()).toMatchObject({ submissionId: ID });
  expect(outboxEntries()).toEqual([]);
});

it("sends each saved submission once when a page opens and the browser comes online at the same time", async () => {
  saveToOutbox(submission(ID));
  render(<OutboxSender />);
  act(() => {
    window.dispatchEvent(new Event("online"));
  });

  await waitFor(() => expect(notice()).toHaveTextContent("reference 7c9e6679"));
  expect(transport.fetch()).toHaveBeenCalledTimes(1);
});

it("says when a saved submission was refused, with the e-mail address", async () => {
  transport.refuseWith("Too many requests, please try again in a few minutes");
  saveToOutbox(submission(ID));
  render(<OutboxSender />);

  await waitFor(() =>
    expect(notice()).toHaveTextContent(
      "Your saved message could not be accepted (Too many requests, please try again in a few minutes). Please send it again from the form, or email us at hello@lumenfold.ai.",
    ),
  );
  expect(outboxEntries()).toEqual([]);
});

it("leaves the announcement to the form that claimed the submission", async () => {
  const claim = (event: Event) => event.preventDefault();
  window.addEventListener(OUTBOX_EVENT, claim);
  try {
    saveToOutbox(submission(ID));
    render(<OutboxSender />);
    await waitFor(() => expect(outboxEntries()).toEqual([]));
    await act(async () => {});
    expect(transport.fetch()).toHaveBeenCalledTimes(1);
    expect(notice()).toBeEmptyDOMElement();
  } finally {
    window.removeEventListener(OUTBOX_EVENT, claim);
  }
});

it("keeps a submission it still cannot deliver, and says nothing", async () => {
  jest.useFakeTimers({ advanceTimers: true });
  transport.failNetwork();
  saveToOutbox(submission(ID));
  render(<OutboxSender />);

  await runClockUntil(() => consoleError.mock.calls.some(([text]) => String(text).includes("not delivered")));
  expect(outboxEntries().map((entry) => entry.submission.id)).toEqual([ID]);
  expect(notice()).toBeEmptyDOMElement();
});

it("can be dismissed", async () => {
  saveToOutbox(submission(ID));
  render(<OutboxSender />);
  await waitFor(() => expect(notice()).toHaveTextContent("reference 7c9e6679"));

  await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss" }));
  expect(notice()).toBeEmptyDOMElement();
});

const EXPIRED_NOTICE =
  "A message saved on this device could not be sent after repeated tries, and has been removed from this device. Please email us at hello@lumenfold.ai.";

it("gives up a saved submission older than seven days without sending it, clears it from the device and says so", async () => {
  saveToOutbox(submission(ID), new Date(Date.now() - OUTBOX_MAX_AGE_MS - 60_000));
  render(<OutboxSender />);

  await waitFor(() => expect(notice()).toHaveTextContent(EXPIRED_NOTICE));
  expect(transport.fetch()).not.toHaveBeenCalled();
  expect(outboxKeys()).toEqual([]);
  expect(localStorageText()).not.toContain("Ada Lovelace");
  expect(localStorageText()).not.toContain("ada@example.com");
  expect(localStorageText()).not.toContain("Check orders");
});

it("gives up a saved submission after its last allowed send, clears it from the device and says so", async () => {
  localStorage.setItem(
    outboxKeyOf(ID),
    JSON.stringify({ submission: submission(ID), savedAt: new Date().toISOString(), attempts: OUTBOX_MAX_ATTEMPTS }),
  );
  render(<OutboxSender />);

  await waitFor(() => expect(notice()).toHaveTextContent(EXPIRED_NOTICE));
  expect(transport.fetch()).not.toHaveBeenCalled();
  expect(outboxKeys()).toEqual([]);
  expect(localStorageText()).not.toContain("Ada Lovelace");
});

it("still sends a saved submission short of its last allowed send", async () => {
  localStorage.setItem(
    outboxKeyOf(ID),
    JSON.stringify({ submission: submission(ID), savedAt: new Date().toISOString(), attempts: OUTBOX_MAX_ATTEMPTS - 1 }),
  );
  render(<OutboxSender />);

  await waitFor(() => expect(notice()).toHaveTextContent("Your saved message has been sent (reference 7c9e6679)."));
  expect(transport.sentFields()).toMatchObject({ submissionId: ID });
  expect(outboxKeys()).toEqual([]);
});

it("sends what an earlier version saved under its single outbox key", async () => {
  localStorage.setItem("lumenfold:outbox", JSON.stringify([{ submission: submission(ID), savedAt: new Date().toISOString() }]));
  render(<OutboxSender />);

  await waitFor(() => expect(notice()).toHaveTextContent("Your saved message has been sent (reference 7c9e6679)."));
  expect(transport.sentFields()).toMatchObject({ submissionId: ID, customAgentIdea: "Check orders" });
  expect(localStorage.length).toBe(0);
});

it("keeps a submission the endpoint answers as throttled (retryable), and says nothing", async () => {
  jest.useFakeTimers({ advanceTimers: true });
  transport.answerBusy("Too many requests, please try again in a few minutes");
  saveToOutbox(submission(ID));
  render(<OutboxSender />);

  await runClockUntil(() => consoleError.mock.calls.some(([text]) => String(text).includes("not delivered")));
  expect(outboxEntries().map((entry) => [entry.submission.id, entry.attempts])).toEqual([[ID, 1]]);
  expect(notice()).toBeEmptyDOMElement();
});
