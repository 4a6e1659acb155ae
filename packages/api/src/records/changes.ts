/**
 * What a partial update (PUT, docs/api.md §1.3) writes: the validated input's keys that were sent, null
 * included (it clears an optional field); an absent key keeps the stored value. `omit` names keys that
 * are checked but never written as sent (a cohort that cannot change, a course move the handler writes
 * itself).
 *
 *   const input = v.valid();
 *   await tx.update(courses).set({ ...sentFields(input, ["cla_cohort_id"]), updated_at: clockTimestamp() });
 */
import { FIELD_MESSAGES } from "@cla/domain";
import type { FieldValidation } from "../http/validate.ts";

export type SentFields<T, K extends keyof T> = { [P in Exclude<keyof T, K>]?: Exclude<T[P], undefined> };

export function sentFields<T extends object, K extends keyof T = never>(
  input: T,
  omit: readonly K[] = [],
): SentFields<T, K> {
  const omitted = new Set<PropertyKey>(omit);
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== undefined && !omitted.has(key)),
  ) as SentFields<T, K>;
}

/** On a record whose cohort never changes (courses, announcements): another cohort sent `cannot be changed`. */
export function refuseCohortChange<T extends { cla_cohort_id?: unknown }>(
  v: FieldValidation<T>,
  storedCohortId: number,
): void {
  if (v.has("cla_cohort_id") && v.data.cla_cohort_id !== storedCohortId) {
    v.add("cla_cohort_id", FIELD_MESSAGES.cannotBeChanged);
  }
}
