/**
 * The points of docs/api.md §7.2 per (student, course) of one cohort, and the counts of §7.3, in a fixed
 * number of statements whatever the number of students, courses, items and scores (§7.4): the
 * cohort's students, its courses, and one statement with every non-zero (student, course) pair.
 *
 * Every value is rounded once, by PostgreSQL's ROUND(numeric, 2) (halves away from zero), from exact
 * numeric sums: never from floats, never from a rounded percentage. A pair without any score or mark
 * has every value 0 (each numerator is 0, or its denominator is), so it needs no row.
 *
 * The sums come from `course_points`, one row per (student, course) kept by triggers on the four fact
 * tables (migration 0004, docs/decisions/149): a cohort of 200 students × 3 courses reads 600 rows
 * instead of summing ~40,000 facts on every request. "U's scores in C" are scores whose item belongs
 * to C now: the triggers key each fact by its own copy of the item's course (docs/api.md §9), which a
 * course move rewrites in the same transaction (routes/assessments, routes/live-classes), moving the
 * fact's share from one row to the other.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  sortByName,
  STUDENT_ROLE,
  type CourseStats,
  type CourseStatsEntry,
  type DeskStats,
  type WorkKind,
} from "@cla/domain";
import { executeRows, schema, type Queryable } from "../../db/index.ts";
import { toNumber } from "../../db/values.ts";
import { cbtScoresShown, type ReadAt } from "../cbt-tests/queries.ts";
import { compareCourses } from "../courses/queries.ts";
import { KIND_TABLES } from "../assessments/kinds.ts";
import { WORK_ITEM_COLUMN } from "../work/queries.ts";

const { users, roles, courses, assignments, cbts, cbt_scores, live_classes, course_points, works } = schema;

export interface CohortStudent {
  id: string;
  name: string;
  email: string;
}

/** The students of a cohort in people order (§1.6). */
export async function cohortStudents(db: Queryable, cohortId: number): Promise<CohortStudent[]> {
  const rows = await executeRows<CohortStudent>(
    db,
    sql`SELECT u.id, u.name, u.email FROM ${users} u JOIN ${roles} r ON r.id = u.cla_role_id
WHERE u.cla_cohort_id = ${cohortId} AND r.name = ${STUDENT_ROLE}`,
  );
  return sortByName(rows);
}

export interface CohortCourse {
  id: string;
  name: string;
  start_date: string;
  end_date: string;
}

/** The courses of a cohort in course order (§1.6). */
export async function cohortCourses(db: Queryable, cohortId: number): Promise<CohortCourse[]> {
  const rows = await executeRows<CohortCourse>(
    db,
    sql`SELECT id, name, start_date, end_date FROM ${courses} WHERE cla_cohort_id = ${cohortId}`,
  );
  return rows.sort(compareCourses);
}

interface PointsRow {
  student_id: string;
  course_id: string;
  // numeric text, rounded to 2 decimals
  submission_percentage: string;
  submission_points: string;
  attendance_percentage: string;
  attendance_points: string;
  contributions_points: string;
  cbt_points: string;
}

/** Whose points `coursePoints` reads: a cohort's students, or one; as that student sees them when `seenAt`. */
export interface PointsOf {
  cohortId: number;
  studentId?: string;
  /** The student reads their own points: a CBT's score counts once the CBT has closed (docs/api.md §6.14). */
  seenAt?: ReadAt;
}

/** The statement of `coursePoints`. */
function coursePointsQuery(options: PointsOf): SQL {
  const { cohortId, studentId, seenAt } = options;
  const student = studentId === undefined ? sql`` : sql` AND cp.cla_student_id = ${studentId}`;
  // The student's scores of the course's CBTs that have not closed yet (decision 174).
  const unseen =
    seenAt === undefined
      ? sql`0`
      : sql`coalesce((SELECT sum(s.score) FROM ${cbt_scores} s JOIN ${cbts} t ON t.id = s.cla_cbt_id
    WHERE s.cla_user_id = cp.cla_student_id AND s.cla_course_id = cp.cla_course_id
      AND NOT ${cbtScoresShown({ id: sql`t.id`, due_date: sql`t.due_date` }, seenAt)}), 0)`;
  return sql`
WITH co AS MATERIALIZED (
  SELECT c.id,
    (SELECT count(*) FROM ${assignments} a WHERE a.cla_course_id = c.id) AS n_a,
    (SELECT count(*) FROM ${cbts} t WHERE t.cla_course_id = c.id) AS n_t
  FROM ${courses} c
  WHERE c.cla_cohort_id = ${cohortId}
)
SELECT cp.cla_student_id AS student_id, cp.cla_course_id AS course_id,
  CASE WHEN co.n_a = 0 THEN 0 ELSE round(100 * cp.assignment_sum / (100 * co.n_a), 2) END AS submission_percentage,
  CASE WHEN co.n_a = 0 THEN 0 ELSE round(25 * cp.assignment_sum / (100 * co.n_a), 2) END AS submission_points,
  CASE WHEN cp.marks = 0 THEN 0 ELSE round(100 * cp.present::numeric / cp.marks, 2) END AS attendance_percentage,
  CASE WHEN cp.marks = 0 THEN 0 ELSE round(30 * cp.present::numeric / cp.marks, 2) END AS attendance_points,
  CASE WHEN cp.contribution_count = 0 THEN 0
    ELSE round(25 * cp.contribution_sum / (100 * cp.contribution_count), 2) END AS contributions_points,
  CASE WHEN co.n_t = 0 THEN 0 ELSE round(20 * (cp.cbt_sum - ${unseen}) / (100 * co.n_t), 2) END AS cbt_points
FROM co JOIN ${course_points} cp ON cp.cla_course_id = co.id${student}`;
}

const ZERO_STATS: CourseStats = {
  user_submission_percentage: { submission_percentage: 0, submission_points: 0 },
  user_attendance_percentage: { attendance_percentage: 0, attendance_points: 0 },
  user_contribution_stats: { contributions_points: 0 },
  user_cbt_stats: { cbt_points: 0 },
};

/** The points of every student (or one) of a cohort per course of it, as read by `coursePoints`. */
export class PointsTable {
  constructor(private readonly byPair: Map<string, CourseStats>) {}

  /** The CourseStatsEntry of (student, course); all zeros when the student has nothing there. */
  entry(studentId: string, course: CohortCourse): CourseStatsEntry {
    return {
      course_id: course.id,
      course_name: course.name,
      course_stats: this.byPair.get(`${studentId} ${course.id}`) ?? ZERO_STATS,
    };
  }
}

export async function coursePoints(db: Queryable, options: PointsOf): Promise<PointsTable> {
  const rows = await executeRows<PointsRow>(db, coursePointsQuery(options));
  const byPair = new Map<string, CourseStats>();
  for (const row of rows) {
    byPair.set(`${row.student_id} ${row.course_id}`, {
      user_submission_percentage: {
        submission_percentage: toNumber(row.submission_percentage),
        submission_points: toNumber(row.submission_points),
      },
      user_attendance_percentage: {
        attendance_percentage: toNumber(row.attendance_percentage),
        attendance_points: toNumber(row.attendance_points),
      },
      user_contribution_stats: { contributions_points: toNumber(row.contributions_points) },
      user_cbt_stats: { cbt_points: toNumber(row.cbt_points) },
    });
  }
  return new PointsTable(byPair);
}

/**
 * The works handed in for cohort `cohortId`'s items of `kind` that have no score yet: the sum of the `to_score`
 * of the kind's work_counts over the cohort's list (docs/api.md §6.13), so the desk and the lists agree.
 */
function toScore(kind: WorkKind, cohortId: number): SQL {
  const { items, scores } = KIND_TABLES[kind];
  return sql`(SELECT count(*)::int FROM ${works} JOIN ${items} ON ${items.id} = ${WORK_ITEM_COLUMN[kind]}
    WHERE ${items.cla_cohort_id} = ${cohortId} AND NOT EXISTS (SELECT 1 FROM ${scores.table}
      WHERE ${scores.item} = ${items.id} AND ${scores.student} = ${works.cla_student_id}))`;
}

/** The counts of DeskStats for cohort `cohortId` (§7.3), in one statement. */
export async function deskCounts(db: Queryable, cohortId: number): Promise<DeskStats> {
  const [row] = await executeRows<DeskStats>(
    db,
    sql`SELECT
  (SELECT count(*)::int FROM ${courses} WHERE cla_cohort_id = ${cohortId}) AS total_courses,
  (SELECT count(*)::int FROM ${assignments} WHERE cla_cohort_id = ${cohortId}) AS total_assignments,
  (SELECT count(*)::int FROM ${live_classes} WHERE cla_cohort_id = ${cohortId}) AS total_live_classes,
  (SELECT count(*)::int FROM ${users} u JOIN ${roles} r ON r.id = u.cla_role_id
    WHERE u.cla_cohort_id = ${cohortId} AND r.name = ${STUDENT_ROLE}) AS total_users,
  ${toScore("assignment", cohortId)} AS assignments_to_score,
  ${toScore("contribution", cohortId)} AS contributions_to_score`,
  );
  return row!;
}
