import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Textarea } from "./Textarea";
import { inField } from "../lib/story";

const meta = {
  title: "UI/Textarea",
  component: Textarea,
  render: inField(Textarea, { label: "Message", className: "max-w-md" }),
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Message" });
    await expect(box).toHaveAttribute("rows", "4");
    await userEvent.type(box, "Welcome to Cohort 7.{enter}Classes start Monday.");
    await expect(box).toHaveValue("Welcome to Cohort 7.\nClasses start Monday.");
  },
};

export const SixRows: Story = {
  args: { rows: 6, defaultValue: "Please bring your Bible and a notebook to the live class." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveAttribute("rows", "6");
  },
};

export const Invalid: Story = { args: { "aria-invalid": true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "This announcement was sent." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
  },
};
