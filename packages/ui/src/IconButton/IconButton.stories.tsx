import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pencil, Trash2, X } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { IconButton } from "./IconButton";

const meta = {
  title: "UI/IconButton",
  component: IconButton,
  args: { label: "Edit topic", children: <Pencil />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit topic" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: "secondary" } };

export const Destructive: Story = {
  args: { variant: "destructive", label: "Delete topic", children: <Trash2 /> },
};

export const Small: Story = { args: { size: "sm", label: "Close", children: <X /> } };

export const Large: Story = { args: { size: "lg" } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Edit topic" })).toBeDisabled();
  },
};
