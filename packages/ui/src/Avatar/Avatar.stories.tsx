import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import { Avatar } from "./Avatar";

// A small inline picture so the story needs no network.
const portrait =
  "data:image/svg+xml," +
  encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='#4b1d7a'/>" +
      "<circle cx='32' cy='25' r='12' fill='#efe7f8'/><rect x='12' y='42' width='40' height='26' rx='13' fill='#efe7f8'/></svg>",
  );

const meta = {
  title: "UI/Avatar",
  component: Avatar,
  args: { name: "Ada Obi" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Ada Obi" })).toHaveTextContent("AO");
  },
};

export const WithImage: Story = {
  args: { src: portrait, size: "lg" },
  play: async ({ canvas }) => {
    // the initials stand in while the picture loads; either way one image named "Ada Obi" is shown
    await waitFor(() => expect(canvas.getAllByRole("img", { name: "Ada Obi" })).toHaveLength(1));
  },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { name: "Bola Eze", src: "/no-such-picture.png" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Bola Eze" })).toHaveTextContent("BE");
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img", { name: "Ada Obi" })).toHaveLength(3);
  },
};

/** Next to the written name the avatar is decorative (alt=""), so the name is not read twice. */
export const Decorative: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} alt="" />
      <span className="font-medium">Ada Obi</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvas.getByText("Ada Obi")).toBeVisible();
  },
};
