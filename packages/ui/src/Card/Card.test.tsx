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

  it("adds className to the variant classes", () => {
    render(<Card data-testid="card" padding="md" className="max-w-md" />);
    expect(screen.getByTestId("card")).toHaveClass("max-w-md", "p-6");
  });

  it("applies the muted variant", () => {
    render(<Card data-testid="card" variant="muted" />);
    expect(screen.getByTestId("card")).toHaveClass("bg-muted");
    expect(screen.getByTestId("card")).not.toHaveClass("bg-surface");
  });

  it.each([
    ["md", "text-lg"],
    ["lg", "text-xl"],
    ["xl", "text-2xl"],
  ] as const)("gives CardTitle size=%s exactly one text size, %s", (size, expected) => {
    render(<CardTitle size={size}>Profile</CardTitle>);
    const title = screen.getByRole("heading", { name: "Profile" });
    expect(title).toHaveClass(expected);
    expect(title.className.match(/\btext-(lg|xl|2xl)\b/g)).toEqual([expected]);
  });
});
