import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Trash2 } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { IconButton } from "./IconButton";

describe("IconButton", () => {
  it("is named by its label, not by its icon", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="Delete course" onClick={onClick}>
        <Trash2 />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Delete course" });
    expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is a plain button that does not submit forms", () => {
    render(
      <IconButton label="Close">
        <Trash2 />
      </IconButton>,
    );
    expect(screen.getByRole("button", { name: "Close" })).toHaveAttribute("type", "button");
  });

  it("is square at every size", () => {
    render(
      <IconButton label="Close" size="sm">
        <Trash2 />
      </IconButton>,
    );
    const button = screen.getByRole("button");
    expect(button).toHaveClass("size-9");
    expect(button.className).not.toMatch(/\b(h|px)-\d/);
  });
});
