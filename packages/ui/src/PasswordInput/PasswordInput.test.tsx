import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Field } from "../Field";
import { PasswordInput } from "./PasswordInput";

function renderPassword(props: Parameters<typeof PasswordInput>[0] = {}) {
  render(
    <Field label="Password" hint="At least 8 characters" required>
      <PasswordInput autoComplete="new-password" {...props} />
    </Field>,
  );
  return {
    input: screen.getByLabelText(/Password/),
    toggle: screen.getByRole("button", { name: "Show password" }),
  };
}

describe("PasswordInput", () => {
  it("hides the password until the toggle is pressed, then hides it again", async () => {
    const user = userEvent.setup();
    const { input, toggle } = renderPassword();
    await user.type(input, "s3cret!");
    expect(input).toHaveAttribute("type", "password");
    expect(toggle).toHaveAttribute("aria-pressed", "false");

    await user.click(toggle);
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveValue("s3cret!");
    // the name stays the same; the pressed state tells whether the password is shown
    expect(toggle).toHaveAccessibleName("Show password");
    expect(toggle).toHaveAttribute("aria-pressed", "true");

    await user.click(toggle);
    expect(input).toHaveAttribute("type", "password");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  it("is operable from the keyboard and never submits the form", async () => {
    const user = userEvent.setup();
    const { input, toggle } = renderPassword();
    await user.click(input);
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(input).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("type", "button");
  });

  it("receives Field's wiring on the input itself", () => {
    const { input } = renderPassword();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription("At least 8 characters");
    expect(input).toHaveAttribute("autocomplete", "new-password");
  });

  it("can start visible", () => {
    const { input, toggle } = renderPassword({ defaultVisible: true });
    expect(input).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
  });

  it("disables its toggle along with the input", () => {
    const { input, toggle } = renderPassword({ disabled: true });
    expect(input).toBeDisabled();
    expect(toggle).toBeDisabled();
  });
});
