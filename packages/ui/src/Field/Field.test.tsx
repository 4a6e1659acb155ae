import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Input } from "../Input";
import { Select } from "../Select";
import { Textarea } from "../Textarea";
import { Field } from "./Field";

describe("Field", () => {
  it("names its control by the label and describes it by hint then error", () => {
    render(
      <Field label="Email Address" hint="We send your reset link here." error="The email field is required.">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Email Address" });
    expect(input).toHaveAccessibleDescription("We send your reset link here. The email field is required.");
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("is valid and undescribed without hint or error", () => {
    render(
      <Field label="Full Name">
        <Input />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Full Name" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("puts the error in a polite live region that is there before the error appears", () => {
    const { rerender, container } = render(
      <Field label="Full Name">
        <Input />
      </Field>,
    );
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    rerender(
      <Field label="Full Name" error="The name field is required.">
        <Input />
      </Field>,
    );
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent("The name field is required.");
    expect(screen.getByRole("textbox")).toBeInvalid();
  });

  it("marks required with a star hidden from screen readers and a required control", () => {
    render(
      <Field label="Full Name" required>
        <Input />
      </Field>,
    );
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
    const input = screen.getByRole("textbox", { name: "Full Name" });
    expect(input).toBeRequired();
  });

  it("keeps the control's own id and describedby", () => {
    render(
      <>
        <p id="note">Shown on your certificate.</p>
        <Field label="Full Name" hint="As in your passport.">
          <Input id="full-name" aria-describedby="note" />
        </Field>
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Full Name" });
    expect(input).toHaveAttribute("id", "full-name");
    expect(input).toHaveAccessibleDescription("Shown on your certificate. As in your passport.");
  });

  it("wires a Select and a Textarea the same way", () => {
    render(
      <>
        <Field label="Cohort ID" error="The cohort field is required." required>
          <Select placeholder="Select a cohort" options={[{ value: "1", label: "Cohort 1" }]} />
        </Field>
        <Field label="Message" hint="Plain text; links become clickable.">
          <Textarea />
        </Field>
      </>,
    );
    const select = screen.getByRole("combobox", { name: "Cohort ID" });
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription("The cohort field is required.");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      "Plain text; links become clickable.",
    );
  });
});
