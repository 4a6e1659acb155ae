/**
 * Cohorts as docs/api.md §5 shows them: the stored row with its status by the academy's today, whether
 * sign-up offers it, and (for staff) its number of active students, in one statement (§7.4).
 */
import { asc, sql, type SQL } from "drizzle-orm";
import { offeredAtSignup, STUDENT_ROLE, type Cohort, type CohortStatus } from "@cla/domain";
import { schema, type Queryable } from "../db/index.ts";

const { cohorts } = schema;

/** Before its start_date: upcoming; after its end_date: ended; otherwise (undated too): running. */
export function cohortStatus(
  row: { start_date: string | null; end_date: string | null },
  today: string,
): CohortStatus {
  if (row.end_date !== null && row.end_date < today) return "ended";
  if (row.start_date !== null && row.start_date > today) return "upcoming";
  return "running";
}

/** Sign-up offers and accepts the cohort by its rule and its status today (§6.1, §6.15, decision 174). */
export function openForSignup(
  row: { open_for_signup: boolean | null; start_date: string | null; end_date: string | null },
  today: string,
): boolean {
  return offeredAtSignup({ open_for_signup: row.open_for_signup, status: cohortStatus(row, today) });
}

/** Cohorts in the order of §1.6; `withCounts`: the active students of each, else null. */
export async function selectCohorts(
  db: Queryable,
  today: string,
  withCounts: boolean,
  where?: SQL,
): Promise<Cohort[]> {
  const rows = await db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      start_date: cohorts.start_date,
      end_date: cohorts.end_date,
      open_for_signup: cohorts.open_for_signup,
      student_count: withCounts
        ? sql<number>`(SELECT count(*)::int FROM users u JOIN roles r ON r.id = u.cla_role_id
            WHERE u.cla_cohort_id = "cohorts"."id" AND r.name = ${STUDENT_ROLE} AND u.active)`
        : sql<null>`NULL`,
    })
    .from(cohorts)
    .where(where)
    // start_date desc, nulls last, then id (docs/api.md §1.6); dates compare the same on both engines.
    .orderBy(sql`${cohorts.start_date} DESC NULLS LAST`, asc(cohorts.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    start_date: row.start_date,
    end_date: row.end_date,
    open_for_signup: row.open_for_signup,
    status: cohortStatus(row, today),
    student_count: row.student_count === null ? null : Number(row.student_count),
  }));
}
