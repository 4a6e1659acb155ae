import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs";

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  args: { defaultValue: "upcoming", onValueChange: fn() },
  render: (args) => (
    <Tabs {...args} className="max-w-xl">
      <TabsList aria-label="Live classes">
        <TabsTrigger value="upcoming">Upcoming Classes</TabsTrigger>
        <TabsTrigger value="past">Past Classes</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">
        <ul className="flex flex-col gap-2">
          <li>Servant Leadership · Mon, 3 Mar 2025, 18:00</li>
          <li>Vision Casting · Wed, 5 Mar 2025, 18:00</li>
        </ul>
      </TabsContent>
      <TabsContent value="past">
        <p className="text-muted-foreground">No past classes found.</p>
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tablist", { name: "Live classes" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Upcoming Classes" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("tab", { name: "Past Classes" })).toHaveAttribute("aria-selected", "false");
    await expect(canvas.getByRole("tabpanel", { name: "Upcoming Classes" })).toHaveTextContent(
      "Servant Leadership",
    );
  },
};

export const SecondSelected: Story = {
  args: { defaultValue: "past" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Past Classes" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Past Classes" })).toHaveTextContent(
      "No past classes found.",
    );
  },
};

export const ClickToSwitch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Past Classes" }));
    await expect(canvas.getByRole("tab", { name: "Past Classes" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("No past classes found.");
    await expect(args.onValueChange).toHaveBeenCalledWith("past");
  },
};

/** Arrow keys move and select (automatic activation); Tab then moves into the panel. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const upcoming = canvas.getByRole("tab", { name: "Upcoming Classes" });
    const past = canvas.getByRole("tab", { name: "Past Classes" });

    await userEvent.click(upcoming);
    await userEvent.keyboard("{ArrowRight}");
    await expect(past).toHaveFocus();
    await expect(past).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(upcoming).toHaveFocus();
    await expect(upcoming).toHaveAttribute("aria-selected", "true");
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Upcoming Classes" })).toHaveFocus();
  },
};

/** The announcements screen's tabs. */
export const Announcements: Story = {
  args: { defaultValue: "general" },
  render: (args) => (
    <Tabs {...args} className="max-w-xl">
      <TabsList aria-label="Announcement type">
        <TabsTrigger value="general">General</TabsTrigger>
        <TabsTrigger value="user-specific">User Specific</TabsTrigger>
      </TabsList>
      <TabsContent value="general">
        <p>Orientation is on Saturday at 10:00.</p>
      </TabsContent>
      <TabsContent value="user-specific">
        <p className="text-muted-foreground">No user-specific announcements available.</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "User Specific" }));
    await expect(canvas.getByRole("tabpanel", { name: "User Specific" })).toHaveTextContent(
      "No user-specific announcements available.",
    );
  },
};
