/**
 * Step 8 (addressed record → 404) and step 9 (student scope → 403) of API.md §3.4, for the records
 * several resources address. A malformed id is a 404 like an unknown one (§3.2).
 *
 *   const course = await requireCourse(db, c.req.param("id"));   // 404 `Course not found`
 *   ensureCohortScope(caller(c), course.cla_cohort_id);          // 403 for a student of another cohort
 */
import { eq } from "drizzle-orm";
import { FIELD_MESSAGES, parseIntegerId, parseUserId, parseUuid, STUDENT_ROLE } from "@cla/domain";
import { schema, type Queryable } from "../db/index.ts";
import type { Caller } from "./context.ts";
import { invalidField, notFound, outOfScope } from "./errors.ts";

const { cohorts, courses, users, roles } = schema;

export type CohortRow = typeof cohorts.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export interface UserRef {
  id: string;
  name: string;
  email: string;
  cla_cohort_id: number | null;
  cla_role_name: string;
}

export async function findCohort(db: Queryable, id: number): Promise<CohortRow | undefined> {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.id, id)).limit(1);
  return row;
}

export async function findCourse(db: Queryable, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

export async function findUser(db: Queryable, id: string): Promise<UserRef | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      cla_cohort_id: users.cla_cohort_id,
      cla_role_name: roles.name,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** A cohort named by a path or query value (number or digit string), or 404 `Cohort not found`. */
export async function requireCohort(db: Queryable, raw: unknown): Promise<CohortRow> {
  const id = parseIntegerId(raw);
  const row = id === null ? undefined : await findCohort(db, id);
  if (!row) throw notFound("Cohort");
  return row;
}

/** A course named by a path or query value (UUID, any case), or 404 `Course not found`. */
export async function requireCourse(db: Queryable, raw: unknown): Promise<CourseRow> {
  const id = parseUuid(raw);
  const row = id === null ? undefined : await findCourse(db, id);
  if (!row) throw notFound("Course");
  return row;
}

/** A user named by a path or query value (`CLA…`, any case), or 404 `User not found`. */
export async function requireUser(db: Queryable, raw: unknown): Promise<UserRef> {
  const id = parseUserId(raw);
  const row = id === null ? undefined : await findUser(db, id);
  if (!row) throw notFound("User");
  return row;
}

/** Step 9: a student reaches only their own cohort's records; facilitators reach every cohort. */
export function ensureCohortScope(who: Caller, cohortId: number): void {
  if (!who.isFacilitator && who.cla_cohort_id !== cohortId) throw outOfScope();
}

/** True when `user` is a student of cohort `cohortId` (`must be a student of this cohort`). */
export function isStudentOf(user: UserRef, cohortId: number): boolean {
  return user.cla_role_name === STUDENT_ROLE && user.cla_cohort_id === cohortId;
}

/**
 * The student a per-student read is about (student_dashboard_stats, certificate; API.md §6.9, §6.11): a
 * student may omit `cla_user_id` (themselves) or name only themselves (scope); a facilitator must name a
 * student (422 `is required` / `must be a student`).
 */
export async function requireStudentOf(
  db: Queryable,
  who: Caller,
  rawUserId: unknown,
): Promise<{ id: string; name: string; cla_cohort_id: number | null }> {
  if (rawUserId === undefined) {
    if (who.isFacilitator) throw invalidField("cla_user_id", FIELD_MESSAGES.required);
    return who;
  }
  const user = await requireUser(db, rawUserId); // 8, 9, 10
  if (!who.isFacilitator && user.id !== who.id) throw outOfScope();
  if (user.cla_role_name !== STUDENT_ROLE) throw invalidField("cla_user_id", FIELD_MESSAGES.mustBeStudent);
  return user;
}
