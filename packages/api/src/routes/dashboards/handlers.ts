/** docs/api.md §6.9 Dashboards. Steps of §3.4 are numbered in comments. */
import {
  deskStatsQuery,
  studentDashboardStatsQuery,
  studentListQuery,
  type DeskStats,
  type StudentDashboardStats,
  type StudentListItem,
} from "@cla/domain";
import { caller, today, type AppContext } from "../../http/context.ts";
import { validateQuery } from "../../http/validate.ts";
import { requireCohort } from "../../records/lookup.ts";
import { requireStudentOf } from "../../records/scope.ts";
import { cohortCourses, cohortStudents, coursePoints, deskCounts } from "./queries.ts";

export async function studentDashboardStats(c: AppContext) {
  const { db } = c.var.deps.database;
  const who = caller(c);
  const query = validateQuery(c, studentDashboardStatsQuery);
  const student = await requireStudentOf(db, who, query.cla_user_id);

  const cohortId = student.cla_cohort_id;
  const day = today(c);
  // The student reads their CBT points as they see the scores; facilitators see every score at once.
  const seenAt = who.isFacilitator ? undefined : { now: c.var.now, today: day };
  // Students always have a cohort (§4); one without would simply have no course.
  const [courses, points] =
    cohortId === null
      ? [[], null]
      : await Promise.all([
          cohortCourses(db, cohortId),
          coursePoints(db, { cohortId, studentId: student.id, seenAt }),
        ]);
  const body: StudentDashboardStats = {
    // Courses of the student's cohort that ended before today (§7.3).
    courses_completed: courses.filter((course) => course.end_date < day).length,
    // Every course of the cohort, locked ones included, in course order.
    course_stats: courses.map((course) => points!.entry(student.id, course)),
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
  // Three independent reads; on PostgreSQL they run side by side on the pool.
  const [students, courses, points] = await Promise.all([
    cohortStudents(db, cohort.id),
    cohortCourses(db, cohort.id),
    coursePoints(db, { cohortId: cohort.id }),
  ]);
  // People order, each with every course of the cohort in course order (§1.6).
  const body: StudentListItem[] = students.map((student) => ({
    student: { user_id: student.id, name: student.name, email: student.email },
    courses: courses.map((course) => points.entry(student.id, course)),
  }));
  return c.json(body);
}
