import { messages } from "../messages";
import { endOfLocalDay, parseLocalDate, todayIn } from "./dates";

/** The badge of an assignment, contribution or CBT (docs/product.md §4). */
export type DueStatus = "past-due" | "due-today" | "new";

/** The exact badge texts (docs/product.md §4). */
export const DUE_LABELS: Readonly<Record<DueStatus, string>> = Object.freeze({
  "past-due": messages.pastDue,
  "due-today": messages.dueToday,
  new: messages.new,
});

/**
 * The due badge of an item due on `dueDate` ("YYYY-MM-DD", read as a LOCAL calendar date) at the
 * instant `now`:
 * - "past-due" once the end of the due day, 23:59:59.999 local time, has passed;
 * - "due-today" from local midnight of the due date (inclusive) up to and including 23:59:59.999;
 * - "new" before the due day starts.
 *
 * docs/product.md §4 says "Due today" when the due date value is *earlier than* now; at exactly local midnight
 * that would show "New" for one millisecond of the due day. We count midnight itself as due today, so the
 * badge depends only on the calendar day (docs/decisions/012-local-dates-and-due-badge.md).
 * Throws a RangeError when `dueDate` is not a valid calendar date.
 */
export function dueStatus(dueDate: string, now: Date): DueStatus {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError("Invalid Date");
  if (time > endOfLocalDay(dueDate).getTime()) return "past-due";
  if (time >= parseLocalDate(dueDate).getTime()) return "due-today";
  return "new";
}

/** The badge text of {@link dueStatus}: 'Past Due', 'Due today' or 'New'. */
export function dueLabel(dueDate: string, now: Date): string {
  return DUE_LABELS[dueStatus(dueDate, now)];
}

/**
 * Whether work handed in at the instant `handedInAt` for an item due on `dueDate` is late: handed in
 * after the end of the due day in the IANA zone `timeZone` (the server's ACADEMY_TIME_ZONE, docs/api.md
 * §1.4 and §6.13). The same rule as {@link dueStatus}'s "past-due", read in the academy's zone rather
 * than the reader's: late exactly when the calendar day of `handedInAt` in that zone is after `dueDate`.
 */
export function handedInLate(dueDate: string, handedInAt: Date, timeZone: string): boolean {
  return todayIn(timeZone, handedInAt) > dueDate;
}

/**
 * The status line of work handed in at `when` (a moment as the reader sees it): 'Handed in on {when} · on
 * time' or '… · late' (docs/api.md §6.13). Here beside {@link handedInLate} rather than in messages.ts, whose
 * functions every page of the portal loads with /login's first chunk.
 */
export function handedInOn(when: string, late: boolean): string {
  return `Handed in on ${when} · ${late ? "late" : "on time"}`;
}
