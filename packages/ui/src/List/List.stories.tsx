import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pencil, Trash2 } from "lucide-react";
import type * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { DueBadge } from "../DueBadge";
import { IconButton } from "../IconButton";
import { List, ListItem } from "./List";
import { sizedTo } from "../lib/story";

const meta = {
  title: "UI/List",
  component: List,
  args: { "aria-label": "Courses" },
  decorators: [sizedTo("max-w-xl")],
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

const openCourse = fn();

/** Courses as buttons; the screen opens the course (or shows the locked alert) on click. */
export const Buttons: Story = {
  render: (args) => (
    <List {...args}>
      <ListItem title="Servant Leadership" description="Believer-Beginners' Class" onClick={openCourse} />
      <ListItem title="Vision Casting" description="Minister-Service Class" onClick={openCourse} />
    </List>
  ),
  play: async ({ canvas }) => {
    openCourse.mockClear();
    const list = canvas.getByRole("list", { name: "Courses" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Vision Casting Minister-Service Class" }));
    await expect(openCourse).toHaveBeenCalled();
  },
};

const openLocked = fn();

/** A locked course: lock icon, "Locked" for assistive technology, still clickable (not disabled). */
export const Locked: Story = {
  render: (args) => (
    <List {...args}>
      <ListItem title="Servant Leadership" onClick={fn()} />
      <ListItem title="Leader-Managerial Class" description="Starts 1 June" locked onClick={openLocked} />
    </List>
  ),
  play: async ({ canvas }) => {
    openLocked.mockClear();
    // "Locked" is part of the name, so it is heard with the course, and the row stays enabled
    const locked = canvas.getByRole("button", { name: "Leader-Managerial Class Starts 1 June Locked" });
    await expect(locked).toBeEnabled();
    await userEvent.click(locked);
    await expect(openLocked).toHaveBeenCalledTimes(1);
  },
};

/** Assignments as links with a trailing badge. */
export const LinksWithBadges: Story = {
  args: { "aria-label": "Assignments" },
  render: (args) => (
    <List {...args}>
      <ListItem title="Reflection essay" href="#assignment-1" badge={<DueBadge status="due-today" />} />
      <ListItem title="Team charter" href="#assignment-2" badge={<DueBadge status="past-due" />} />
      <ListItem title="Book review" href="#assignment-3" badge={<DueBadge status="new" />} />
    </List>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Team charter Past Due" });
    await expect(link).toHaveAttribute("href", "#assignment-2");
  },
};

function RouterLink({ to, children, ...props }: React.ComponentProps<"a"> & { to: string }) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

/** `asChild` takes a router link (react-router's <Link> in the portal) as the row. */
export const RouterLinks: Story = {
  args: { "aria-label": "CBTs" },
  render: (args) => (
    <List {...args}>
      <ListItem asChild title="CBT 1" description="Servant Leadership">
        <RouterLink to="#cbt-1" />
      </ListItem>
      <ListItem asChild title="CBT 2" description="Vision Casting">
        <RouterLink to="#cbt-2" />
      </ListItem>
    </List>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "CBT 2 Vision Casting" })).toHaveAttribute(
      "href",
      "#cbt-2",
    );
  },
};

/** Without an action the row is plain content (the dashboard's announcements). */
export const Static: Story = {
  args: { "aria-label": "Announcements" },
  render: (args) => (
    <List {...args}>
      <ListItem title="Orientation" description="Orientation is on Saturday at 10:00." />
      <ListItem title="Certificates" description="Certificates are given on completion." />
    </List>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

const editAnnouncement = fn();
const deleteAnnouncement = fn();

/** Rows with trailing actions, kept outside the row itself (no nested controls). */
export const WithActions: Story = {
  args: { "aria-label": "Announcements" },
  render: (args) => (
    <List {...args}>
      <ListItem
        title="Orientation"
        description="Orientation is on Saturday at 10:00."
        actions={
          <>
            <IconButton label="Edit Orientation" size="sm" onClick={editAnnouncement}>
              <Pencil />
            </IconButton>
            <IconButton label="Delete Orientation" size="sm" onClick={deleteAnnouncement}>
              <Trash2 />
            </IconButton>
          </>
        }
      />
    </List>
  ),
  play: async ({ canvas }) => {
    editAnnouncement.mockClear();
    deleteAnnouncement.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Delete Orientation" }));
    await expect(deleteAnnouncement).toHaveBeenCalledTimes(1);
    await expect(editAnnouncement).not.toHaveBeenCalled();
  },
};
