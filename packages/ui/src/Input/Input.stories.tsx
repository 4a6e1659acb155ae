import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Input } from "./Input";
import { inField } from "../lib/story";

// Inputs are shown inside a Field, as screens use them: a bare input has no accessible name.
const meta = {
  title: "UI/Input",
  component: Input,
  render: inField(Input, { label: "Email Address", className: "max-w-sm" }),
  args: { type: "email", autoComplete: "email" },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email Address" });
    await userEvent.type(input, "grace@example.org");
    await expect(input).toHaveValue("grace@example.org");
  },
};

export const Placeholder: Story = { args: { placeholder: "you@example.org" } };

export const Filled: Story = { args: { defaultValue: "grace@example.org" } };

export const Invalid: Story = {
  args: { defaultValue: "grace@", "aria-invalid": true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { defaultValue: "grace@example.org", disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email Address" })).toBeDisabled();
  },
};

export const Birthday: Story = {
  render: inField(Input, { label: "Birthday", className: "max-w-sm" }),
  args: { type: "date", defaultValue: "2024-03-03", autoComplete: "bday" },
};
