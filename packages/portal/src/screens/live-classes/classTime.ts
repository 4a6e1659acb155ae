import type { LiveClass } from "@cla/domain/client";
import { parseDateParts, parseTime } from "@cla/domain/client";
import { clockText, dayText, instantText, type TimeZones } from "../../app/timeZones";

/**
 * When a live class happens, in words: the instant `starts_at` in the viewer's zone, and beside it
 * the academy's wall-clock time when the two differ, e.g.
 * `Tue 3 Mar, 7:00 PM (your time) · 1:00 PM in New York`. Intl only; English texts like the rest of the portal.
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
  /** In the viewer's zone, e.g. 'Tue 3 Mar, 7:00 PM'. */
  local: string;
  /** The academy's time when it differs ('1:00 PM in New York', with its day when that differs too), else null. */
  academy: string | null;
  /** The whole line: 'Tue 3 Mar, 7:00 PM (your time) · 1:00 PM in New York', or just `local`. */
  text: string;
}

export function classTime(liveClass: ClassTimeFields, zones: TimeZones): ClassTime {
  const instant = new Date(liveClass.starts_at);
  const localDay = dayText(instant, zones.viewer);
  const local = instantText(instant, zones.viewer);
  if (wallClock(instant, zones.viewer) === `${liveClass.date} ${liveClass.time}`) {
    return { local, academy: null, text: local };
  }
  // The academy's wall clock is the class's own date and time (docs/api.md §5), read as a UTC reading.
  const day = parseDateParts(liveClass.date);
  const clock = parseTime(liveClass.time);
  if (!day || !clock) return { local, academy: null, text: local };
  const wall = new Date(Date.UTC(day.year, day.month - 1, day.day, clock.hours, clock.minutes));
  const academyDay = dayText(wall, "UTC");
  const academyClock = clockText(wall, "UTC");
  const academy = `${academyDay === localDay ? academyClock : `${academyDay}, ${academyClock}`} in ${zoneLabel(zones.academy)}`;
  return { local, academy, text: `${local} (your time) · ${academy}` };
}
