/** docs/api.md §6.7 Attendance: missing_attendance and POST cla_attendances. Steps of §3.4 in comments. */
import { and, eq, sql } from "drizzle-orm";
import {
  API_ERRORS,
  attendanceCreate,
  FIELD_MESSAGES,
  missingAttendanceQuery,
  sortByName,
  WRAPPERS,
  type Attendance,
} from "@cla/domain";
import { schema } from "../../db/index.ts";
import { onUnique } from "../../db/unique.ts";
import { toTimestamp } from "../../db/values.ts";
import { caller, today, type AppContext } from "../../http/context.ts";
import { apiError, invalidField } from "../../http/errors.ts";
import { validateFields, validateQuery, wrapper } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { activeStudentOf, findUser, isStudentOf, requireCohort } from "../../records/lookup.ts";
import { findLiveClass, requireLiveClass } from "../live-classes/queries.ts";

const { attendances, users, roles } = schema;

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

export async function missingAttendance(c: AppContext) {
  const { db } = c.var.deps.database;
  // 8: `is required`, then the addressed records (404, malformed too).
  const query = validateQuery(c, missingAttendanceQuery);
  const liveClass = await requireLiveClass(db, query.cla_live_class_id);
  const cohort = query.cla_cohort_id === undefined ? undefined : await requireCohort(db, query.cla_cohort_id);
  // 10: an optional cohort must be the class's own.
  if (cohort && cohort.id !== liveClass.cla_cohort_id) {
    throw invalidField("cla_cohort_id", FIELD_MESSAGES.mustMatchLiveClassCohort);
  }
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .where(
      and(
        activeStudentOf(liveClass.cla_cohort_id),
        sql`NOT EXISTS (SELECT 1 FROM ${attendances} WHERE ${attendances.cla_live_class_id} = ${liveClass.id} AND ${attendances.cla_user_id} = ${users.id})`,
      ),
    );
  return c.json({ missing_users: sortByName(rows) });
}

export async function markAttendance(c: AppContext) {
  const { db } = c.var.deps.database;
  // 7, 10: the wrapper, then every field error together, reference checks included.
  const v = validateFields(attendanceCreate, wrapper(c, WRAPPERS.attendance));
  const liveClass = v.has("cla_live_class_id")
    ? await findLiveClass(db, v.data.cla_live_class_id)
    : undefined;
  if (v.has("cla_live_class_id")) {
    if (!liveClass) v.add("cla_live_class_id", FIELD_MESSAGES.doesNotExist);
    // Only classes dated today or earlier can be marked (chosen: by date, like upcoming/past).
    else if (liveClass.date > today(c)) v.add("cla_live_class_id", FIELD_MESSAGES.notTakenPlaceYet);
  }
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
          .values({
            cla_live_class_id: cls.id,
            cla_user_id: input.cla_user_id,
            // Server-set (§1.5): the caller, and the class's cohort and course.
            cla_facilitator_id: caller(c).id,
            cla_cohort_id: cls.cla_cohort_id,
            cla_course_id: cls.cla_course_id,
            present: input.present,
          })
          .returning(),
      ),
    { attendances_class_user_unique: apiError(409, API_ERRORS.attendanceAlreadyMarked) },
  );
  return c.json(attendanceJson(row!), 201);
}
