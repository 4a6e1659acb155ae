/**
 * Notices (docs/api.md §6.16): one row of `notifications` per person told of something, inserted in the
 * transaction of its cause, like the outbox's mail (§8).
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { NotificationKind } from "@cla/domain";
import { schema, type Queryable } from "../db/index.ts";
import { activeStudentOf } from "../records/lookup.ts";

export interface Notice {
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The portal screen the notice opens, e.g. `/portal/assignments/<id>`. */
  path: string;
}

export async function insertNotices(db: Queryable, notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  await db.insert(schema.notifications).values(notices);
}

/** The same notice to each active student of a cohort: a due date or a class changed (docs/api.md §6.16). */
export async function noticeToCohort(
  db: Queryable,
  cohortId: number,
  notice: Omit<Notice, "user_id">,
): Promise<void> {
  const { users, roles } = schema;
  const students = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .where(activeStudentOf(cohortId));
  await insertNotices(
    db,
    students.map((student) => ({ ...notice, user_id: student.id })),
  );
}

/**
 * The item's author (its `cla_user_id`, the facilitator who created it) while active, else null: who hears of
 * a hand-in and of a CBT the server graded.
 */
export function activeAuthorId(author: AnyPgColumn): SQL<string | null> {
  const { users } = schema;
  return sql<
    string | null
  >`(SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${author} AND ${users.active})`;
}
