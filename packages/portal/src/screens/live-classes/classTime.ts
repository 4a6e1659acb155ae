import type { LiveClass } from "@cla/domain/client";
import { formatDateTime, formatDay, formatTime, parseDateParts, parseTime } from "@cla/domain/client";
import type { TimeZones } from "../../app/timeZones";

/**
 * When a live class happens, in words: the instant `starts_at` in the viewer's zone, and beside it
 * the academy's wall-clock time when the two differ, e.g.
 * `Tue, 3 Mar 2026, 19:00 (your time) · 13:00 in New York`: the portal's day and time (formatDateTime, decision 180's
 * fourth round) with the weekday, in the person's language; the words around it are still English.
 */
export type ClassTimeFields = Pick<LiveClass, "date" | "time" | "starts_at">;

/** "YYYY-MM-DD HH:MM" of `instant` on the wall clocks of `timeZone`. */
function wallClock(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    calendar: "gregory",
    numberingSystem: "latn",
    timeZone,
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** The city of an IANA zone, for 'in New York': "America/New_York" → "New York"; "UTC" stays "UTC". */
export function zoneLabel(timeZone: string): string {
  const city = timeZone.split("/").pop() ?? timeZone;
  return city.replace(/_/g, " ");
}

export interface ClassTime {
  /** In the viewer's zone, e.g. 'Tue, 3 Mar 2026, 19:00'. */
  local: string;
  /** The academy's time when it differs ('13:00 in New York', with its day when that differs too), else null. */
  academy: string | null;
  /** The whole line: 'Tue, 3 Mar 2026, 19:00 (your time) · 13:00 in New York', or just `local`. */
  text: string;
}

export function classTime(liveClass: ClassTimeFields, zones: TimeZones): ClassTime {
  const instant = new Date(liveClass.starts_at);
  const localDay = formatDay(instant, { weekday: true, timeZone: zones.viewer });
  const local = formatDateTime(instant, zones.viewer, { weekday: true });
  if (wallClock(instant, zones.viewer) === `${liveClass.date} ${liveClass.time}`) {
    return { local, academy: null, text: local };
  }
  // The academy's wall clock is the class's own date and time (docs/api.md §5), read as a UTC reading.
  const day = parseDateParts(liveClass.date);
  const clock = parseTime(liveClass.time);
  if (!day || !clock) return { local, academy: null, text: local };
  const wall = new Date(Date.UTC(day.year, day.month - 1, day.day, clock.hours, clock.minutes));
  const academyDay = formatDay(wall, { weekday: true, timeZone: "UTC" });
  const academyWhen =
    academyDay === localDay ? formatTime(wall, "UTC") : formatDateTime(wall, "UTC", { weekday: true });
  const academy = `${academyWhen} in ${zoneLabel(zones.academy)}`;
  return { local, academy, text: `${local} (your time) · ${academy}` };
}
