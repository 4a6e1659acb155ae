import type { Gradebook, GradebookCell, GradebookColumn } from "@cla/domain/client";
import { formatDay, formatScore, gradebookCellText, needsGrading } from "@cla/domain/client";
import { Button, Card, CardContent, Checkbox, Field, PageHeader, Select } from "@cla/ui";
import { FileSpreadsheet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SectionView, type Section } from "../../components/Section";
import { texts } from "./texts";

export type GradebookSort = "name" | "total";

export interface GradebookViewProps {
  /** The cohort dropdown (CohortFilter). */
  cohortFilter: ReactNode;
  courses: { id: string; name: string }[];
  courseId: string | null;
  onCourse: (id: string | null) => void;
  /** null until a course is chosen. */
  gradebook: Section<Gradebook> | null;
  sort: GradebookSort;
  onSort: (sort: GradebookSort) => void;
  onlyToGrade: boolean;
  onOnlyToGrade: (only: boolean) => void;
  onCsv: () => void;
  /** Where a cell of an item opens: the item's grading view with the student chosen. */
  cellPath: (column: GradebookColumn, studentId: string) => string | null;
}

const COLUMN_KIND: Record<GradebookColumn["kind"], string> = {
  assignment: "Assignment",
  contribution: "Contribution",
  cbt: "CBT",
  class: texts.attendance,
};

/** The rows as shown: sorted by name (as served) or by total, and filtered to those with work to grade. */
export function shownRows(gradebook: Gradebook, sort: GradebookSort, onlyToGrade: boolean) {
  const rows = onlyToGrade ? gradebook.rows.filter((row) => row.cells.some(needsGrading)) : gradebook.rows;
  return sort === "total" ? [...rows].sort((a, b) => b.points.total - a.points.total) : rows;
}

const STATUS_CLASS: Record<string, string> = {
  late: "text-destructive",
  missing: "text-destructive",
  extended: "text-primary",
};

function CellContent({ cell }: { cell: GradebookCell }) {
  const text = gradebookCellText(cell);
  const toGrade = needsGrading(cell);
  return (
    <span className={toGrade ? "font-semibold" : cell.status ? STATUS_CLASS[cell.status] : undefined}>
      {text}
      {cell.score !== null && cell.extended_to !== null ? <span className="sr-only"> (extended)</span> : null}
    </span>
  );
}

/** /portal/gradebook: a course's students × items and classes, a sticky header row and first column. */
export function GradebookView(props: GradebookViewProps) {
  const { gradebook, courses, courseId } = props;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <Card>
        <CardContent className="flex flex-wrap items-end gap-3 pt-6">
          {props.cohortFilter}
          <Field label={texts.course}>
            <Select
              value={courseId ?? ""}
              placeholder={texts.chooseCourse}
              options={courses.map((course) => ({ value: course.id, label: course.name }))}
              onChange={(event) => props.onCourse(event.target.value || null)}
            />
          </Field>
          <Field label={texts.sortBy}>
            <Select
              value={props.sort}
              options={[
                { value: "name", label: texts.sort.name },
                { value: "total", label: texts.sort.total },
              ]}
              onChange={(event) => props.onSort(event.target.value as GradebookSort)}
            />
          </Field>
          <Checkbox
            label={texts.needsGrading}
            checked={props.onlyToGrade}
            onChange={(event) => props.onOnlyToGrade(event.target.checked)}
          />
          <Button variant="secondary" disabled={gradebook?.status !== "ready"} onClick={props.onCsv}>
            <FileSpreadsheet aria-hidden="true" />
            {texts.csv}
          </Button>
        </CardContent>
      </Card>
      <SectionView section={gradebook} selectCohort={texts.selectCourse} loading={texts.loading}>
        {(book) => <GradebookTable {...props} book={book} />}
      </SectionView>
    </div>
  );
}

function GradebookTable({
  book,
  sort,
  onlyToGrade,
  cellPath,
}: Pick<GradebookViewProps, "sort" | "onlyToGrade" | "cellPath"> & { book: Gradebook }) {
  if (book.rows.length === 0) return <p className="text-muted-foreground">{texts.noStudents}</p>;
  const rows = shownRows(book, sort, onlyToGrade);
  if (rows.length === 0) return <p className="text-muted-foreground">{texts.nothingToGrade}</p>;
  return (
    // The region scrolls both ways; its header row and first column stay in view.
    <div
      className="max-h-[70vh] overflow-auto rounded-md border"
      role="region"
      aria-label={texts.caption(book.course.name)}
      // A focusable, named region lets keyboard users scroll a grid wider than the screen (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="min-w-max border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{texts.caption(book.course.name)}</caption>
        <thead>
          <tr>
            <th scope="col" className="bg-card sticky top-0 left-0 z-20 border-b px-3 py-2 text-left">
              {texts.student}
            </th>
            {book.columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className="bg-card sticky top-0 z-10 border-b px-3 py-2 text-left font-medium"
              >
                <span className="block text-xs text-muted-foreground">{COLUMN_KIND[column.kind]}</span>
                {column.name}
                <span className="block text-xs text-muted-foreground">
                  {formatDay(column.date) ?? column.date}
                </span>
              </th>
            ))}
            <th scope="col" className="bg-card sticky top-0 z-10 border-b px-3 py-2 text-right">
              {texts.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ student, points, cells }) => (
            <tr key={student.id}>
              <th scope="row" className="bg-card sticky left-0 z-10 border-b px-3 py-2 text-left font-medium">
                {student.name}
              </th>
              {cells.map((cell, i) => {
                const column = book.columns[i]!;
                const path = cellPath(column, student.id);
                return (
                  <td key={column.id} className="border-b px-3 py-2">
                    {path === null ? (
                      <CellContent cell={cell} />
                    ) : (
                      <Link
                        to={path}
                        className="underline-offset-2 hover:underline"
                        aria-label={`${texts.openScoring(student.name, column.name)}: ${gradebookCellText(cell)}`}
                      >
                        <CellContent cell={cell} />
                      </Link>
                    )}
                  </td>
                );
              })}
              <td className="border-b px-3 py-2 text-right font-semibold">{formatScore(points.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
