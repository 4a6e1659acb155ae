/**
 * Step 9 of docs/api.md §3.4 (student scope → 403): a student reaches only their own cohort's records and,
 * on per-student reads, only themselves; facilitators reach every cohort.
 */
import { FIELD_MESSAGES, STUDENT_ROLE } from "@cla/domain";
import type { Caller } from "../auth/sessions.ts";
import type { Queryable } from "../db/index.ts";
import { invalidField, outOfScope } from "../http/errors.ts";
import { requireUser } from "./lookup.ts";

/** Step 9: a student reaches only their own cohort's records; facilitators reach every cohort. */
export function ensureCohortScope(who: Caller, cohortId: number): void {
  if (!who.isFacilitator && who.cla_cohort_id !== cohortId) throw outOfScope();
}

/**
 * The student a per-student read is about (student_dashboard_stats, certificate; docs/api.md §6.9, §6.11): a
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
