import { tzOffset } from "@date-fns/tz";
import { isValidTimeZone, parseDateParts } from "./dates";

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** Parses "HH:MM" (24-hour clock, 00:00–23:59, docs/api.md §1.3) or returns null. */
export function parseTime(value: string): { hours: number; minutes: number } | null {
  const match = TIME_PATTERN.exec(value);
  if (!match) return null;
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/** True when `value` is an "HH:MM" time from 00:00 to 23:59. */
export function isValidTimeString(value: unknown): value is string {
  return typeof value === "string" && parseTime(value) !== null;
}

/** UTC offset of `timeZone` at `instant`, in milliseconds (east of Greenwich positive). */
function offsetAt(timeZone: string, instant: number): number {
  // @date-fns/tz reads the zone's rules from the runtime's Intl data; seconds of historical offsets come
  // back as fractional minutes, hence the rounding to whole milliseconds.
  return Math.round(tzOffset(timeZone, new Date(instant)) * MS_PER_MINUTE);
}

/**
 * `starts_at` of a live class (docs/api.md §1.4): the wall-clock `date` ("YYYY-MM-DD") and `time` ("HH:MM") in
 * the IANA zone `timeZone` (default "UTC"), as an ISO-8601 UTC timestamp with milliseconds and "Z", e.g.
 * `startsAt("2025-03-10", "09:30", "Africa/Lagos")` → "2025-03-10T08:30:00.000Z".
 *
 * Local times that do not exist once, decided here and independent of the host's own time zone:
 * - in a DST gap (clocks jump forward) the time moves forward by the length of the gap:
 *   America/New_York 2025-03-09 02:30 → 03:30 EDT = "2025-03-09T07:30:00.000Z";
 * - an ambiguous time (clocks fall back, the wall time happens twice) gets the EARLIER instant, the one
 *   with the offset in force before the change: America/New_York 2025-11-02 01:30 → 01:30 EDT =
 *   "2025-11-02T05:30:00.000Z".
 * This is the rule @date-fns/tz's TZDate documents (docs/toolchain.md) and Temporal's "compatible"
 * disambiguation. TZDate's constructor was measured to break it for some pairs of host and target zones
 * (on a UTC or New York host, Europe/London 01:30 on 2025-10-26 came out as the later instant), so the
 * instant is solved here from the library's `tzOffset`, which does not depend on the host zone
 * (docs/decisions/011-starts-at-time-zones.md).
 *
 * Throws a RangeError for an invalid date, time or zone.
 */
export function startsAt(date: string, time: string, timeZone = "UTC"): string {
  const key = `${date} ${time} ${timeZone}`;
  let answer = SOLVED.get(key);
  if (answer === undefined) {
    answer = solveStartsAt(date, time, timeZone);
    // Live classes share a few dates and times; the bound only keeps a long-running server's memory flat.
    if (SOLVED.size >= SOLVED_MAX) SOLVED.clear();
    SOLVED.set(key, answer);
  }
  return answer;
}

/**
 * Answers already solved: a list of live classes asks for every row, and solving costs three zone
 * lookups (~30 µs each) while the answer never changes for the same date, time and zone.
 */
const SOLVED = new Map<string, string>();
const SOLVED_MAX = 10_000;

function solveStartsAt(date: string, time: string, timeZone: string): string {
  const day = parseDateParts(date);
  if (!day) throw new RangeError(`Invalid date "${date}" (expected YYYY-MM-DD, 1900–2100)`);
  const clock = parseTime(time);
  if (!clock) throw new RangeError(`Invalid time "${time}" (expected HH:MM, 00:00–23:59)`);
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone "${timeZone}"`);

  // The wall-clock reading expressed as if it were UTC; the answer is wall - offset for some offset
  // the zone actually uses around that moment.
  const wall = Date.UTC(day.year, day.month - 1, day.day, clock.hours, clock.minutes);
  // Offsets in force a day before and a day after cover any single transition near the wall time.
  const offsetBefore = offsetAt(timeZone, wall - MS_PER_DAY);
  const offsetAfter = offsetAt(timeZone, wall + MS_PER_DAY);

  // A candidate instant is valid when the zone really shows `wall` at it.
  const candidates = [offsetBefore, offsetAfter]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetAt(timeZone, instant) === wall);

  // Ambiguous → two valid instants, take the earlier; normal → one. None → a gap: reading the wall time
  // with the offset from before the jump lands the gap's length later on the clock.
  const instant = candidates.length > 0 ? Math.min(...candidates) : wall - offsetBefore;
  return new Date(instant).toISOString();
}
