import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DUE_BADGE_LABELS, DueBadge, type DueStatus } from "./DueBadge";

describe("DueBadge", () => {
  it.each<[DueStatus, string, string]>([
    ["past-due", "Past Due", "bg-destructive-soft"],
    ["due-today", "Due today", "bg-warning-soft"],
    ["new", "New", "bg-info-soft"],
  ])("%s reads exactly %s in its own colour", (status, text, background) => {
    const { container } = render(<DueBadge status={status} />);
    const badge = container.firstElementChild;
    expect(badge).toHaveTextContent(new RegExp(`^${text}$`));
    expect(badge).toHaveClass(background);
    expect(badge?.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("exports the labels it shows", () => {
    expect(DUE_BADGE_LABELS).toEqual({ "past-due": "Past Due", "due-today": "Due today", new: "New" });
  });

  it("gives each status a different colour", () => {
    const classes = (["past-due", "due-today", "new"] as const).map((status) => {
      const { container, unmount } = render(<DueBadge status={status} />);
      const bg = [...(container.firstElementChild?.classList ?? [])].find((c) => c.startsWith("bg-"));
      unmount();
      return bg;
    });
    expect(new Set(classes).size).toBe(3);
  });
});
