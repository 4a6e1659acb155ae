import { compareByName } from "./names";

/** The fields of a live class these rules read (a structural subset of docs/api.md §5 `LiveClass`). */
export type LiveClassLike = {
  readonly id: string;
  readonly name: string;
  /** "YYYY-MM-DD" */
  readonly date: string;
  /** "HH:MM" */
  readonly time: string;
  /** "YYYY-MM-DD", or null when the cohort has no end date. */
  readonly cla_cohort_end_date: string | null;
};

/**
 * True when a class dated `date` is upcoming on `today` (both "YYYY-MM-DD"): its date is today or later
 * (docs/product.md §4). Decided by the date alone, not the time, so a class earlier today is still upcoming
 * (docs/api.md §10). Zero-padded ISO dates order as strings, so no Date is needed.
 */
export function isUpcoming(date: string, today: string): boolean {
  return date >= today;
}

/** Ascending order of docs/api.md §1.6 for live classes: `date`, `time`, `name` (collator), `id`. */
export function compareLiveClasses(a: LiveClassLike, b: LiveClassLike): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.time !== b.time) return a.time < b.time ? -1 : 1;
  return compareByName(a, b);
}

/**
 * True when a past class may still be listed: its cohort has no end date, or the end date is today or
 * later (the end day itself has not passed yet).
 */
export function isCohortStillRunning(cohortEndDate: string | null, today: string): boolean {
  return cohortEndDate === null || cohortEndDate >= today;
}

/**
 * Splits live classes into the two tabs of the calendar screen (docs/product.md §2.3, §4) on `today`:
 * - `upcoming`: dated today or later, oldest first (date, time, name, id);
 * - `past`: dated before today, newest first (the exact reverse), and only those whose cohort end date
 *   is missing or not yet passed.
 * The input is not modified.
 */
export function splitLiveClasses<T extends LiveClassLike>(
  classes: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const liveClass of classes) {
    if (isUpcoming(liveClass.date, today)) upcoming.push(liveClass);
    else if (isCohortStillRunning(liveClass.cla_cohort_end_date, today)) past.push(liveClass);
  }
  upcoming.sort(compareLiveClasses);
  past.sort((a, b) => compareLiveClasses(b, a));
  return { upcoming, past };
}
