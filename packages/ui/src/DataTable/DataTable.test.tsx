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

/** The two students in a table captioned "Students". */
const renderStudents = () =>
  render(
    <DataTable caption="Students" columns={studentColumns} rows={students} getRowKey={(row) => row.id} />,
  );

/** The text of a row's cells, its row header left out. */
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("DataTable", () => {
  it("renders a captioned table with column headers and row headers", () => {
    renderStudents();
    const table = screen.getByRole("table", { name: "Students" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Student Name", "Email", "Score", "Note"]);
    for (const header of headers) expect(header).toHaveAttribute("scope", "col");
    expect(within(table).getByRole("rowheader", { name: "Ada Obi" })).toHaveAttribute("scope", "row");
    expect(within(table).getAllByRole("row")).toHaveLength(3);
  });

  it("shows string and number fields by key, rounds numbers and leaves other values blank", () => {
    renderStudents();
    const [, ada, bola] = screen.getAllByRole("row");
    expect(cellTexts(ada!)).toEqual(["ada.obi@example.org", "0.3", ""]);
    expect(cellTexts(bola!)).toEqual(["bola.eze@example.org", "1,250", ""]);
  });

  it("right-aligns numeric columns with tabular figures", () => {
    renderStudents();
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
    expect(cellTexts(courseRows[0]!)).toEqual([
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
    renderStudents();
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

  describe('layout="stack-on-phone"', () => {
    type Person = { id: number; name: string; email: string; status: string };
    const people: Person[] = [
      { id: 1, name: "Ada Obi", email: "ada.obi@example.org", status: "Active" },
      { id: 2, name: "Bola Eze", email: "bola.eze@example.org", status: "Deactivated" },
    ];
    const personColumns: DataTableColumn<Person>[] = [
      { key: "name", header: "Name", rowHeader: true },
      { key: "email", header: "Email" },
      { key: "status", header: "Status", stackFirst: true },
    ];
    const renderPeople = (layout?: "table" | "stack-on-phone") =>
      render(
        <DataTable
          caption="People"
          columns={personColumns}
          rows={people}
          getRowKey={(row) => row.id}
          layout={layout}
        />,
      );
    /** The cell's own content, without the label it shows when stacked. */
    const valueOf = (cell: HTMLElement) =>
      [...cell.childNodes]
        .filter((node) => !(node instanceof HTMLElement && node.dataset["slot"] === "data-table-label"))
        .map((node) => node.textContent)
        .join("");

    it("states the table's roles on every element, as display: block would drop them", () => {
      renderPeople("stack-on-phone");
      const table = screen.getByRole("table", { name: "People" });
      expect(table).toHaveAttribute("role", "table");
      expect(table.querySelector("thead")).toHaveAttribute("role", "rowgroup");
      expect(table.querySelector("tbody")).toHaveAttribute("role", "rowgroup");
      for (const row of table.querySelectorAll("tr")) expect(row).toHaveAttribute("role", "row");
      for (const header of table.querySelectorAll("th[scope=col]"))
        expect(header).toHaveAttribute("role", "columnheader");
      for (const header of table.querySelectorAll("th[scope=row]"))
        expect(header).toHaveAttribute("role", "rowheader");
      for (const cell of table.querySelectorAll("td")) expect(cell).toHaveAttribute("role", "cell");
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((header) => header.textContent),
      ).toEqual(["Name", "Email", "Status"]);
      expect(within(table).getAllByRole("row")).toHaveLength(3);
    });

    it("hides the header row on a phone only, and keeps it for screen readers", () => {
      renderPeople("stack-on-phone");
      const head = screen.getByRole("table").querySelector("thead")!;
      expect(head).toHaveClass("max-sm:sr-only");
      expect(head).not.toHaveClass("sr-only");
      expect(screen.getByRole("table")).toHaveClass("max-sm:block");
    });

    it("labels each cell with its column's header, shown on a phone and hidden from assistive tech", () => {
      renderPeople("stack-on-phone");
      const [, ada] = screen.getAllByRole("row");
      const cells = within(ada!).getAllByRole("cell");
      expect(cells.map((cell) => cell.querySelector('[data-slot="data-table-label"]')?.textContent)).toEqual([
        "Email",
        "Status",
      ]);
      for (const cell of cells) {
        const label = cell.querySelector('[data-slot="data-table-label"]')!;
        expect(label).toHaveAttribute("aria-hidden", "true");
        expect(label).toHaveClass("hidden", "max-sm:block");
      }
      // Their names stay their content: the label is not read twice.
      expect(within(ada!).getByRole("cell", { name: "ada.obi@example.org" })).toBe(cells[0]);
      expect(cells.map(valueOf)).toEqual(["ada.obi@example.org", "Active"]);
      // Long addresses break where they must, not one word a line.
      expect(cells[0]).toHaveClass("max-sm:[overflow-wrap:anywhere]");
      // A cell with nothing in it takes no line on a phone (its wrapper is :empty), but stays a cell.
      expect(cells[0]).toHaveClass("max-sm:has-[>div:empty]:sr-only");
    });

    it("makes the row header the row's title, without a label unless asked", () => {
      const { unmount } = renderPeople("stack-on-phone");
      const title = screen.getByRole("rowheader", { name: "Ada Obi" });
      expect(title).toHaveClass("max-sm:order-first", "max-sm:font-semibold");
      expect(title.querySelector('[data-slot="data-table-label"]')).toBeNull();
      unmount();

      render(
        <DataTable
          caption="Lines"
          columns={[{ key: "line", header: "Line", numeric: true, rowHeader: true, stackLabel: true }]}
          rows={[{ line: 2 }]}
          getRowKey={(row) => row.line}
          layout="stack-on-phone"
        />,
      );
      const line = screen.getByRole("rowheader", { name: "2" });
      expect(line.querySelector('[data-slot="data-table-label"]')).toHaveTextContent("Line");
    });

    it("puts a stackFirst column right after the title on a phone, keeping the columns' order in the markup", () => {
      renderPeople("stack-on-phone");
      const [, ada] = screen.getAllByRole("row");
      const [name, email, status] = [...ada!.children] as HTMLElement[];
      expect([name, email, status].map((cell) => valueOf(cell!))).toEqual([
        "Ada Obi",
        "ada.obi@example.org",
        "Active",
      ]);
      expect(ada).toHaveClass("max-sm:flex", "max-sm:flex-col");
      // CSS order: the title first (order-first), then stackFirst columns (-1), then the rest (0) in column order.
      expect(name).toHaveClass("max-sm:order-first");
      expect(status).toHaveClass("max-sm:-order-1");
      expect(email!.className).not.toMatch(/order/);
    });

    it("states the roles of the empty text and of grouped rows too", () => {
      const { unmount } = render(
        <DataTable
          caption="People"
          columns={personColumns}
          rows={[]}
          getRowKey={(row) => row.id}
          layout="stack-on-phone"
        />,
      );
      expect(screen.getByRole("cell", { name: "No data to show." })).toHaveAttribute("role", "cell");
      unmount();

      render(
        <DataTable
          caption="Scores"
          columns={scoreColumns}
          groups={studentGroups}
          getRowKey={(row: CourseScoreRow) => row.courseId}
          layout="stack-on-phone"
        />,
      );
      expect(screen.getByRole("rowheader", { name: /Ada Obi/ })).toHaveAttribute("role", "rowheader");
      expect(within(screen.getByRole("table")).getAllByRole("rowgroup")).toHaveLength(4);
    });

    it("changes nothing for a table that does not opt in", () => {
      const withoutIds = (html: string) => html.replaceAll(/(id|aria-labelledby)="[^"]*"/g, "$1");
      const { container: plain } = renderPeople();
      const { container: explicit } = renderPeople("table");
      expect(withoutIds(explicit.innerHTML)).toBe(withoutIds(plain.innerHTML));

      expect(plain.querySelectorAll("[role]")).toHaveLength(1); // the scrollable region's
      expect(plain.querySelector("table")).not.toHaveAttribute("aria-labelledby");
      expect(plain.innerHTML).not.toContain("max-sm:");
      expect(plain.querySelector('[data-slot="data-table-label"]')).toBeNull();
      expect(plain.querySelector("td")!.innerHTML).toBe("ada.obi@example.org");
      for (const group of plain.querySelectorAll("thead, tbody")) expect(group).not.toHaveAttribute("class");
      expect(plain.querySelector("tbody tr")).toHaveAttribute(
        "class",
        "border-b border-border last:border-b-0",
      );
    });
  });
});
