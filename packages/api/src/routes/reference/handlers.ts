/** docs/api.md §6.2 Reference data: cohorts, roles, students of a cohort. */
import { asc, eq } from "drizzle-orm";
import { sortByName, studentsOfCohortQuery, type Role } from "@cla/domain";
import { schema } from "../../db/index.ts";
import { today, type AppContext } from "../../http/context.ts";
import { validateQuery } from "../../http/validate.ts";
import { selectCohorts } from "../../records/cohorts.ts";
import { activeStudentOf, requireCohort } from "../../records/lookup.ts";

const { roles, users } = schema;

export async function listCohorts(c: AppContext) {
  const staff = c.var.caller?.isFacilitator === true;
  return c.json({ cohorts: await selectCohorts(c.var.deps.database.db, today(c), staff) });
}

export async function listRoles(c: AppContext) {
  const everything = c.var.caller?.isFacilitator === true;
  const rows: Role[] = await c.var.deps.database.db
    .select({ id: roles.id, name: roles.name, self_signup: roles.self_signup })
    .from(roles)
    .where(everything ? undefined : eq(roles.self_signup, true))
    .orderBy(asc(roles.id));
  return c.json({ roles: rows });
}

export async function studentsOfCohort(c: AppContext) {
  const { db } = c.var.deps.database;
  const query = validateQuery(c, studentsOfCohortQuery);
  const cohort = await requireCohort(db, query.cla_cohort_id);
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .where(activeStudentOf(cohort.id));
  return c.json({
    students: sortByName(rows).map((row) => ({
      id: row.id,
      user_id: row.id,
      name: row.name,
      email: row.email,
    })),
  });
}
