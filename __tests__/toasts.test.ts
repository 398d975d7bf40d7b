import { TOAST_DURATION_MS, clearToasts, dismissToast, getToasts, subscribeToToasts, toast } from "@/lib/forms/toasts";

describe("toasts", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    clearToasts();
  });
  afterEach(() => jest.useRealTimers());

  it("shows a success and an error toast and tells subscribers", () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast.success("Form submitted successfully!");
    toast.error("Something went wrong. Please try again.");
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([
      ["success", "Form submitted successfully!"],
      ["error", "Something went wrong. Please try again."],
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it("removes a success after its duration and keeps an error a little longer", () => {
    toast.success("Saved");
    toast.error("Failed");
    jest.advanceTimersByTime(TOAST_DURATION_MS.success);
    expect(getToasts().map((t) => t.message)).toEqual(["Failed"]);
    jest.advanceTimersByTime(TOAST_DURATION_MS.error - TOAST_DURATION_MS.success);
    expect(getToasts()).toEqual([]);
  });

  it("dismisses one toast on request", () => {
    const id = toast.error("Failed");
    toast.success("Saved");
    dismissToast(id);
    expect(getToasts().map((t) => t.message)).toEqual(["Saved"]);
  });
});
