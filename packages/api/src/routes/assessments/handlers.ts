/**
 * docs/api.md §6.5: assignments, contributions and CBTs, one implementation for the three kinds. Steps of
 * §3.4 are numbered in comments.
 */
import { eq } from "drizzle-orm";
import { assessmentCreate, assessmentsQuery, assessmentUpdate, type AssessmentKind } from "@cla/domain";
import { clockTimestamp } from "../../db/index.ts";
import { caller, today, type AppContext } from "../../http/context.ts";
import { validateFields, validateQuery, wrapper } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { itemPath, longDate } from "../../mail/templates.ts";
import { noticeToCohort } from "../../notifications/notices.ts";
import { sentFields } from "../../records/changes.ts";
import { checkItemCourse } from "../../records/item-course.ts";
import { requireCohort, requireCourse } from "../../records/lookup.ts";
import { ensureCohortScope } from "../../records/scope.ts";
import { kindInfo } from "./kinds.ts";
import {
  assessmentJson,
  requireItem,
  selectAssessments,
  type AssessmentFilter,
  type ScoreReader,
} from "./queries.ts";

/** The score shown as `student_score`: the caller's own when a student, never for facilitators. */
function scoreOwner(c: AppContext): ScoreReader | null {
  const who = caller(c);
  return who.isFacilitator ? null : { studentId: who.id, now: c.var.now, today: today(c) };
}

/**
 * The items a list of any kind names (docs/api.md §6.5): the filters `cla_cohort_id` and `cla_course_id`,
 * each checked (404, scope) and combined. With neither, a student gets their own cohort's items and a
 * facilitator none (null: the portal asks for a cohort first). Also the filter of GET …/work_status (§6.13).
 */
export async function listFilter(c: AppContext): Promise<AssessmentFilter | null> {
  const { db } = c.var.deps.database;
  const who = caller(c);
  // 8: a repeated parameter is 422; named records must exist.
  const query = validateQuery(c, assessmentsQuery);
  const cohort = query.cla_cohort_id === undefined ? undefined : await requireCohort(db, query.cla_cohort_id);
  const course = query.cla_course_id === undefined ? undefined : await requireCourse(db, query.cla_course_id);
  // 9: a student names only their own cohort and its courses.
  if (cohort) ensureCohortScope(who, cohort.id);
  if (course) ensureCohortScope(who, course.cla_cohort_id);
  if (cohort || course) return { cla_cohort_id: cohort?.id, cla_course_id: course?.id };
  if (who.isFacilitator || who.cla_cohort_id === null) return null;
  return { cla_cohort_id: who.cla_cohort_id };
}

export function assessmentHandlers(kind: AssessmentKind) {
  const info = kindInfo(kind);
  const { items, scores } = info.tables;

  async function list(c: AppContext) {
    const filter = await listFilter(c);
    if (filter === null) return c.json([]);
    return c.json(await selectAssessments(c.var.deps.database.db, kind, filter, scoreOwner(c)));
  }

  async function get(c: AppContext) {
    const { db } = c.var.deps.database;
    const item = await requireItem(db, kind, c.req.param("id"));
    ensureCohortScope(caller(c), item.cla_cohort_id);
    return c.json(await assessmentJson(db, kind, item.id, scoreOwner(c)));
  }

  async function create(c: AppContext) {
    const { db } = c.var.deps.database;
    const v = validateFields(assessmentCreate, wrapper(c, info.wrapper));
    const course = await checkItemCourse(db, v, null);
    const input = v.valid();
    const id = await write(c, async (tx) => {
      const [row] = await tx
        .insert(items)
        .values({
          name: input.name,
          description: input.description,
          due_date: input.due_date,
          cla_course_id: input.cla_course_id,
          // Derived from the course (§1.5); the creator is server-set.
          cla_cohort_id: course!.cla_cohort_id,
          cla_user_id: caller(c).id,
        })
        .returning({ id: items.id });
      return row!.id;
    });
    return c.json(await assessmentJson(db, kind, id, null), 201);
  }

  async function update(c: AppContext) {
    const { db } = c.var.deps.database;
    const raw = wrapper(c, info.wrapper);
    const item = await requireItem(db, kind, c.req.param("id"));
    const v = validateFields(assessmentUpdate, raw);
    await checkItemCourse(db, v, item);
    const input = v.valid();
    const moved = input.cla_course_id !== undefined && input.cla_course_id !== item.cla_course_id;
    await write(c, async (tx) => {
      await tx
        .update(items)
        .set({
          ...sentFields(input, ["cla_course_id", "cla_cohort_id"]),
          ...(moved && { cla_course_id: input.cla_course_id }),
          updated_at: clockTimestamp(),
        })
        .where(eq(items.id, item.id));
      // The item's scores follow it to its new course in the same transaction (§6.5, §9 invariants).
      if (moved) {
        await scores.moveToCourse(tx, item.id, input.cla_course_id!);
      }
      // A new due date: the cohort's students hear of it (§6.16).
      if (input.due_date !== undefined && input.due_date !== item.due_date) {
        await noticeToCohort(tx, item.cla_cohort_id, {
          kind: "schedule_change",
          title: `Due date changed: ${input.name ?? item.name}`,
          body: `Now due ${longDate(input.due_date)}.`,
          path: itemPath(kind, item.id),
        });
      }
    });
    return c.json(await assessmentJson(db, kind, item.id, null));
  }

  async function remove(c: AppContext) {
    const { db } = c.var.deps.database;
    const item = await requireItem(db, kind, c.req.param("id"));
    // Its scores go with it (ON DELETE CASCADE).
    await write(c, (tx) => tx.delete(items).where(eq(items.id, item.id)));
    return c.json({ message: info.deleteMessage });
  }

  return { list, get, create, update, remove };
}
