/**
 * Courses as the `Course` object of docs/api.md §5, with `facilitator_name`, the counts of §7.3 and
 * `locked` (§7.1), in ONE statement whatever the number of courses (§7.4).
 */
import { compareNames, type Course } from "@cla/domain";
import { eq, sql } from "drizzle-orm";
import { schema, type Queryable } from "../../db/index.ts";
import { equalities } from "../../db/filters.ts";
import { toTimestamp } from "../../db/values.ts";
import { findOr404, first } from "../../records/lookup.ts";

const { courses, users, topics, assignments, live_classes } = schema;

/** Course order of docs/api.md §1.6: start_date, name (collator), id. */
export function compareCourses(
  a: { start_date: string; name: string; id: string },
  b: { start_date: string; name: string; id: string },
): number {
  if (a.start_date !== b.start_date) return a.start_date < b.start_date ? -1 : 1;
  return compareNames(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** What a list of courses is narrowed to: each key present is one equality (none: every course). */
export interface CourseFilter {
  id?: string;
  cla_cohort_id?: number;
  cla_user_id?: string;
}

const FILTER_COLUMNS = {
  id: courses.id,
  cla_cohort_id: courses.cla_cohort_id,
  cla_user_id: courses.cla_user_id,
};

/**
 * Courses matching `filter`, in the course order. `today` is the academy's date (§1.4), passed as a
 * parameter; `forStudent` decides `locked`.
 */
export async function selectCourses(
  db: Queryable,
  filter: CourseFilter,
  options: { today: string; forStudent: boolean },
): Promise<Course[]> {
  const { today, forStudent } = options;
  const rows = await db
    .select({
      id: courses.id,
      name: courses.name,
      description: courses.description,
      cla_cohort_id: courses.cla_cohort_id,
      start_date: courses.start_date,
      end_date: courses.end_date,
      lecture_notes_url: courses.lecture_notes_url,
      lecture_video_url: courses.lecture_video_url,
      additional_reading_url: courses.additional_reading_url,
      cla_user_id: courses.cla_user_id,
      facilitator_name: users.name,
      topics_count: sql<number>`(SELECT count(*)::int FROM ${topics} WHERE ${topics.cla_course_id} = ${courses.id})`,
      assignments_count: sql<number>`(SELECT count(*)::int FROM ${assignments} WHERE ${assignments.cla_course_id} = ${courses.id})`,
      pending_live_classes_count: sql<number>`(SELECT count(*)::int FROM ${live_classes} WHERE ${live_classes.cla_course_id} = ${courses.id} AND ${live_classes.date} >= ${today}::date)`,
      created_at: courses.created_at,
      updated_at: courses.updated_at,
    })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.cla_user_id))
    .where(equalities(FILTER_COLUMNS, filter));
  return rows
    .map((row): Course => ({
      id: row.id,
      name: row.name,
      description: row.description,
      cla_cohort_id: row.cla_cohort_id,
      start_date: row.start_date,
      end_date: row.end_date,
      lecture_notes_url: row.lecture_notes_url,
      lecture_video_url: row.lecture_video_url,
      additional_reading_url: row.additional_reading_url,
      cla_user_id: row.cla_user_id,
      facilitator_name: row.facilitator_name,
      // §7.1: only students see a course that has not started yet as locked.
      locked: forStudent && row.start_date > today,
      topics_count: row.topics_count,
      assignments_count: row.assignments_count,
      pending_live_classes_count: row.pending_live_classes_count,
      created_at: toTimestamp(row.created_at),
      updated_at: toTimestamp(row.updated_at),
    }))
    .sort(compareCourses);
}

/** One course as `Course`, or 404 `Course not found`. */
export function courseJson(
  db: Queryable,
  id: string,
  options: { today: string; forStudent: boolean },
): Promise<Course> {
  return findOr404("Course", id, (id) => first(selectCourses(db, { id }, options)));
}
