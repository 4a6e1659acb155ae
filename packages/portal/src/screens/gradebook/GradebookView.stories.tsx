import type { Gradebook, GradebookCell, GradebookColumn } from "@cla/domain/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { withMemoryRouter } from "../../mocks/story";
import { GradebookView } from "./GradebookView";

const KINDS: GradebookColumn["kind"][] = ["assignment", "contribution", "cbt", "class"];

/** A cell of student `s` on column `c`: every status, scores, marks and an extension appear in a few rows. */
function cellOf(column: GradebookColumn, s: number, c: number): GradebookCell {
  if (column.kind === "class")
    return { score: null, status: null, present: (s + c) % 5 === 0 ? false : true, extended_to: null };
  const pick = (s * 7 + c * 3) % 6;
  if (pick === 0)
    return { score: 60 + ((s + c) % 40), status: "handed_in", present: null, extended_to: null };
  if (pick === 1) return { score: null, status: "handed_in", present: null, extended_to: null };
  if (pick === 2) return { score: null, status: "late", present: null, extended_to: null };
  if (pick === 3) return { score: null, status: "missing", present: null, extended_to: null };
  if (pick === 4) return { score: null, status: "extended", present: null, extended_to: "2026-12-04" };
  return { score: null, status: "not_yet_due", present: null, extended_to: null };
}

/** A course of `students` × `items` columns (a quarter of each kind, the last quarter classes). */
function gradebook(students: number, items: number): Gradebook {
  const columns: GradebookColumn[] = Array.from({ length: items }, (_, i) => ({
    kind: KINDS[Math.floor((i * KINDS.length) / items)]!,
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    name: `Item ${i + 1}`,
    date: `2026-11-${String((i % 28) + 1).padStart(2, "0")}`,
  }));
  return {
    course: {
      id: "c0000000-0000-4000-8000-000000000002",
      name: "Foundations of Leadership",
      cla_cohort_id: 3,
    },
    columns,
    rows: Array.from({ length: students }, (_, s) => ({
      student: { id: `CLA${String(s).padStart(12, "0")}`, name: `Student ${String(s + 1).padStart(3, "0")}` },
      points: {
        submission_points: 20,
        attendance_points: 25,
        contributions_points: 15,
        cbt_points: (s % 20) + 0.5,
        total: 60 + (s % 20) + 0.5,
      },
      cells: columns.map((column, c) => cellOf(column, s, c)),
    })),
  };
}

const meta = {
  title: "Portal/Gradebook",
  component: GradebookView,
  decorators: [withMemoryRouter],
  args: {
    cohortFilter: null,
    courses: [{ id: "c0000000-0000-4000-8000-000000000002", name: "Foundations of Leadership" }],
    courseId: "c0000000-0000-4000-8000-000000000002",
    onCourse: fn(),
    gradebook: { status: "ready", data: gradebook(6, 8) },
    sort: "name",
    onSort: fn(),
    onlyToGrade: false,
    onOnlyToGrade: fn(),
    onCsv: fn(),
    cellPath: (column, studentId) =>
      column.kind === "class" ? null : `/portal/${column.kind}s/${column.id}?student=${studentId}`,
  },
} satisfies Meta<typeof GradebookView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A few students: scores, every hand-in status, an extension ("Extended to …"), marks, and the total. */
export const Small: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("region", { name: "Gradebook of Foundations of Leadership" }),
    ).toBeVisible();
    await expect(canvas.getAllByText("Extended to 2026-12-04").length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole("link", { name: /^Grade Item 1 for Student 001/ })).toHaveLength(1);
  },
};

/** No course chosen yet: the prompt. */
export const NoCourse: Story = {
  args: { courseId: null, gradebook: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Please select a course to view its gradebook.")).toBeVisible();
  },
};

/** While the one request runs. */
export const Loading: Story = {
  args: { gradebook: { status: "loading" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading gradebook...")).toBeVisible();
  },
};

/** A cohort without students. */
export const Empty: Story = {
  args: { gradebook: { status: "ready", data: gradebook(0, 8) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No students found in this cohort.")).toBeVisible();
  },
};

/** A real cohort: 100 students × 40 columns, scrolling under a sticky header row and first column. */
export const HundredByForty: Story = {
  args: { gradebook: { status: "ready", data: gradebook(100, 40) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("row")).toHaveLength(101);
    await expect(canvas.getByRole("rowheader", { name: "Student 100" })).toBeInTheDocument();
  },
};

/** "Only students with work to grade": the rows with a cell handed in and not scored. */
export const NeedsGrading: Story = {
  args: { gradebook: { status: "ready", data: gradebook(12, 8) }, onlyToGrade: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Only students with work to grade" })).toBeChecked();
    const rows = canvas.getAllByRole("row").slice(1);
    for (const row of rows) await expect(row.textContent).toMatch(/Handed in|Late/);
  },
};
