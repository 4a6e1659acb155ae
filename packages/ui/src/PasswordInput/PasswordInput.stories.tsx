import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { PasswordInput } from "./PasswordInput";
import { inField } from "../lib/story";

const meta = {
  title: "UI/PasswordInput",
  component: PasswordInput,
  render: inField(PasswordInput, { label: "Password", className: "max-w-sm" }),
  args: { autoComplete: "current-password", defaultValue: "Faithful2025!" },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Password")).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

export const Shown: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: "Show password" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByLabelText("Password")).toHaveAttribute("type", "text");
  },
};

export const Invalid: Story = {
  render: inField(PasswordInput, {
    label: "Password",
    error: "The password field is required.",
    className: "max-w-sm",
  }),
  args: { defaultValue: "" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Password")).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Show password" })).toBeDisabled();
  },
};
