import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./Card";

describe("Card", () => {
  it("renders a titled card with description, content and footer", () => {
    render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle>Leadership Foundations</CardTitle>
          <CardDescription>Cohort 4</CardDescription>
        </CardHeader>
        <CardContent>Body text</CardContent>
        <CardFooter>
          <button type="button">Open</button>
        </CardFooter>
      </Card>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Leadership Foundations" })).toHaveAttribute(
      "data-slot",
      "card-title",
    );
    expect(screen.getByText("Cohort 4").tagName).toBe("P");
    expect(screen.getByText("Body text")).toHaveAttribute("data-slot", "card-content");
    expect(screen.getByRole("button", { name: "Open" }).parentElement).toHaveAttribute(
      "data-slot",
      "card-footer",
    );
    expect(screen.getByTestId("card").tagName).toBe("DIV");
  });

  it.each([2, 3, 4] as const)("renders CardTitle as an h%i when level=%i", (level) => {
    render(<CardTitle level={level}>Profile</CardTitle>);
    expect(screen.getByRole("heading", { level, name: "Profile" })).toBeInTheDocument();
  });

  it("renders its single child element with asChild and keeps the card styling", () => {
    render(
      <Card asChild>
        <section aria-label="Profile">x</section>
      </Card>,
    );
    const region = screen.getByRole("region", { name: "Profile" });
    expect(region.tagName).toBe("SECTION");
    expect(region).toHaveAttribute("data-slot", "card");
    expect(region).toHaveClass("rounded-lg", "bg-surface");
  });

  it("merges className last so callers can override variant classes", () => {
    render(<Card data-testid="card" padding="md" className="p-2" />);
    const card = screen.getByTestId("card");
    expect(card).toHaveClass("p-2");
    expect(card).not.toHaveClass("p-6");
  });

  it("applies the muted variant", () => {
    render(<Card data-testid="card" variant="muted" />);
    expect(screen.getByTestId("card")).toHaveClass("bg-muted");
    expect(screen.getByTestId("card")).not.toHaveClass("bg-surface");
  });
});
