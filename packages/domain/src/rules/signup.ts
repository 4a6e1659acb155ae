import type { CohortStatus } from "../schemas/objects";

/**
 * True when sign-up offers and accepts the cohort (docs/api.md §6.15, decision 174). `open_for_signup` is
 * the admin's rule: null, automatic, offered while the cohort is upcoming (before its start date; an undated
 * cohort counts as running); true, opened, offered until it ends; false, closed. An ended cohort never is.
 */
export function offeredAtSignup(cohort: { open_for_signup: boolean | null; status: CohortStatus }): boolean {
  if (cohort.status === "ended") return false;
  return cohort.open_for_signup ?? cohort.status === "upcoming";
}
