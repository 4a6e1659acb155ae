import type { Cohort } from "@cla/domain/client";
import { todayIn } from "@cla/domain/client";
import { timeZones } from "../app/timeZones";
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
 * facilitator's list then starts on `defaultCohort` of the cohorts). Kept apart from CohortFilter so the route preloads (app/preload.ts) read the same choice without the filter's code.
 */
export function knownCohort(session: Session | null, params: URLSearchParams): number | null {
  if (!isFacilitator(session)) return session?.userData.cohortId ?? null;
  return positiveId(params.get(COHORT_PARAM)) ?? rememberedCohort();
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/**
 * The cohort a facilitator's list starts on when neither the URL nor this tab names one (decision 154):
 * a running cohort (its dates include `today`, the academy's), their own if it is running, else the one
 * that started last; with none running, the cohort whose dates are nearest to today (an earlier one in the
 * list on a tie); with no dated cohort, the first of the list. Dates are "YYYY-MM-DD"; a missing start or
 * end leaves that side open, a cohort with neither is undated.
 */
export function defaultCohort(cohorts: readonly Cohort[], today: string, own: number | null): number | null {
  const dated = cohorts.filter((cohort) => cohort.start_date !== null || cohort.end_date !== null);
  const distance = ({ start_date, end_date }: Cohort): number => {
    if (start_date !== null && today < start_date) return daysBetween(today, start_date);
    if (end_date !== null && today > end_date) return daysBetween(end_date, today);
    return 0;
  };
  const running = dated.filter((cohort) => distance(cohort) === 0);
  if (running.length > 0) {
    const mine = running.find((cohort) => cohort.id === own);
    if (mine) return mine.id;
    const latestStart = (cohort: Cohort) => cohort.start_date ?? "";
    return running.reduce((best, cohort) => (latestStart(cohort) > latestStart(best) ? cohort : best)).id;
  }
  if (dated.length > 0) {
    return dated.reduce((best, cohort) => (distance(cohort) < distance(best) ? cohort : best)).id;
  }
  return cohorts[0]?.id ?? null;
}

/** `defaultCohort` for `session`'s facilitator today, in the academy's time zone. */
export function defaultCohortNow(cohorts: readonly Cohort[], session: Session | null): number | null {
  return defaultCohort(cohorts, todayIn(timeZones().academy, new Date()), session?.userData.cohortId ?? null);
}
