import type { Meta, StoryObj } from "@storybook/react-vite";
import { Lock } from "lucide-react";
import { expect } from "storybook/test";
import { Badge } from "./Badge";

const meta = {
  title: "UI/Badge",
  component: Badge,
  args: { children: "Facilitator" },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Facilitator")).toBeInTheDocument();
  },
};
export const Primary: Story = { args: { variant: "primary", children: "Cohort 7" } };
export const Accent: Story = { args: { variant: "accent", children: "Level 2" } };
export const Success: Story = { args: { variant: "success", children: "Present" } };
export const Warning: Story = { args: { variant: "warning", children: "Not scored" } };
export const Danger: Story = { args: { variant: "danger", children: "Absent" } };
export const Info: Story = { args: { variant: "info", children: "General" } };
export const WithIcon: Story = {
  args: {
    variant: "neutral",
    children: (
      <>
        <Lock aria-hidden="true" /> Locked
      </>
    ),
  },
};
