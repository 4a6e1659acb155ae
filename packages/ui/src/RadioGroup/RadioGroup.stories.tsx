import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RadioGroup } from "./RadioGroup";

const meta = {
  title: "UI/RadioGroup",
  component: RadioGroup,
  args: {
    legend: "Announcement Type",
    name: "announcementType",
    options: [
      { value: "general", label: "General (All students in cohort)" },
      { value: "user_specific", label: "User Specific" },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole("radiogroup", { name: "Announcement Type" });
    await userEvent.click(within(group).getByRole("radio", { name: "User Specific" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("user_specific");
  },
};

export const Chosen: Story = {
  args: { defaultValue: "general" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "General (All students in cohort)" })).toBeChecked();
  },
};

export const Attendance: Story = {
  args: {
    legend: "Attendance",
    name: "present",
    orientation: "horizontal",
    required: true,
    options: [
      { value: "true", label: "Present" },
      { value: "false", label: "Absent" },
    ],
  },
};

export const Invalid: Story = {
  args: { required: true, error: "Choose an announcement type." },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: /Announcement Type/ });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Choose an announcement type.");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "general" },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};
