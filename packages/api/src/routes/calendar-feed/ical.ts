/**
 * An RFC 5545 iCalendar document of live classes (docs/api.md §6.12): CRLF line ends, TEXT values escaped
 * (§3.3.11), content lines folded at 75 octets without splitting a UTF-8 character (§3.1).
 */
import { checkUrl, type LiveClass } from "@cla/domain";

export const CALENDAR_NAME = "Christian Leadership Academy live classes";
const PRODID = "-//Christian Leadership Academy//CLA Portal live classes//EN";

/** TEXT escaping: backslash, semicolon, comma, and line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds one content line into lines of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** "2025-03-10T09:30:00.000Z" → "20250310T093000Z" (a UTC DATE-TIME). */
export function utcDateTime(timestamp: string): string {
  return timestamp.replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
}

export interface FeedEvent {
  liveClass: LiveClass;
  /** The cohort's name, shown to facilitators (who see every cohort); null for students. */
  cohortName: string | null;
}

/** The whole VCALENDAR, one VEVENT per class. `host` makes the UIDs globally unique. */
export function buildCalendar(events: FeedEvent[], options: { host: string; now: Date }): string {
  const stamp = utcDateTime(options.now.toISOString());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(CALENDAR_NAME)}`,
  ];
  for (const { liveClass, cohortName } of events) {
    const description = [`Course: ${liveClass.course_name}`];
    if (cohortName !== null) description.push(`Cohort: ${cohortName}`);
    const link = checkUrl(liveClass.zoom_link);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${liveClass.id}@${options.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcDateTime(liveClass.starts_at)}`,
      `DURATION:PT${liveClass.duration}M`,
      `SUMMARY:${escapeText(liveClass.name)}`,
      `DESCRIPTION:${escapeText(description.join("\n"))}`,
      ...(link.ok ? [`URL:${link.value}`] : []),
      `LAST-MODIFIED:${utcDateTime(liveClass.updated_at)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
