import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { DueBadge } from "./DueBadge";

const meta = {
  title: "UI/DueBadge",
  component: DueBadge,
  args: { status: "new" },
} satisfies Meta<typeof DueBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PastDue: Story = {
  args: { status: "past-due" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Past Due")).toBeInTheDocument();
  },
};

export const DueToday: Story = {
  args: { status: "due-today" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Due today")).toBeInTheDocument();
  },
};

export const New: Story = {
  args: { status: "new" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("New")).toBeInTheDocument();
  },
};

/** The three side by side, as a list shows them. */
export const AllThree: Story = {
  render: () => (
    <div className="flex gap-2">
      <DueBadge status="past-due" />
      <DueBadge status="due-today" />
      <DueBadge status="new" />
    </div>
  ),
};
