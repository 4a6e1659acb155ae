/**
 * The course of an assessment or live class (docs/api.md §1.5 "Derived cohort", §6.5, §6.7), checked in
 * step 10 of §3.4 together with the other field errors:
 * - `cla_course_id` must name a course (`does not exist`); on update, a new course must be in the
 *   item's cohort (`must belong to the same cohort`): items never change cohort;
 * - `cla_cohort_id` is derived from the course; when the body carries one it must equal the course's
 *   cohort (`must match the course's cohort`).
 */
import { FIELD_MESSAGES } from "@cla/domain";
import type { Queryable } from "../db/index.ts";
import type { FieldValidation } from "../http/validate.ts";
import { findCourse, type CourseRow } from "./lookup.ts";

interface CourseFields {
  cla_course_id: string;
  cla_cohort_id: number | null;
}

/**
 * Adds the course and cohort errors to `v`. `stored` is the item being updated (null on create).
 * Returns the course named in the body when it exists, else undefined.
 */
export async function checkItemCourse(
  db: Queryable,
  v: FieldValidation<Partial<CourseFields>>,
  stored: { cla_cohort_id: number } | null,
): Promise<CourseRow | undefined> {
  let course: CourseRow | undefined;
  if (v.has("cla_course_id")) {
    course = await findCourse(db, v.data.cla_course_id);
    if (!course) v.add("cla_course_id", FIELD_MESSAGES.doesNotExist);
    else if (stored && course.cla_cohort_id !== stored.cla_cohort_id) {
      v.add("cla_course_id", FIELD_MESSAGES.mustBelongToSameCohort);
    }
  }
  // null or "" means "not sent" (optional field, docs/api.md §1.3): the cohort is derived.
  const sentCohort = v.errors.cla_cohort_id ? undefined : v.data.cla_cohort_id;
  if (sentCohort !== undefined && sentCohort !== null) {
    // The course the item will belong to: the new one, or (on update without one) the stored one.
    const expected = course?.cla_cohort_id ?? (v.has("cla_course_id") ? undefined : stored?.cla_cohort_id);
    if (expected !== undefined && sentCohort !== expected) {
      v.add("cla_cohort_id", FIELD_MESSAGES.mustMatchCourseCohort);
    }
  }
  return course;
}
