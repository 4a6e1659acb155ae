import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Spinner } from "./Spinner";

const meta = { title: "UI/Spinner", component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading" })).toBeInTheDocument();
  },
};

export const Labelled: Story = {
  args: { label: "Loading courses", size: "lg" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading courses" })).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: "sm" } };

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};
