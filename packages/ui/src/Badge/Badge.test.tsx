import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./Badge";

describe("Badge", () => {
  it("reads inline as its text", () => {
    render(
      <p>
        Servant leadership <Badge variant="success">Present</Badge>
      </p>,
    );
    expect(screen.getByText("Present").tagName).toBe("SPAN");
    expect(screen.getByRole("paragraph")).toHaveTextContent("Servant leadership Present");
  });

  it.each([
    ["neutral", "bg-muted"],
    ["primary", "bg-primary-soft"],
    ["accent", "bg-accent-soft"],
    ["success", "bg-success-soft"],
    ["warning", "bg-warning-soft"],
    ["danger", "bg-destructive-soft"],
    ["info", "bg-info-soft"],
  ] as const)("uses the theme's %s colours", (variant, background) => {
    render(<Badge variant={variant}>Label</Badge>);
    expect(screen.getByText("Label")).toHaveClass(background);
  });
});
