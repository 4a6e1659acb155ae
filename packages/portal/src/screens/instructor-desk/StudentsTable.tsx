import type { StudentListItem } from "@cla/domain/client";
import {
  courseStatsTotal,
  formatScore,
  performanceSheetRows,
  TOTAL_POINTS_MAX,
  toHundredths,
  type PerformanceSheetRow,
} from "@cla/domain/client";
import { DataTable, type DataTableColumn, type DataTableGroup } from "@cla/ui";
import type { ReactNode } from "react";
import { texts } from "./texts";

/** How the desk orders its students (groups); each student's courses keep the API's course order. */
export type DeskSort = "name-asc" | "name-desc" | "total-desc" | "total-asc";
export const DESK_SORTS = ["name-asc", "name-desc", "total-desc", "total-asc"] as const satisfies DeskSort[];

/** A student's totals summed over their courses, in exact hundredths (no float drift). */
export function overallHundredths(item: StudentListItem): number {
  return item.courses.reduce((sum, course) => sum + toHundredths(courseStatsTotal(course.course_stats)), 0);
}

/** The students in the chosen order; ties keep the API's order (people order, docs/api.md §1.6). */
export function sortStudents(list: readonly StudentListItem[], sort: DeskSort): StudentListItem[] {
  const byName = (a: StudentListItem, b: StudentListItem) =>
    a.student.name.localeCompare(b.student.name, undefined, { sensitivity: "base" });
  const byTotal = (a: StudentListItem, b: StudentListItem) => overallHundredths(a) - overallHundredths(b);
  const compare = {
    "name-asc": byName,
    "name-desc": (a: StudentListItem, b: StudentListItem) => byName(b, a),
    "total-asc": byTotal,
    "total-desc": (a: StudentListItem, b: StudentListItem) => byTotal(b, a),
  }[sort];
  return [...list].sort(compare);
}

const COLUMNS: readonly DataTableColumn<PerformanceSheetRow>[] = [
  { key: "courseName", header: texts.course, rowHeader: true },
  { key: "assignment", header: "Assignment (25)", numeric: true },
  { key: "attendance", header: "Attendance (30)", numeric: true },
  { key: "contributions", header: "Contributions (25)", numeric: true },
  { key: "cbt", header: "CBT (20)", numeric: true },
  {
    key: "total",
    header: "Total (100)",
    numeric: true,
    render: (row) => <span className="font-semibold">{row.total}</span>,
  },
];

export interface StudentsTableProps {
  caption: string;
  /** The students, already sorted. */
  students: readonly StudentListItem[];
  /**
   * Extra content in a student's header row, e.g. a link to their certificate (a later issue). The table
   * stays the same otherwise.
   */
  studentActions?: (student: StudentListItem["student"]) => ReactNode;
}

/**
 * The desk's students (docs/product.md §2.3): one group per student, one row per course with its four points and
 * the exact total out of 100 (the domain's performance-sheet rows, so the table and the PDF agree). Wider
 * than a phone, it scrolls inside its own focusable region (DataTable), never the page.
 */
export function StudentsTable({ caption, students, studentActions }: StudentsTableProps) {
  const groups: DataTableGroup<PerformanceSheetRow>[] = students.map((item) => {
    const overall = formatScore(overallHundredths(item) / 100);
    return {
      key: item.student.user_id,
      header: (
        <span className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <bdi>{item.student.name}</bdi>
          <span className="flex flex-wrap items-center gap-3 text-sm font-normal">
            {item.courses.length > 0 ? (
              <span>{texts.studentTotal(overall, item.courses.length * TOTAL_POINTS_MAX)}</span>
            ) : null}
            {studentActions?.(item.student)}
          </span>
        </span>
      ),
      rows: performanceSheetRows([item]),
      emptyText: texts.noCourses,
    };
  });
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      groups={groups}
      getRowKey={(row) => `${row.studentId}-${row.no}-${row.courseName}`}
    />
  );
}
