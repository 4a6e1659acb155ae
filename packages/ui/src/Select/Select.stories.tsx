import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Select } from "./Select";
import { inField } from "../lib/story";

const cohorts = [
  { value: "1", label: "Cohort 1" },
  { value: "2", label: "Cohort 2" },
  { value: "3", label: "Cohort 3 (closed)", disabled: true },
];

const meta = {
  title: "UI/Select",
  component: Select,
  render: inField(Select, { label: "Filter by Cohort", className: "max-w-xs" }),
  args: { placeholder: "Select a cohort", options: cohorts, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Filter by Cohort" });
    await expect(select).toHaveValue("");
    await expect(within(select).getByRole("option", { name: "Select a cohort" })).toBeDisabled();
  },
};

export const Chosen: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole("combobox", { name: "Filter by Cohort" });
    await userEvent.selectOptions(select, "2");
    await expect(select).toHaveValue("2");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithChildren: Story = {
  args: {
    options: undefined,
    placeholder: "Select a student",
    children: [
      <option key="a" value="11">
        Abigail Mensah
      </option>,
      <option key="b" value="12">
        Daniel Okafor
      </option>,
    ],
  },
};

export const Invalid: Story = {
  render: inField(Select, {
    label: "Cohort ID",
    error: "The cohort field is required.",
    required: true,
    className: "max-w-xs",
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Cohort ID" })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toBeDisabled();
  },
};
