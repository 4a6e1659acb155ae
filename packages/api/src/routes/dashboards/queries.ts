/**
 * The points of API.md §7.2 per (student, course) of one cohort, and the counts of §7.3, in a fixed
 * number of statements whatever the number of students, courses, items and scores (§7.4): the
 * cohort's students, its courses, and one statement with every non-zero (student, course) pair.
 *
 * Every value is rounded once, by PostgreSQL's ROUND(numeric, 2) (halves away from zero), from exact
 * numeric sums: never from floats, never from a rounded percentage. A pair without any score or mark
 * has every value 0 (each numerator is 0, or its denominator is), so it needs no row.
 *
 * "U's scores in C" are scores whose item belongs to C now: the sums group by the scores' and marks'
 * own copies of the item's cohort and course (API.md §9), which always equal the item's because a
 * course move updates them in the same transaction (routes/assessments, routes/live-classes). Reading
 * the copies spares four joins; their indexes serve both the cohort and the single-student filter.
 * Each kind of fact is summed per (student, course) on its own table first, then the four short lists
 * (UNION ALL) are merged in one hash aggregate: the wide aggregate over every score row was most of
 * student_list's time (docs/decisions/144). The plan stays cheap without planner statistics (PGlite
 * never analyses on its own).
 */
import { sql, type SQL } from "drizzle-orm";
import { sortByName, STUDENT_ROLE, type CourseStats, type CourseStatsEntry } from "@cla/domain";
import { executeRows, schema, type Queryable } from "../../db/index.ts";
import { toNumber } from "../../db/values.ts";
import { compareCourses } from "../courses/queries.ts";

const {
  users,
  roles,
  courses,
  assignments,
  cbts,
  submissions,
  contribution_scores,
  cbt_scores,
  live_classes,
  attendances,
} = schema;

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

/** The statement of `coursePoints` (exported for EXPLAIN in bench/). */
export function coursePointsQuery(options: { cohortId: number; studentId?: string }): SQL {
  const { cohortId, studentId } = options;
  // One student's facts are found by their own index; the join with `co` keeps only this cohort's
  // courses. A whole cohort's are found by the cohort copy.
  const mine = (column: SQL) =>
    studentId === undefined ? sql`cla_cohort_id = ${cohortId}` : sql`${column} = ${studentId}`;
  return sql`
WITH co AS MATERIALIZED (
  SELECT c.id,
    (SELECT count(*) FROM ${assignments} a WHERE a.cla_course_id = c.id) AS n_a,
    (SELECT count(*) FROM ${cbts} t WHERE t.cla_course_id = c.id) AS n_t
  FROM ${courses} c
  WHERE c.cla_cohort_id = ${cohortId}
), facts AS (
  SELECT cla_student_id AS student_id, cla_course_id AS course_id,
    sum(score) AS s_a, NULL::numeric AS s_k, 0 AS k, NULL::numeric AS s_t, 0 AS m, 0 AS p
  FROM ${submissions} WHERE ${mine(sql`cla_student_id`)} GROUP BY 1, 2
  UNION ALL
  SELECT cla_user_id, cla_course_id, NULL, sum(score), count(*)::int, NULL, 0, 0
  FROM ${contribution_scores} WHERE ${mine(sql`cla_user_id`)} GROUP BY 1, 2
  UNION ALL
  SELECT cla_user_id, cla_course_id, NULL, NULL, 0, sum(score), 0, 0
  FROM ${cbt_scores} WHERE ${mine(sql`cla_user_id`)} GROUP BY 1, 2
  UNION ALL
  SELECT cla_user_id, cla_course_id, NULL, NULL, 0, NULL, count(*)::int, (count(*) FILTER (WHERE present))::int
  FROM ${attendances} WHERE ${mine(sql`cla_user_id`)} GROUP BY 1, 2
), sums AS (
  SELECT student_id, course_id,
    coalesce(sum(s_a), 0) AS s_a, coalesce(sum(s_k), 0) AS s_k, sum(k) AS k,
    coalesce(sum(s_t), 0) AS s_t, sum(m) AS m, sum(p) AS p
  FROM facts
  GROUP BY student_id, course_id
)
SELECT sums.student_id, sums.course_id,
  CASE WHEN co.n_a = 0 THEN 0 ELSE round(100 * sums.s_a / (100 * co.n_a), 2) END AS submission_percentage,
  CASE WHEN co.n_a = 0 THEN 0 ELSE round(25 * sums.s_a / (100 * co.n_a), 2) END AS submission_points,
  CASE WHEN sums.m = 0 THEN 0 ELSE round(100 * sums.p::numeric / sums.m, 2) END AS attendance_percentage,
  CASE WHEN sums.m = 0 THEN 0 ELSE round(30 * sums.p::numeric / sums.m, 2) END AS attendance_points,
  CASE WHEN sums.k = 0 THEN 0 ELSE round(25 * sums.s_k / (100 * sums.k), 2) END AS contributions_points,
  CASE WHEN co.n_t = 0 THEN 0 ELSE round(20 * sums.s_t / (100 * co.n_t), 2) END AS cbt_points
FROM sums JOIN co ON co.id = sums.course_id`;
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

export async function coursePoints(
  db: Queryable,
  options: { cohortId: number; studentId?: string },
): Promise<PointsTable> {
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

export interface DeskCounts {
  total_courses: number;
  total_assignments: number;
  total_live_classes: number;
  total_users: number;
}

/** The counts of DeskStats for cohort `cohortId` (§7.3), in one statement. */
export async function deskCounts(db: Queryable, cohortId: number): Promise<DeskCounts> {
  const [row] = await executeRows<DeskCounts>(
    db,
    sql`SELECT
  (SELECT count(*)::int FROM ${courses} WHERE cla_cohort_id = ${cohortId}) AS total_courses,
  (SELECT count(*)::int FROM ${assignments} WHERE cla_cohort_id = ${cohortId}) AS total_assignments,
  (SELECT count(*)::int FROM ${live_classes} WHERE cla_cohort_id = ${cohortId}) AS total_live_classes,
  (SELECT count(*)::int FROM ${users} u JOIN ${roles} r ON r.id = u.cla_role_id
    WHERE u.cla_cohort_id = ${cohortId} AND r.name = ${STUDENT_ROLE}) AS total_users`,
  );
  return row!;
}
