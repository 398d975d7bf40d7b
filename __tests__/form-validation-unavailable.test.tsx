// The forms load their zod schemas on demand. If that load fails (a dropped connection, a deploy
// that replaced the chunk), the visitor is told and keeps everything typed; nothing is sent.
// The transport mock sets the form endpoint, which the transport reads when it loads: import it first.
import { mockFormTransport, outboxKeys } from "./support/form-transport";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { agents } from "@/content/agents";
import { AgentRequestForm } from "@/components/agents/AgentRequestForm";
import { ContactForm } from "@/components/contact/ContactForm";
import { agentRequestSettings } from "@/lib/agents/request-settings";
import { SUBMIT_ERROR_MESSAGE } from "@/lib/forms/transport";

/** The error toast: an assertive live region outside the form. */
const errorToast = () => screen.getAllByRole("alert").find((region) => !region.closest("form") && within(region).queryByText(SUBMIT_ERROR_MESSAGE));

// Loading either schema module fails as a chunk that cannot be fetched would. Importing the forms
// above succeeds only because neither imports its schemas statically.
jest.mock("@/lib/forms/contact/schema", () => {
  throw new Error("ChunkLoadError: Loading chunk failed");
});
jest.mock("@/lib/forms/agent-request/schema", () => {
  throw new Error("ChunkLoadError: Loading chunk failed");
});

const transport = mockFormTransport();

/** The form's fields, once they are enabled (right after it mounts). */
const fieldsEnabled = () => waitFor(() => expect(screen.getByRole("textbox", { name: "Full Name" })).toBeEnabled());

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

it("the contact form says the submission failed and keeps what was typed", async () => {
  const user = userEvent.setup();
  render(<ContactForm />);
  await fieldsEnabled();
  await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Ada Lovelace");
  await user.type(screen.getByRole("textbox", { name: "Email Address" }), "ada@example.com");
  await user.click(screen.getByRole("button", { name: "Send Message" }));

  expect(await screen.findByText(SUBMIT_ERROR_MESSAGE)).toBeInTheDocument();
  expect(errorToast()).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveValue("Ada Lovelace");
  expect(screen.getByRole("textbox", { name: "Email Address" })).toHaveValue("ada@example.com");
  expect(screen.queryByRole("heading", { name: "Thank You!" })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  expect(transport.fetch()).not.toHaveBeenCalled();
  expect(outboxKeys()).toEqual([]);
});

it("the agent request form says the submission failed and keeps what was typed", async () => {
  const user = userEvent.setup();
  render(<AgentRequestForm settings={agentRequestSettings(agents[0]!)} />);
  await fieldsEnabled();
  await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Grace Hopper");
  await user.type(screen.getByRole("textbox", { name: "Company Name" }), "Compilers Inc");
  await user.click(screen.getByRole("button", { name: "Submit Request" }));

  expect(await screen.findByText(SUBMIT_ERROR_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveValue("Grace Hopper");
  expect(screen.getByRole("textbox", { name: "Company Name" })).toHaveValue("Compilers Inc");
  expect(screen.getByRole("button", { name: "Submit Request" })).toBeEnabled();
  expect(transport.fetch()).not.toHaveBeenCalled();
  expect(outboxKeys()).toEqual([]);
});

it("the form keeps the typed values as a draft, so a reload after the failure loses nothing", async () => {
  const user = userEvent.setup();
  const { unmount } = render(<ContactForm />);
  await fieldsEnabled();
  await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Ada Lovelace");
  await user.click(screen.getByRole("button", { name: "Send Message" }));
  await screen.findByText(SUBMIT_ERROR_MESSAGE);
  unmount();

  render(<ContactForm />);
  expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveValue("Ada Lovelace");
});
