import type { Meta, StoryObj } from "@storybook/react-vite";
import { Plus } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "./Button";

const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: "Create Course", onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Create Course" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: "secondary", children: "Back" } };

export const Accent: Story = { args: { variant: "accent", children: "APPLY HERE" } };

export const Ghost: Story = { args: { variant: "ghost", children: "Cancel" } };

export const Destructive: Story = { args: { variant: "destructive", children: "Delete course" } };

export const Link: Story = { args: { variant: "link", children: "Forgot password?" } };

export const Small: Story = { args: { size: "sm", children: "Apply Filter" } };

export const Large: Story = { args: { size: "lg", children: "Sign in" } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Plus aria-hidden="true" /> Add Topic
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).toHaveAccessibleName("Add Topic");
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: "Apply Filter" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Apply Filter" })).toBeDisabled();
  },
};

export const Busy: Story = {
  args: { type: "submit", busy: true, busyLabel: "Signing in...", children: "Sign in" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Signing in..." });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: "secondary", children: <a href="/certificate">Download Certificate</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Download Certificate" });
    await expect(link).toHaveAttribute("href", "/certificate");
  },
};
