/**
 * Step 8 of API.md §3.4 (addressed record → 404) for the records several resources address: cohorts,
 * courses, users. A malformed id is a 404 like an unknown one (§3.2).
 *
 *   const course = await requireCourse(db, c.req.param("id"));   // 404 `Course not found`
 *   ensureCohortScope(caller(c), course.cla_cohort_id);          // 403 (scope.ts)
 */
import { eq } from "drizzle-orm";
import { parseIntegerId, parseUserId, parseUuid, STUDENT_ROLE } from "@cla/domain";
import { schema, type Queryable } from "../db/index.ts";
import { notFound } from "../http/errors.ts";

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

/** True when `user` is a student of cohort `cohortId` (`must be a student of this cohort`). */
export function isStudentOf(user: UserRef, cohortId: number): boolean {
  return user.cla_role_name === STUDENT_ROLE && user.cla_cohort_id === cohortId;
}
