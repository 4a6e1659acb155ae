import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarX } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No announcements found")).toBeInTheDocument();
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
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Create Announcement" }));
    await expect(onCreate).toHaveBeenCalled();
  },
};
