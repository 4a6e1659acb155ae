/**
 * docs/api.md §5's `User` as one SELECT reads it: users ⋈ roles ⟕ cohorts. The one definition of those
 * columns and of their row, for the account routes (src/routes/account/users.ts) and for the caller
 * of every signed-in request (src/http/auth.ts, which adds the session in the same statement).
 */
import { eq } from "drizzle-orm";
import type { Queryable } from "./index.ts";
import { cohorts, roles, users } from "./schema.ts";

export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  cla_role_id: users.cla_role_id,
  cla_role_name: roles.name,
  cla_cohort_id: users.cla_cohort_id,
  cla_cohort_name: cohorts.name,
  birthday: users.birthday,
  phone_number: users.phone_number,
  locale: users.locale,
  created_at: users.created_at,
};

/** `userColumns` of every user with their role and cohort; add `.where(…)`. */
export function selectUsers(db: Queryable) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .leftJoin(cohorts, eq(cohorts.id, users.cla_cohort_id));
}

/**
 * A row of `userColumns` (the cohort's columns null for a user without one). `created_at` is raw
 * timestamptz text; src/db/values.ts converts it.
 */
export type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];
