import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarX } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "../Button";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "UI/EmptyState",
  component: EmptyState,
  args: { title: "No announcements found" },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No announcements found")).toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: {
    title: "No students found in this cohort.",
    description: "Students appear here once they sign up with this cohort.",
  },
};

export const WithIcon: Story = { args: { title: "No upcoming classes found.", icon: <CalendarX /> } };

const onCreate = fn();
export const WithAction: Story = {
  args: {
    title: "No general announcements available.",
    action: <Button onClick={onCreate}>Create Announcement</Button>,
  },
  play: async ({ canvas }) => {
    onCreate.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Create Announcement" }));
    await expect(onCreate).toHaveBeenCalled();
  },
};
