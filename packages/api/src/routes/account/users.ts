/** Reading users as the `User` object of docs/api.md §5. */
import { eq } from "drizzle-orm";
import type { User } from "@cla/domain";
import { isLocale } from "@cla/domain/i18n";
import { schema, type Queryable } from "../../db/index.ts";
import { selectUsers, userColumns, type UserRow } from "../../db/user-row.ts";
import { toTimestamp } from "../../db/values.ts";

const { users, roles, cohorts } = schema;

export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    cla_role_id: row.cla_role_id,
    cla_role_name: row.cla_role_name as User["cla_role_name"],
    cla_cohort_id: row.cla_cohort_id,
    cla_cohort_name: row.cla_cohort_name,
    birthday: row.birthday,
    phone_number: row.phone_number,
    locale: isLocale(row.locale) ? row.locale : null,
    created_at: toTimestamp(row.created_at),
  };
}

export async function userById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, id)).limit(1);
  return row;
}

/** With the password hash, for sign-in. `email` must already be trimmed and lower-cased. */
export async function userByEmailForSignIn(
  db: Queryable,
  email: string,
): Promise<(UserRow & { password_hash: string | null; active: boolean }) | undefined> {
  const [row] = await db
    .select({ ...userColumns, password_hash: users.password_hash, active: users.active })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .leftJoin(cohorts, eq(cohorts.id, users.cla_cohort_id))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function roleById(
  db: Queryable,
  id: number,
): Promise<{ id: number; name: string; self_signup: boolean } | undefined> {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, self_signup: roles.self_signup })
    .from(roles)
    .where(eq(roles.id, id))
    .limit(1);
  return row;
}
