import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "../Button";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("shows its title, description and action, with a decorative icon", () => {
    const { container } = render(
      <EmptyState
        title="No assignments available."
        description="Check back after the next class."
        action={<Button>Refresh</Button>}
      />,
    );
    expect(screen.getByText("No assignments available.")).toBeInTheDocument();
    expect(screen.getByText("Check back after the next class.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh" })).toBeInTheDocument();
    expect(container.querySelector("svg")?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("can go without an icon", () => {
    const { container } = render(<EmptyState title="No cbts available." icon={null} />);
    expect(container.querySelector("svg")).toBeNull();
  });
});
