import { render, screen } from "@testing-library/react";
import { Users } from "lucide-react";
import { describe, expect, it } from "vitest";

import { StatCard } from "./StatCard";

describe("StatCard", () => {
  it("pairs the label and the figure as a term and its definition", () => {
    render(<StatCard label="Total Assignments" value={14} />);
    const term = screen.getByRole("term");
    const definition = screen.getByRole("definition");
    expect(term).toHaveTextContent("Total Assignments");
    expect(definition).toHaveTextContent("14");
    expect(term.parentElement?.tagName).toBe("DL");
    expect(term.nextElementSibling).toBe(definition);
  });

  it.each([
    [0, "0"],
    [1250, "1,250"],
    [17.5, "17.5"],
    [0.1 + 0.2, "0.3"],
    ["—", "—"],
  ])("shows %s as %s", (value, shown) => {
    render(<StatCard label="Figure" value={value} />);
    expect(screen.getByRole("definition")).toHaveTextContent(new RegExp(`^${shown}$`));
  });

  it("adds a suffix after the figure with a space", () => {
    render(<StatCard label="CLA Level" value={2} suffix="/ 3" />);
    expect(screen.getByRole("definition")).toHaveTextContent(/^2 \/ 3$/);
  });

  it("hides the icon from assistive technology", () => {
    const { container } = render(<StatCard label="Total Students" value={42} icon={<Users />} />);
    const svg = container.querySelector("svg");
    expect(svg).not.toBeNull();
    expect(svg?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("adds className to its own classes", () => {
    const { container } = render(<StatCard label="x" value={1} className="max-w-xs" />);
    expect(container.querySelector("[data-slot='stat-card']")).toHaveClass("max-w-xs", "p-5");
  });
});
