import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorState } from "./ErrorState";

describe("ErrorState", () => {
  it("announces the message and retries on request", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState title="Something went wrong" message="Unable to load students." onRetry={onRetry} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong");
    expect(alert).toHaveTextContent("Unable to load students.");
    const retry = screen.getByRole("button", { name: "Try again" });
    expect(alert).not.toContainElement(retry);
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("takes another retry label and has no button without onRetry", () => {
    const { rerender } = render(<ErrorState message="Offline." onRetry={() => {}} retryLabel="Reload" />);
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    rerender(<ErrorState message="Course not found!" />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
