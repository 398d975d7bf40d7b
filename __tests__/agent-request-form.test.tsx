// The transport mock sets the form endpoint, which the transport reads when it loads: import it first.
import { draftKey, mockFormTransport, outboxInStorage, runClockUntil, storedAnswer } from "./support/form-transport";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AgentRequestForm } from "@/components/agents/AgentRequestForm";
import { requireAgent } from "@/lib/agents/catalog";
import { agentRequestSettings } from "@/lib/agents/request-settings";
import { attachEstimateToRequest } from "@/lib/forms/agent-request/form";
import toastStyles from "@/components/forms/toast.module.css";

const settingsFor = (slug: string) => agentRequestSettings(requireAgent(slug));
const generic = settingsFor("resume-screener-agent");
const orderVerification = settingsFor("order-verification-agent");

// A test types a whole enquiry like a visitor; under a loaded test run that can take a few seconds.
jest.setTimeout(15_000);

const transport = mockFormTransport();
const { sentFields } = transport;

const SUCCESS_TOAST = "Form submitted successfully! We will get back to you soon.";
const THROTTLED = "Too many requests, please try again in a few minutes";
const SAVED_NOTICE = /we keep your message in this browser/;
const ESTIMATE = "Estimated savings: $48,000 a year (120 hours a month at $40 an hour, 80% automated)";

const requestForm = () => screen.getByRole("form", { name: "Request this agent" });
const fullName = () => screen.getByRole("textbox", { name: "Full Name" });
const email = () => screen.getByRole("textbox", { name: "Email Address" });
const company = () => screen.getByRole("textbox", { name: "Company Name" });
const customizations = () => screen.getByRole("textbox", { name: "Additional customizations" });
const implementationTimeline = () => screen.getByRole("combobox", { name: "Implementation Timeline" });
const submitButton = () => screen.getByRole("button", { name: "Submit Request" });
const thankYou = () => screen.queryByRole("heading", { name: "Thank You!" });
const toastWith = (text: string) => screen.queryAllByText(text).find((element) => element.closest(`.${toastStyles.toaster}`));
const savedNotice = () => screen.queryByText(SAVED_NOTICE);

type User = ReturnType<typeof userEvent.setup>;

async function fillRequired(user: User) {
  await user.type(fullName(), "Grace Hopper");
  await user.type(email(), "grace@example.com");
  await user.type(company(), "Compilers Inc");
}

/** A request on the generic page with every field filled. */
async function fillEverything(user: User) {
  await fillRequired(user);
  await user.type(customizations(), "Integrate with Greenhouse");
  await user.selectOptions(implementationTimeline(), "6-plus-months");
}

function expectEverythingKept() {
  expect(fullName()).toHaveValue("Grace Hopper");
  expect(email()).toHaveValue("grace@example.com");
  expect(company()).toHaveValue("Compilers Inc");
  expect(customizations()).toHaveValue("Integrate with Greenhouse");
  expect(implementationTimeline()).toHaveValue("6-plus-months");
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The transport logs why a submission was not delivered.
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

describe("AgentRequestForm on a generic agent page", () => {
  it("requires Full Name, Email Address and Company Name and sends nothing without them", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm settings={generic} />);
    await user.click(submitButton());

    expect(await screen.findByText("Full Name is required")).toBeInTheDocument();
    expect(fullName()).toHaveAccessibleDescription("Full Name is required");
    expect(email()).toHaveAccessibleDescription("Email Address is required");
    expect(company()).toHaveAccessibleDescription("Company Name is required");
    expect(company()).toHaveAttribute("aria-invalid", "true");
    expect(fullName()).toHaveFocus();
    expect(transport.fetch()).not.toHaveBeenCalled();
  });

  it("rejects an invalid email", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm settings={generic} />);
    await user.type(fullName(), "Grace Hopper");
    await user.type(email(), "grace@");
    await user.type(company(), "Compilers Inc");
    await user.click(submitButton());

    expect(await screen.findByText("Enter a valid email address, like name@company.com")).toBeInTheDocument();
    expect(transport.fetch()).not.toHaveBeenCalled();
  });

  it("labels the timeline 'Implementation Timeline' and leaves the customizations optional", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm settings={generic} />);
    expect(implementationTimeline()).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Urgency" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Use Case Description" })).not.toBeInTheDocument();
    expect(customizations()).toHaveValue("");

    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
  });

  it("shows 'Sending...' on a disabled button while sending, and the Thank You panel and the success toast only once the endpoint stored it", async () => {
    let answer: (response: Response) => void = () => {};
    transport.fetch().mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<AgentRequestForm settings={generic} />);
    await fillRequired(user);
    await user.click(submitButton());

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toHaveAttribute("aria-disabled", "true");
    expect(thankYou()).not.toBeInTheDocument();
    expect(toastWith(SUCCESS_TOAST)).toBeUndefined();

    const { submissionId } = sentFields();
    await act(async () => answer(storedAnswer(submissionId!)));

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(toastWith(SUCCESS_TOAST)).toBeInTheDocument();
    expect(screen.getByText(/^Your request for the Resume Screener AI Agent has reached our team\./)).toBeInTheDocument();
    expect(screen.getByText("Your reference:")).toHaveTextContent(`Your reference: ${submissionId!.slice(0, 8)}`);
  });

  it("sends an agent_request with the agent's name and slug, the source 'Agent Detail Page' and the envelope", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm settings={generic} />);
    await fillRequired(user);
    await user.type(customizations(), "Integrate with Greenhouse");
    await user.selectOptions(implementationTimeline(), "1-3-months");
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank You!" });

    const fields = sentFields();
    expect(fields).toEqual({
      formType: "agent_request",
      timestamp: expect.any(String),
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      formShownAt: expect.any(String),
      website: "",
      fullName: "Grace Hopper",
      email: "grace@example.com",
      companyName: "Compilers Inc",
      additionalCustomizations: "Integrate with Greenhouse",
      timeline: "1-3-months",
      agentName: "Resume Screener",
      agentSlug: "resume-screener-agent",
      source: "Agent Detail Page",
    });
    expect(Date.parse(fields.timestamp ?? "")).not.toBeNaN();
    expect(Date.parse(fields.formShownAt ?? "")).not.toBeNaN();
  });
});

describe("AgentRequestForm drafts", () => {
  it("restores what was typed after the form is left and opened again", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AgentRequestForm settings={generic} />);
    await fillEverything(user);
    expect(sessionStorage.getItem(draftKey("agent-request:resume-screener-agent"))).toContain("Integrate with Greenhouse");
    unmount();

    render(<AgentRequestForm settings={generic} />);
    expectEverythingKept();
  });

  it("keeps one draft per agent", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AgentRequestForm settings={generic} />);
    await fillRequired(user);
    unmount();

    render(<AgentRequestForm settings={orderVerification} />);
    expect(fullName()).toHaveValue("");
    expect(company()).toHaveValue("");
  });
});

describe("AgentRequestForm with an ROI estimate", () => {
  it("shows an estimate attached from the agent page's estimator", () => {
    render(<AgentRequestForm settings={generic} />);
    expect(screen.queryByText("ROI estimate attached to your request")).not.toBeInTheDocument();

    act(() => attachEstimateToRequest(ESTIMATE));

    expect(screen.getByText("ROI estimate attached to your request")).toBeInTheDocument();
    expect(screen.getByText(ESTIMATE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove the estimate" })).toBeInTheDocument();
  });

  it("sends the attached estimate as roiEstimate", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm settings={generic} />);
    act(() => attachEstimateToRequest(ESTIMATE));
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank You!" });

    expect(sentFields()).toHaveProperty("roiEstimate", ESTIMATE);
  });

  it("sends no estimate after 'Remove the estimate'", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm settings={generic} />);
    act(() => attachEstimateToRequest(ESTIMATE));
    await user.click(screen.getByRole("button", { name: "Remove the estimate" }));

    expect(screen.queryByText(ESTIMATE)).not.toBeInTheDocument();
    expect(screen.queryByText("ROI estimate attached to your request")).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank You!" });
    expect(sentFields()).not.toHaveProperty("roiEstimate");
  });

  it("replaces an earlier estimate with the latest one", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm settings={generic} />);
    act(() => attachEstimateToRequest("Estimated savings: $10,000 a year"));
    act(() => attachEstimateToRequest(ESTIMATE));

    expect(screen.queryByText("Estimated savings: $10,000 a year")).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank You!" });
    expect(sentFields()).toHaveProperty("roiEstimate", ESTIMATE);
  });

  it("keeps the estimate with the copy saved on this device", async () => {
    const user = transport.goOffline();
    render(<AgentRequestForm settings={generic} />);
    act(() => attachEstimateToRequest(ESTIMATE));
    await fillRequired(user);
    await user.click(submitButton());
    await runClockUntil(() => savedNotice() !== null);

    expect(outboxInStorage()[0]!.submission.payload).toHaveProperty("roiEstimate", ESTIMATE);
    expect(screen.getByText(ESTIMATE)).toBeInTheDocument();
  });

  it("starts the next response without the estimate", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm settings={generic} />);
    act(() => attachEstimateToRequest(ESTIMATE));
    await fillRequired(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole("button", { name: "Submit Another Response" }));

    expect(screen.queryByText(ESTIMATE)).not.toBeInTheDocument();
  });
});

describe("AgentRequestForm on the order verification page", () => {
  it("requires the 'Use Case Description'", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm settings={orderVerification} />);
    await fillRequired(user);
    await user.click(submitButton());

    const useCase = screen.getByRole("textbox", { name: "Use Case Description" });
    expect(await screen.findByText("Use Case Description is required")).toBeInTheDocument();
    expect(useCase).toHaveAttribute("aria-invalid", "true");
    expect(useCase).toHaveAccessibleDescription("Use Case Description is required");
    expect(useCase).toHaveFocus();
    expect(transport.fetch()).not.toHaveBeenCalled();
  });

  it("marks the Use Case Description as required in its label", () => {
    render(<AgentRequestForm settings={orderVerification} />);
    expect(screen.getByText("Use Case Description").closest("label")).toHaveTextContent("Use Case Description *");
  });

  it("labels the timeline 'Urgency'", () => {
    render(<AgentRequestForm settings={orderVerification} />);
    expect(screen.getByRole("combobox", { name: "Urgency" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Implementation Timeline" })).not.toBeInTheDocument();
  });

  it("sends 'Order Verification AI Agent', 'order-verification-agent' and 'Agent Detail Page'", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm settings={orderVerification} />);
    await fillRequired(user);
    await user.type(screen.getByRole("textbox", { name: "Use Case Description" }), "Verify 500 grocery orders a day");
    await user.selectOptions(screen.getByRole("combobox", { name: "Urgency" }), "asap");
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank You!" });

    expect(sentFields()).toMatchObject({
      formType: "agent_request",
      additionalCustomizations: "Verify 500 grocery orders a day",
      timeline: "asap",
      agentName: "Order Verification AI Agent",
      agentSlug: "order-verification-agent",
      source: "Agent Detail Page",
    });
  });
});

describe("AgentRequestForm on the omnichannel page", () => {
  it("sends a real request and shows the toast 'Form submitted successfully!'", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm settings={settingsFor("omnichannel-support-agent")} />);
    await fillRequired(user);
    await user.click(submitButton());

    expect(await screen.findByText("Form submitted successfully!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(sentFields()).toMatchObject({
      agentName: "Omnichannel Support Agent",
      agentSlug: "omnichannel-support-agent",
      source: "Omnichannel Support Agent Page",
    });
  });

  it("shows no success toast when the request was refused", async () => {
    transport.refuseWith(THROTTLED);
    const user = userEvent.setup();
    render(<AgentRequestForm settings={settingsFor("omnichannel-support-agent")} />);
    await fillRequired(user);
    await user.click(submitButton());

    expect(await within(requestForm()).findByRole("alert")).toHaveTextContent(THROTTLED);
    expect(screen.queryByText("Form submitted successfully!")).not.toBeInTheDocument();
  });
});
