import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { formatPoints, ScoreCard } from "./ScoreCard";
import { workedPoints, workedShown as shown, workedTotal } from "./workedExample.fixture";

// docs/api.md §7.2 worked example
const worked = workedPoints;

describe("formatPoints", () => {
  it.each([
    [21.25, "21.25"],
    [20, "20"],
    [17.5, "17.5"],
    [12, "12"],
    [70.75, "70.75"],
    [0.1 + 0.2, "0.3"],
    [21.25 + 20 + 17.5 + 12.000000000000004, "70.75"],
    [66.666, "66.67"],
    [0, "0"],
    [1000, "1000"],
  ])("formats %s as %s", (value, expected) => {
    expect(formatPoints(value)).toBe(expected);
  });
});

describe("ScoreCard", () => {
  it("shows the course, the four labelled points with their maxima and the total", () => {
    render(<ScoreCard courseName="Servant Leadership" points={worked} total={workedTotal} />);
    expect(screen.getByRole("heading", { level: 3, name: "Servant Leadership" })).toBeInTheDocument();

    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual(["Assignment", "Attendance", "Contributions", "CBT"]);
    const values = screen.getAllByRole("definition");
    expect(within(values[0]!).getByText(`${shown.assignment} out of 25`)).toHaveClass("sr-only");
    expect(values.map((value) => value.querySelector("[aria-hidden='true']")?.textContent)).toEqual([
      `${shown.assignment}/25`,
      `${shown.attendance}/30`,
      `${shown.contributions}/25`,
      `${shown.cbt}/20`,
    ]);
    expect(screen.getByText(`${shown.total}%`)).toBeVisible();
  });

  it("exposes the total as a meter named after the course", () => {
    render(<ScoreCard courseName="Servant Leadership" points={worked} total={workedTotal} />);
    const meter = screen.getByRole("meter", { name: "Servant Leadership Total" });
    expect(meter).toHaveAttribute("aria-valuenow", shown.total);
    expect(meter).toHaveAttribute("aria-valuemin", "0");
    expect(meter).toHaveAttribute("aria-valuemax", "100");
    expect(meter).toHaveAttribute("aria-valuetext", `${shown.total}%`);
  });

  it("gives two cards on one page distinct meter names", () => {
    render(
      <>
        <ScoreCard courseName="Course A" points={worked} total={workedTotal} />
        <ScoreCard courseName="Course B" points={worked} total={10} />
      </>,
    );
    expect(screen.getByRole("meter", { name: "Course A Total" })).toHaveAttribute(
      "aria-valuenow",
      shown.total,
    );
    expect(screen.getByRole("meter", { name: "Course B Total" })).toHaveAttribute("aria-valuenow", "10");
  });

  it("keeps the meter within 0..100 but shows a total above 100 as it is", () => {
    render(<ScoreCard courseName="Bonus" points={worked} total={104.5} />);
    const meter = screen.getByRole("meter", { name: "Bonus Total" });
    expect(meter).toHaveAttribute("aria-valuenow", "100");
    expect(meter).toHaveAttribute("aria-valuetext", "104.5%");
    expect(screen.getByText("104.5%")).toBeVisible();
  });

  it("shows a zero total", () => {
    const zero = { assignment: 0, attendance: 0, contributions: 0, cbt: 0 };
    render(<ScoreCard courseName="Not started" points={zero} total={0} level={2} />);
    expect(screen.getByRole("heading", { level: 2, name: "Not started" })).toBeInTheDocument();
    expect(screen.getByRole("meter", { name: "Not started Total" })).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByText("0%")).toBeVisible();
  });
});
