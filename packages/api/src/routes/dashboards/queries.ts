/**
 * The points of API.md §7.2 per (student, course) of one cohort, and the counts of §7.3, each in ONE
 * SQL statement whatever the number of students, courses, items and scores (§7.4).
 *
 * Every value is rounded once, by PostgreSQL's ROUND(numeric, 2) (halves away from zero), from exact
 * numeric sums: never from floats, never from a rounded percentage. "U's scores in C" are scores whose
 * item belongs to C now, so each sum joins the score to its item's current course.
 */
import { sql, type SQL } from "drizzle-orm";
import { STUDENT_ROLE, type CourseStatsEntry } from "@cla/domain";
import { executeRows, schema, type Queryable } from "../../db/index.ts";
import { toNumber } from "../../db/values.ts";

const {
  users,
  roles,
  courses,
  assignments,
  contributions,
  cbts,
  submissions,
  contribution_scores,
  cbt_scores,
  live_classes,
  attendances,
} = schema;

export interface StudentCourseRow {
  student_id: string;
  student_name: string;
  student_email: string;
  /** null when the cohort has no course: the student still has a row */
  course_id: string | null;
  course_name: string | null;
  start_date: string | null;
  end_date: string | null;
  // numeric text, already rounded to 2 decimals
  submission_percentage: string | null;
  submission_points: string | null;
  attendance_percentage: string | null;
  attendance_points: string | null;
  contributions_points: string | null;
  cbt_points: string | null;
}

/**
 * One row per (student of cohort `cohortId`, course of that cohort), or per student alone when the
 * cohort has no course. `studentId` narrows it to one student (student_dashboard_stats).
 */
export function studentCourseRows(
  db: Queryable,
  options: { cohortId: number; studentId?: string },
): Promise<StudentCourseRow[]> {
  const { cohortId, studentId } = options;
  const onlyStudent = (column: SQL) => (studentId === undefined ? sql`` : sql` AND ${column} = ${studentId}`);
  return executeRows<StudentCourseRow>(
    db,
    sql`
WITH st AS (
  SELECT u.id, u.name, u.email
  FROM ${users} u JOIN ${roles} r ON r.id = u.cla_role_id
  WHERE u.cla_cohort_id = ${cohortId} AND r.name = ${STUDENT_ROLE}${onlyStudent(sql`u.id`)}
), co AS (
  SELECT c.id, c.name, c.start_date, c.end_date,
    (SELECT count(*) FROM ${assignments} a WHERE a.cla_course_id = c.id) AS n_a,
    (SELECT count(*) FROM ${cbts} t WHERE t.cla_course_id = c.id) AS n_t
  FROM ${courses} c
  WHERE c.cla_cohort_id = ${cohortId}
), sub AS (
  SELECT s.cla_student_id AS student_id, a.cla_course_id AS course_id, sum(s.score) AS s_a
  FROM ${submissions} s JOIN ${assignments} a ON a.id = s.cla_assignment_id
  WHERE a.cla_cohort_id = ${cohortId}${onlyStudent(sql`s.cla_student_id`)}
  GROUP BY 1, 2
), att AS (
  SELECT m.cla_user_id AS student_id, l.cla_course_id AS course_id,
    count(*) AS m, count(*) FILTER (WHERE m.present) AS p
  FROM ${attendances} m JOIN ${live_classes} l ON l.id = m.cla_live_class_id
  WHERE l.cla_cohort_id = ${cohortId}${onlyStudent(sql`m.cla_user_id`)}
  GROUP BY 1, 2
), con AS (
  SELECT s.cla_user_id AS student_id, k.cla_course_id AS course_id, sum(s.score) AS s_k, count(*) AS k
  FROM ${contribution_scores} s JOIN ${contributions} k ON k.id = s.cla_contribution_id
  WHERE k.cla_cohort_id = ${cohortId}${onlyStudent(sql`s.cla_user_id`)}
  GROUP BY 1, 2
), tst AS (
  SELECT s.cla_user_id AS student_id, t.cla_course_id AS course_id, sum(s.score) AS s_t
  FROM ${cbt_scores} s JOIN ${cbts} t ON t.id = s.cla_cbt_id
  WHERE t.cla_cohort_id = ${cohortId}${onlyStudent(sql`s.cla_user_id`)}
  GROUP BY 1, 2
)
SELECT st.id AS student_id, st.name AS student_name, st.email AS student_email,
  co.id AS course_id, co.name AS course_name, co.start_date, co.end_date,
  CASE WHEN co.n_a = 0 THEN 0
    ELSE round(100 * coalesce(sub.s_a, 0) / (100 * co.n_a), 2) END AS submission_percentage,
  CASE WHEN co.n_a = 0 THEN 0
    ELSE round(25 * coalesce(sub.s_a, 0) / (100 * co.n_a), 2) END AS submission_points,
  CASE WHEN coalesce(att.m, 0) = 0 THEN 0
    ELSE round(100 * att.p::numeric / att.m, 2) END AS attendance_percentage,
  CASE WHEN coalesce(att.m, 0) = 0 THEN 0
    ELSE round(30 * att.p::numeric / att.m, 2) END AS attendance_points,
  CASE WHEN coalesce(con.k, 0) = 0 THEN 0
    ELSE round(25 * con.s_k / (100 * con.k), 2) END AS contributions_points,
  CASE WHEN co.n_t = 0 THEN 0
    ELSE round(20 * coalesce(tst.s_t, 0) / (100 * co.n_t), 2) END AS cbt_points
FROM st
LEFT JOIN co ON true
LEFT JOIN sub ON sub.student_id = st.id AND sub.course_id = co.id
LEFT JOIN att ON att.student_id = st.id AND att.course_id = co.id
LEFT JOIN con ON con.student_id = st.id AND con.course_id = co.id
LEFT JOIN tst ON tst.student_id = st.id AND tst.course_id = co.id`,
  );
}

/** The `CourseStatsEntry` of a row that has a course. */
export function courseStatsEntry(row: StudentCourseRow & { course_id: string }): CourseStatsEntry {
  const n = (value: string | null) => toNumber(value ?? "0");
  return {
    course_id: row.course_id,
    course_name: row.course_name!,
    course_stats: {
      user_submission_percentage: {
        submission_percentage: n(row.submission_percentage),
        submission_points: n(row.submission_points),
      },
      user_attendance_percentage: {
        attendance_percentage: n(row.attendance_percentage),
        attendance_points: n(row.attendance_points),
      },
      user_contribution_stats: { contributions_points: n(row.contributions_points) },
      user_cbt_stats: { cbt_points: n(row.cbt_points) },
    },
  };
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
