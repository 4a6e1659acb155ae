import type { Meta, StoryObj } from "@storybook/react-vite";
import { BookOpen, ClipboardList, GraduationCap, Users, Video } from "lucide-react";
import { expect } from "storybook/test";

import { StatCard } from "./StatCard";
import { sizedTo } from "../lib/story";

const meta = {
  title: "UI/StatCard",
  component: StatCard,
  args: { label: "Total Courses", value: 12 },
  argTypes: { tone: { control: "inline-radio", options: ["default", "primary", "accent"] } },
  decorators: [sizedTo("max-w-xs")],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const term = canvas.getByRole("term");
    await expect(term).toHaveTextContent("Total Courses");
    await expect(canvas.getByRole("definition")).toHaveTextContent("12");
  },
};

export const WithIcon: Story = {
  args: { label: "Total Students", value: 1250, icon: <Users /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("definition")).toHaveTextContent("1,250");
    // the icon is decorative: nothing but the label and figure is exposed
    await expect(canvasElement.querySelector("svg")?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const PrimaryTone: Story = {
  args: { label: "Total Live Classes", value: 8, icon: <Video />, tone: "primary" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="stat-card"]')).toHaveClass("bg-primary-soft");
  },
};

/** The dashboard's "CLA Level" figure: courses shown out of the course level maximum, 3. */
export const WithSuffix: Story = {
  args: { label: "CLA Level", value: 2, suffix: "/ 3", icon: <GraduationCap />, tone: "accent" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("definition")).toHaveTextContent("2 / 3");
  },
};

/** The instructor desk's four figures. */
export const DeskStats: Story = {
  decorators: [sizedTo("w-[56rem] max-w-full")],
  render: () => (
    <div className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-4">
      <StatCard label="Total Courses" value={3} icon={<BookOpen />} />
      <StatCard label="Total Assignments" value={14} icon={<ClipboardList />} />
      <StatCard label="Total Live Classes" value={9} icon={<Video />} />
      <StatCard label="Total Students" value={42} icon={<Users />} />
    </div>
  ),
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole("term").map((term) => term.textContent);
    await expect(terms).toEqual([
      "Total Courses",
      "Total Assignments",
      "Total Live Classes",
      "Total Students",
    ]);
    const values = canvas.getAllByRole("definition").map((value) => value.textContent);
    await expect(values).toEqual(["3", "14", "9", "42"]);
  },
};
