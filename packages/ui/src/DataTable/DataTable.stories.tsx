import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { Badge } from "../Badge";
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

type Person = { id: number; name: string; email: string; role: string; active: boolean };

const personColumns: DataTableColumn<Person>[] = [
  { key: "name", header: "Name", rowHeader: true },
  { key: "email", header: "Email" },
  { key: "role", header: "Role" },
  {
    key: "status",
    header: "Status",
    stackFirst: true,
    render: (person) =>
      person.active ? <Badge variant="success">Active</Badge> : <Badge variant="danger">Deactivated</Badge>,
  },
];

const people: Person[] = [
  { id: 1, name: "Ada Obi", email: "ada.obi@example.org", role: "Student", active: true },
  {
    id: 2,
    name: "Deaconess Ruth Eze",
    email: "ruth.eze.facilitator@cohorts.leadership-academy.example.org",
    role: "Facilitator",
    active: true,
  },
  { id: 3, name: "Chidi Okafor", email: "chidi.okafor@example.org", role: "Student", active: false },
];

/**
 * The stacked table's markup at any width, and its layout where the story is seen with the theme's CSS (Storybook,
 * the e2e sweep): below 640 px each row is a block, its title first, then the status, then the other cells, the
 * header row hidden; from 640 px up the same table as ever. jsdom has no CSS and no layout, so there only the
 * markup is checked.
 */
async function expectStackedPeople(canvasElement: HTMLElement) {
  const table = within(canvasElement).getByRole("table", { name: "People" });
  await expect(within(table).getAllByRole("columnheader")).toHaveLength(personColumns.length);
  const [, ada] = within(table).getAllByRole("row");
  const title = within(ada!).getByRole("rowheader", { name: "Ada Obi" });
  const [email, role, status] = within(ada!).getAllByRole("cell");
  await expect(email).toHaveAccessibleName("ada.obi@example.org");
  await expect(status).toHaveAccessibleName("Active");
  const labels = [email, role, status].map((cell) => cell!.querySelector('[data-slot="data-table-label"]'));
  await expect(labels.map((label) => label?.textContent)).toEqual(["Email", "Role", "Status"]);

  if (table.getBoundingClientRect().width === 0) return; // jsdom: no layout
  const top = (element: Element) => element.getBoundingClientRect().top;
  const thead = table.querySelector("thead")!;
  if (window.innerWidth < 640) {
    await expect(getComputedStyle(table).display).toBe("block");
    await expect(thead.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(top(title)).toBeLessThan(top(status!));
    await expect(top(status!)).toBeLessThan(top(email!));
    await expect(top(email!)).toBeLessThan(top(role!));
    for (const label of labels) await expect(label).toBeVisible();
    // The long address breaks where it must, not out of the screen.
    const ruth = within(table).getByRole("rowheader", { name: "Deaconess Ruth Eze" }).closest("tr")!;
    await expect(ruth.scrollWidth).toBeLessThanOrEqual(ruth.clientWidth);
  } else {
    await expect(getComputedStyle(table).display).toBe("table");
    await expect(thead).toBeVisible();
    for (const cell of [email, role, status]) await expect(top(cell!)).toBe(top(title));
    for (const label of labels) await expect(label).not.toBeVisible();
  }
}

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

/**
 * A list that stacks on a phone (`layout="stack-on-phone"`), at 375 px: each person a block titled by their name,
 * the status first, each cell beside its column's header, a long address broken where it must.
 */
export const StackedOnPhone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  render: () => (
    <DataTable
      caption="People"
      columns={personColumns}
      rows={people}
      getRowKey={(row) => row.id}
      layout="stack-on-phone"
    />
  ),
  play: async ({ canvasElement }) => expectStackedPeople(canvasElement),
};

/** The same list at 1280 px: the table as ever. */
export const StackedOnPhoneSeenOnDesktop: Story = {
  ...StackedOnPhone,
  globals: { viewport: { value: "desktop", isRotated: false } },
};
