/**
 * docs/api.md §6.15 Cohorts (admin): create and edit. The list is GET /cla_cohorts (§6.2), with each
 * cohort's status and, for staff, its student count. `createCohortRecord` and `updateCohortRecord` are
 * also the operator CLI's (create-cohort, edit-cohort).
 */
import { eq } from "drizzle-orm";
import { API_ERRORS, cohortCreate, cohortUpdate, FIELD_MESSAGES, WRAPPERS, type Cohort } from "@cla/domain";
import { clockTimestamp, schema, type Queryable } from "../../db/index.ts";
import { onUnique } from "../../db/unique.ts";
import { today, type AppContext } from "../../http/context.ts";
import { apiError } from "../../http/errors.ts";
import { validateFields, wrapper } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { sentFields } from "../../records/changes.ts";
import { selectCohorts } from "../../records/cohorts.ts";
import { requireCohort, type CohortRow } from "../../records/lookup.ts";

const { cohorts } = schema;

export const cohortNameTaken = () => ({ cohorts_name_unique: apiError(409, API_ERRORS.cohortNameTaken) });

type CohortFields = {
  name?: string;
  start_date?: string | null;
  end_date?: string | null;
  open_for_signup?: boolean | null;
};

/** One dated end before the stored start, or the other way round (the schema compares two sent dates). */
export function datesOutOfOrder(
  stored: Pick<CohortRow, "start_date" | "end_date">,
  sent: CohortFields,
): boolean {
  const start = sent.start_date !== undefined ? sent.start_date : stored.start_date;
  const end = sent.end_date !== undefined ? sent.end_date : stored.end_date;
  return start !== null && end !== null && end < start;
}

export async function createCohortRecord(
  tx: Queryable,
  input: CohortFields & { name: string },
): Promise<number> {
  const [row] = await tx
    .insert(cohorts)
    .values({
      name: input.name,
      start_date: input.start_date ?? null,
      end_date: input.end_date ?? null,
      // Absent or null: automatic, offered until the cohort starts (§6.15).
      open_for_signup: input.open_for_signup ?? null,
    })
    .returning({ id: cohorts.id });
  return row!.id;
}

export async function updateCohortRecord(tx: Queryable, id: number, changes: CohortFields): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(cohorts)
    .set({ ...changes, updated_at: clockTimestamp() })
    .where(eq(cohorts.id, id));
}

async function cohortJson(db: Queryable, id: number, day: string): Promise<Cohort> {
  const [row] = await selectCohorts(db, day, true, eq(cohorts.id, id));
  return row!;
}

export async function createCohort(c: AppContext) {
  // 7, 10
  const input = validateFields(cohortCreate, wrapper(c, WRAPPERS.cohort)).valid();
  // 12
  const id = await onUnique(() => write(c, (tx) => createCohortRecord(tx, input)), cohortNameTaken());
  return c.json(await cohortJson(c.var.deps.database.db, id, today(c)), 201);
}

export async function updateCohort(c: AppContext) {
  const { db } = c.var.deps.database;
  // 7, 8
  const raw = wrapper(c, WRAPPERS.cohort);
  const cohort = await requireCohort(db, c.req.param("id"));
  // 10: one date sent is compared with the stored other one.
  const v = validateFields(cohortUpdate, raw);
  if (!v.errors.start_date && !v.errors.end_date && datesOutOfOrder(cohort, v.data)) {
    v.add("end_date", FIELD_MESSAGES.endBeforeStart);
  }
  const changes = sentFields(v.valid());
  // 12
  await onUnique(() => write(c, (tx) => updateCohortRecord(tx, cohort.id, changes)), cohortNameTaken());
  return c.json(await cohortJson(db, cohort.id, today(c)));
}
