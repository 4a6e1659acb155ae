import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Field } from "../Field";
import { Input } from "./Input";

describe("Input", () => {
  it("is a text box named by its Field label that takes typing", async () => {
    const user = userEvent.setup();
    render(
      <Field label="Full Name">
        <Input />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Full Name" });
    expect(input).toHaveAttribute("type", "text");
    await user.type(input, "Grace Hopper");
    expect(input).toHaveValue("Grace Hopper");
  });

  it("passes element props through (type, autocomplete, aria-label)", () => {
    render(<Input type="email" autoComplete="email" aria-label="Email" />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("autocomplete", "email");
  });

  it("cannot be typed into when disabled", async () => {
    const user = userEvent.setup();
    render(<Input aria-label="Email" disabled />);
    await user.type(screen.getByRole("textbox"), "x");
    expect(screen.getByRole("textbox")).toHaveValue("");
    expect(screen.getByRole("textbox")).toBeDisabled();
  });
});
