import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { ScoreCard } from "./ScoreCard";
import { workedPoints, workedShown, workedTotal } from "./workedExample.fixture";
import { sizedTo } from "../lib/story";

const meta = {
  title: "UI/ScoreCard",
  component: ScoreCard,
  // docs/api.md §7.2 worked example: 21.25 + 20 + 17.5 + 12 = 70.75
  args: { courseName: "Servant Leadership", points: workedPoints, total: workedTotal },
  decorators: [sizedTo("max-w-xl")],
} satisfies Meta<typeof ScoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A play: the total reads `text`, on the card and on the course's meter, which stands at `valueNow`. */
function expectTotal(text: string, valueNow: string): Story["play"] {
  return async ({ canvas, args }) => {
    await expect(canvas.getByText(text)).toBeVisible();
    const meter = canvas.getByRole("meter", { name: `${args.courseName} Total` });
    await expect(meter).toHaveAttribute("aria-valuenow", valueNow);
    await expect(meter).toHaveAttribute("aria-valuetext", text);
  };
}

export const WorkedExample: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Servant Leadership" })).toBeVisible();
    await expect(canvas.getByText(`${workedShown.assignment} out of 25`)).toBeInTheDocument();
    await expect(canvas.getByText(`${workedShown.attendance} out of 30`)).toBeInTheDocument();
    await expect(canvas.getByText(`${workedShown.contributions} out of 25`)).toBeInTheDocument();
    await expect(canvas.getByText(`${workedShown.cbt} out of 20`)).toBeInTheDocument();
    await expect(canvas.getByText(`${workedShown.total}%`)).toBeVisible();
    const meter = canvas.getByRole("meter", { name: "Servant Leadership Total" });
    await expect(meter).toHaveAttribute("aria-valuenow", workedShown.total);
  },
};

export const FullMarks: Story = {
  args: {
    courseName: "Vision Casting",
    points: { assignment: 25, attendance: 30, contributions: 25, cbt: 20 },
    total: 100,
  },
  play: expectTotal("100%", "100"),
};

export const NotStarted: Story = {
  args: {
    courseName: "Team Presentations",
    points: { assignment: 0, attendance: 0, contributions: 0, cbt: 0 },
    total: 0,
  },
  play: expectTotal("0%", "0"),
};

/** Scores have no upper bound (docs/product.md §9): the text shows the real total, the bar stops at 100. */
export const AboveHundred: Story = {
  args: {
    courseName: "Extra Credit",
    points: { assignment: 30, attendance: 30, contributions: 25, cbt: 20 },
    total: 105,
  },
  play: expectTotal("105%", "100"),
};
