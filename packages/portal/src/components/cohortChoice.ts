import { isFacilitator, type Session } from "../session/session";

/** The URL query parameter that holds a facilitator's chosen cohort, so a reload or a shared link keeps it. */
export const COHORT_PARAM = "cohort";

/** Where this tab remembers a facilitator's last choice between screens (cleared with the session at sign-out). */
export const COHORT_STORAGE_KEY = "cla.cohort";

export function positiveId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

function rememberedCohort(): number | null {
  try {
    return positiveId(sessionStorage.getItem(COHORT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * The cohort a list screen shows when it is known without asking the server (decisions 097, 154): a student's
 * own; a facilitator's from the URL's `?cohort=`, else the last choice made in this tab; else null (a
 * facilitator's list then starts on `defaultCohort` of the cohorts, components/CohortFilter.tsx). Kept apart from
 * CohortFilter so the route preloads (app/preload.ts) read the same choice without the filter's code.
 */
export function knownCohort(session: Session | null, params: URLSearchParams): number | null {
  if (!isFacilitator(session)) return session?.userData.cohortId ?? null;
  return positiveId(params.get(COHORT_PARAM)) ?? rememberedCohort();
}
