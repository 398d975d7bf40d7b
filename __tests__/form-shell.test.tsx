// What submitting needs (validation, the payload builder) loads soon after the page is
// interactive, at idle time, not only when the visitor focuses the form: a visitor whose connection
// drops before touching the form can still submit, and the submission reaches the outbox.
// The transport mock sets the form endpoint, which the transport reads when it loads: import it first.
import { mockFormTransport, outboxInStorage, runClockUntil } from "./support/form-transport";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { ContactForm } from "@/components/contact/ContactForm";
import { FormShell } from "@/components/forms/FormShell";
import { site } from "@/content/site";
import { useDelivery } from "@/lib/forms/use-delivery";

// The contact form's validation chunk: counts its loads, and cannot be fetched while "offline".
let mockValidationLoads = 0;
let mockChunkUnavailable = false;
jest.mock("@/lib/forms/contact/validation", () => {
  if (mockChunkUnavailable) throw new Error("ChunkLoadError: Loading chunk failed");
  mockValidationLoads += 1;
  return jest.requireActual<object>("@/lib/forms/contact/validation");
});

const transport = mockFormTransport();

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  mockChunkUnavailable = false;
});
afterEach(() => {
  consoleError.mockRestore();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

function TestForm({ loadValidation }: { loadValidation: () => Promise<unknown> }) {
  const form = useForm({ defaultValues: { fullName: "", email: "" } });
  const delivery = useDelivery({ formId: "test-form", form, emptyValues: { fullName: "", email: "" } });
  return (
    <FormShell
      id="test-form"
      title="Test form"
      form={form}
      delivery={delivery}
      onValid={() => {}}
      thankYouMessage="Thanks"
      loadValidation={loadValidation}
      submitLabel="Send"
      tool={{ name: "test_form", description: "A form under test." }}
    >
      <label htmlFor="test-name">Name</label>
      <input id="test-name" type="text" {...form.register("fullName")} />
    </FormShell>
  );
}

const renderShell = (loadValidation: () => Promise<unknown>) => render(<TestForm loadValidation={loadValidation} />);

describe("FormShell", () => {
  it("says under every send button what happens next and when, before the privacy notice's link", () => {
    renderShell(() => Promise.resolve());
    const send = screen.getByRole("button", { name: "Send" });
    const promise = screen.getByText(site.replyPromise);
    const privacy = screen.getByRole("link", { name: "our privacy notice" });
    expect(send.compareDocumentPosition(promise) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(promise.compareDocumentPosition(privacy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("loads what submitting needs a second after the page is interactive, without the form being focused", async () => {
    jest.useFakeTimers();
    const loadValidation = jest.fn(async () => {});
    renderShell(loadValidation);
    expect(loadValidation).not.toHaveBeenCalled();

    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(loadValidation).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));

    expect(loadValidation).toHaveBeenCalledTimes(1);
    expect(document.body).toHaveFocus();
  });

  it("loads it when the browser is idle where requestIdleCallback exists (within 3 s), and cancels that when the form goes away", () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    const requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idleCallbacks.push(callback));
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    const loadValidation = jest.fn(async () => {});
    const { unmount } = renderShell(loadValidation);

    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(loadValidation).not.toHaveBeenCalled();
    act(() => idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 50 }));
    expect(loadValidation).toHaveBeenCalledTimes(1);

    unmount();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it("loads nothing when the form is gone before the page was idle", async () => {
    jest.useFakeTimers();
    const loadValidation = jest.fn(async () => {});
    const { unmount } = renderShell(loadValidation);
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(loadValidation).not.toHaveBeenCalled();
  });

  it("swallows a failed load, and tries again when the form is focused", async () => {
    jest.useFakeTimers();
    const loadValidation = jest.fn(async () => {
      throw new Error("ChunkLoadError: Loading chunk failed");
    });
    renderShell(loadValidation);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(loadValidation).toHaveBeenCalledTimes(1);

    act(() => screen.getByRole("textbox", { name: "Name" }).focus());

    expect(loadValidation).toHaveBeenCalledTimes(2);
  });
});

describe("ContactForm", () => {
  it("loads its validation at idle time, so a visitor who goes offline before touching the form still reaches the outbox", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    render(<ContactForm />);
    expect(mockValidationLoads).toBe(0);

    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(mockValidationLoads).toBe(1);
    expect(document.body).toHaveFocus();

    // The connection drops before the visitor touches the form: neither a chunk nor the endpoint can be fetched.
    mockChunkUnavailable = true;
    transport.failNetwork();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Ada Lovelace");
    await user.type(screen.getByRole("textbox", { name: "Email Address" }), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await runClockUntil(() => screen.queryByText(/we keep your message in this browser/) !== null);

    expect(outboxInStorage()).toEqual([
      expect.objectContaining({
        submission: expect.objectContaining({ formType: "contact", payload: expect.objectContaining({ name: "Ada Lovelace" }) }),
        status: "waiting",
        kept: true,
      }),
    ]);
    expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveValue("Ada Lovelace");
  });
});
