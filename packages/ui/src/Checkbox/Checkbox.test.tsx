import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./Checkbox";

describe("Checkbox", () => {
  it("is named by its label and toggles by click on the label or Space", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Remember me" onChange={onChange} />);
    const box = screen.getByRole("checkbox", { name: "Remember me" });
    await user.click(screen.getByText("Remember me"));
    expect(box).toBeChecked();
    expect(box).toHaveFocus();
    await user.keyboard(" ");
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("is described by its hint, keeping any describedby it was given", () => {
    render(
      <>
        <p id="extra">Applies on this device only.</p>
        <Checkbox label="Remember me" hint="Stay signed in for 7 days." aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(
      "Applies on this device only. Stay signed in for 7 days.",
    );
  });

  it("submits with its form under its name", () => {
    render(
      <form aria-label="Sign in">
        <Checkbox label="Remember me" name="remember" value="yes" defaultChecked />
      </form>,
    );
    const data = new FormData(screen.getByRole("form"));
    expect(data.get("remember")).toBe("yes");
  });

  it("cannot be toggled when disabled", async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Remember me" disabled />);
    await user.click(screen.getByText("Remember me"));
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });
});
