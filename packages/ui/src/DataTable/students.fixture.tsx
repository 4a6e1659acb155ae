import { workedPoints, workedTotal } from "../ScoreCard/workedExample.fixture";
import type { DataTableColumn, DataTableGroup } from "./DataTable";

/** One course row of the instructor desk's students × courses table (shared by stories and tests). */
export type CourseScoreRow = {
  courseId: string;
  courseName: string;
  assignment: number;
  attendance: number;
  contributions: number;
  cbt: number;
  total: number;
};

export const scoreColumns: readonly DataTableColumn<CourseScoreRow>[] = [
  { key: "courseName", header: "Course Name", rowHeader: true },
  { key: "assignment", header: "Assignment (25)", numeric: true },
  { key: "attendance", header: "Attendance (30)", numeric: true },
  { key: "contributions", header: "Contributions (25)", numeric: true },
  { key: "cbt", header: "CBT (20)", numeric: true },
  { key: "total", header: "Total (100)", numeric: true, render: (row) => `${row.total}%` },
];

export const studentGroups: readonly DataTableGroup<CourseScoreRow>[] = [
  {
    key: 11,
    header: "Ada Obi · ada.obi@example.org",
    rows: [
      // the points worked example (the shared fixture)
      { courseId: "c1", courseName: "Servant Leadership", ...workedPoints, total: workedTotal },
      {
        courseId: "c2",
        courseName: "Vision Casting",
        assignment: 25,
        attendance: 30,
        contributions: 25,
        cbt: 20,
        total: 100,
      },
    ],
  },
  {
    key: 12,
    header: "Bola Eze · bola.eze@example.org",
    rows: [
      {
        courseId: "c1",
        courseName: "Servant Leadership",
        assignment: 12.5,
        attendance: 10,
        contributions: 0,
        cbt: 8,
        total: 30.5,
      },
    ],
  },
  { key: 13, header: "Chidi Okafor · chidi.okafor@example.org", rows: [], emptyText: "No courses yet." },
];
