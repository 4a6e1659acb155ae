/**
 * The gradebook of docs/api.md §6.18: a cohort's students × a course's items and live classes, in three
 * statements whatever their number (§7.4): the students, the columns, and every fact of the course (scores,
 * hand-ins, CBT attempts, extensions, attendance marks) as one list. The points are packages/domain's
 * `coursePoints` (§7.2, the dashboard's rules) over the same facts.
 */
import { sql } from "drizzle-orm";
import {
  coursePoints,
  handInStatus,
  type AssessmentKind,
  type Gradebook,
  type GradebookCell,
  type GradebookColumn,
} from "@cla/domain";
import { executeRows, schema, type Queryable } from "../../db/index.ts";
import { toNumber, toTimestamp } from "../../db/values.ts";
import { cohortStudents } from "../dashboards/queries.ts";

const {
  assignments,
  contributions,
  cbts,
  live_classes,
  submissions,
  contribution_scores,
  cbt_scores,
  works,
  cbt_attempts,
  extensions,
  attendances,
} = schema;

/** The columns of a course: assignments, contributions, CBTs by due date, then its classes by date and time. */
function selectColumns(db: Queryable, courseId: string) {
  return executeRows<GradebookColumn>(
    db,
    sql`SELECT kind, id, name, date FROM (
  SELECT 'assignment' AS kind, 1 AS k, id, name, due_date AS date, NULL::time AS time, created_at FROM ${assignments} WHERE cla_course_id = ${courseId}
  UNION ALL SELECT 'contribution', 2, id, name, due_date, NULL, created_at FROM ${contributions} WHERE cla_course_id = ${courseId}
  UNION ALL SELECT 'cbt', 3, id, name, due_date, NULL, created_at FROM ${cbts} WHERE cla_course_id = ${courseId}
  UNION ALL SELECT 'class', 4, id, name, date, time, created_at FROM ${live_classes} WHERE cla_course_id = ${courseId}
) c ORDER BY k, date, time, created_at, id`,
  );
}

/** One fact of one student on one column; the fields of its kind are set, the others null. */
interface Fact {
  kind: GradebookColumn["kind"];
  column_id: string;
  student_id: string;
  /** numeric text */
  score: string | null;
  /** The last hand-in, or a CBT attempt's submit (or grading, when the time ran out). */
  handed_in_at: string | null;
  extended_to: string | null;
  present: boolean | null;
}

/** Every fact of the course's columns, in one statement. */
function selectFacts(db: Queryable, courseId: string) {
  const itemOf = sql`coalesce(x.cla_assignment_id, x.cla_contribution_id, x.cla_cbt_id)`;
  return executeRows<Fact>(
    db,
    sql`SELECT 'assignment' AS kind, cla_assignment_id AS column_id, cla_student_id AS student_id, score::text AS score,
    NULL::timestamptz AS handed_in_at, NULL::date AS extended_to, NULL::boolean AS present
  FROM ${submissions} WHERE cla_course_id = ${courseId}
UNION ALL SELECT 'contribution', cla_contribution_id, cla_user_id, score::text, NULL, NULL, NULL
  FROM ${contribution_scores} WHERE cla_course_id = ${courseId}
UNION ALL SELECT 'cbt', cla_cbt_id, cla_user_id, score::text, NULL, NULL, NULL FROM ${cbt_scores} WHERE cla_course_id = ${courseId}
UNION ALL SELECT CASE WHEN w.cla_assignment_id IS NULL THEN 'contribution' ELSE 'assignment' END,
    coalesce(w.cla_assignment_id, w.cla_contribution_id), w.cla_student_id, NULL, w.updated_at, NULL, NULL
  FROM ${works} w LEFT JOIN ${assignments} a ON a.id = w.cla_assignment_id LEFT JOIN ${contributions} k ON k.id = w.cla_contribution_id
  WHERE coalesce(a.cla_course_id, k.cla_course_id) = ${courseId}
UNION ALL SELECT 'cbt', t.cla_cbt_id, t.cla_student_id, NULL, coalesce(t.submitted_at, t.graded_at), NULL, NULL
  FROM ${cbt_attempts} t JOIN ${cbts} c ON c.id = t.cla_cbt_id
  WHERE c.cla_course_id = ${courseId} AND (t.submitted_at IS NOT NULL OR t.graded_at IS NOT NULL)
UNION ALL SELECT CASE WHEN x.cla_assignment_id IS NOT NULL THEN 'assignment'
      WHEN x.cla_contribution_id IS NOT NULL THEN 'contribution' ELSE 'cbt' END,
    ${itemOf}, x.cla_student_id, NULL, NULL, x.due_date, NULL
  FROM ${extensions} x
  WHERE ${itemOf} IN (SELECT id FROM ${assignments} WHERE cla_course_id = ${courseId}
    UNION ALL SELECT id FROM ${contributions} WHERE cla_course_id = ${courseId}
    UNION ALL SELECT id FROM ${cbts} WHERE cla_course_id = ${courseId})
UNION ALL SELECT 'class', cla_live_class_id, cla_user_id, NULL, NULL, NULL, present FROM ${attendances} WHERE cla_course_id = ${courseId}`,
  );
}

const EMPTY_CELL: GradebookCell = { score: null, status: null, present: null, extended_to: null };

/** The grid of `course`: its cohort's students in the people order, each cell the facts of its column. */
export async function buildGradebook(
  db: Queryable,
  course: { id: string; name: string; cla_cohort_id: number },
  at: { today: string; timeZone: string },
): Promise<Gradebook> {
  const [students, columns, facts] = await Promise.all([
    cohortStudents(db, course.cla_cohort_id),
    selectColumns(db, course.id),
    selectFacts(db, course.id),
  ]);
  const byCell = new Map<string, Fact[]>();
  for (const fact of facts) {
    const key = `${fact.student_id} ${fact.column_id}`;
    byCell.set(key, [...(byCell.get(key) ?? []), fact]);
  }
  const count = (kind: GradebookColumn["kind"]) => columns.filter((c) => c.kind === kind).length;
  const rows = students.map((student) => {
    const cells = columns.map((column) => cellOf(column, byCell.get(`${student.id} ${column.id}`) ?? [], at));
    const scoresOf = (kind: AssessmentKind) =>
      cells.filter((cell, i) => columns[i]!.kind === kind && cell.score !== null).map((cell) => cell.score!);
    const marks = cells.filter((cell) => cell.present !== null);
    const points = coursePoints({
      assignmentCount: count("assignment"),
      assignmentScores: scoresOf("assignment"),
      contributionScores: scoresOf("contribution"),
      cbtCount: count("cbt"),
      cbtScores: scoresOf("cbt"),
      marks: marks.length,
      present: marks.filter((cell) => cell.present).length,
    });
    return {
      student: { id: student.id, name: student.name },
      points: {
        submission_points: points.submission_points,
        attendance_points: points.attendance_points,
        contributions_points: points.contributions_points,
        cbt_points: points.cbt_points,
        total: points.total,
      },
      cells,
    };
  });
  return { course: { id: course.id, name: course.name, cla_cohort_id: course.cla_cohort_id }, columns, rows };
}

/** One cell from its facts: the score, the mark, or the hand-in status by the student's own due date. */
function cellOf(
  column: GradebookColumn,
  facts: Fact[],
  at: { today: string; timeZone: string },
): GradebookCell {
  const cell = { ...EMPTY_CELL };
  let handedInAt: string | null = null;
  for (const fact of facts) {
    if (fact.score !== null) cell.score = toNumber(fact.score);
    if (fact.present !== null) cell.present = fact.present;
    if (fact.extended_to !== null) cell.extended_to = fact.extended_to;
    if (fact.handed_in_at !== null) handedInAt = toTimestamp(fact.handed_in_at);
  }
  if (column.kind === "class") return cell;
  const extended = cell.extended_to !== null && cell.extended_to > column.date;
  cell.status = handInStatus({
    handedInAt: handedInAt === null ? null : new Date(handedInAt),
    ownDueDate: extended ? cell.extended_to! : column.date,
    extended,
    today: at.today,
    timeZone: at.timeZone,
    canBeLate: column.kind !== "cbt",
  });
  return cell;
}
