/** docs/api.md §6.7 Live classes. Steps of §3.4 are numbered in comments. */
import { and, eq } from "drizzle-orm";
import {
  API_MESSAGES,
  classifyFilterId,
  FIELD_MESSAGES,
  liveClassCreate,
  liveClassesQuery,
  liveClassUpdate,
  startsAt,
  STUDENT_ROLE,
  WRAPPERS,
  type LiveClass,
} from "@cla/domain";
import { clockTimestamp, schema } from "../../db/index.ts";
import { toDbTimestamp, toTime, toTimestamp } from "../../db/values.ts";
import { caller, today, type AppContext } from "../../http/context.ts";
import { invalidField, outOfScope } from "../../http/errors.ts";
import { validateFields, validateQuery, wrapper } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { LIVE_CLASSES_PATH, longDate } from "../../mail/templates.ts";
import { noticeToCohort } from "../../notifications/notices.ts";
import { sentFields } from "../../records/changes.ts";
import { checkItemCourse } from "../../records/item-course.ts";
import { findCohort, findOr404, requireCourse, requireUser } from "../../records/lookup.ts";
import { ensureCohortScope } from "../../records/scope.ts";
import {
  liveClassJson,
  requireLiveClass,
  selectLiveClasses,
  type LiveClassFilter,
  type LiveClassRow,
} from "./queries.ts";

const { live_classes, attendances, live_class_joins: joins } = schema;

const timeZone = (c: AppContext) => c.var.deps.settings.academyTimeZone;

/** The classes `filter_id` names, after its 404 and scope checks (docs/api.md §6.7). */
async function filterFor(c: AppContext, filterId: string | undefined): Promise<LiveClassFilter | "none"> {
  const { db } = c.var.deps.database;
  const who = caller(c);
  if (filterId === undefined) {
    // Without a filter: a student gets their cohort's classes, a facilitator every class.
    if (who.isFacilitator) return {};
    return who.cla_cohort_id === null ? "none" : { cla_cohort_id: who.cla_cohort_id };
  }
  // By the form of the id; anything else is the one malformed id that is a 422, not a 404 (§3.2).
  const filter = classifyFilterId(filterId);
  if (filter === null) throw invalidField("filter_id", FIELD_MESSAGES.invalidFilterId);
  switch (filter.kind) {
    case "cohort": {
      const cohort = await findOr404("Cohort", filter.id, (id) => findCohort(db, id));
      ensureCohortScope(who, cohort.id);
      return { cla_cohort_id: cohort.id };
    }
    case "course": {
      const course = await requireCourse(db, filter.id);
      ensureCohortScope(who, course.cla_cohort_id);
      return { cla_course_id: course.id };
    }
    case "user": {
      const user = await requireUser(db, filter.id);
      // A student may name only themselves.
      if (!who.isFacilitator && user.id !== who.id) throw outOfScope();
      // A student's classes are their cohort's; anyone else's are the classes they created (chosen).
      if (user.cla_role_name === STUDENT_ROLE) {
        return user.cla_cohort_id === null ? "none" : { cla_cohort_id: user.cla_cohort_id };
      }
      return { cla_user_id: user.id };
    }
  }
}

export async function listLiveClasses(c: AppContext) {
  const query = validateQuery(c, liveClassesQuery);
  const filter = await filterFor(c, query.filter_id);
  if (filter === "none") return c.json([]);
  return c.json(await selectLiveClasses(c.var.deps.database.db, filter, timeZone(c)));
}

export async function todayClasses(c: AppContext) {
  const classes = await selectLiveClasses(c.var.deps.database.db, { date: today(c) }, timeZone(c));
  const body: { live_classes: LiveClass[]; message?: string } = { live_classes: classes };
  // `message` only when the list is empty (docs/api.md §6.7, a documented exception to §5).
  if (classes.length === 0) body.message = API_MESSAGES.noClassesToday;
  return c.json(body);
}

export async function getLiveClass(c: AppContext) {
  const { db } = c.var.deps.database;
  const liveClass = await requireLiveClass(db, c.req.param("id"));
  ensureCohortScope(caller(c), liveClass.cla_cohort_id);
  return c.json(await liveClassJson(db, liveClass.id, timeZone(c)));
}

export async function createLiveClass(c: AppContext) {
  const { db } = c.var.deps.database;
  const v = validateFields(liveClassCreate, wrapper(c, WRAPPERS.liveClass));
  const course = await checkItemCourse(db, v, null);
  const input = v.valid();
  const id = await write(c, async (tx) => {
    const [row] = await tx
      .insert(live_classes)
      .values({
        name: input.name,
        date: input.date,
        time: input.time,
        duration: input.duration,
        zoom_link: input.zoom_link,
        cla_course_id: input.cla_course_id,
        // Derived from the course (§1.5); the creator is server-set.
        cla_cohort_id: course!.cla_cohort_id,
        cla_user_id: caller(c).id,
      })
      .returning({ id: live_classes.id });
    return row!.id;
  });
  return c.json(await liveClassJson(db, id, timeZone(c)), 201);
}

export async function updateLiveClass(c: AppContext) {
  const { db } = c.var.deps.database;
  const raw = wrapper(c, WRAPPERS.liveClass);
  const liveClass = await requireLiveClass(db, c.req.param("id"));
  const v = validateFields(liveClassUpdate, raw);
  await checkItemCourse(db, v, liveClass);
  const input = v.valid();
  const moved = input.cla_course_id !== undefined && input.cla_course_id !== liveClass.cla_course_id;
  await write(c, async (tx) => {
    await tx
      .update(live_classes)
      .set({
        ...sentFields(input, ["cla_course_id", "cla_cohort_id"]),
        ...(moved && { cla_course_id: input.cla_course_id }),
        updated_at: clockTimestamp(),
      })
      .where(eq(live_classes.id, liveClass.id));
    // Attendance follows the class to its new course in the same transaction (§6.7, §9 invariants).
    if (moved) {
      await tx
        .update(attendances)
        .set({ cla_course_id: input.cla_course_id })
        .where(eq(attendances.cla_live_class_id, liveClass.id));
    }
    // A new day or time: the cohort's students hear of it (§6.16).
    const date = input.date ?? liveClass.date;
    const time = (input.time ?? liveClass.time).slice(0, 5);
    if (date !== liveClass.date || time !== liveClass.time.slice(0, 5)) {
      await noticeToCohort(tx, liveClass.cla_cohort_id, {
        kind: "schedule_change",
        title: `Class moved: ${input.name ?? liveClass.name}`,
        body: `Now on ${longDate(date)} at ${time} (${timeZone(c)}).`,
        path: LIVE_CLASSES_PATH,
      });
    }
  });
  return c.json(await liveClassJson(db, liveClass.id, timeZone(c)));
}

export async function deleteLiveClass(c: AppContext) {
  const liveClass = await requireLiveClass(c.var.deps.database.db, c.req.param("id"));
  // Its attendance goes with it (ON DELETE CASCADE).
  await write(c, (tx) => tx.delete(live_classes).where(eq(live_classes.id, liveClass.id)));
  return c.json({ message: API_MESSAGES.liveClassDeleted });
}

/** A join counts from this many minutes before the start (students come early), to the class's end. */
export const JOIN_EARLY_MINUTES = 15;

/** True while `liveClass` runs at `now`: from JOIN_EARLY_MINUTES before its start to its end. */
function isRunning(liveClass: LiveClassRow, now: Date, zone: string): boolean {
  const start = Date.parse(startsAt(liveClass.date, toTime(liveClass.time), zone));
  const minute = 60_000;
  return (
    start - JOIN_EARLY_MINUTES * minute <= now.getTime() &&
    now.getTime() < start + liveClass.duration * minute
  );
}

/**
 * POST /cla_live_classes/{id}/join (student): the portal's Join notes the student's first join while the
 * class runs (docs/decisions/185). Outside that time nothing is written and `joined_at` is null. No mark
 * is ever written here: the register only pre-selects Present for the facilitator to confirm.
 */
export async function joinLiveClass(c: AppContext) {
  const { db } = c.var.deps.database;
  const liveClass = await requireLiveClass(db, c.req.param("id"));
  const who = caller(c);
  ensureCohortScope(who, liveClass.cla_cohort_id);
  if (!isRunning(liveClass, c.var.now, timeZone(c))) return c.json({ joined_at: null });
  const first = await write(c, async (tx) => {
    await tx
      .insert(joins)
      .values({ cla_live_class_id: liveClass.id, cla_user_id: who.id, joined_at: toDbTimestamp(c.var.now) })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ joined_at: joins.joined_at })
      .from(joins)
      .where(and(eq(joins.cla_live_class_id, liveClass.id), eq(joins.cla_user_id, who.id)));
    return row!.joined_at;
  });
  return c.json({ joined_at: toTimestamp(first) });
}
