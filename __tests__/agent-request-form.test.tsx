import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TEST_FORM_ENDPOINT, mockFormTransport, opaqueResponse } from "./support/form-transport";
import { requireAgent } from "@/lib/agents/catalogue";
import { agentRequestSettings } from "@/lib/agents/request-settings";


// The endpoint is read when the transport module loads, so the form is imported after setting it.
let AgentRequestForm: typeof import("@/components/agents/AgentRequestForm").AgentRequestForm;
beforeAll(async () => {
  process.env.NEXT_PUBLIC_FORM_ENDPOINT = TEST_FORM_ENDPOINT;
  ({ AgentRequestForm } = await import("@/components/agents/AgentRequestForm"));
});

const configFor = (slug: string) => agentRequestSettings(requireAgent(slug));
const generic = configFor("resume-screener-agent");
const orderVerification = configFor("order-verification-agent");

const transport = mockFormTransport();
const { sentFields } = transport;

const fullName = () => screen.getByRole("textbox", { name: "Full Name" });
const email = () => screen.getByRole("textbox", { name: "Email Address" });
const company = () => screen.getByRole("textbox", { name: "Company Name" });
const submitButton = () => screen.getByRole("button", { name: "Submit Request" });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(fullName(), "Grace Hopper");
  await user.type(email(), "grace@example.com");
  await user.type(company(), "Compilers Inc");
}

describe("AgentRequestForm on a generic agent page", () => {
  it("requires Full Name, Email Address and Company Name and sends nothing without them", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm config={generic} />);
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
    render(<AgentRequestForm config={generic} />);
    await user.type(fullName(), "Grace Hopper");
    await user.type(email(), "grace@");
    await user.type(company(), "Compilers Inc");
    await user.click(submitButton());

    expect(await screen.findByText("Enter a valid email address, like name@company.com")).toBeInTheDocument();
    expect(transport.fetch()).not.toHaveBeenCalled();
  });

  it("labels the timeline 'Implementation Timeline' and leaves the customizations optional", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm config={generic} />);
    expect(screen.getByRole("combobox", { name: "Implementation Timeline" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Urgency" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Use Case Description" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Additional customizations" })).toHaveValue("");

    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
  });

  it("shows 'Sending...' on a disabled button while sending, then the Thank You panel and the success toast", async () => {
    let answer: (response: Response) => void = () => {};
    transport.fetch().mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<AgentRequestForm config={generic} />);
    await fillRequired(user);
    await user.click(submitButton());

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    await act(async () => answer(opaqueResponse()));

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(await screen.findByText("Form submitted successfully! We will get back to you soon.")).toBeInTheDocument();
  });

  it("sends an agent_request with the agent's name and slug and the source 'Agent Detail Page'", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm config={generic} />);
    await fillRequired(user);
    await user.type(screen.getByRole("textbox", { name: "Additional customizations" }), "Integrate with Greenhouse");
    await user.selectOptions(screen.getByRole("combobox", { name: "Implementation Timeline" }), "1-3-months");
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank You!" });

    const fields = sentFields();
    expect(fields).toEqual({
      formType: "agent_request",
      timestamp: expect.any(String),
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
  });

  it("leaves empty optional fields out of the request", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm config={generic} />);
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Thank You!" });

    const fields = sentFields();
    expect(fields).not.toHaveProperty("additionalCustomizations");
    expect(fields).not.toHaveProperty("timeline");
  });

  it("returns to a blank form after 'Submit Another Response'", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm config={generic} />);
    await fillRequired(user);
    await user.type(screen.getByRole("textbox", { name: "Additional customizations" }), "More");
    await user.selectOptions(screen.getByRole("combobox", { name: "Implementation Timeline" }), "asap");
    await user.click(submitButton());
    await user.click(await screen.findByRole("button", { name: "Submit Another Response" }));

    expect(screen.queryByRole("heading", { name: "Thank You!" })).not.toBeInTheDocument();
    expect(fullName()).toHaveValue("");
    expect(email()).toHaveValue("");
    expect(company()).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Additional customizations" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Implementation Timeline" })).toHaveValue("");
    expect(submitButton()).toBeEnabled();
  });

  it("shows the transport's error message as a toast when the request fails, and keeps the values", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    transport.fetch().mockRejectedValue(new TypeError("Failed to fetch"));
    const user = userEvent.setup();
    render(<AgentRequestForm config={generic} />);
    await fillRequired(user);
    await user.type(screen.getByRole("textbox", { name: "Additional customizations" }), "Integrate with Greenhouse");
    await user.selectOptions(screen.getByRole("combobox", { name: "Implementation Timeline" }), "6-plus-months");
    await user.click(submitButton());

    expect(await screen.findByText("There was an error submitting the form. Please try again.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Thank You!" })).not.toBeInTheDocument();
    expect(fullName()).toHaveValue("Grace Hopper");
    expect(email()).toHaveValue("grace@example.com");
    expect(company()).toHaveValue("Compilers Inc");
    expect(screen.getByRole("textbox", { name: "Additional customizations" })).toHaveValue("Integrate with Greenhouse");
    expect(screen.getByRole("combobox", { name: "Implementation Timeline" })).toHaveValue("6-plus-months");
    expect(submitButton()).toBeEnabled();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe("AgentRequestForm on the order verification page", () => {
  it("requires the 'Use Case Description'", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm config={orderVerification} />);
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
    render(<AgentRequestForm config={orderVerification} />);
    expect(screen.getByText("Use Case Description").closest("label")).toHaveTextContent("Use Case Description *");
  });

  it("labels the timeline 'Urgency'", () => {
    render(<AgentRequestForm config={orderVerification} />);
    expect(screen.getByRole("combobox", { name: "Urgency" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Implementation Timeline" })).not.toBeInTheDocument();
  });

  it("sends 'Order Verification AI Agent', 'order-verification-agent' and 'Agent Detail Page'", async () => {
    const user = userEvent.setup();
    render(<AgentRequestForm config={orderVerification} />);
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
    render(<AgentRequestForm config={configFor("omnichannel-support-agent")} />);
    await fillRequired(user);
    await user.click(submitButton());

    expect(await screen.findByText("Form submitted successfully!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(sentFields()).toMatchObject({ agentName: "Omnichannel Support Agent", agentSlug: "omnichannel-support-agent" });
  });
});
