import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { Button } from "../Button";
import { Input } from "../Input";
import { Select } from "../Select";
import { Textarea } from "../Textarea";
import { Field } from "./Field";

const meta = {
  title: "UI/Field",
  component: Field,
  args: { label: "Full Name", children: <Input autoComplete="name" />, className: "max-w-sm" },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Full Name" })).toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: {
    label: "Phone Number",
    hint: "Include the country code, e.g. +234.",
    children: <Input type="tel" autoComplete="tel" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Phone Number" })).toHaveAccessibleDescription(
      "Include the country code, e.g. +234.",
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Full Name" })).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    label: "Email Address",
    required: true,
    error: "The email has already been taken.",
    children: <Input type="email" defaultValue="grace@example.org" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email Address" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("The email has already been taken.");
  },
};

export const WithTextarea: Story = {
  args: { label: "Message", hint: "Students see this on their dashboard.", children: <Textarea rows={6} /> },
};

export const WithSelect: Story = {
  args: {
    label: "Cohort ID",
    required: true,
    children: (
      <Select
        placeholder="Select a cohort"
        options={[
          { value: "1", label: "Cohort 1" },
          { value: "2", label: "Cohort 2" },
        ]}
      />
    ),
  },
};

/** The error appears after submitting empty, and goes once the field is filled. */
export const ErrorOnSubmit: Story = {
  render: function Render() {
    const [error, setError] = useState<string>();
    return (
      <form
        noValidate
        className="flex max-w-sm flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const name = new FormData(event.currentTarget).get("name");
          setError(name ? undefined : "The name field is required.");
        }}
      >
        <Field label="Full Name" required error={error}>
          <Input name="name" />
        </Field>
        <Button type="submit">Create Account</Button>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Full Name" });
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
    await expect(input).toBeInvalid();
    await expect(canvas.getByText("The name field is required.")).toBeInTheDocument();
    await userEvent.type(input, "Grace");
    await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByText("The name field is required.")).not.toBeInTheDocument();
  },
};
