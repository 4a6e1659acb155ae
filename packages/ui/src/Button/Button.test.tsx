import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button";

describe("Button", () => {
  it("is a button named by its text that reacts to click, Enter and Space", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Create Course</Button>);
    const button = screen.getByRole("button", { name: "Create Course" });
    await user.click(button);
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it("does not submit a form unless asked to", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>Show password</Button>
        <Button type="submit">Sign in</Button>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("while busy shows the busy label, is disabled and aria-busy, and ignores clicks", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Signing in..." onClick={onClick}>
        Sign in
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Signing in..." });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("Sign in")).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("keeps its text while busy when no busy label is given", () => {
    render(<Button busy>Save Changes</Button>);
    expect(screen.getByRole("button", { name: "Save Changes" })).toHaveAttribute("aria-busy", "true");
  });

  it("is not aria-busy when idle", () => {
    render(<Button>Save Changes</Button>);
    expect(screen.getByRole("button")).not.toHaveAttribute("aria-busy");
    expect(screen.getByRole("button")).toBeEnabled();
  });

  it("renders its child as the element with asChild, keeping the child's role", () => {
    render(
      <Button asChild variant="secondary" className="w-full">
        <a href="/certificate">Download Certificate</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Download Certificate" });
    expect(link).toHaveAttribute("href", "/certificate");
    expect(link).toHaveClass("w-full", "border-input");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("adds className to its own classes", () => {
    render(<Button className="w-full">Go</Button>);
    expect(screen.getByRole("button")).toHaveClass("w-full", "h-11", "px-4");
  });

  it("gives a link no box: no height and no padding to undo", () => {
    render(<Button variant="link">More</Button>);
    const button = screen.getByRole("button");
    expect(button).toHaveClass("text-base", "underline");
    expect(button.className).not.toMatch(/\b(h|px)-\d/);
  });
});
