/** docs/api.md §6.3 Courses. Steps of §3.4 are numbered in comments. */
import { eq } from "drizzle-orm";
import {
  API_ERRORS,
  API_MESSAGES,
  courseCreate,
  coursesQuery,
  courseUpdate,
  FIELD_MESSAGES,
  parseIntegerId,
  WRAPPERS,
} from "@cla/domain";
import { clockTimestamp, schema } from "../../db/index.ts";
import { onUnique } from "../../db/unique.ts";
import { caller, today, type AppContext } from "../../http/context.ts";
import { apiError, invalidField, outOfScope } from "../../http/errors.ts";
import { validateFields, validateQuery, wrapper } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { refuseCohortChange, sentFields } from "../../records/changes.ts";
import { findCohort, requireCohort, requireCourse, requireUser } from "../../records/lookup.ts";
import { ensureCohortScope } from "../../records/scope.ts";
import { courseJson, selectCourses } from "./queries.ts";

const { courses } = schema;

const nameTaken = () => ({ courses_cohort_name_unique: apiError(409, API_ERRORS.courseNameTaken) });

function view(c: AppContext) {
  return { today: today(c), forStudent: !caller(c).isFacilitator };
}

export async function listCourses(c: AppContext) {
  const { db } = c.var.deps.database;
  const who = caller(c);
  // 8: repeated parameters and alias conflicts are 422; named records must exist.
  const query = validateQuery(c, coursesQuery);
  if (query.cla_cohort_id !== undefined && query.cohort_id !== undefined) {
    const a = parseIntegerId(query.cla_cohort_id) ?? query.cla_cohort_id;
    const b = parseIntegerId(query.cohort_id) ?? query.cohort_id;
    if (a !== b) throw invalidField("cohort_id", FIELD_MESSAGES.invalid);
  }
  const cohortParam = query.cla_cohort_id ?? query.cohort_id;
  const cohort = cohortParam === undefined ? undefined : await requireCohort(db, cohortParam);
  const creator = query.cla_user_id === undefined ? undefined : await requireUser(db, query.cla_user_id);
  // 9: a student sees only their cohort and may not filter by creator at all.
  if (!who.isFacilitator) {
    if (creator) throw outOfScope();
    if (cohort) ensureCohortScope(who, cohort.id);
  }

  const cohortId = cohort?.id ?? (who.isFacilitator ? undefined : who.cla_cohort_id);
  // A student without a cohort cannot exist (§4), but if one did they would see nothing.
  if (cohortId === null) return c.json([]);
  return c.json(await selectCourses(db, { cla_cohort_id: cohortId, cla_user_id: creator?.id }, view(c)));
}

export async function getCourse(c: AppContext) {
  const { db } = c.var.deps.database;
  const course = await requireCourse(db, c.req.param("id"));
  ensureCohortScope(caller(c), course.cla_cohort_id);
  return c.json(await courseJson(db, course.id, view(c)));
}

export async function createCourse(c: AppContext) {
  const { db } = c.var.deps.database;
  const v = validateFields(courseCreate, wrapper(c, WRAPPERS.course));
  if (v.has("cla_cohort_id") && !(await findCohort(db, v.data.cla_cohort_id))) {
    v.add("cla_cohort_id", FIELD_MESSAGES.doesNotExist);
  }
  const input = v.valid();
  const id = await onUnique(
    () =>
      write(c, async (tx) => {
        const [row] = await tx
          .insert(courses)
          .values({
            name: input.name,
            description: input.description,
            cla_cohort_id: input.cla_cohort_id,
            start_date: input.start_date,
            end_date: input.end_date,
            lecture_notes_url: input.lecture_notes_url ?? null,
            lecture_video_url: input.lecture_video_url ?? null,
            additional_reading_url: input.additional_reading_url ?? null,
            // Server-set: the creating facilitator (§1.5).
            cla_user_id: caller(c).id,
          })
          .returning({ id: courses.id });
        return row!.id;
      }),
    nameTaken(),
  );
  return c.json(await courseJson(db, id, view(c)), 201);
}

export async function updateCourse(c: AppContext) {
  const { db } = c.var.deps.database;
  const raw = wrapper(c, WRAPPERS.course);
  const course = await requireCourse(db, c.req.param("id"));
  const v = validateFields(courseUpdate, raw);
  // Courses never change cohort (§6.3).
  refuseCohortChange(v, course.cla_cohort_id);
  // With only one of the two dates sent, compare it with the stored other one.
  const start = v.data.start_date ?? course.start_date;
  const end = v.data.end_date ?? course.end_date;
  const datesSent = v.has("start_date") || v.has("end_date");
  if (datesSent && !v.errors.start_date && !v.errors.end_date && end < start) {
    v.add("end_date", FIELD_MESSAGES.endBeforeStart);
  }
  const changes = sentFields(v.valid(), ["cla_cohort_id"]);
  await onUnique(
    () =>
      write(c, (tx) =>
        tx
          .update(courses)
          .set({ ...changes, updated_at: clockTimestamp() })
          .where(eq(courses.id, course.id)),
      ),
    nameTaken(),
  );
  return c.json(await courseJson(db, course.id, view(c)));
}

export async function deleteCourse(c: AppContext) {
  const { db } = c.var.deps.database;
  const course = await requireCourse(db, c.req.param("id"));
  // Topics, assessments with their scores, live classes with their attendance go with it (ON DELETE CASCADE).
  await write(c, (tx) => tx.delete(courses).where(eq(courses.id, course.id)));
  return c.json({ message: API_MESSAGES.courseDeleted });
}
