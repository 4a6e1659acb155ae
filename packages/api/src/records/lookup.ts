/**
 * Step 8 of docs/api.md §3.4 (addressed record → 404): `findOr404`, which every endpoint loads its
 * addressed records with, and the lookups of the records several resources address: cohorts, courses,
 * users. A malformed id is a 404 like an unknown one (§3.2).
 *
 *   const course = await requireCourse(db, c.req.param("id"));   // 404 `Course not found`
 *   ensureCohortScope(caller(c), course.cla_cohort_id);          // 403 (scope.ts)
 */
import { and, eq, type SQL } from "drizzle-orm";
import { API_ERRORS, parseIntegerId, parseUserId, parseUuid, STUDENT_ROLE, type Thing } from "@cla/domain";
import { schema, type Queryable } from "../db/index.ts";
import { apiError, notFound } from "../http/errors.ts";

const { cohorts, courses, users, roles } = schema;

export type CohortRow = typeof cohorts.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export interface UserRef {
  id: string;
  name: string;
  email: string;
  /** The language of their mails (decision 184); null: English. */
  locale: string | null;
  cla_cohort_id: number | null;
  cla_role_name: string;
}

export function findCohort(db: Queryable, id: number): Promise<CohortRow | undefined> {
  return first(db.select().from(cohorts).where(eq(cohorts.id, id)).limit(1));
}

export function findCourse(db: Queryable, id: string): Promise<CourseRow | undefined> {
  return first(db.select().from(courses).where(eq(courses.id, id)).limit(1));
}

export function findUser(db: Queryable, id: string): Promise<UserRef | undefined> {
  return first(
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        locale: users.locale,
        cla_cohort_id: users.cla_cohort_id,
        cla_role_name: roles.name,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.cla_role_id))
      .where(eq(users.id, id))
      .limit(1),
  );
}

/**
 * Step 8, the one way to load an addressed record: the row `find` loads for `id`, or 404
 * `<Thing> not found`. A malformed id (null from its parser) is a 404 like an unknown one, without a
 * query (§3.2). `thing` null answers `Not found`, as an unknown path does (a calendar feed's URL).
 *
 *   const topic = await findOr404("Topic", parseUuid(c.req.param("id")), (id) => findTopic(db, id));
 */
export async function findOr404<Id, Row>(
  thing: Thing | null,
  id: Id | null,
  find: (id: Id) => Promise<Row | undefined>,
): Promise<Row> {
  const row = id === null ? undefined : await find(id);
  if (row === undefined) throw thing === null ? apiError(404, API_ERRORS.notFound) : notFound(thing);
  return row;
}

/** The first row a query answers, or undefined (a `find` of `findOr404`). */
export async function first<Row>(rows: PromiseLike<Row[]>): Promise<Row | undefined> {
  const [row] = await rows;
  return row;
}

/** A cohort named by a path or query value (number or digit string), or 404 `Cohort not found`. */
export function requireCohort(db: Queryable, raw: unknown): Promise<CohortRow> {
  return findOr404("Cohort", parseIntegerId(raw), (id) => findCohort(db, id));
}

/** A course named by a path or query value (UUID, any case), or 404 `Course not found`. */
export function requireCourse(db: Queryable, raw: unknown): Promise<CourseRow> {
  return findOr404("Course", parseUuid(raw), (id) => findCourse(db, id));
}

/** A user named by a path or query value (`CLA…`, any case), or 404 `User not found`. */
export function requireUser(db: Queryable, raw: unknown): Promise<UserRef> {
  return findOr404("User", parseUserId(raw), (id) => findUser(db, id));
}

/** The condition "an active student of cohort `cohortId`", for a query of users joined with their role. */
export function activeStudentOf(cohortId: number): SQL {
  return and(eq(users.cla_cohort_id, cohortId), eq(roles.name, STUDENT_ROLE), eq(users.active, true))!;
}

/** True when `user` is a student of cohort `cohortId` (`must be a student of this cohort`). */
export function isStudentOf(
  user: Pick<UserRef, "cla_role_name" | "cla_cohort_id">,
  cohortId: number,
): boolean {
  return user.cla_role_name === STUDENT_ROLE && user.cla_cohort_id === cohortId;
}
