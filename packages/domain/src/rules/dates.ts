/**
 * Calendar dates ("YYYY-MM-DD") and the local day.
 *
 * docs/api.md §1.3 carries every date as a bare calendar date and §10 requires clients to read it as a LOCAL
 * calendar date. `new Date("2025-03-10")` parses as UTC midnight, which west of Greenwich is the previous
 * evening, so nothing here ever hands a date string to the Date parser (only full ISO timestamps, instants).
 *
 * The portal writes a date in one of two formats (docs/product.md §2.3, decision 180's fourth round): a day,
 * {@link formatDay}, and a day and time in the viewer's zone, {@link formatDateTime}.
 */
import { getLocale } from "../i18n";

/** Earliest and latest calendar years accepted for a date (docs/api.md §1.3, chosen). */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2100;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The parts of a calendar date; `month` is 1–12. */
export type DateParts = { year: number; month: number; day: number };

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps DST out of it.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Splits a "YYYY-MM-DD" string into its parts, or returns null unless it is a real calendar date with a
 * year from 1900 to 2100 (so "2025-02-30" and "2025-2-3" are null).
 */
export function parseDateParts(value: string): DateParts | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) return null;
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True when `value` is a "YYYY-MM-DD" string naming a real calendar date in 1900–2100 (docs/api.md §1.3). */
export function isValidDateString(value: unknown): value is string {
  return typeof value === "string" && parseDateParts(value) !== null;
}

function requireDateParts(value: string): DateParts {
  const parts = parseDateParts(value);
  if (!parts) throw new RangeError(`Invalid calendar date "${value}" (expected YYYY-MM-DD, 1900–2100)`);
  return parts;
}

/** Builds a local Date from calendar fields without the two-digit-year quirk of the Date constructor. */
function localDate(parts: DateParts, hours = 0, minutes = 0, seconds = 0, ms = 0): Date {
  const date = new Date(2000, 0, 1, hours, minutes, seconds, ms);
  date.setFullYear(parts.year, parts.month - 1, parts.day);
  date.setHours(hours, minutes, seconds, ms);
  return date;
}

/**
 * Reads "YYYY-MM-DD" as the start of that day in the LOCAL time zone (local midnight; in a zone whose DST
 * change happens at midnight, the first existing instant of the day). Throws a RangeError for anything
 * that is not a valid calendar date; check with {@link isValidDateString} first when the input is untrusted.
 */
export function parseLocalDate(value: string): Date {
  return localDate(requireDateParts(value));
}

/** The last millisecond of the local calendar day `value` names (23:59:59.999 local time, docs/product.md §9). */
export function endOfLocalDay(value: string): Date {
  return localDate(requireDateParts(value), 23, 59, 59, 999);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

function formatParts(parts: DateParts): string {
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/** The LOCAL calendar date of an instant as "YYYY-MM-DD" (the inverse of {@link parseLocalDate}). */
export function toDateString(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid Date");
  return formatParts({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** Zones already found valid: a finite set (the runtime's zone data), so the cache stays small. */
const VALID_TIME_ZONES = new Set<string>();

/** True when `timeZone` is a time zone name the runtime's Intl data knows (e.g. "Africa/Lagos", "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (VALID_TIME_ZONES.has(timeZone)) return true;
  if (timeZone.trim() === "") return false;
  try {
    // Creating a formatter is the check, and costs ~50 µs: a list of live classes asks once per row.
    new Intl.DateTimeFormat("en-US", { timeZone });
    VALID_TIME_ZONES.add(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * One formatter per time zone: creating an Intl.DateTimeFormat costs far more than formatting with
 * it, and the server asks for "today" on every request (docs/decisions/144).
 */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = DAY_FORMATS.get(timeZone);
  if (format === undefined) {
    // Intl throws a RangeError itself for an unknown zone (and nothing is cached).
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      // Without this, years before 1000 or eras could be formatted differently.
      calendar: "gregory",
      numberingSystem: "latn",
    });
    DAY_FORMATS.set(timeZone, format);
  }
  return format;
}

/**
 * The response header that carries the server's ACADEMY_TIME_ZONE on every API answer (docs/api.md §1.4): the
 * portal learns the academy's zone from it instead of a build-time setting (docs/decisions/166).
 */
export const ACADEMY_TIME_ZONE_HEADER = "X-Academy-Time-Zone";

/**
 * The calendar date of the instant `now` in the IANA zone `timeZone`, as "YYYY-MM-DD": the server's
 * "today" in ACADEMY_TIME_ZONE (docs/api.md §1.4). Throws a RangeError for an unknown zone.
 */
export function todayIn(timeZone: string, now: Date): string {
  if (Number.isNaN(now.getTime())) throw new RangeError("Invalid Date");
  const parts = dayFormat(timeZone).formatToParts(now);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value);
  return formatParts({ year: field("year"), month: field("month"), day: field("day") });
}

/**
 * Calendar arithmetic on "YYYY-MM-DD": the date `days` days later (negative = earlier). Works on the
 * calendar itself, so a 23- or 25-hour DST day still counts as one day.
 */
export function addDays(value: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`addDays needs a whole number of days, got ${days}`);
  const parts = requireDateParts(value);
  // Years are ≥ 1900 here, so Date.UTC's two-digit-year quirk cannot apply.
  const result = new Date(Date.UTC(parts.year, parts.month - 1, parts.day) + days * MS_PER_DAY);
  return formatParts({
    year: result.getUTCFullYear(),
    month: result.getUTCMonth() + 1,
    day: result.getUTCDate(),
  });
}

/**
 * A "YYYY-MM-DD" date in a document's own wording (the certificate's and the mails' long "28 November 2026",
 * `locale` and `options` given): the portal's screens write dates with {@link formatDay} and
 * {@link formatDateTime} instead. Returns null for a missing or invalid date so the caller can show its own
 * placeholder ('Not set').
 */
export function formatLocalDate(
  value: string | null | undefined,
  locale?: Intl.LocalesArgument,
  options: Intl.DateTimeFormatOptions = {},
): string | null {
  if (value == null || !isValidDateString(value)) return null;
  return parseLocalDate(value).toLocaleDateString(locale, options);
}

/**
 * The locale a date is written in: the person's language (Paraglide's, decision 184), English in the
 * day-month-year order of "en-GB" ("28 Nov 2026"), since the academy is international and "11/28/2026" reads
 * as nonsense to most of its students. Portuguese stays "pt": "pt-PT" writes the short date as "28/11/2026".
 */
export function dateLocale(locale: string = getLocale()): string {
  return locale === "en" ? "en-GB" : locale;
}

/** Options of the two date formats: the weekday where it helps (a live class), a locale other than the person's. */
export interface DateFormatOptions {
  /** "Sat, 28 Nov 2026": the short weekday before the day. */
  weekday?: boolean;
  /** A Paraglide locale ("en", "fr", …); the person's language when left out. */
  locale?: string;
}

const DAY_OPTIONS = { day: "numeric", month: "short", year: "numeric" } as const;
const TIME_OPTIONS = { hour: "numeric", minute: "2-digit" } as const;

/** Formatters by locale, options and zone: few of them, and creating one costs far more than using it. */
const DISPLAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

function displayFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = DISPLAY_FORMATS.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(dateLocale(locale), options);
    DISPLAY_FORMATS.set(key, format);
  }
  return format;
}

/** Intl may put a narrow or no-break space in a date ("7:00 PM"); the portal's texts use plain spaces. */
function plain(text: string): string {
  return text.replace(/\s/g, " ");
}

const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T/;

/** An instant from a Date or an ISO timestamp ("2026-11-28T18:05:00.000Z"); anything else is Invalid Date. */
function instantOf(value: Date | string): Date {
  if (typeof value !== "string") return value;
  return TIMESTAMP_PATTERN.test(value) ? new Date(value) : new Date(Number.NaN);
}

/**
 * A DAY as every screen writes it (docs/product.md §2.3): a due date, a course's start and end, a birthday, the
 * day of an announcement. "28 Nov 2026" in English, "28 nov. 2026" in French, in the person's language.
 * - A "YYYY-MM-DD" string is that calendar day, never shifted by a time zone.
 * - An instant (a Date or an ISO timestamp) is its day in `timeZone` (the viewer's; the runtime's when left out).
 * Returns null for a missing or invalid value, so the caller shows its own placeholder ('Not set').
 */
export function formatDay(
  value: Date | string | null | undefined,
  { weekday = false, locale = getLocale(), timeZone }: DateFormatOptions & { timeZone?: string } = {},
): string | null {
  if (value == null) return null;
  const options: Intl.DateTimeFormatOptions = weekday
    ? { weekday: "short", ...DAY_OPTIONS }
    : { ...DAY_OPTIONS };
  if (typeof value === "string" && DATE_PATTERN.test(value)) {
    const parts = parseDateParts(value);
    if (!parts) return null;
    // The day at noon UTC, written in UTC: the same calendar day whatever the runtime's zone.
    const day = new Date(Date.UTC(2000, 0, 1, 12));
    day.setUTCFullYear(parts.year, parts.month - 1, parts.day);
    return plain(displayFormat(locale, { ...options, timeZone: "UTC" }).format(day));
  }
  const instant = instantOf(value);
  if (Number.isNaN(instant.getTime())) return null;
  return plain(displayFormat(locale, timeZone ? { ...options, timeZone } : options).format(instant));
}

/**
 * A DAY AND TIME in the viewer's zone, as every screen writes an instant (a hand-in, an activity log entry, a live
 * class's start, a "generated on"): the day of {@link formatDay} and the time, "28 Nov 2026, 19:00" in English,
 * in `timeZone` (the portal passes `timeZones().viewer`). An invalid instant is returned as given.
 */
export function formatDateTime(
  value: Date | string,
  timeZone: string,
  { weekday = false, locale = getLocale() }: DateFormatOptions = {},
): string {
  const instant = instantOf(value);
  if (Number.isNaN(instant.getTime())) return typeof value === "string" ? value : "";
  const options: Intl.DateTimeFormatOptions = weekday
    ? { weekday: "short", ...DAY_OPTIONS, ...TIME_OPTIONS, timeZone }
    : { ...DAY_OPTIONS, ...TIME_OPTIONS, timeZone };
  return plain(displayFormat(locale, options).format(instant));
}

/**
 * The time alone of {@link formatDateTime} ("19:00"), where the day is already said: a student's joining time on
 * a class's attendance, the academy's clock beside a live class's own day. An invalid instant is returned as given.
 */
export function formatTime(
  value: Date | string,
  timeZone: string,
  { locale = getLocale() }: Pick<DateFormatOptions, "locale"> = {},
): string {
  const instant = instantOf(value);
  if (Number.isNaN(instant.getTime())) return typeof value === "string" ? value : "";
  return plain(displayFormat(locale, { ...TIME_OPTIONS, timeZone }).format(instant));
}
