/**
 * The record functions of docs/api.md §6.17, shared by the endpoints and the operator CLI: the checks of a grant
 * and a change, and the writes. The activity log records each write by the trigger on `extensions`.
 */
import { eq, inArray } from "drizzle-orm";
import { FIELD_MESSAGES, STUDENT_ROLE, type AssessmentKind } from "@cla/domain";
import { clockTimestamp, schema, type Queryable } from "../../db/index.ts";
import { EXTENSION_ITEM_COLUMN } from "../../records/extensions.ts";

const { extensions, users, roles } = schema;

/**
 * A grant's students and date, checked against the item: field → message, empty when it may be written. A value
 * left undefined (malformed already) is not checked; no student is `is required`.
 */
export async function checkGrant(
  db: Queryable,
  item: { cla_cohort_id: number; due_date: string },
  input: { studentIds: string[] | undefined; due_date: string | undefined },
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const ids = input.studentIds;
  if (ids?.length === 0) errors.cla_user_ids = FIELD_MESSAGES.required;
  else if (ids !== undefined) {
    const found = await db
      .select({ cohort: users.cla_cohort_id, role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.cla_role_id))
      .where(inArray(users.id, ids));
    if (found.length < ids.length) errors.cla_user_ids = FIELD_MESSAGES.doesNotExist;
    else if (found.some((u) => u.role !== STUDENT_ROLE || u.cohort !== item.cla_cohort_id))
      errors.cla_user_ids = FIELD_MESSAGES.mustBeStudentOfCohort;
  }
  const dueError = checkDueDate(item.due_date, input.due_date);
  if (dueError !== null) errors.due_date = dueError;
  return errors;
}

/** An extension's date must be after the item's own (null when absent or fine). */
export function checkDueDate(itemDueDate: string, dueDate: string | undefined): string | null {
  return dueDate !== undefined && dueDate <= itemDueDate ? FIELD_MESSAGES.afterItemDueDate : null;
}

/**
 * One extension per student on the item; a student who has one gets the new date and reason (the unique index
 * on (item, student) keeps one row, also for two grants at once).
 */
export async function grantExtensions(
  tx: Queryable,
  kind: AssessmentKind,
  itemId: string,
  grant: { studentIds: string[]; due_date: string; reason: string; grantedBy: string | null },
): Promise<void> {
  const column = EXTENSION_ITEM_COLUMN[kind];
  await tx
    .insert(extensions)
    .values(
      grant.studentIds.map((id) => ({
        [column.name]: itemId,
        cla_student_id: id,
        due_date: grant.due_date,
        reason: grant.reason,
        cla_facilitator_id: grant.grantedBy,
      })) as (typeof extensions.$inferInsert)[],
    )
    .onConflictDoUpdate({
      target: [column, extensions.cla_student_id],
      set: {
        due_date: grant.due_date,
        reason: grant.reason,
        cla_facilitator_id: grant.grantedBy,
        updated_at: clockTimestamp(),
      },
    });
}

/** A new due date, a new reason, or both, by `changedBy`. */
export async function changeExtensionRecord(
  tx: Queryable,
  id: string,
  changes: { due_date?: string; reason?: string },
  changedBy: string | null,
): Promise<void> {
  await tx
    .update(extensions)
    .set({ ...changes, cla_facilitator_id: changedBy, updated_at: clockTimestamp() })
    .where(eq(extensions.id, id));
}

/** Revokes an extension: the item's due date applies to the student again. */
export async function revokeExtensionRecord(tx: Queryable, id: string): Promise<void> {
  await tx.delete(extensions).where(eq(extensions.id, id));
}
