import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./Spinner";

describe("Spinner", () => {
  it("is a status named and worded by its label", () => {
    render(<Spinner label="Loading students" />);
    const status = screen.getByRole("status", { name: "Loading students" });
    expect(status).toHaveTextContent("Loading students");
  });

  it('says "Loading" when no label is given', () => {
    render(<Spinner />);
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
  });

  it("only spins when the person has not asked for reduced motion", () => {
    render(<Spinner />);
    const icon = screen.getByRole("status").querySelector("svg");
    expect(icon).toHaveClass("motion-safe:animate-spin");
    expect(icon).not.toHaveClass("animate-spin");
  });

  it("is hidden from assistive technology when decorative", () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute("aria-hidden", "true");
  });
});
