import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./Card";

const meta = {
  title: "UI/Card",
  component: Card,
  args: { variant: "default", padding: "md" },
  argTypes: {
    variant: { control: "inline-radio", options: ["default", "muted", "outline"] },
    padding: { control: "inline-radio", options: ["none", "sm", "md"] },
  },
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle level={2}>Leadership Foundations</CardTitle>
        <CardDescription>Believer-Beginners&apos; Class · Cohort 4</CardDescription>
      </CardHeader>
      <CardContent>
        <p>Servant leadership, vision casting and team presentations at the end of the month.</p>
      </CardContent>
      <CardFooter>
        <a
          href="#course"
          className="rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          Open course
        </a>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Leadership Foundations" })).toBeVisible();
    await expect(canvas.getByText(/Cohort 4/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Open course" })).toHaveAttribute("href", "#course");
  },
};

export const Muted: Story = {
  args: { variant: "muted" },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]');
    await expect(card).toHaveClass("bg-muted");
  },
};

export const Outline: Story = {
  args: { variant: "outline", padding: "sm" },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]');
    await expect(card).toHaveClass("bg-transparent", "p-4");
  },
};

/** `asChild` lets the card be a landmark-ish element such as a labelled <section>. */
export const AsSection: Story = {
  render: (args) => (
    <Card {...args} asChild className="max-w-md">
      <section aria-labelledby="profile-title">
        <CardHeader>
          <CardTitle level={2} id="profile-title">
            Profile
          </CardTitle>
          <CardDescription>Student ID 1024</CardDescription>
        </CardHeader>
        <CardContent>
          <p>Email: ada.obi@example.org</p>
        </CardContent>
      </section>
    </Card>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Profile" });
    await expect(region.tagName).toBe("SECTION");
    await expect(region).toHaveAttribute("data-slot", "card");
  },
};
