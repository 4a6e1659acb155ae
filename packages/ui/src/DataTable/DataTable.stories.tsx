import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { workedShown } from "../ScoreCard/workedExample.fixture";
import { DataTable, type DataTableColumn } from "./DataTable";
import { scoreColumns, studentGroups, type CourseScoreRow } from "./students.fixture";
import { sizedTo } from "../lib/story";

type Student = { id: number; name: string; email: string; courses: number };

const studentColumns: DataTableColumn<Student>[] = [
  { key: "name", header: "Student Name", rowHeader: true },
  { key: "id", header: "Student ID", numeric: true },
  { key: "email", header: "Email" },
  { key: "courses", header: "Courses", numeric: true },
];

const students: Student[] = [
  { id: 11, name: "Ada Obi", email: "ada.obi@example.org", courses: 2 },
  { id: 12, name: "Bola Eze", email: "bola.eze@example.org", courses: 1 },
  { id: 13, name: "Chidi Okafor", email: "chidi.okafor@example.org", courses: 0 },
];

// DataTable is generic; the stories fix Row to CourseScoreRow for the meta's args.
const meta = {
  title: "UI/DataTable",
  component: DataTable<CourseScoreRow>,
  args: {
    caption: "Students and their course scores",
    columns: scoreColumns,
    groups: studentGroups,
    getRowKey: (row: CourseScoreRow) => row.courseId,
  },
} satisfies Meta<typeof DataTable<CourseScoreRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The instructor desk's students × courses: one header row per student, one row per course. */
export const GroupedByStudent: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Students and their course scores" });
    await expect(within(table).getByRole("rowheader", { name: /Ada Obi/ })).toHaveAttribute(
      "scope",
      "rowgroup",
    );
    await expect(within(table).getAllByRole("rowheader", { name: "Servant Leadership" })).toHaveLength(2);
    await expect(within(table).getByRole("cell", { name: `${workedShown.total}%` })).toHaveClass(
      "text-right",
    );
    await expect(within(table).getByText("No courses yet.")).toBeVisible();
  },
};

export const Flat: Story = {
  render: () => (
    <DataTable caption="Students" columns={studentColumns} rows={students} getRowKey={(row) => row.id} />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Students" });
    await expect(within(table).getAllByRole("row")).toHaveLength(4);
    await expect(within(table).getByRole("rowheader", { name: "Bola Eze" })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { groups: [], emptyText: "No students found in this cohort." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("cell", { name: "No students found in this cohort." })).toBeVisible();
    await expect(canvas.getAllByRole("columnheader")).toHaveLength(scoreColumns.length);
  },
};

/** On a narrow screen the table scrolls inside its region, which takes keyboard focus. */
export const NarrowScreen: Story = {
  decorators: [sizedTo("w-72")],
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Students and their course scores" });
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
