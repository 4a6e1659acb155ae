/** API.md §6.9 Dashboards. Steps of §3.4 are numbered in comments. */
import {
  deskStatsQuery,
  FIELD_MESSAGES,
  sortByName,
  STUDENT_ROLE,
  studentDashboardStatsQuery,
  studentListQuery,
  type CourseStatsEntry,
  type DeskStats,
  type StudentDashboardStats,
  type StudentListItem,
} from "@cla/domain";
import { caller, today, type AppContext } from "../../http/context.ts";
import { invalidField, outOfScope } from "../../http/errors.ts";
import { requireCohort, requireUser } from "../../http/records.ts";
import { validateQuery } from "../../http/validate.ts";
import { compareCourses } from "../courses/queries.ts";
import { courseStatsEntry, deskCounts, studentCourseRows, type StudentCourseRow } from "./queries.ts";

type RowWithCourse = StudentCourseRow & { course_id: string; start_date: string; course_name: string };

const hasCourse = (row: StudentCourseRow): row is RowWithCourse => row.course_id !== null;

/** A student's course entries in the course order of §1.6 (start_date, name, id). */
function courseEntries(rows: RowWithCourse[]): CourseStatsEntry[] {
  return rows
    .sort((a, b) =>
      compareCourses(
        { start_date: a.start_date, name: a.course_name, id: a.course_id },
        { start_date: b.start_date, name: b.course_name, id: b.course_id },
      ),
    )
    .map(courseStatsEntry);
}

export async function studentDashboardStats(c: AppContext) {
  const { db } = c.var.deps.database;
  const who = caller(c);
  const query = validateQuery(c, studentDashboardStatsQuery);
  let student: { id: string; cla_cohort_id: number | null };
  if (query.cla_user_id === undefined) {
    // A student may omit it (themselves); a facilitator must name a student.
    if (who.isFacilitator) throw invalidField("cla_user_id", FIELD_MESSAGES.required);
    student = who;
  } else {
    // 8, 9, 10
    const user = await requireUser(db, query.cla_user_id);
    if (!who.isFacilitator && user.id !== who.id) throw outOfScope();
    if (user.cla_role_name !== STUDENT_ROLE) throw invalidField("cla_user_id", FIELD_MESSAGES.mustBeStudent);
    student = user;
  }

  const rows =
    student.cla_cohort_id === null
      ? []
      : (await studentCourseRows(db, { cohortId: student.cla_cohort_id, studentId: student.id })).filter(
          hasCourse,
        );
  const day = today(c);
  const body: StudentDashboardStats = {
    // Courses of the student's cohort that ended before today (§7.3).
    courses_completed: rows.filter((row) => row.end_date! < day).length,
    course_stats: courseEntries(rows),
  };
  return c.json(body);
}

export async function deskStats(c: AppContext) {
  const { db } = c.var.deps.database;
  const query = validateQuery(c, deskStatsQuery);
  const cohort = await requireCohort(db, query.cla_cohort_id);
  const body: DeskStats = await deskCounts(db, cohort.id);
  return c.json(body);
}

export async function studentList(c: AppContext) {
  const { db } = c.var.deps.database;
  const query = validateQuery(c, studentListQuery);
  const cohort = await requireCohort(db, query.cla_cohort_id);
  const rows = await studentCourseRows(db, { cohortId: cohort.id });

  const byStudent = new Map<string, { id: string; name: string; email: string; rows: RowWithCourse[] }>();
  for (const row of rows) {
    let entry = byStudent.get(row.student_id);
    if (!entry) {
      entry = { id: row.student_id, name: row.student_name, email: row.student_email, rows: [] };
      byStudent.set(row.student_id, entry);
    }
    if (hasCourse(row)) entry.rows.push(row);
  }
  // People order of §1.6 (name by the shared collator, then id).
  const body: StudentListItem[] = sortByName([...byStudent.values()]).map((s) => ({
    student: { user_id: s.id, name: s.name, email: s.email },
    courses: courseEntries(s.rows),
  }));
  return c.json(body);
}
