/**
 * docs/api.md §6.7 Attendance: missing_attendance, POST cla_attendances (one student), and the register
 * (GET and POST cla_attendances/register: many students of one class in one save). Steps of §3.4 in comments.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  API_ERRORS,
  ATTENDANCE_REGISTER_NESTED_LISTS,
  attendanceCreate,
  attendanceRegisterCreate,
  FIELD_MESSAGES,
  missingAttendanceQuery,
  sortByName,
  WRAPPERS,
  type Attendance,
} from "@cla/domain";
import { schema } from "../../db/index.ts";
import { onUnique } from "../../db/unique.ts";
import { toTimestamp } from "../../db/values.ts";
import type { Queryable } from "../../db/index.ts";
import { caller, today, type AppContext } from "../../http/context.ts";
import { apiError, invalidField } from "../../http/errors.ts";
import { validateFields, validateQuery, wrapper, type FieldValidation } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { activeStudentOf, findUser, isStudentOf, requireCohort } from "../../records/lookup.ts";
import { findLiveClass, requireLiveClass, type LiveClassRow } from "../live-classes/queries.ts";

const { attendances, live_class_joins: joins, users, roles } = schema;

type AttendanceRow = typeof attendances.$inferSelect;

function attendanceJson(row: AttendanceRow): Attendance {
  return {
    id: row.id,
    cla_live_class_id: row.cla_live_class_id,
    cla_user_id: row.cla_user_id,
    cla_facilitator_id: row.cla_facilitator_id,
    cla_cohort_id: row.cla_cohort_id,
    cla_course_id: row.cla_course_id,
    present: row.present,
    created_at: toTimestamp(row.created_at),
  };
}

/** The class a request marks (the query's `cla_live_class_id`), after its 404 and cohort checks. */
async function queriedClass(c: AppContext): Promise<LiveClassRow> {
  const { db } = c.var.deps.database;
  // 8: `is required`, then the addressed records (404, malformed too).
  const query = validateQuery(c, missingAttendanceQuery);
  const liveClass = await requireLiveClass(db, query.cla_live_class_id);
  const cohort = query.cla_cohort_id === undefined ? undefined : await requireCohort(db, query.cla_cohort_id);
  // 10: an optional cohort must be the class's own.
  if (cohort && cohort.id !== liveClass.cla_cohort_id) {
    throw invalidField("cla_cohort_id", FIELD_MESSAGES.mustMatchLiveClassCohort);
  }
  return liveClass;
}

/** The condition "no mark yet for `liveClassId`", for a query of users. */
const unmarkedIn = (liveClassId: string) =>
  sql`NOT EXISTS (SELECT 1 FROM ${attendances} WHERE ${attendances.cla_live_class_id} = ${liveClassId} AND ${attendances.cla_user_id} = ${users.id})`;

export async function missingAttendance(c: AppContext) {
  const { db } = c.var.deps.database;
  const liveClass = await queriedClass(c);
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .where(and(activeStudentOf(liveClass.cla_cohort_id), unmarkedIn(liveClass.id)));
  return c.json({ missing_users: sortByName(rows) });
}

/** GET /cla_attendances/register: the students without a mark, each with the time they first joined. */
export async function registerStudents(c: AppContext) {
  const { db } = c.var.deps.database;
  const liveClass = await queriedClass(c);
  const rows = await db
    .select({ id: users.id, name: users.name, joined_at: joins.joined_at })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .leftJoin(joins, and(eq(joins.cla_user_id, users.id), eq(joins.cla_live_class_id, liveClass.id)))
    .where(and(activeStudentOf(liveClass.cla_cohort_id), unmarkedIn(liveClass.id)));
  const students = sortByName(rows).map((row) => ({
    id: row.id,
    name: row.name,
    joined_at: row.joined_at === null ? null : toTimestamp(row.joined_at),
  }));
  return c.json({ students });
}

/**
 * 10: the class a mark names must exist and have taken place (by date, like upcoming/past: a class later
 * today can be marked). Adds the field error; the class, when it exists.
 */
async function checkMarkedClass(
  c: AppContext,
  db: Queryable,
  v: FieldValidation<{ cla_live_class_id: string }>,
): Promise<LiveClassRow | undefined> {
  if (!v.has("cla_live_class_id")) return undefined;
  const liveClass = await findLiveClass(db, v.data.cla_live_class_id);
  if (!liveClass) v.add("cla_live_class_id", FIELD_MESSAGES.doesNotExist);
  else if (liveClass.date > today(c)) v.add("cla_live_class_id", FIELD_MESSAGES.notTakenPlaceYet);
  return liveClass;
}

/** The values of a new mark: server-set (§1.5) facilitator, and the class's cohort and course. */
function markValues(c: AppContext, liveClass: LiveClassRow, studentId: string, present: boolean) {
  return {
    cla_live_class_id: liveClass.id,
    cla_user_id: studentId,
    cla_facilitator_id: caller(c).id,
    cla_cohort_id: liveClass.cla_cohort_id,
    cla_course_id: liveClass.cla_course_id,
    present,
  };
}

export async function markAttendance(c: AppContext) {
  const { db } = c.var.deps.database;
  // 7, 10: the wrapper, then every field error together, reference checks included.
  const v = validateFields(attendanceCreate, wrapper(c, WRAPPERS.attendance));
  const liveClass = await checkMarkedClass(c, db, v);
  if (v.has("cla_user_id")) {
    const user = await findUser(db, v.data.cla_user_id);
    if (!user) v.add("cla_user_id", FIELD_MESSAGES.doesNotExist);
    else if (liveClass && !isStudentOf(user, liveClass.cla_cohort_id)) {
      v.add("cla_user_id", FIELD_MESSAGES.mustBeStudentOfCohort);
    }
  }
  const input = v.valid();
  const cls = liveClass!;
  // 12: exactly once per (class, student) through the unique index.
  const [row] = await onUnique(
    () =>
      write(c, (tx) =>
        tx
          .insert(attendances)
          .values(markValues(c, cls, input.cla_user_id, input.present))
          .returning(),
      ),
    { attendances_class_user_unique: apiError(409, API_ERRORS.attendanceAlreadyMarked) },
  );
  return c.json(attendanceJson(row!), 201);
}

/**
 * POST /cla_attendances/register: many marks of one class in one transaction. Each mark is final and
 * written exactly once: a student marked before (an earlier save, a double click, another facilitator at
 * the same time) is answered with the mark that stands, and the rest are still written.
 */
export async function saveRegister(c: AppContext) {
  const { db } = c.var.deps.database;
  // 7, 10: the wrapper, then every field error together, reference checks included.
  const v = validateFields(
    attendanceRegisterCreate,
    wrapper(c, WRAPPERS.attendanceRegister),
    ATTENDANCE_REGISTER_NESTED_LISTS,
  );
  const liveClass = await checkMarkedClass(c, db, v);
  const marksFailed = Object.keys(v.errors).some((key) => key === "marks" || key.startsWith("marks."));
  if (v.has("marks")) await checkRegisterStudents(db, v, liveClass);
  else if (!marksFailed) v.add("marks", FIELD_MESSAGES.required);
  const input = v.valid();
  const cls = liveClass!;
  const marks = input.marks!;
  // 12: exactly once per (class, student) through the unique index: a row that exists is left alone.
  const saved = await write(c, async (tx) => {
    const marked = await tx
      .insert(attendances)
      .values(marks.map((mark) => markValues(c, cls, mark.cla_user_id, mark.present)))
      .onConflictDoNothing({ target: [attendances.cla_live_class_id, attendances.cla_user_id] })
      .returning();
    const written = new Set(marked.map((row) => row.cla_user_id));
    const others = marks.map((mark) => mark.cla_user_id).filter((id) => !written.has(id));
    // Read after the insert: a concurrent save's rows it waited for are committed and seen here.
    const standing =
      others.length === 0
        ? []
        : await tx
            .select()
            .from(attendances)
            .where(and(eq(attendances.cla_live_class_id, cls.id), inArray(attendances.cla_user_id, others)));
    return { marked, standing };
  });
  const order = new Map(marks.map((mark, index) => [mark.cla_user_id, index]));
  const inRequestOrder = (rows: AttendanceRow[]) =>
    rows.sort((a, b) => order.get(a.cla_user_id)! - order.get(b.cla_user_id)!).map(attendanceJson);
  return c.json({ marked: inRequestOrder(saved.marked), already_marked: inRequestOrder(saved.standing) });
}

/** 10: every marked student named once, existing, and a student of the class's cohort. */
async function checkRegisterStudents(
  db: Queryable,
  v: FieldValidation<{ marks?: { cla_user_id: string; present: boolean }[] }>,
  liveClass: LiveClassRow | undefined,
) {
  const marks = v.data.marks ?? [];
  if (marks.length === 0) {
    v.add("marks", FIELD_MESSAGES.required);
    return;
  }
  const ids = [...new Set(marks.map((mark) => mark.cla_user_id))];
  const found = await db
    .select({ id: users.id, cla_cohort_id: users.cla_cohort_id, cla_role_name: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .where(inArray(users.id, ids));
  const byId = new Map(found.map((user) => [user.id, user]));
  const seen = new Set<string>();
  marks.forEach((mark, index) => {
    const key = `marks.${index}.cla_user_id`;
    const user = byId.get(mark.cla_user_id);
    if (seen.has(mark.cla_user_id)) v.add(key, FIELD_MESSAGES.duplicateInRegister);
    else if (!user) v.add(key, FIELD_MESSAGES.doesNotExist);
    else if (liveClass && !isStudentOf(user, liveClass.cla_cohort_id)) {
      v.add(key, FIELD_MESSAGES.mustBeStudentOfCohort);
    }
    seen.add(mark.cla_user_id);
  });
}
