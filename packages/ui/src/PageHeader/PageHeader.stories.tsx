import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Button } from "../Button";
import { PageHeader } from "./PageHeader";

const meta = {
  title: "UI/PageHeader",
  component: PageHeader,
  args: { title: "Courses" },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot='page-header-actions']")).toBeNull();
  },
};

export const WithSubtitle: Story = {
  args: { title: "Dashboard", subtitle: "Quick overview of your performance" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(canvas.getByText("Quick overview of your performance")).toBeVisible();
  },
};

/** The instructor desk: title and its four actions (links to the create screens). */
export const WithActions: Story = {
  args: {
    title: "My Desk",
    subtitle: "Cohort 4",
    actions: (
      <>
        <Button asChild size="sm">
          <a href="#course-new">Create Course</a>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <a href="#assignment-new">Create Assignment</a>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <a href="#event-new">Schedule Live Class</a>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <a href="#attendance-new">Add Attendance</a>
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "My Desk" })).toBeVisible();
    const links = canvas.getAllByRole("link").map((link) => link.textContent);
    await expect(links).toEqual([
      "Create Course",
      "Create Assignment",
      "Schedule Live Class",
      "Add Attendance",
    ]);
  },
};
