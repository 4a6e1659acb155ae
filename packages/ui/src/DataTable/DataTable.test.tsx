import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { workedShown } from "../ScoreCard/workedExample.fixture";
import { DataTable, type DataTableColumn } from "./DataTable";
import { scoreColumns, studentGroups, type CourseScoreRow } from "./students.fixture";

type Student = { id: number; name: string; email: string; score: number; note?: { x: number } };
const students: Student[] = [
  { id: 1, name: "Ada Obi", email: "ada.obi@example.org", score: 0.1 + 0.2 },
  { id: 2, name: "Bola Eze", email: "bola.eze@example.org", score: 1250, note: { x: 1 } },
];
const studentColumns: DataTableColumn<Student>[] = [
  { key: "name", header: "Student Name", rowHeader: true },
  { key: "email", header: "Email" },
  { key: "score", header: "Score", numeric: true },
  { key: "note", header: "Note" },
];

describe("DataTable", () => {
  it("renders a captioned table with column headers and row headers", () => {
    render(
      <DataTable caption="Students" columns={studentColumns} rows={students} getRowKey={(row) => row.id} />,
    );
    const table = screen.getByRole("table", { name: "Students" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Student Name", "Email", "Score", "Note"]);
    for (const header of headers) expect(header).toHaveAttribute("scope", "col");
    expect(within(table).getByRole("rowheader", { name: "Ada Obi" })).toHaveAttribute("scope", "row");
    expect(within(table).getAllByRole("row")).toHaveLength(3);
  });

  it("shows string and number fields by key, rounds numbers and leaves other values blank", () => {
    render(
      <DataTable caption="Students" columns={studentColumns} rows={students} getRowKey={(row) => row.id} />,
    );
    const [, ada, bola] = screen.getAllByRole("row");
    expect(
      within(ada!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["ada.obi@example.org", "0.3", ""]);
    expect(
      within(bola!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["bola.eze@example.org", "1,250", ""]);
  });

  it("right-aligns numeric columns with tabular figures", () => {
    render(
      <DataTable caption="Students" columns={studentColumns} rows={students} getRowKey={(row) => row.id} />,
    );
    expect(screen.getByRole("columnheader", { name: "Score" })).toHaveClass("text-right");
    expect(screen.getByRole("cell", { name: "1,250" })).toHaveClass("text-right", "tabular-nums");
    expect(screen.getByRole("cell", { name: "bola.eze@example.org" })).not.toHaveClass("text-right");
  });

  it("groups rows under a full-width row-group header per student", () => {
    render(
      <DataTable
        caption="Students and their course scores"
        columns={scoreColumns}
        groups={studentGroups}
        getRowKey={(row: CourseScoreRow) => row.courseId}
      />,
    );
    const table = screen.getByRole("table", { name: "Students and their course scores" });
    const rowGroups = within(table).getAllByRole("rowgroup").slice(1); // [0] is thead
    expect(rowGroups).toHaveLength(3);

    const ada = rowGroups[0]!;
    const groupHeader = within(ada).getByRole("rowheader", { name: /Ada Obi/ });
    expect(groupHeader).toHaveAttribute("scope", "rowgroup");
    expect(groupHeader).toHaveAttribute("colspan", String(scoreColumns.length));
    const courseRows = within(ada).getAllByRole("row").slice(1);
    expect(courseRows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Servant Leadership",
      "Vision Casting",
    ]);
    expect(
      within(courseRows[0]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      workedShown.assignment,
      workedShown.attendance,
      workedShown.contributions,
      workedShown.cbt,
      `${workedShown.total}%`,
    ]);

    expect(within(rowGroups[2]!).getByText("No courses yet.")).toHaveAttribute(
      "colspan",
      String(scoreColumns.length),
    );
  });

  it("shows the empty text in one full-width cell when there is nothing to show", () => {
    const { rerender } = render(
      <DataTable
        caption="Students"
        columns={studentColumns}
        rows={[]}
        getRowKey={(row) => row.id}
        emptyText="No students found in this cohort."
      />,
    );
    const cell = screen.getByRole("cell", { name: "No students found in this cohort." });
    expect(cell).toHaveAttribute("colspan", "4");

    rerender(
      <DataTable caption="Scores" columns={scoreColumns} groups={[]} getRowKey={(row) => row.courseId} />,
    );
    expect(screen.getByRole("cell", { name: "No data to show." })).toBeInTheDocument();
  });

  it("wraps the table in a named, focusable region so it can be scrolled from the keyboard", async () => {
    const user = userEvent.setup();
    render(
      <DataTable caption="Students" columns={studentColumns} rows={students} getRowKey={(row) => row.id} />,
    );
    const region = screen.getByRole("region", { name: "Students" });
    expect(region).toHaveClass("overflow-x-auto");
    await user.tab();
    expect(region).toHaveFocus();
  });

  it("keeps a visually hidden caption as the table's name", () => {
    render(
      <DataTable
        caption="Students"
        captionHidden
        columns={studentColumns}
        rows={students}
        getRowKey={(row) => row.id}
      />,
    );
    expect(screen.getByRole("table", { name: "Students" })).toBeInTheDocument();
    expect(screen.getByText("Students")).toHaveClass("sr-only");
  });
});
