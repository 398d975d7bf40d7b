// The error page: a plain sentence and a way home for the visitor, the message for the console.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ErrorFallback } from "@/components/layout/ErrorFallback";

afterEach(() => jest.restoreAllMocks());

it("shows a plain sentence, a way to try again and a way home, and logs the message to the console only", async () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const reset = jest.fn();
  const error = new TypeError("i is not a function");
  render(<ErrorFallback error={error} reset={reset} />);

  expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
  expect(screen.getByText(/Something went wrong while showing this page/)).toBeInTheDocument();
  expect(screen.queryByText(/is not a function/)).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  expect(logged).toHaveBeenCalledWith(error);

  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(reset).toHaveBeenCalledTimes(1);
});
