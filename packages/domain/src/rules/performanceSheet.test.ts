import { describe, expect, it } from "vitest";
import { workedExample } from "../fixtures/workedExample";
import type { StudentListItemLike } from "./performanceSheet";
import {
  PERFORMANCE_SHEET_COLUMNS,
  performanceSheetCells,
  performanceSheetFileName,
  performanceSheetRows,
  performanceSheetTitle,
} from "./performanceSheet";

describe("PERFORMANCE_SHEET_COLUMNS", () => {
  it("are the docs/product.md §9 columns in order", () => {
    expect(PERFORMANCE_SHEET_COLUMNS).toEqual([
      "No.",
      "Student Name",
      "Student ID",
      "Course Name",
      "Assignment (25)",
      "Attendance (30)",
      "Contributions (25)",
      "CBT (20)",
      "Total (100)",
    ]);
  });
});

describe.each([
  [3, "Cohort 3 Performance Sheet"],
  ["12", "Cohort 12 Performance Sheet"],
])("performanceSheetTitle(%j)", (id, title) => {
  it(`is '${title}'`, () => {
    expect(performanceSheetTitle(id)).toBe(title);
  });
});

describe.each([
  [3, new Date(2025, 2, 10, 9, 30), "Cohort3_Performance_Sheet_2025-03-10.pdf"],
  [3, new Date(2025, 0, 5, 0, 0, 0, 0), "Cohort3_Performance_Sheet_2025-01-05.pdf"],
  // 23:59:59.999 local is still the same local day, although UTC is already the next one.
  [7, new Date(2025, 11, 31, 23, 59, 59, 999), "Cohort7_Performance_Sheet_2025-12-31.pdf"],
  // 02:00 UTC on the 11th is 22:00 on the 10th in New York.
  [7, new Date("2025-03-11T02:00:00.000Z"), "Cohort7_Performance_Sheet_2025-03-10.pdf"],
])("performanceSheetFileName(%j, %o)", (id, date, expected) => {
  it(`is ${expected} (local date)`, () => {
    expect(performanceSheetFileName(id, date)).toBe(expected);
  });
});

function stats(submission: number, attendance: number, contributions: number, cbt: number) {
  return {
    user_submission_percentage: { submission_percentage: submission * 4, submission_points: submission },
    user_attendance_percentage: {
      attendance_percentage: (attendance * 10) / 3,
      attendance_points: attendance,
    },
    user_contribution_stats: { contributions_points: contributions },
    user_cbt_stats: { cbt_points: cbt },
  };
}

describe("performanceSheetRows", () => {
  const list: StudentListItemLike[] = [
    {
      student: { user_id: "CLA7K2PQ9XW4HM3", name: "Ada Obi" },
      courses: [
        { course_name: "Foundations of Leadership", course_stats: workedExample.courseStats },
        { course_name: "Servant Leadership", course_stats: stats(0.1, 0.2, 0, 0) },
      ],
    },
    { student: { user_id: "CLA0000000000AA", name: "No Courses" }, courses: [] },
    {
      student: { user_id: "CLAEHBR3R5A7XGQ", name: "Bola Ade" },
      courses: [{ course_name: "Foundations of Leadership", course_stats: stats(25, 30, 25, 20) }],
    },
  ];
  const rows = performanceSheetRows(list);

  it("gives one row per (student, course), numbered across the sheet", () => {
    expect(rows.map((row) => [row.no, row.studentName, row.courseName])).toEqual([
      [1, "Ada Obi", "Foundations of Leadership"],
      [2, "Ada Obi", "Servant Leadership"],
      [3, "Bola Ade", "Foundations of Leadership"],
    ]);
  });

  it("formats points in shortest form and totals them exactly", () => {
    expect(rows[0]).toEqual({
      no: 1,
      studentName: "Ada Obi",
      studentId: "CLA7K2PQ9XW4HM3",
      courseName: "Foundations of Leadership",
      ...workedExample.shown,
    });
    expect(rows[1]?.total).toBe("0.3");
    expect(rows[2]?.total).toBe("100");
  });

  it("gives table cells in column order", () => {
    const cells = performanceSheetCells(rows);
    expect(cells[0]).toEqual([
      "1",
      "Ada Obi",
      "CLA7K2PQ9XW4HM3",
      "Foundations of Leadership",
      ...Object.values(workedExample.shown),
    ]);
    expect(cells.every((row) => row.length === PERFORMANCE_SHEET_COLUMNS.length)).toBe(true);
  });

  it("is empty for an empty list", () => {
    expect(performanceSheetRows([])).toEqual([]);
    expect(performanceSheetCells([])).toEqual([]);
  });
});
