/**
 * The gradebook's rules (docs/api.md §6.18), shared by the server that builds it and the portal that filters
 * and exports it: a hand-in's status in a cell, what needs grading, and the CSV of the grid.
 */
import { csvText } from "./csv";
import { handedInLate } from "./dueStatus";
import { formatScore, POINTS_HEADINGS } from "./points";

export type HandInStatus = "handed_in" | "late" | "missing" | "not_yet_due" | "extended";

/**
 * The status of one student's hand-in on one item: handed in (on time or late, by their own due date), or
 * not: extended while their extension runs, not yet due before the item's date, missing after.
 */
export function handInStatus(cell: {
  /** The last hand-in (a CBT: when its attempt was submitted or graded), or null. */
  handedInAt: Date | null;
  /** The student's own due date (their extension's when later than the item's). */
  ownDueDate: string;
  extended: boolean;
  today: string;
  timeZone: string;
  /** A CBT taken in the portal is never late: its deadline refuses late answers. */
  canBeLate: boolean;
}): HandInStatus {
  if (cell.handedInAt !== null)
    return cell.canBeLate && handedInLate(cell.ownDueDate, cell.handedInAt, cell.timeZone)
      ? "late"
      : "handed_in";
  if (cell.today > cell.ownDueDate) return "missing";
  return cell.extended ? "extended" : "not_yet_due";
}

/** A cell that needs grading: handed in and not scored. */
export function needsGrading(cell: { score: number | null; status: HandInStatus | null }): boolean {
  return cell.score === null && (cell.status === "handed_in" || cell.status === "late");
}

/** The words of a status in a cell and in the CSV. */
export const HAND_IN_STATUS_LABELS: Record<HandInStatus, string> = {
  handed_in: "Handed in",
  late: "Late",
  missing: "Missing",
  not_yet_due: "Not yet due",
  extended: "Extended",
};

/** What a cell says: the score, the attendance mark, or the hand-in status (with the extension's date). */
export function gradebookCellText(cell: {
  score: number | null;
  status: HandInStatus | null;
  present: boolean | null;
  extended_to: string | null;
}): string {
  if (cell.score !== null) return formatScore(cell.score);
  if (cell.present !== null) return cell.present ? "Present" : "Absent";
  if (cell.status === null) return "";
  const label = HAND_IN_STATUS_LABELS[cell.status];
  return cell.status === "extended" && cell.extended_to !== null ? `${label} to ${cell.extended_to}` : label;
}

/** The gradebook as the JSON of GET /cla_gradebook, as far as the CSV reads it. */
export interface GradebookLike {
  columns: readonly { kind: string; name: string; date: string }[];
  rows: readonly {
    student: { id: string; name: string };
    points: {
      submission_points: number;
      attendance_points: number;
      contributions_points: number;
      cbt_points: number;
      total: number;
    };
    cells: readonly Parameters<typeof gradebookCellText>[0][];
  }[];
}

const COLUMN_KIND_LABELS: Record<string, string> = {
  assignment: "Assignment",
  contribution: "Contribution",
  cbt: "CBT",
  class: "Attendance",
};

/** The grid as a CSV file (the one writer: byte-order mark, CRLF, no formula cells), in the rows' order. */
export function gradebookCsv(gradebook: GradebookLike): string {
  const header = [
    "Student Name",
    "Student ID",
    ...gradebook.columns.map((c) => `${COLUMN_KIND_LABELS[c.kind]}: ${c.name} (${c.date})`),
    ...POINTS_HEADINGS,
  ];
  const rows = gradebook.rows.map(({ student, points, cells }) => [
    student.name,
    student.id,
    ...cells.map(gradebookCellText),
    ...[
      points.submission_points,
      points.attendance_points,
      points.contributions_points,
      points.cbt_points,
      points.total,
    ].map(formatScore),
  ]);
  return csvText([header, ...rows]);
}

/** The CSV's file name: `Gradebook_{course}_{yyyy-mm-dd}.csv`, the course's name made safe for a file. */
export function gradebookFileName(courseName: string, today: string): string {
  return `Gradebook_${courseName.replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_|_$/g, "")}_${today}.csv`;
}
