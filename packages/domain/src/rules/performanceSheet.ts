import { toDateString } from "./dates";
import type { CourseStatsLike } from "./points";
import { coursePointParts, formatScore, POINTS_HEADINGS, totalPoints } from "./points";

/** Column headings of the cohort performance sheet PDF, in order (docs/product.md §9). */
export const PERFORMANCE_SHEET_COLUMNS = Object.freeze([
  "No.",
  "Student Name",
  "Student ID",
  "Course Name",
  ...POINTS_HEADINGS,
] as const);

/** Title of the performance sheet: 'Cohort {id} Performance Sheet' (docs/product.md §9). */
export function performanceSheetTitle(cohortId: number | string): string {
  return `Cohort ${cohortId} Performance Sheet`;
}

/**
 * File name of the performance sheet, `Cohort{id}_Performance_Sheet_{yyyy-mm-dd}.pdf`, dated with the
 * LOCAL calendar date of `date` (the moment it is generated).
 */
export function performanceSheetFileName(cohortId: number | string, date: Date): string {
  return `Cohort${cohortId}_Performance_Sheet_${toDateString(date)}.pdf`;
}

/** The fields of an docs/api.md §5 `StudentListItem` the sheet reads. */
export type StudentListItemLike = {
  student: { user_id: string; name: string };
  courses: readonly { course_name: string; course_stats: CourseStatsLike }[];
};

/** One row of the sheet; points are already formatted in their shortest decimal form. */
export type PerformanceSheetRow = {
  /** Running number over the whole sheet, from 1. */
  no: number;
  studentName: string;
  studentId: string;
  courseName: string;
  assignment: string;
  attendance: string;
  contributions: string;
  cbt: string;
  /** The exact sum of the four points (docs/product.md §9), formatted. */
  total: string;
};

/**
 * The sheet's rows: one per (student, course) pair, in the order the API lists them (students by
 * name, then each student's courses in course order, docs/api.md §6.9), numbered 1, 2, 3 … across the whole
 * sheet. A student with no courses has no row (the cohort then has no courses at all, docs/api.md §6.9).
 */
export function performanceSheetRows(studentList: readonly StudentListItemLike[]): PerformanceSheetRow[] {
  const rows: PerformanceSheetRow[] = [];
  for (const { student, courses } of studentList) {
    for (const course of courses) {
      const points = coursePointParts(course.course_stats);
      rows.push({
        no: rows.length + 1,
        studentName: student.name,
        studentId: student.user_id,
        courseName: course.course_name,
        assignment: formatScore(points.submission_points),
        attendance: formatScore(points.attendance_points),
        contributions: formatScore(points.contributions_points),
        cbt: formatScore(points.cbt_points),
        total: formatScore(totalPoints(points)),
      });
    }
  }
  return rows;
}

/** The rows as table cells in {@link PERFORMANCE_SHEET_COLUMNS} order (what a PDF table body takes). */
export function performanceSheetCells(rows: readonly PerformanceSheetRow[]): string[][] {
  return rows.map((row) => [
    String(row.no),
    row.studentName,
    row.studentId,
    row.courseName,
    row.assignment,
    row.attendance,
    row.contributions,
    row.cbt,
    row.total,
  ]);
}
